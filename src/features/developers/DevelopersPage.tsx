// /developers: every developer whose projects we sell, as logo (or monogram), name, one line and
// the number of its projects on the site, each linking to its page.
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Icon } from '../../components/Icon'
import { PageHero } from '../../components/PageHero'
import { numberFormat } from '../../lib/intl'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import { developerPath } from '../../lib/paths'
import { localizeDeveloper } from '../../modules/content/schema'
import { DeveloperMark } from './DeveloperMark'
import type { DeveloperSummary } from './data.server'
import { developersBreadcrumbJsonLd } from './jsonld'

export function DevelopersPage({ developers }: { developers: DeveloperSummary[] }) {
  const { t, href, iso, locale, origin } = usePage()
  const count = numberFormat(iso)
  const crumbs = developersBreadcrumbJsonLd(origin, locale, { name: t('developer.index.title'), url: `${origin}/${locale}/developers` })
  return (
    <>
      <PageHero eyebrow={t('developer.index.eyebrow')} title={t('developer.index.title')} lead={t('developer.index.lead')}>
        <div className="mt-8">
          <Breadcrumbs label={t('developer.breadcrumb')} items={[{ label: t('developer.home'), href: href('/') }, { label: t('developer.index.eyebrow') }]} />
        </div>
      </PageHero>
      <section aria-label={t('developer.index.title')} className="container py-14 sm:py-20">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {developers.map(({ developer, projects }) => {
            const d = localizeDeveloper(developer, locale)
            return (
              <li key={d.slug} data-testid="developer">
                <article className="card group relative flex h-full flex-col gap-5 p-6 transition hover:border-primary/50 hover:shadow-lg sm:p-7">
                  <DeveloperMark developer={d} size="md" decorative />
                  <div className="grid gap-2">
                    <h2 className="font-display text-2xl leading-snug group-hover:text-primary">
                      {/* The whole card follows this link (its ::after covers the card); its name is the developer's. */}
                      <a href={href(developerPath(d.slug))} className="rounded focus-ring after:absolute after:inset-0 after:rounded-2xl">
                        {d.name}
                      </a>
                    </h2>
                    <p className="text-sm leading-relaxed text-muted" lang={d.untranslated.includes('summary') ? 'en' : undefined}>
                      {d.summary}
                    </p>
                  </div>
                  <p className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-4 text-sm">
                    <span className="font-medium" data-testid="developer-count">
                      {projects ? t('developer.projectCount', { count: projects, formatted: count.format(projects) }) : t('developer.noProjects')}
                    </span>
                    <Icon name="arrow" className="size-4 shrink-0 text-primary" />
                  </p>
                </article>
              </li>
            )
          })}
        </ul>
      </section>
      <JsonLd data={crumbs} />
    </>
  )
}
