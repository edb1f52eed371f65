// The KV cache keys holding content, shared by the features that cache (through src/lib/cache.server.ts
// `cached`) and the sync that clears them. A key ending in `*` is a family: cache under the part
// before the `*` plus any suffix (`reviews:page:2`), and the whole family is cleared at once.
import { CACHE_VERSION, deleteByPrefix, invalidate } from '../../lib/cache.server'
import type { SyncEntity } from './config.server'

export const CONTENT_CACHE_KEYS = {
  /** Featured projects on the home page. */
  homeFeatured: 'home:featured',
  /** Anything else derived from projects, e.g. `projects:similar:12`. */
  projects: 'projects:*',
  /** Catalogue search results and facets (they name areas too), e.g. `catalog:search:<hash>`. */
  catalog: 'catalog:*',
  /** Every consultant (consultant finder). */
  consultantsAll: 'consultants:all',
  /** Every location (area lists, home spotlight). */
  locationsAll: 'locations:all',
  /** One page of reviews with the totals, e.g. `reviews:page:1`. */
  reviewsPage: 'reviews:page:*',
  /** Every partner logo. */
  partnersAll: 'partners:all',
  /** FAQs of one topic, e.g. `faqs:home`. */
  faqs: 'faqs:*',
  /** Blog lists and articles, e.g. `articles:list:news`. */
  articles: 'articles:*',
  /** Developer pages and the developer index, e.g. `developers:all`. */
  developers: 'developers:*',
  /** Consultant pages (the consultant, their listings and reviews), e.g. `consultant-pages:layla-haddad`. */
  consultantPages: 'consultant-pages:*',
} as const

const K = CONTENT_CACHE_KEYS

type Family = Extract<(typeof CONTENT_CACHE_KEYS)[keyof typeof CONTENT_CACHE_KEYS], `${string}*`>

/** A key in a `*` family, its parts joined by `:`: `keyIn(CONTENT_CACHE_KEYS.projects, 12)` is `projects:12`. */
export const keyIn = (family: Family, ...parts: Array<string | number>): string => family.slice(0, -1) + parts.join(':')

/** The keys to clear when an entity changes. */
export const INVALIDATED_BY: Record<SyncEntity, readonly string[]> = {
  projects: [K.homeFeatured, K.projects, K.catalog, K.developers, K.consultantPages],
  // Property pages fall back on a consultant; articles show their author's photo and role.
  consultants: [K.consultantsAll, K.projects, K.articles, K.consultantPages],
  locations: [K.locationsAll, K.catalog],
  reviews: [K.reviewsPage, K.consultantPages],
  partners: [K.partnersAll],
  faqs: [K.faqs],
  articles: [K.articles],
  developers: [K.developers, K.catalog],
}

/** Clears the cached content of `entities`: exact keys directly, `*` families by listing their prefix. */
export async function invalidateContent(kv: KVNamespace, entities: readonly SyncEntity[]): Promise<void> {
  const keys = [...new Set(entities.flatMap((entity) => INVALIDATED_BY[entity]))]
  const families = keys.filter((key) => key.endsWith('*')).map((key) => `${CACHE_VERSION}:${key.slice(0, -1)}`)
  await invalidate(
    kv,
    keys.filter((key) => !key.endsWith('*')),
  )
  for (const prefix of families) await deleteByPrefix(kv, prefix)
}
