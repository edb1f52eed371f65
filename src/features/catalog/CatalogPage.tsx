// /catalog: the search form (every filter in the URL), the count, the result cards and Load More,
// or, when the search failed, a plain message under the form.

import { Icon } from '../../components/Icon'
import LoadMore from '../../components/LoadMore.island'
import { PageHero } from '../../components/PageHero'
import { numberFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { type Currency, formatPriceStep } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { areaPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import { ProjectCard } from '../../modules/content/ProjectCard'
import { filtersUnits, matchingUnit } from '../../modules/content/unit-types'
import { areaNameIn } from './area-name'
import type { LocationOptions, MapPoint, Relaxation, SearchResult } from './data.server'
import { FILTERS_FORM_ID, Filters } from './Filters'
import { MapResults } from './MapResults'
import { COUNT_CAP, firstRenderedPage, MAX_PAGE, PAGE_SIZE, pricedIn, type SearchParams, SORTS, searchQuery, unitFilterOf } from './schema'

/**
 * The catalogue: the form, then the results of pages `firstRenderedPage(params.page)`..`params.page`
 * (cards keep their absolute positions as ids, `result-25`…), or without `result` the error state
 * of a failed search.
 */
export function CatalogPage({
  params,
  currency,
  options,
  result,
  relax = [],
  points = [],
  mapStyle,
}: {
  params: SearchParams
  /** The currency prices show in: the URL's, else the visitor's. */
  currency: Currency
  options: LocationOptions
  result?: SearchResult
  /** Wider searches that find something, when this one found nothing. */
  relax?: Relaxation[]
  /** The map view's results on the map. */
  points?: MapPoint[]
  /** A configured MapLibre style (MAP_STYLE_URL). */
  mapStyle?: string
}) {
  const { t } = usePage()
  // Results first (issue 13 item 4): after a search the hero goes and the filters fold into the bar.
  const searched = searchQuery(params, { page: 1, sort: 'newest', currency: undefined }) !== ''
  return (
    <>
      {searched ? (
        <h1 className="sr-only">{t('catalog.title')}</h1>
      ) : (
        <PageHero eyebrow={t('catalog.eyebrow')} title={t('catalog.title')} lead={t('catalog.lead')} />
      )}
      <Filters params={params} currency={currency} options={options} open={!searched} />
      <section id="catalog-results" className="container py-6 sm:py-10" aria-labelledby={result ? 'results-count' : 'results-unavailable'}>
        {result ? (
          <Results params={params} currency={currency} options={options} result={result} relax={relax} points={points} mapStyle={mapStyle} />
        ) : (
          <Unavailable params={params} />
        )}
      </section>
    </>
  )
}

/** A failed search: said plainly, with the search kept in the form above and a link to try it again. */
function Unavailable({ params }: { params: SearchParams }) {
  const { t, href } = usePage()
  return (
    <div className="card grid place-items-center px-6 py-16 text-center" data-testid="catalog-unavailable">
      <h2 id="results-unavailable" className="heading-3">
        {t('catalog.unavailable.title')}
      </h2>
      <p className="mt-3 max-w-md text-muted">{t('catalog.unavailable.text')}</p>
      <a href={`${href('/catalog')}${searchQuery(params)}`} className="btn-primary mt-8">
        {t('catalog.unavailable.retry')}
      </a>
    </div>
  )
}

/** "binghatti jvc" → "Binghatti Jvc": a corrected query as a name (scripts without case are unchanged). */
const titleCase = (text: string) => text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => `${space}${letter.toLocaleUpperCase()}`)

function Results({
  params,
  currency,
  options,
  result,
  relax,
  points,
  mapStyle,
}: {
  params: SearchParams
  currency: Currency
  options: LocationOptions
  result: SearchResult
  relax: Relaxation[]
  points: MapPoint[]
  mapStyle?: string
}) {
  const { t, href, locale, rates, iso } = usePage()
  const { prefs, labels: areaLabels } = useUnits()
  const unitFilter = unitFilterOf(pricedIn(params, currency), rates)
  const { projects, total } = result
  // Past the cap the count is "1,000+" (COUNT_CAP).
  const capped = total > COUNT_CAP
  const totalText = capped ? `${numberFormat(iso).format(COUNT_CAP)}+` : undefined
  const from = firstRenderedPage(params.page)
  const areaNames = new Map(options.areas.map((area) => [area.slug, areaNameIn(area, locale)]))
  /** Position of the first card shown (1-based), and of the last. */
  const first = (from - 1) * PAGE_SIZE + 1
  const last = first + projects.length - 1
  const map = params.view === 'map'
  const list = (
    <ol
      id="results"
      start={first}
      className={map ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2' : 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
    >
      {projects.map((project, index) => (
        <li key={project.id} id={`result-${first + index}`} data-project={project.id} className="rounded-2xl">
          <ProjectCard
            project={project}
            currency={currency}
            priority={index < 3}
            areaName={areaNames.get(project.area)}
            unit={filtersUnits(unitFilter) ? matchingUnit(project, unitFilter) : undefined}
          />
        </li>
      ))}
    </ol>
  )
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="results-count" className="heading-3" aria-live="polite">
          {totalText ? t('catalog.foundMany', { count: totalText }) : t('catalog.found', { count: total })}
        </h2>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <ViewSwitch params={params} />
          {result.area && areaNames.has(result.area) && (
            <a href={href(areaPath(result.area))} className="link" data-testid="area-guide-link">
              {t('areaGuide.link', { area: areaNames.get(result.area) })}
            </a>
          )}
          <a href={href('/favourites')} className="link">
            {t('catalog.favourites.link')}
          </a>
          {/* Saved searches with email alerts (src/features/alerts): the form page, with this search's filters in the visitor's currency. */}
          <a
            href={`${href('/alerts/new')}${searchQuery({ ...params, currency: params.currency ?? currency }, { page: 1, sort: 'newest', view: 'list' })}`}
            rel="nofollow"
            className="link font-semibold"
            title={t('alerts.saveSearchHint')}
            data-testid="save-search"
          >
            {t('alerts.saveSearch')}
          </a>
          {/* Part of the bar's form (`form`): with JavaScript a new order applies at once, without it with the search button. */}
          <label className="flex items-center gap-2">
            <span className="text-muted">{t('catalog.filters.sort')}</span>
            <select
              name="sort"
              form={FILTERS_FORM_ID}
              defaultValue={params.sort}
              className="rounded-full border border-line bg-elevated py-1.5 pe-8 ps-3 text-sm font-medium focus-ring"
              data-testid="sort"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalog.sort.${sort}`, { unit: areaLabels[prefs.unit] })}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {result.correctedTo && params.location && (
        <p className="mt-4 rounded-2xl border border-line bg-elevated px-4 py-3 text-sm" data-testid="did-you-mean">
          {t('catalog.didYouMean.none', { typed: params.location })} {t('catalog.didYouMean.label')}{' '}
          <a href={`${href('/catalog')}${searchQuery(params, { location: titleCase(result.correctedTo), page: 1 })}`} className="link font-semibold">
            {titleCase(result.correctedTo)}
          </a>
        </p>
      )}
      {projects.length === 0 ? (
        <div className="card mt-10 grid place-items-center px-6 py-16 text-center">
          <h3 className="heading-3">{t('catalog.empty.title')}</h3>
          <p className="mt-3 max-w-md text-muted">{t('catalog.empty.text')}</p>
          {relax.length > 0 && (
            <ul className="mt-6 grid w-full max-w-md gap-2 text-start" aria-label={t('catalog.relax.label')} data-testid="relax">
              {relax.map((r) => (
                <li key={`${r.kind}-${r.change.maxPrice ?? ''}-${r.kind === 'nearby' ? r.change.location : ''}`}>
                  <a
                    href={`${href('/catalog')}${searchQuery({ ...params, ...r.change, page: 1 })}`}
                    className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 font-medium hover:border-primary focus-ring"
                  >
                    {r.kind === 'maxPrice'
                      ? t('catalog.relax.maxPrice', { count: r.count, price: formatPriceStep(r.change.maxPrice ?? 0, currency, iso) })
                      : r.kind === 'bbox'
                        ? t('map.relax', { count: r.count })
                        : r.kind === 'nearby'
                          ? t('catalog.relax.nearby', { count: r.count, area: areaNames.get(r.change.location ?? '') ?? r.change.location })
                          : t(`catalog.relax.${r.kind}`, { count: r.count })}
                    <Icon name="arrow" className="size-4 shrink-0 rtl:-scale-x-100" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <a href={href('/catalog')} className="btn-primary mt-8">
            {t('catalog.reset')}
          </a>
        </div>
      ) : (
        <>
          {from > 1 && (
            // Pages before `from` are not rendered here (bounded work): one link walks back to them.
            <p className="mt-8 text-sm">
              <a href={`${href('/catalog')}${searchQuery(params, { page: from - 1 })}`} className="link" data-testid="earlier-results">
                {t('catalog.earlier')}
              </a>
            </p>
          )}
          {map ? (
            <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
              <MapResults params={params} currency={currency} options={options} points={points} total={total} styleUrl={mapStyle} />
              <div>{list}</div>
            </div>
          ) : (
            list
          )}
        </>
      )}
      {projects.length > 0 && last < total && (
        <div className="mt-12">
          <Island
            name="LoadMore"
            component={LoadMore}
            props={{
              // "Showing 25–60 of 605" when earlier pages are not on this page; the island counts `{{shown}}` up as it appends.
              showing:
                from > 1
                  ? t('catalog.showingRange', { from: first, to: '{{shown}}', total: totalText ?? '{{total}}' })
                  : t('catalog.showing', { shown: '{{shown}}', total: totalText ?? '{{total}}' }),
              shown: last,
              total,
              label: t('catalog.loadMore'),
              loadingLabel: t('catalog.loading'),
              errorLabel: t('catalog.loadError'),
              query: searchQuery(params, { page: 1 }),
              page: params.page,
              // Pages past MAX_PAGE are not served (a crawler could walk 800 of them): past it, refine.
              pages: Math.min(Math.ceil(total / PAGE_SIZE), MAX_PAGE),
              basePath: href('/catalog'),
              listId: 'results',
              itemPrefix: 'result',
              endNote: t('catalog.refine'),
            }}
          />
        </div>
      )}
    </>
  )
}

/** List or Map: the same search either way (links, so it works without JavaScript). */
function ViewSwitch({ params }: { params: SearchParams }) {
  const { t, href } = usePage()
  const item = 'flex h-8 items-center gap-1.5 rounded-full px-3 font-semibold focus-ring'
  return (
    <nav aria-label={t('map.switch')}>
      <ul className="flex rounded-full border border-line bg-elevated p-0.5" data-testid="view-switch">
        {(['list', 'map'] as const).map((view) => {
          const current = params.view === view
          return (
            <li key={view}>
              <a
                href={`${href('/catalog')}${searchQuery(params, { view, page: 1 })}`}
                // The same search again: crawlers need not follow it (the list links every project).
                rel="nofollow"
                aria-current={current ? 'page' : undefined}
                className={current ? `${item} bg-primary text-white dark:text-neutral-950` : `${item} text-muted hover:text-fg`}
              >
                <Icon name={view === 'map' ? 'pin' : 'list'} className="size-4" />
                {t(`map.view.${view}`)}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
