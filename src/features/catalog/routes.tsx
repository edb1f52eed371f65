// /catalog: search with every filter in the URL; /catalog/results: the next page's cards as HTML
// for Load More. A failing search never answers 500: the page says so (503, the form still there).
// Prices show in the visitor's currency (the `marsa_units` cookie) unless the URL names one; a
// currency chosen in the search form becomes the visitor's own (decision 017).
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { renderFragment, renderPage, visitorCountry } from '../../app/render.server'
import { cached, waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { withLocalePrefix } from '../../lib/i18n/locales'
import { integrations } from '../../lib/integrations'
import { errorText, log } from '../../lib/log.server'
import { type Currency, isCurrency, parseRates, resolveUnits, serializeUnits, UNITS_COOKIE, UNITS_COOKIE_MAX_AGE } from '../../lib/money'
import { projectPath } from '../../lib/paths'
import { findProjects } from '../../modules/content/data.server'
import type { SuggestionGroup, Suggestions } from '../../modules/content/LocationSearch.island'
import { ProjectCard } from '../../modules/content/ProjectCard'
import type { Project } from '../../modules/content/schema'
import { foldName, labelIn, suggest } from '../../modules/content/search.server'
import { filtersUnits, matchingUnit } from '../../modules/content/unit-types'
import { areaNameIn } from './area-name'
import { CatalogPage } from './CatalogPage'
import {
  cachedMapPoints,
  cachedSearch,
  LOCATION_OPTIONS_CACHE_KEY,
  type LocationOptions,
  listLocationOptions,
  relaxations,
  type SearchResult,
} from './data.server'
import { carryPrices, FavouriteIds, firstRenderedPage, PAGE_SIZE, parseSearch, pricedIn, type SearchParams, searchQuery, unitFilterOf } from './schema'

/** Seconds a client or crawler is asked to wait before retrying a failed search. */
const RETRY_AFTER_SECONDS = 30

const NO_OPTIONS: LocationOptions = { areas: [] }

/** The areas' names for the cards, through KV; none when D1 fails (cards then leave the area out). */
const locationOptions = (c: Context<AppEnv>) =>
  cached(c.env.KV, LOCATION_OPTIONS_CACHE_KEY, { ttl: 300, waitUntil: waitUntilOf(c) }, () => listLocationOptions(c.env.DB)).catch((error: unknown) => {
    log.error('catalog: location options failed', { error: errorText(error) })
    return NO_OPTIONS
  })

/** Undefined instead of a throw (logged: a data error, never the visitor's fault). */
const orUndefined = <T,>(promise: Promise<T>): Promise<T | undefined> =>
  promise.catch((error: unknown) => {
    log.error('catalog: search failed', { error: errorText(error) })
    return undefined
  })

/** Pages `from`..`params.page` of the search, or undefined when it failed. */
const search = (c: Context<AppEnv>, params: SearchParams, currency: Currency, from: number): Promise<SearchResult | undefined> =>
  orUndefined(cachedSearch(c.env, pricedIn(params, currency), parseRates(c.env.CURRENCY_RATES), { from, waitUntil: waitUntilOf(c) }))

/** The visitor's site-wide currency and unit: the cookie, else the default for the language and country. */
const visitorUnits = (c: Context<AppEnv>) => resolveUnits(getCookie(c, UNITS_COOKIE), c.var.locale, visitorCountry(c.req.header('cf-ipcountry')))

/** `q` of /catalog/suggest: what is typed in the box (longer than any name: refused, naming the field). */
const SuggestQuery = z.object({ q: z.string().max(200, 'at most 200 characters') })

/** The suggestions of `q`, grouped and worded for the page's language (the island only renders them). */
async function suggestions(c: Context<AppEnv>, q: string): Promise<Suggestions> {
  const { t, locale } = c.var
  const [found, options] = await Promise.all([suggest(c.env.DB, q), locationOptions(c)])
  const areaName = (slug: string | null) => {
    const area = options.areas.find((a) => a.slug === slug)
    return area ? areaNameIn(area, locale) : ''
  }
  const count = (n: number) => t('catalog.suggest.projects', { count: n })
  // One entry per name: a community named like its area ("Dubai Marina" in Dubai Marina) is the area.
  const seen = new Set<string>()
  const places = (kind: SuggestionGroup['kind']) =>
    found.places
      .filter((place) => place.kind === kind)
      .filter((place) => {
        const key = foldName(labelIn(place.labels, locale))
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
      .map((place) => {
        const label = labelIn(place.labels, locale)
        const detail = kind === 'community' && place.area ? `${areaName(place.area)} · ${count(place.projects)}` : count(place.projects)
        return { label, detail, value: label }
      })
  const groups: SuggestionGroup[] = [
    { kind: 'area' as const, label: t('catalog.suggest.areas'), options: places('area') },
    { kind: 'community' as const, label: t('catalog.suggest.communities'), options: places('community') },
    {
      kind: 'project' as const,
      label: t('catalog.suggest.projects_group'),
      options: found.projects.map((p) => ({
        label: p.titles[locale] ?? p.title,
        detail: [...new Set([p.development, areaName(p.area)].filter(Boolean))].join(' · '),
        value: p.title,
        href: withLocalePrefix(locale, true, projectPath(p)),
      })),
    },
    { kind: 'developer' as const, label: t('catalog.suggest.developers'), options: places('developer') },
  ].filter((group) => group.options.length > 0)
  const total = groups.reduce((sum, group) => sum + group.options.length, 0)
  return { groups, status: total ? t('catalog.suggest.status', { count: total }) : t('catalog.suggest.none') }
}

export const catalog = new Hono<AppEnv>()
  .get('/catalog/suggest', async (c) => {
    const parsed = SuggestQuery.safeParse({ q: c.req.query('q') ?? '' })
    if (!parsed.success) return c.json({ error: 'invalid_field', field: 'q', message: `q: ${parsed.error.issues[0]?.message ?? 'invalid'}` }, 400)
    try {
      // `/de/catalog/suggest` names its language; without a prefix it comes from the cookie or
      // Accept-Language, so no shared cache may keep it for another visitor.
      const cache: Record<string, string> = c.var.prefixed
        ? { 'cache-control': 'public, max-age=60' }
        : { 'cache-control': 'private, max-age=60', vary: 'Accept-Language, Cookie' }
      return c.json(await suggestions(c, parsed.data.q), 200, cache)
    } catch (error) {
      log.error('catalog: suggestions failed', { error: errorText(error) })
      return c.json({ error: 'unavailable', message: 'Suggestions are unavailable; the search still works' }, 503, { 'cache-control': 'no-store' })
    }
  })
  .get('/catalog', async (c) => {
    const raw = c.req.query()
    const { t } = c.var
    if (raw.favourites === '1') {
      // The saved list has its own page now (features/shortlist): old links and bookmarks land there.
      return c.redirect(withLocalePrefix(c.var.locale, true, '/favourites'), 301)
    }
    const units = visitorUnits(c)
    let params = parseSearch(raw)
    const currency = params.currency ?? units.currency
    // A submitted form sends empty fields and the currency its prices were listed in: answer with
    // the short, shareable URL (prices carried over to a newly chosen currency). The form's
    // currency becomes the visitor's own; the URL keeps it only when a price needs it to mean
    // something (AED 1M is not EUR 1M).
    if (raw.priceIn !== undefined || Object.values(raw).some((value) => value === '')) {
      const rates = parseRates(c.env.CURRENCY_RATES)
      const carried = carryPrices(pricedIn(params, units.currency), raw.priceIn, rates)
      const priced = carried.minPrice !== undefined || carried.maxPrice !== undefined
      if (isCurrency(raw.currency) && raw.currency !== units.currency) {
        setSiteCookie(c, UNITS_COOKIE, serializeUnits({ ...units, currency: raw.currency }), UNITS_COOKIE_MAX_AGE)
      }
      return c.redirect(`${new URL(c.req.url).pathname}${searchQuery({ ...carried, currency: priced ? carried.currency : undefined })}`, 302)
    }
    // The catalogue itself is indexed; a search, a sort or a longer list is a view of it that search
    // engines should follow (every project is linked from it and listed in the sitemap) but not index.
    const meta = { styles: 'catalog' as const, title: t('catalog.title'), description: t('catalog.lead'), noindex: searchQuery(params) !== '' }
    const [found, options] = await Promise.all([search(c, params, currency, firstRenderedPage(params.page)), locationOptions(c)])
    let result = found
    // A page past the last one (an old link after a sync, a hand-made URL) shows the last pages.
    const last = Math.max(1, Math.ceil((result?.total ?? 0) / PAGE_SIZE))
    if (result && result.projects.length === 0 && params.page > last) {
      params = { ...params, page: last }
      result = await search(c, params, currency, firstRenderedPage(last))
    }
    if (!result) {
      const response = await renderPage(c, { ...meta, noindex: true }, <CatalogPage params={params} currency={currency} options={options} />, 503)
      response.headers.set('retry-after', String(RETRY_AFTER_SECONDS))
      return response
    }
    // Nothing found: what a wider search would find (a failure here only leaves the suggestions out).
    const relax = result.total === 0 ? await relaxations(c.env.DB, pricedIn(params, currency), parseRates(c.env.CURRENCY_RATES)).catch(() => []) : []
    // The map view: where the same results are (the corrected words' when the page says "did you mean").
    const mapped = { ...params, location: result.correctedTo ?? params.location }
    const points =
      params.view === 'map' && result.total > 0
        ? await orUndefined(cachedMapPoints(c.env, pricedIn(mapped, currency), parseRates(c.env.CURRENCY_RATES), { waitUntil: waitUntilOf(c) }))
        : []
    if (!points) {
      const response = await renderPage(c, { ...meta, noindex: true }, <CatalogPage params={params} currency={currency} options={options} />, 503)
      response.headers.set('retry-after', String(RETRY_AFTER_SECONDS))
      return response
    }
    return renderPage(
      c,
      meta,
      <CatalogPage
        params={params}
        currency={currency}
        options={options}
        result={result}
        relax={relax}
        points={points}
        mapStyle={integrations(c.env).mapStyleUrl}
      />,
    )
  })
  .get('/catalog/results', async (c) => {
    const params = parseSearch(c.req.query())
    const currency = params.currency ?? visitorUnits(c).currency
    const ids = FavouriteIds.safeParse(c.req.query('ids'))
    const [projects, options] = await Promise.all([
      ids.success ? orUndefined(findProjects(c.env.DB, ids.data)) : search(c, params, currency, params.page).then((r) => r?.projects),
      locationOptions(c),
    ])
    // Load More shows its own "could not load" message on any failed answer.
    if (!projects) return c.text(c.var.t('catalog.loadError'), 503, { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' })
    const areaNames = new Map(options.areas.map((area) => [area.slug, areaNameIn(area, c.var.locale)]))
    const offset = ids.success ? 0 : (params.page - 1) * PAGE_SIZE
    const unitFilter = unitFilterOf(pricedIn(params, currency), parseRates(c.env.CURRENCY_RATES))
    const unitOf = (project: Project) => (!ids.success && filtersUnits(unitFilter) ? matchingUnit(project, unitFilter) : undefined)
    return renderFragment(
      c,
      projects.map((project, index) => (
        <li key={project.id} id={`result-${offset + index + 1}`} data-project={project.id} className="rounded-2xl">
          <ProjectCard project={project} currency={currency} areaName={areaNames.get(project.area)} unit={unitOf(project)} />
        </li>
      )),
    )
  })
