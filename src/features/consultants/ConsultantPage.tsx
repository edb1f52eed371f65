// /consultants/{slug}: one consultant — photo, name, role, BRN, languages (named in the page's
// language), expertise; a direct WhatsApp link and a call-back request carrying their agent_id (the
// dialog with JavaScript, the form page without); their listings as the catalogue's cards; the
// reviews about them with the home page's review card.
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { displayNames, listFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import { whatsappLink } from '../../lib/whatsapp'
import { ProjectCard } from '../../modules/content/ProjectCard'
import { ReviewCard } from '../../modules/content/ReviewCard'
import { StarSymbol } from '../../modules/content/Stars'
import type { Consultant, Project, Review } from '../../modules/content/schema'
import RequestCallButton from '../../modules/leads/form/RequestCallButton.island'
import { consultantBreadcrumbJsonLd, consultantJsonLd } from './jsonld'

/** Locale-file key of each expertise (the consultant finder's names). */
const EXPERTISE_KEY = { 'off-plan': 'offPlan', secondary: 'secondary', land: 'land', commercial: 'commercial' } as const

export interface ConsultantView {
  consultant: Consultant
  role: string
  roleLang?: 'en'
  canonical: string
}

function languageNames(codes: readonly string[], iso: string): string[] {
  const names = displayNames(iso, { type: 'language' })
  return codes.map((code) => {
    let name = code
    try {
      name = names.of(code) ?? code
    } catch {}
    return name.charAt(0).toLocaleUpperCase(iso) + name.slice(1)
  })
}

function Profile({ view }: { view: ConsultantView }) {
  const { t, iso, href, fullPath } = usePage()
  const c = view.consultant
  const whatsapp = whatsappLink(c.phone, t('consultantPage.whatsappMessage', { name: c.name, url: view.canonical }))
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,340px)_minmax(0,1fr)] md:items-center md:gap-14">
      <div className="relative aspect-[4/5] w-full max-w-[200px] overflow-hidden rounded-3xl bg-neutral-200 md:max-w-[340px] dark:bg-neutral-800">
        <Picture
          src={c.photo.src}
          alt={c.photo.alt}
          width={c.photo.width}
          height={c.photo.height}
          sizes="(min-width: 768px) 340px, 90vw"
          maxWidth={680}
          priority
          className="size-full object-cover"
        />
      </div>
      <div className="min-w-0">
        <p className="eyebrow">{t('consultantPage.eyebrow')}</p>
        <h1 className="heading-1 mt-3 text-balance" data-testid="consultant-name">
          {c.name}
        </h1>
        <p className="mt-3 text-xl text-muted" lang={view.roleLang}>
          {view.role}
        </p>
        <p className="mt-2 text-sm font-medium text-muted" data-testid="consultant-brn">
          <abbr title={t('consultantPage.brnLabel')} className="no-underline">
            {t('consultantPage.brn', { brn: c.brn })}
          </abbr>
        </p>
        <dl className="mt-8 grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{t('consultantPage.speaks')}</dt>
            <dd className="mt-2" data-testid="consultant-languages">
              {listFormat(iso, { type: 'conjunction' }).format(languageNames(c.languages, iso))}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{t('consultantPage.expertise')}</dt>
            <dd className="mt-2">
              <ul className="flex flex-wrap gap-1.5">
                {c.expertise.map((item) => (
                  <li key={item} className="rounded-full border border-line px-3 py-1 text-sm">
                    {t(`consultants.expertise.${EXPERTISE_KEY[item]}`)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
          {whatsapp && (
            <a href={whatsapp} rel="noopener noreferrer" target="_blank" className="btn-primary px-7 py-3.5" data-testid="consultant-whatsapp">
              <Icon name="chat" className="size-4" />
              {t('consultantPage.whatsapp')}
            </a>
          )}
          <Island
            name="RequestCallButton"
            component={RequestCallButton}
            props={{
              path: href('/request-call'),
              agentId: c.agentId,
              next: fullPath,
              label: t('consultantPage.requestCall'),
              accessibleName: t('consultantPage.requestCallWith', { name: c.name }),
              className: 'btn-ghost w-full px-7 py-3.5 sm:w-auto',
            }}
          />
        </div>
      </div>
    </div>
  )
}

function Listings({ name, projects }: { name: string; projects: Project[] }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="consultant-listings" className="border-t border-line bg-neutral-50/70 py-16 sm:py-20 dark:bg-neutral-950/40">
      <div className="container">
        <h2 id="consultant-listings" className="heading-2">
          {t('consultantPage.listingsTitle', { name })}
        </h2>
        {projects.length ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id} data-testid="consultant-project" data-project-id={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('consultantPage.listingsEmpty', { name })}</p>
        )}
      </div>
    </section>
  )
}

function Reviews({ name, reviews }: { name: string; reviews: Review[] }) {
  const { t, iso } = usePage()
  const labels = { stars: t('home.reviews.stars', { rating: '{rating}' }), via: t('home.reviews.via', { source: '{source}' }) }
  return (
    <section aria-labelledby="consultant-reviews" className="container py-16 sm:py-20">
      <StarSymbol />
      <h2 id="consultant-reviews" className="heading-2">
        {t('consultantPage.reviewsTitle', { name })}
      </h2>
      {reviews.length ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} data-review-id={review.id}>
              <ReviewCard review={review} labels={labels} locale={iso} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('consultantPage.reviewsEmpty', { name })}</p>
      )}
    </section>
  )
}

export function ConsultantPage({ view, projects, reviews }: { view: ConsultantView; projects: Project[]; reviews: Review[] }) {
  const { t, href, origin, locale } = usePage()
  const c = view.consultant
  const consultants = { name: t('consultantPage.consultants'), url: `${origin}/${locale}#consultants` }
  return (
    <article data-agent-id={c.agentId}>
      <header className="border-b border-line bg-gradient-to-b from-primary-50/70 to-transparent dark:from-primary-950/40">
        <div className="container py-10 sm:py-16">
          <Breadcrumbs
            label={t('consultantPage.breadcrumb')}
            items={[
              { label: t('consultantPage.home'), href: href('/') },
              { label: t('consultantPage.consultants'), href: `${href('/')}#consultants` },
              { label: c.name },
            ]}
          />
          <div className="mt-8">
            <Profile view={view} />
          </div>
        </div>
      </header>
      <Listings name={c.name} projects={projects} />
      <Reviews name={c.name} reviews={reviews} />
      <JsonLd
        data={consultantJsonLd({
          origin,
          url: view.canonical,
          name: c.name,
          role: view.role,
          photo: c.photo.src,
          languages: c.languages,
          phone: c.phone,
          brn: c.brn,
        })}
      />
      <JsonLd data={consultantBreadcrumbJsonLd(origin, locale, consultants, { name: c.name, url: view.canonical })} />
    </article>
  )
}
