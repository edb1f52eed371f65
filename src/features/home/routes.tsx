// The home page and its small JSON endpoint for more reviews (the Load More island).
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { type CacheOptions, waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { loadConsultants } from './consultants/data.server'
import { parseConsultantFilter } from './consultants/schema'
import { HOME_CACHE_TTL, loadFeatured, loadLocations, loadPartners, loadReviews, loadReviewsUncached, orEmpty } from './data.server'
import { HERO_IMAGE } from './Hero'
import { HomePage } from './HomePage'
import { REVIEWS_PAGE_SIZE, ReviewsQuery, reviewsOnPage } from './schema'

/** Cache options for this request: background refreshes outlive the response through waitUntil. */
const cacheOptions = (c: Context<AppEnv>): CacheOptions => ({ ttl: HOME_CACHE_TTL, waitUntil: waitUntilOf(c) })

const EMPTY_REVIEWS = { reviews: [], total: 0, average: 0, googleCount: 0 }

export const home = new Hono<AppEnv>()
  .get('/', async (c) => {
    const filter = parseConsultantFilter(c.req.query())
    const wanted = reviewsOnPage(c.req.query('reviews'))
    const options = cacheOptions(c)
    const [featured, locations, consultants, partners, reviews] = await Promise.all([
      orEmpty('featured projects', loadFeatured(c.env, options), []),
      orEmpty('locations', loadLocations(c.env, options), []),
      orEmpty('consultants', loadConsultants(c.env, options), []),
      orEmpty('partners', loadPartners(c.env, options), []),
      orEmpty('reviews', loadReviews(c.env, options, 0, wanted), EMPTY_REVIEWS),
    ])
    const query: Record<string, string> = {}
    if (filter.expertise !== 'any') query.expertise = filter.expertise
    if (filter.language !== 'any') query.language = filter.language
    const data = { featured, locations, consultants, partners, reviews, reviewsShown: Math.min(wanted, reviews.total), filter, query }
    // A filtered finder or a longer review list is the home page again: followed, not indexed.
    const noindex = ['expertise', 'language', 'reviews', 'show'].some((key) => c.req.query(key) !== undefined)
    return renderPage(
      c,
      { styles: 'home', title: c.var.t('home.title'), description: c.var.t('meta.description'), preloadImage: HERO_IMAGE, noindex },
      <HomePage data={data} />,
    )
  })
  .get(
    '/api/reviews',
    zValidator('query', ReviewsQuery, (result, c) => {
      if (result.success) return
      const issue = result.error.issues[0]
      const field = String(issue?.path[0] ?? 'query')
      return c.json({ error: 'invalid_query', field, message: issue?.message ?? 'invalid value' }, 400)
    }),
    async (c) => {
      const { offset, limit } = c.req.valid('query')
      // Only whole pages of the Load More size are cached: other shapes would multiply the keys.
      const aligned = limit === REVIEWS_PAGE_SIZE && offset % REVIEWS_PAGE_SIZE === 0
      const page = aligned ? await loadReviews(c.env, cacheOptions(c), offset, limit) : await loadReviewsUncached(c.env.DB, offset, limit)
      return c.json({ ...page, offset, limit }, 200, { 'cache-control': 'public, max-age=60' })
    },
  )
