// /compare?ids=1,5,9: up to four properties side by side, rendered by the server from the URL (it
// works without JavaScript, and the URL is the share link). Figures in the visitor's currency and
// area unit; the best of each row where "best" means something (lowest price, price per area and
// service charge, largest size, soonest handover) carries a visible "Best" badge, which is also what
// a screen reader hears in that cell. On a phone the table scrolls sideways under a sticky first
// column, so each row's label stays in view.
import type { ReactNode } from 'react'
import { Icon } from '../../components/Icon'
import { PageHero } from '../../components/PageHero'
import { Picture } from '../../components/Picture'
import { dateTimeFormat, numberFormat } from '../../lib/intl'
import { formatArea, formatPrice, formatPricePerArea } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { projectPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import { localText, type Project } from '../../modules/content/schema'
import { bestOf, compareFigures, dayNumber } from './compare'
import { COMPARE_MAX, idsQuery } from './schema'

interface Row {
  key: string
  label: string
  cells: ReactNode[]
  best?: Set<number>
}

/** An area's typical rent, AED per sq ft a year, and the date of that estimate. */
export interface AreaRent {
  aedSqftYear: number
  asOf: string
}

export function ComparePage({
  projects,
  areaNames,
  areaRents,
  cut,
}: {
  projects: Project[]
  areaNames: Map<string, string>
  areaRents: Map<string, AreaRent>
  cut: boolean
}) {
  const { t, href, locale, iso, rates } = usePage()
  const { prefs, labels } = useUnits()
  const ids = projects.map((p) => p.id)
  const figures = projects.map((p) => compareFigures(p, areaRents.get(p.area)?.aedSqftYear ?? null))
  const percent = numberFormat(iso, { style: 'percent', maximumFractionDigits: 1 })
  // The date of the rent estimates used (the latest, should areas differ).
  const rentsAsOf = projects
    .map((p) => areaRents.get(p.area)?.asOf)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)
  const unknown = <span className="text-muted">{t('compare.unknown')}</span>
  const price = (aed: number, key: number) => <bdi key={key}>{formatPrice(aed, prefs.currency, rates, iso)}</bdi>
  const area = (sqft: number) => formatArea(sqft, prefs.unit, iso, labels)
  const month = dateTimeFormat(iso, { year: 'numeric', month: 'short', timeZone: 'UTC' })
  const today = new Date().toISOString().slice(0, 10)
  const rows: Row[] = [
    {
      key: 'price',
      label: t('compare.rows.price'),
      cells: figures.map((f, i) => price(f.priceAed, ids[i] ?? i)),
      best: bestOf(
        figures.map((f) => f.priceAed),
        'lower',
      ),
    },
    {
      key: 'perArea',
      label: t('compare.rows.perArea', { unit: labels[prefs.unit] }),
      cells: figures.map((f, i) => (
        <bdi key={ids[i]} className="whitespace-nowrap">
          {formatPricePerArea(f.aedPerSqft, prefs.currency, prefs.unit, rates, iso, labels)}
        </bdi>
      )),
      best: bestOf(
        figures.map((f) => Math.round(f.aedPerSqft)),
        'lower',
      ),
    },
    {
      key: 'size',
      label: t('compare.rows.size'),
      cells: figures.map((f, i) => <bdi key={ids[i]}>{f.sizeMin === f.sizeMax ? area(f.sizeMin) : `${area(f.sizeMin)} – ${area(f.sizeMax)}`}</bdi>),
      best: bestOf(
        figures.map((f) => f.sizeMax),
        'higher',
      ),
    },
    {
      key: 'bedrooms',
      label: t('compare.rows.bedrooms'),
      cells: figures.map((f) =>
        f.bedroomsMax === null || f.bedroomsMin === null
          ? '—'
          : f.bedroomsMax === 0
            ? t('catalog.card.studio')
            : f.bedroomsMin === f.bedroomsMax
              ? t('catalog.card.beds', { count: f.bedroomsMax })
              : t('catalog.card.bedsRange', { min: f.bedroomsMin === 0 ? t('catalog.card.studio') : f.bedroomsMin, max: f.bedroomsMax }),
      ),
    },
    {
      key: 'handover',
      label: t('compare.rows.handover'),
      cells: figures.map((f) => (f.handover <= today ? t('compare.ready') : month.format(new Date(f.handover)))),
      best: bestOf(
        figures.map((f) => Math.max(dayNumber(f.handover), dayNumber(today))),
        'lower',
      ),
    },
    {
      key: 'plan',
      label: t('compare.rows.plan'),
      cells: projects.map((p) => {
        const steps = localText(p, locale, 'paymentPlan')
        if (!steps.length) return unknown
        return (
          <ul key={p.id} className="grid gap-0.5">
            {steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed list in content order
              <li key={i}>
                <bdi>{percent.format(step.percent / 100)}</bdi> <span className="text-muted">{step.label}</span>
              </li>
            ))}
          </ul>
        )
      }),
    },
    {
      key: 'service',
      label: t('compare.rows.service', { unit: labels[prefs.unit] }),
      cells: figures.map((f, i) =>
        f.serviceAedSqft === null ? unknown : <bdi key={ids[i]}>{formatPricePerArea(f.serviceAedSqft, prefs.currency, prefs.unit, rates, iso, labels)}</bdi>,
      ),
      best: bestOf(
        figures.map((f) => f.serviceAedSqft),
        'lower',
      ),
    },
    {
      key: 'yield',
      label: t('compare.rows.yield'),
      cells: figures.map((f, i) => (f.grossYield === null ? unknown : <bdi key={ids[i]}>{percent.format(f.grossYield)}</bdi>)),
      best: bestOf(
        figures.map((f) => (f.grossYield === null ? null : Math.round(f.grossYield * 1000))),
        'higher',
      ),
    },
    { key: 'area', label: t('compare.rows.area'), cells: projects.map((p) => areaNames.get(p.area) ?? p.area) },
    {
      key: 'developer',
      label: t('compare.rows.developer'),
      cells: projects.map((p) => (
        <span key={p.id} lang="en">
          {p.developer}
        </span>
      )),
    },
  ]
  const cellClass = 'border-b border-line px-4 py-3 align-top text-sm'
  const stickyClass = 'sticky start-0 z-10 bg-elevated'
  return (
    <>
      <PageHero eyebrow={t('favourites.nav')} title={t('compare.title')} lead={t('compare.lead', { max: COMPARE_MAX })} />
      <section className="container py-10 sm:py-14" aria-label={t('compare.title')}>
        {cut && (
          <p className="card mb-6 px-5 py-4 text-sm" role="status" data-testid="compare-cut">
            {t('compare.cut', { max: COMPARE_MAX })}
          </p>
        )}
        {projects.length === 0 ? (
          <div className="card grid place-items-center px-6 py-16 text-center" data-testid="compare-empty">
            <p className="max-w-md text-muted">{t('compare.empty')}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={href('/favourites')} className="btn-primary">
                {t('compare.fromSaved')}
              </a>
              <a href={href('/catalog')} className="btn-ghost">
                {t('catalog.favourites.browse')}
              </a>
            </div>
          </div>
        ) : (
          <>
            {/* A keyboard can scroll the table (tabIndex) and a screen reader names the region. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
            <section className="card relative overflow-x-auto" aria-labelledby="compare-caption" tabIndex={0}>
              <table className="w-full min-w-[36rem] border-collapse text-start" data-testid="compare-table">
                <caption id="compare-caption" className="sr-only">
                  {t('compare.caption')}
                </caption>
                <thead>
                  <tr>
                    <td className={`${cellClass} ${stickyClass} w-28 sm:w-44`} />
                    {projects.map((p) => {
                      const title = localText(p, locale, 'title')
                      const photo = p.photos[0]
                      return (
                        <th key={p.id} scope="col" className={`${cellClass} min-w-40 text-start font-normal`} data-project={p.id}>
                          {photo && (
                            <Picture
                              src={photo.src}
                              alt=""
                              width={photo.width}
                              height={photo.height}
                              sizes="200px"
                              maxWidth={320}
                              className="aspect-[3/2] w-full rounded-xl object-cover"
                            />
                          )}
                          <a href={href(projectPath(p))} className="mt-3 block font-display text-lg leading-snug hover:text-primary focus-ring rounded">
                            {title}
                          </a>
                          <a
                            href={`${href('/compare')}${idsQuery(ids.filter((id) => id !== p.id))}`}
                            className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm text-muted underline underline-offset-4 hover:text-fg focus-ring rounded"
                          >
                            <Icon name="close" className="size-3.5" />
                            {t('compare.remove')}
                            <span className="sr-only">: {title}</span>
                          </a>
                        </th>
                      )
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} data-row={row.key}>
                      <th scope="row" className={`${cellClass} ${stickyClass} text-start font-semibold`}>
                        {row.label}
                      </th>
                      {row.cells.map((cell, i) => {
                        const best = row.best?.has(i)
                        return (
                          <td
                            key={ids[i]}
                            className={`${cellClass} ${best ? 'bg-primary-50/70 dark:bg-primary-950/40' : ''}`}
                            data-best={best ? '' : undefined}
                          >
                            {cell}
                            {best && (
                              <span className="ms-2 mt-1 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white dark:text-neutral-950">
                                <Icon name="check" className="size-3" />
                                {t('compare.best')}
                              </span>
                            )}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <p className="mt-4 text-sm text-muted">
              {t('compare.note')}
              {rentsAsOf && ` ${t('compare.yieldNote', { date: month.format(new Date(rentsAsOf)) })}`}
            </p>
            {projects.length < COMPARE_MAX && (
              <a href={href('/favourites')} className="btn-ghost mt-6">
                {t('compare.fromSaved')}
              </a>
            )}
          </>
        )}
      </section>
    </>
  )
}
