// The area guide (/areas/<slug>): the area's picture and name, key figures, what living there is
// like, where it is, highlights, travel times, schools and transport, the asking prices per sq ft
// (and, when imported, the Dubai Land Department's transaction prices) as a chart and a table, the
// projects there, the FAQ and a consultation form with the area in its context. Server-rendered;
// the only script is the lead form's (it hydrates on the visitor's first interaction).
import type { ReactNode } from 'react'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Icon, type IconName } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/SectionHeading'
import { dateTimeFormat, numberFormat } from '../../lib/intl'
import { breadcrumbJsonLd, faqJsonLd, homeCrumb } from '../../lib/jsonld'
import { JsonLd } from '../../lib/jsonld-script'
import { formatPrice } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { areaPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import { ProjectCard } from '../../modules/content/ProjectCard'
import type { localizeLocation } from '../../modules/content/schema'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import { AreaLocator } from './AreaLocator'
import type { BarKind } from './chart'
import type { AreaGuide } from './data.server'
import { ChartKey, PriceChart } from './PriceChart'
import { chartRows, perArea, priceLines } from './prices'

type LocalArea = ReturnType<typeof localizeLocation>

/** `lang="en"` on a text still in English on a page in another language. */
const langOf = (area: LocalArea, field: LocalArea['untranslated'][number]) => (area.untranslated.includes(field) ? 'en' : undefined)

/** The lead form's context: which guide the visitor asked from (the lead backend's utm_placement). */
export const guidePlacement = (slug: string) => `area-guide:${slug}`

export function AreaGuidePage({ guide, area }: { guide: AreaGuide; area: LocalArea }) {
  const { t, href, origin, locale, iso } = usePage()
  const name = area.name
  const url = `${origin}/${locale}${areaPath(area.slug)}`
  const catalog = href(`/catalog?location=${encodeURIComponent(area.slug)}`)
  const crumbs = breadcrumbJsonLd([homeCrumb(origin, locale), { name: t('areaGuide.index.title'), url: `${origin}/${locale}/areas` }, { name, url }])
  const count = numberFormat(iso)
  return (
    <article data-area={area.slug}>
      <section aria-labelledby="area-title" className="relative isolate overflow-hidden bg-neutral-950 text-white">
        <Picture
          src={area.image.src}
          alt=""
          width={area.image.width}
          height={area.image.height}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950/95 via-neutral-950/45 to-neutral-950/10" />
        <div className="container flex min-h-[30rem] flex-col justify-end pb-12 pt-24 sm:pb-16 lg:min-h-[60vh]">
          <Breadcrumbs
            tone="inverse"
            label={t('areaGuide.breadcrumb')}
            items={[
              { label: t('areaGuide.index.title'), href: href('/areas') },
              { label: name, lang: langOf(area, 'name') },
            ]}
          />
          <p className="eyebrow mt-8 text-primary-200">{t('areaGuide.eyebrow')}</p>
          <h1 id="area-title" className="heading-1 mt-3 max-w-4xl text-balance lg:text-7xl" lang={langOf(area, 'name')}>
            {name}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-neutral-200 text-pretty" lang={langOf(area, 'description')}>
            {area.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {guide.projectCount > 0 && (
              <a href={catalog} className="btn-primary px-6 py-3 text-base">
                {t('areaGuide.seeProjects', { count: guide.projectCount, formatted: count.format(guide.projectCount) })}
              </a>
            )}
            <a href="#area-contact" className="btn border border-white/40 px-6 py-3 text-base text-white backdrop-blur-sm hover:bg-white/10">
              {t('areaGuide.talk')}
            </a>
          </div>
        </div>
      </section>

      <Figures guide={guide} />

      <div className="container grid grid-cols-1 gap-14 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16">
        <div className="grid min-w-0 content-start gap-12">
          {area.overview && (
            <section aria-labelledby="area-overview">
              <h2 id="area-overview" className="heading-2">
                {t('areaGuide.overview', { area: name })}
              </h2>
              <div className="mt-5 grid max-w-[70ch] gap-4 text-lg leading-relaxed text-pretty" lang={langOf(area, 'overview')}>
                {area.overview.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </section>
          )}
          {area.whereItIs && (
            <GuideSection id="area-where" title={t('areaGuide.where')}>
              <p className="mt-3 max-w-[70ch] leading-relaxed text-muted text-pretty" lang={langOf(area, 'whereItIs')}>
                {area.whereItIs}
              </p>
              {area.center && <AreaLocator center={area.center} name={name} label={t('areaGuide.locator', { area: name })} sea={t('map.sea')} />}
            </GuideSection>
          )}
          {area.highlights.length > 0 && (
            <GuideSection id="area-highlights" title={t('areaGuide.highlights')}>
              <IconList
                items={area.highlights}
                icon="check"
                lang={langOf(area, 'highlights')}
                className="mt-5 grid gap-3 sm:grid-cols-2"
                itemClassName="rounded-2xl border border-line bg-elevated p-4"
                iconClassName="mt-0.5 size-5 text-primary"
              />
            </GuideSection>
          )}
        </div>
        <aside className="grid content-start gap-10">
          <Travel area={area} />
          <Schools area={area} />
          {area.transport.length > 0 && (
            <GuideSection id="area-transport" title={t('areaGuide.transport')}>
              <IconList
                items={area.transport}
                icon="pin"
                lang={langOf(area, 'transport')}
                className="mt-4 grid gap-3 text-sm leading-relaxed"
                iconClassName="mt-0.5 size-4 text-secondary"
              />
            </GuideSection>
          )}
        </aside>
      </div>

      <Prices guide={guide} area={area} />

      {guide.projects.length > 0 && (
        <section aria-labelledby="area-projects" className="container py-14 sm:py-20">
          <SectionHeading
            id="area-projects"
            eyebrow={t('areaGuide.eyebrow')}
            title={t('areaGuide.projects', { area: name })}
            action={
              <a href={catalog} className="btn-ghost shrink-0 px-5">
                {t('areaGuide.viewAll', { area: name })}
              </a>
            }
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guide.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <Faqs area={area} />

      <section
        id="area-contact"
        aria-labelledby="area-contact-title"
        className="scroll-mt-20 border-t border-line bg-neutral-50/60 py-16 sm:py-24 dark:bg-neutral-900/40"
      >
        <div className="container grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <p className="eyebrow">{t('areaGuide.eyebrow')}</p>
            <h2 id="area-contact-title" className="heading-2 mt-3 text-balance">
              {t('areaGuide.contactTitle', { area: name })}
            </h2>
            <p className="mt-4 text-lg text-muted text-pretty">{t('areaGuide.contactLead')}</p>
          </div>
          <LeadForm source="consultation" id="area-lead" hidden={{ utm_placement: guidePlacement(area.slug) }} />
        </div>
      </section>
      <JsonLd data={crumbs} />
    </article>
  )
}

/** One of the guide's smaller sections: a third-level heading that names the section, then its content. */
function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="heading-3">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A list whose items each start with the same icon (highlights, transport). */
function IconList({
  items,
  icon,
  lang,
  className,
  itemClassName = '',
  iconClassName,
}: {
  items: readonly string[]
  icon: IconName
  lang?: string
  className: string
  itemClassName?: string
  iconClassName: string
}) {
  return (
    <ul className={className} lang={lang}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3 ${itemClassName}`}>
          <Icon name={icon} className={`shrink-0 ${iconClassName}`} />
          <span className="text-pretty">{item}</span>
        </li>
      ))}
    </ul>
  )
}

function Figures({ guide }: { guide: AreaGuide }) {
  const { t, iso, rates } = usePage()
  const { prefs, labels } = useUnits()
  const items = [
    guide.askingAll.count > 0 && { label: t('areaGuide.figures.asking'), value: perArea(guide.askingAll.aedPerSqft, prefs, rates, iso, labels) },
    { label: t('areaGuide.figures.projects'), value: numberFormat(iso).format(guide.projectCount) },
    guide.transactions && { label: t('areaGuide.figures.transactions'), value: perArea(guide.transactions.all.aedPerSqft, prefs, rates, iso, labels) },
  ].filter((item) => !!item)
  return (
    <div className="border-b border-line bg-elevated">
      <dl className="container grid grid-cols-1 gap-6 py-8 sm:grid-cols-3" data-testid="area-figures">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted">{item.label}</dt>
            <dd className="font-display text-2xl sm:text-3xl">
              <bdi>{item.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function Travel({ area }: { area: LocalArea }) {
  const { t, iso } = usePage()
  if (!area.travelTimes.length) return null
  const minutes = numberFormat(iso)
  return (
    <GuideSection id="area-travel" title={t('areaGuide.travel')}>
      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-elevated" lang={langOf(area, 'travelTimes')}>
        {area.travelTimes.map((item) => (
          <li key={`${item.place}-${item.mode}`} className="flex items-baseline gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">{item.place}</span>
            <span className="shrink-0 text-end text-sm" lang={iso}>
              <span className="font-semibold tabular-nums">{t('property.neighbourhood.minutes', { minutes: minutes.format(item.minutes) })}</span>{' '}
              <span className="text-muted">{t(`property.neighbourhood.${item.mode}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">{t('areaGuide.travelNote')}</p>
    </GuideSection>
  )
}

function Schools({ area }: { area: LocalArea }) {
  const { t, iso } = usePage()
  if (!area.schools.length) return null
  const minutes = numberFormat(iso)
  return (
    <GuideSection id="area-schools" title={t('areaGuide.schools')}>
      <ul className="mt-4 grid gap-3">
        {area.schools.map((school) => (
          <li key={school.school} className="rounded-2xl border border-line bg-elevated px-4 py-3">
            <p className="font-medium" lang="en">
              {school.school}
            </p>
            <p className="text-sm text-muted" lang={langOf(area, 'schools')}>
              {t('areaGuide.schoolDetail', { curriculum: school.curriculum, minutes: minutes.format(school.minutes) })}
            </p>
          </li>
        ))}
      </ul>
    </GuideSection>
  )
}

function Prices({ guide, area }: { guide: AreaGuide; area: LocalArea }) {
  const { t, iso, rates } = usePage()
  const { prefs, labels } = useUnits()
  const unit = labels[prefs.unit]
  const lines = priceLines(t, guide)
  const kinds: BarKind[] = guide.transactions ? ['asking', 'transaction'] : ['asking']
  const names = { asking: t('areaGuide.prices.asking'), transaction: t('areaGuide.prices.transaction') }
  const count = numberFormat(iso)
  const month = dateTimeFormat(iso, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const sold = guide.transactions
  return (
    <section aria-labelledby="area-prices" className="border-y border-line bg-neutral-50/60 py-14 sm:py-20 dark:bg-neutral-900/40">
      <div className="container grid gap-8">
        <div className="max-w-3xl">
          <p className="eyebrow">{t('areaGuide.prices.asking')}</p>
          <h2 id="area-prices" className="heading-2 mt-3">
            {t('areaGuide.prices.title', { unit })}
          </h2>
          <p className="mt-4 text-muted text-pretty">{t('areaGuide.prices.lead', { unit })}</p>
          {sold && <p className="mt-2 text-muted text-pretty">{t('areaGuide.prices.leadTransactions', { unit })}</p>}
        </div>
        {lines.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">{t('areaGuide.prices.empty', { area: area.name })}</p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
            <figure className="card grid gap-4 p-5 sm:p-6">
              <ChartKey kinds={kinds} names={names} />
              <PriceChart
                rows={chartRows(lines, prefs, rates, iso)}
                kinds={kinds}
                label={t(sold ? 'areaGuide.prices.chartTransactions' : 'areaGuide.prices.chart', { unit, area: area.name })}
              />
            </figure>
            <section
              className="card overflow-x-auto focus-ring"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a narrow screen must take keyboard focus (axe scrollable-region-focusable)
              tabIndex={0}
              aria-labelledby="price-table-caption"
            >
              <table className="w-full text-start text-sm" data-testid="price-table">
                <caption id="price-table-caption" className="px-5 pt-5 text-start font-semibold">
                  {t('areaGuide.prices.caption', { unit, area: area.name })}
                </caption>
                <thead>
                  <tr className="border-b border-line text-muted">
                    <th scope="col" className="px-5 py-3 text-start font-medium">
                      {t('areaGuide.prices.home')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-start font-medium">
                      {t('areaGuide.prices.askingMedian')}
                    </th>
                    {sold && (
                      <th scope="col" className="px-3 py-3 text-start font-medium">
                        {t('areaGuide.prices.transactionMedian')}
                      </th>
                    )}
                    <th scope="col" className="px-5 py-3 text-start font-medium">
                      {t('areaGuide.prices.from')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {lines.map((line) => (
                    <tr key={line.key} data-home={line.key}>
                      <th scope="row" className="px-5 py-3 text-start font-medium">
                        {line.label}
                      </th>
                      <td className="px-3 py-3" data-cell="asking">
                        {line.asking ? (
                          <>
                            <bdi className="block whitespace-nowrap font-semibold">{perArea(line.asking.aedPerSqft, prefs, rates, iso, labels)}</bdi>
                            <span className="text-xs text-muted">
                              {t('areaGuide.prices.unitTypes', { count: line.asking.count, formatted: count.format(line.asking.count) })}
                            </span>
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                      {sold && (
                        <td className="px-3 py-3" data-cell="transaction">
                          {line.transaction ? (
                            <>
                              <bdi className="block whitespace-nowrap font-semibold">{perArea(line.transaction.aedPerSqft, prefs, rates, iso, labels)}</bdi>
                              <span className="text-xs text-muted">
                                {t('areaGuide.prices.sales', { count: line.transaction.count, formatted: count.format(line.transaction.count) })}
                              </span>
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                      )}
                      <td className="whitespace-nowrap px-5 py-3">
                        {line.asking ? <bdi>{formatPrice(line.asking.fromAed, prefs.currency, rates, iso)}</bdi> : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {sold && (
                <p className="px-5 pb-5 pt-3 text-xs text-muted" data-testid="transactions-source">
                  {t('areaGuide.prices.source', { from: month.format(new Date(sold.from)), to: month.format(new Date(sold.to)) })}{' '}
                  {t('areaGuide.prices.sales', { count: sold.all.count, formatted: count.format(sold.all.count) })}
                </p>
              )}
            </section>
          </div>
        )}
      </div>
    </section>
  )
}

function Faqs({ area }: { area: LocalArea }) {
  const { t, iso } = usePage()
  if (!area.faqs.length) return null
  const english = langOf(area, 'faqs')
  const items = area.faqs.map((faq) => ({ ...faq, untranslated: english ? ['question', 'answer'] : [] }))
  return (
    <section aria-labelledby="area-faq" className="container py-14 sm:py-20">
      <h2 id="area-faq" className="heading-2">
        {t('areaGuide.faq', { area: area.name })}
      </h2>
      <div className="mt-8 max-w-3xl border-t border-line" lang={english}>
        {area.faqs.map((faq, index) => (
          <details key={faq.question} open={index === 0} className="group border-b border-line" data-testid="area-faq">
            <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl py-5 focus-ring [&::-webkit-details-marker]:hidden">
              <h3 className="flex-1 font-display text-lg">{faq.question}</h3>
              <Icon name="chevron" className="size-5 shrink-0 transition-transform duration-300 group-open:rotate-180" />
            </summary>
            <p className="pb-6 pe-4 leading-relaxed text-muted text-pretty">{faq.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(items, iso)} />
    </section>
  )
}
