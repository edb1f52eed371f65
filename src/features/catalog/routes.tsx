// /catalog: search with every filter in the URL; /catalog/results: the next page's cards as HTML
// for Load More.
import { type Context, Hono } from 'hono'
import { renderFragment, renderPage } from '../../app/render.server'
import { cached, waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { parseRates } from '../../lib/money'
import { findProjects } from '../../modules/content/data.server'
import { ProjectCard } from '../../modules/content/ProjectCard'
import { CatalogPage, FavouritesPage } from './CatalogPage'
import { LOCATION_OPTIONS_CACHE_KEY, listLocationOptions, searchProjects } from './data.server'
import { carryPrices, FavouriteIds, PAGE_SIZE, parseSearch, searchQuery } from './schema'

/** Areas and developments for the type-ahead and the cards, through KV. */
const locationOptions = (c: Context<AppEnv>) =>
  cached(c.env.KV, LOCATION_OPTIONS_CACHE_KEY, { ttl: 300, waitUntil: waitUntilOf(c) }, () => listLocationOptions(c.env.DB))

export const catalog = new Hono<AppEnv>()
  .get('/catalog', async (c) => {
    const raw = c.req.query()
    const { t } = c.var
    if (raw.favourites === '1') {
      return renderPage(c, { title: t('catalog.favourites.title'), noindex: true }, <FavouritesPage />)
    }
    const rates = parseRates(c.env.CURRENCY_RATES)
    const params = parseSearch(raw)
    // A submitted form sends empty fields and the currency its prices were listed in: answer with
    // the short, shareable URL (prices carried over to a newly chosen currency).
    if (raw.priceIn !== undefined || Object.values(raw).some((value) => value === '')) {
      return c.redirect(`${new URL(c.req.url).pathname}${searchQuery(carryPrices(params, raw.priceIn, rates))}`, 302)
    }
    const [result, options] = await Promise.all([searchProjects(c.env.DB, params, rates, { cumulative: true }), locationOptions(c)])
    return renderPage(
      c,
      { title: t('catalog.title'), description: t('catalog.lead') },
      <CatalogPage params={params} projects={result.projects} total={result.total} options={options} />,
    )
  })
  .get('/catalog/results', async (c) => {
    const params = parseSearch(c.req.query())
    const ids = FavouriteIds.safeParse(c.req.query('ids'))
    const [projects, options] = await Promise.all([
      ids.success ? findProjects(c.env.DB, ids.data) : searchProjects(c.env.DB, params, parseRates(c.env.CURRENCY_RATES)).then((r) => r.projects),
      locationOptions(c),
    ])
    const areaNames = new Map(options.areas.map((area) => [area.slug, area.name]))
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
