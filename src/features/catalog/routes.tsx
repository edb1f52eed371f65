// /catalog: search with every filter in the URL; /catalog/results: the next page's cards as HTML
// for Load More. A failing search never answers 500: the page says so (503, the form still there).
import { type Context, Hono } from 'hono'
import { renderFragment, renderPage } from '../../app/render.server'
import { cached, waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { parseRates } from '../../lib/money'
import { findProjects } from '../../modules/content/data.server'
import { ProjectCard } from '../../modules/content/ProjectCard'
import { areaNameIn } from './area-name'
import { CatalogPage, FavouritesPage } from './CatalogPage'
import { cachedSearch, LOCATION_OPTIONS_CACHE_KEY, type LocationOptions, listLocationOptions, type SearchResult } from './data.server'
import { carryPrices, FavouriteIds, firstRenderedPage, PAGE_SIZE, parseSearch, type SearchParams, searchQuery } from './schema'

/** Seconds a client or crawler is asked to wait before retrying a failed search. */
const RETRY_AFTER_SECONDS = 30

const NO_OPTIONS: LocationOptions = { areas: [], developments: [] }

/** Areas and developments for the type-ahead and the cards, through KV; none when D1 fails (the field still takes text). */
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
const search = (c: Context<AppEnv>, params: SearchParams, from: number): Promise<SearchResult | undefined> =>
  orUndefined(cachedSearch(c.env, params, parseRates(c.env.CURRENCY_RATES), { from, waitUntil: waitUntilOf(c) }))

export const catalog = new Hono<AppEnv>()
  .get('/catalog', async (c) => {
    const raw = c.req.query()
    const { t } = c.var
    if (raw.favourites === '1') {
      return renderPage(c, { title: t('catalog.favourites.title'), noindex: true }, <FavouritesPage />)
    }
    let params = parseSearch(raw)
    // A submitted form sends empty fields and the currency its prices were listed in: answer with
    // the short, shareable URL (prices carried over to a newly chosen currency).
    if (raw.priceIn !== undefined || Object.values(raw).some((value) => value === '')) {
      const rates = parseRates(c.env.CURRENCY_RATES)
      return c.redirect(`${new URL(c.req.url).pathname}${searchQuery(carryPrices(params, raw.priceIn, rates))}`, 302)
    }
    // The catalogue itself is indexed; a search, a sort or a longer list is a view of it that search
    // engines should follow (every project is linked from it and listed in the sitemap) but not index.
    const meta = { title: t('catalog.title'), description: t('catalog.lead'), noindex: searchQuery(params) !== '' }
    const [found, options] = await Promise.all([search(c, params, firstRenderedPage(params.page)), locationOptions(c)])
    let result = found
    // A page past the last one (an old link after a sync, a hand-made URL) shows the last pages.
    const last = Math.max(1, Math.ceil((result?.total ?? 0) / PAGE_SIZE))
    if (result && result.projects.length === 0 && params.page > last) {
      params = { ...params, page: last }
      result = await search(c, params, firstRenderedPage(last))
    }
    if (!result) {
      const response = await renderPage(c, { ...meta, noindex: true }, <CatalogPage params={params} options={options} />, 503)
      response.headers.set('retry-after', String(RETRY_AFTER_SECONDS))
      return response
    }
    return renderPage(c, meta, <CatalogPage params={params} options={options} result={result} />)
  })
  .get('/catalog/results', async (c) => {
    const params = parseSearch(c.req.query())
    const ids = FavouriteIds.safeParse(c.req.query('ids'))
    const [projects, options] = await Promise.all([
      ids.success ? orUndefined(findProjects(c.env.DB, ids.data)) : search(c, params, params.page).then((r) => r?.projects),
      locationOptions(c),
    ])
    // Load More shows its own "could not load" message on any failed answer.
    if (!projects) return c.text(c.var.t('catalog.loadError'), 503, { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' })
    const areaNames = new Map(options.areas.map((area) => [area.slug, areaNameIn(area, c.var.locale)]))
    const offset = ids.success ? 0 : (params.page - 1) * PAGE_SIZE
    return renderFragment(
      c,
      projects.map((project, index) => (
        <li key={project.id} id={`result-${offset + index + 1}`}>
          <ProjectCard project={project} currency={params.currency} areaName={areaNames.get(project.area)} />
        </li>
      )),
    )
  })
