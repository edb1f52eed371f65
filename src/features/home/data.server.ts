// The home page's content, read through the KV cache (ttl 300 s, stale-while-revalidate) so a page
// view costs KV reads, not D1 queries; the content sync invalidates the keys below. Any failure
// degrades to an empty section, never a broken page.
import { type CacheOptions, cached } from '../../lib/cache.server'
import { errorText, log } from '../../lib/log.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { listFeaturedProjects, listLocations, listPartners, listReviews } from '../../modules/content/data.server'
import type { Location, Partner, Project, Review } from '../../modules/content/schema'

export const HOME_CACHE_TTL = 300
export const FEATURED_CACHE_KEY = CONTENT_CACHE_KEYS.homeFeatured
export const LOCATIONS_CACHE_KEY = CONTENT_CACHE_KEYS.locationsAll
export const PARTNERS_CACHE_KEY = CONTENT_CACHE_KEYS.partnersAll
export const reviewsCacheKey = (offset: number, limit: number) => keyIn(CONTENT_CACHE_KEYS.reviewsPage, offset, limit)

export interface ReviewsPage {
  reviews: Review[]
  /** Number of reviews in all. */
  total: number
  /** The Google rating: mean rating of the Google reviews (0 when there are none)… */
  average: number
  /** …and how many there are (other sources' reviews are shown, not counted in it). */
  googleCount: number
}

/** Runs `load`; on failure logs it and answers `fallback`, so one broken source empties one section. */
export async function orEmpty<T>(what: string, load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load
  } catch (error) {
    log.error('home: could not load', { what, error: errorText(error) })
    return fallback
  }
}

type Bindings = Pick<Env, 'DB' | 'KV'>

export const loadFeatured = (env: Bindings, options: CacheOptions): Promise<Project[]> =>
  cached(env.KV, FEATURED_CACHE_KEY, options, () => listFeaturedProjects(env.DB, 6))

export const loadLocations = (env: Bindings, options: CacheOptions): Promise<Location[]> =>
  cached(env.KV, LOCATIONS_CACHE_KEY, options, () => listLocations(env.DB))

export const loadPartners = (env: Bindings, options: CacheOptions): Promise<Partner[]> =>
  cached(env.KV, PARTNERS_CACHE_KEY, options, () => listPartners(env.DB))

export async function loadReviews(env: Bindings, options: CacheOptions, offset: number, limit: number): Promise<ReviewsPage> {
  const page = await cached(env.KV, reviewsCacheKey(offset, limit), options, () => listReviews(env.DB, limit, offset))
  return { reviews: page.reviews, total: Number(page.total) || 0, average: Number(page.average) || 0, googleCount: Number(page.googleCount) || 0 }
}

/** Straight from D1, for request shapes not worth a cache key. */
export async function loadReviewsUncached(db: D1Database, offset: number, limit: number): Promise<ReviewsPage> {
  const page = await listReviews(db, limit, offset)
  return { reviews: page.reviews, total: Number(page.total) || 0, average: Number(page.average) || 0, googleCount: Number(page.googleCount) || 0 }
}
