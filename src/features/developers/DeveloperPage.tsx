// /developers/{slug}: a developer as content — logo, name and one line; its figures (founded,
// headquarters, projects on the site, the brokerage's "more than" delivery figures); its track record
// and delivered landmarks; the brokerage's note on handovers; its projects on the site as the
// catalogue's cards (the visitor's currency and area unit); and a call-back request.
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { numberFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import { ProjectCard } from '../../modules/content/ProjectCard'
import type { Developer, Project } from '../../modules/content/schema'
import RequestCallButton from '../../modules/leads/form/RequestCallButton.island'
import { DeveloperMark } from './DeveloperMark'
import { developerJsonLd, developersBreadcrumbJsonLd } from './jsonld'
import type { DeveloperView } from './view'

const en = (untranslated: readonly string[], field: string) => (untranslated.includes(field) ? 'en' : undefined)

function Figures({ view, projects }: { view: DeveloperView; projects: number }) {
  const { t, iso } = usePage()
  const n = numberFormat(iso)
  const d = view.developer
  const more = (value: number) => t('developer.moreThan', { value: n.format(value) })
  const figures = [
    ...(d.founded ? [{ label: t('developer.founded'), value: String(d.founded), lang: undefined }] : []),
    { label: t('developer.headquarters'), value: d.headquarters, lang: en(d.untranslated, 'headquarters') },
    { label: t('developer.onSite'), value: n.format(projects), lang: undefined },
    ...(d.projectsDelivered ? [{ label: t('developer.projectsDelivered'), value: more(d.projectsDelivered), lang: undefined }] : []),
    ...(d.unitsDelivered ? [{ label: t('developer.unitsDelivered'), value: more(d.unitsDelivered), lang: undefined }] : []),
  ]
  return (
    <section aria-labelledby="developer-figures" className="mt-10">
      <h2 id="developer-figures" className="sr-only">
        {t('developer.figures')}
      </h2>
      <dl className="flex flex-wrap gap-px overflow-hidden rounded-3xl border border-line bg-line" data-testid="developer-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 grow basis-40 bg-bg p-5 sm:basis-48 sm:p-6">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{figure.label}</dt>
            <dd className="mt-2 font-display text-xl leading-snug sm:text-2xl" lang={figure.lang}>
              <bdi>{figure.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('developer.figuresNote')}</p>
    </section>
  )
}

function TrackRecord({ view }: { view: DeveloperView }) {
  const { t } = usePage()
  const d = view.developer
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-16">
      <section aria-labelledby="developer-record">
        <h2 id="developer-record" className="heading-2">
          {t('developer.trackRecord')}
        </h2>
        <div className="mt-6 grid max-w-3xl gap-5 text-lg leading-relaxed text-pretty" lang={en(d.untranslated, 'trackRecord')} data-testid="track-record">
          {view.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <div className="grid content-start gap-6">
        {d.notableProjects.length > 0 && (
          <section aria-labelledby="developer-notable" className="rounded-3xl bg-neutral-100/80 p-6 sm:p-7 dark:bg-neutral-900">
            <h2 id="developer-notable" className="eyebrow">
              {t('developer.notable')}
            </h2>
            <ul className="mt-4 grid gap-2.5" lang={en(d.untranslated, 'notableProjects')}>
              {d.notableProjects.map((name) => (
                <li key={name} className="flex items-start gap-3">
                  <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                  <span className="font-medium">{name}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="developer-handover" className="rounded-3xl border border-line p-6 sm:p-7">
          <h2 id="developer-handover" className="eyebrow">
            {t('developer.handoverTitle')}
          </h2>
          {d.handoverNote ? (
            <p className="mt-4 leading-relaxed" lang={en(d.untranslated, 'handoverNote')}>
              <span className="font-semibold">{t('developer.ourNote')}: </span>
              {d.handoverNote}
            </p>
          ) : null}
          <p className="mt-4 text-sm leading-relaxed text-muted">{t('developer.handoverGeneral')}</p>
        </section>
      </div>
    </div>
  )
}

export function Projects({ name, projects }: { name: string; projects: Project[] }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="developer-projects" className="border-t border-line bg-neutral-50/70 py-16 sm:py-20 dark:bg-neutral-950/40">
      <div className="container">
        <h2 id="developer-projects" className="heading-2">
          {t('developer.projectsTitle', { name })}
        </h2>
        {projects.length ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id} data-testid="developer-project" data-project-id={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('developer.projectsEmpty', { name })}</p>
        )}
      </div>
    </section>
  )
}

export function CallBack({ name }: { name: string }) {
  const { t, href, fullPath } = usePage()
  return (
    <section aria-labelledby="developer-call" className="container py-16 sm:py-20">
      <div className="grid gap-6 rounded-3xl bg-neutral-950 p-8 text-white sm:p-12 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
        <div className="max-w-2xl">
          <h2 id="developer-call" className="heading-2 text-balance">
            {t('developer.ctaTitle', { name })}
          </h2>
          <p className="mt-4 text-lg text-neutral-300">{t('developer.ctaLead', { name })}</p>
        </div>
        <Island
          name="RequestCallButton"
          component={RequestCallButton}
          props={{
            path: href('/request-call'),
            project: name,
            next: fullPath,
            label: t('developer.requestCall'),
            className: 'btn-primary px-8 py-3.5',
          }}
        />
      </div>
    </section>
  )
}

export function DeveloperPage({ view, projects }: { view: DeveloperView; projects: Project[] }) {
  const { t, href, origin, locale } = usePage()
  const d: Developer & { untranslated: string[] } = view.developer
  const index = { name: t('developer.index.eyebrow'), url: `${origin}/${locale}/developers` }
  return (
    <article data-developer={d.slug}>
      <header className="border-b border-line bg-gradient-to-b from-primary-50/70 to-transparent dark:from-primary-950/40">
        <div className="container py-10 sm:py-16">
          <Breadcrumbs
            label={t('developer.breadcrumb')}
            items={[{ label: t('developer.home'), href: href('/') }, { label: t('developer.index.eyebrow'), href: href('/developers') }, { label: d.name }]}
          />
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
            <DeveloperMark developer={d} size="lg" />
            <div className="min-w-0">
              <p className="eyebrow">{t('developer.eyebrow')}</p>
              <h1 className="heading-1 mt-3 text-balance">{d.name}</h1>
              <p className="mt-4 max-w-2xl text-lg text-muted text-pretty" lang={en(d.untranslated, 'summary')}>
                {d.summary}
              </p>
            </div>
          </div>
          <Figures view={view} projects={projects.length} />
        </div>
      </header>
      <div className="container py-14 sm:py-20">
        <TrackRecord view={view} />
      </div>
      <Projects name={d.name} projects={projects} />
      <CallBack name={d.name} />
      <JsonLd
        data={developerJsonLd({
          origin,
          url: view.canonical,
          name: d.name,
          description: d.summary,
          logo: d.logo?.src ?? null,
          founded: d.founded,
          headquarters: d.headquarters,
        })}
      />
      <JsonLd data={developersBreadcrumbJsonLd(origin, locale, index, { name: d.name, url: view.canonical })} />
    </article>
  )
}

/**
 * A developer that projects name but that has no entry yet: its name and its projects, so the name
 * on a card never leads nowhere (not indexed: there is no text of its own).
 */
export function DeveloperProjectsPage({ name, projects }: { name: string; projects: Project[] }) {
  const { t, href } = usePage()
  return (
    <article>
      <header className="border-b border-line bg-gradient-to-b from-primary-50/70 to-transparent dark:from-primary-950/40">
        <div className="container py-10 sm:py-16">
          <Breadcrumbs
            label={t('developer.breadcrumb')}
            items={[{ label: t('developer.home'), href: href('/') }, { label: t('developer.index.eyebrow'), href: href('/developers') }, { label: name }]}
          />
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
            <DeveloperMark developer={{ name, logo: null }} size="lg" />
            <div className="min-w-0">
              <p className="eyebrow">{t('developer.eyebrow')}</p>
              <h1 className="heading-1 mt-3 text-balance">{name}</h1>
              <p className="mt-4 max-w-2xl text-lg text-muted text-pretty">{t('developer.noProfile', { name })}</p>
            </div>
          </div>
        </div>
      </header>
      <Projects name={name} projects={projects} />
      <CallBack name={name} />
    </article>
  )
}
