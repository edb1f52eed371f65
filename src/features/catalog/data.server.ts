// Catalogue search in D1. The WHERE clause is built only from allow-listed, validated values (never
// from the raw query); every filter column is indexed (migrations/0002_catalog.sql).

import { type CacheOptions, cached } from '../../lib/cache.server'
import type { Rates } from '../../lib/money'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { cardTranslations, Project, RESIDENTIAL_TYPES } from '../../modules/content/schema'
import type { LocationOptions } from './area-name'
import { PAGE_SIZE, type PricedSearch, priceBoundsAed, searchQuery } from './schema'

/** Areas and developments for the type-ahead and the cards: cleared with the catalogue by a sync. */
export const LOCATION_OPTIONS_CACHE_KEY = keyIn(CONTENT_CACHE_KEYS.catalog, 'locations')

/** Each sort order and the covering index that walks it (migrations/0003_catalog_search.sql). */
const ORDER = {
  newest: { by: 'published_at DESC, id DESC', index: 'projects_search_newest' },
  'price-asc': { by: 'price_aed ASC, id ASC', index: 'projects_search_price' },
  'price-desc': { by: 'price_aed DESC, id DESC', index: 'projects_search_price' },
} as const

export interface SearchResult {
  projects: Project[]
  total: number
}

/** D1 refuses a LIKE or GLOB pattern longer than this many bytes ("LIKE or GLOB pattern too complex"). */
export const LIKE_PATTERN_MAX_BYTES = 50

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/**
 * `text` as the pattern `text%` for `LIKE ? ESCAPE '\'`, within D1's limit in UTF-8 bytes (a
 * character limit is not enough: an Arabic letter is 2 bytes, an escaped `_` too). Cut after
 * escaping, on a whole character, never between `\` and what it escapes. `cut` says whether it
 * was shortened (the pattern then matches more than `text`).
 */
export function likePrefix(text: string): { pattern: string; cut: boolean } {
  let pattern = ''
  let bytes = 1 // the closing %
  for (const char of text) {
    const escaped = /[\\%_]/.test(char) ? `\\${char}` : char
    const size = utf8Bytes(escaped)
    if (bytes + size > LIKE_PATTERN_MAX_BYTES) return { pattern: `${pattern}%`, cut: true }
    pattern += escaped
    bytes += size
  }
  return { pattern: `${pattern}%`, cut: false }
}

/**
 * `column` starts with `text` (ASCII case folded, like LIKE). When the pattern had to be cut, the
 * whole text is compared too, so a long name still finds exactly itself (lower() folds ASCII only,
 * as LIKE does).
 */
function startsWith(column: string, text: string): { sql: string; binds: string[] } {
  const { pattern, cut } = likePrefix(text)
  if (!cut) return { sql: `${column} LIKE ? ESCAPE '\\'`, binds: [pattern] }
  return { sql: `(${column} LIKE ? ESCAPE '\\' AND lower(substr(${column}, 1, length(?))) = lower(?))`, binds: [pattern, text, text] }
}

function where(params: PricedSearch, rates: Rates): { sql: string; binds: (string | number)[] } {
  const clauses: string[] = []
  const binds: (string | number)[] = []
  if (params.location) {
    // An area slug (links), the start of an area's name in any language or of one of its aliases
    // (JVC, دبي مارينا), or the start of a development's name (typed or suggested).
    const area = startsWith('name', params.location)
    const localName = startsWith("json_extract(tr.value, '$.name')", params.location)
    const alias = startsWith('al.value', params.location)
    const development = startsWith('development', params.location)
    clauses.push(
      `(area = ? OR area IN (SELECT slug FROM locations WHERE ${area.sql}
        OR slug IN (SELECT l.slug FROM locations l, json_each(l.data, '$.translations') tr WHERE ${localName.sql})
        OR slug IN (SELECT l.slug FROM locations l, json_tree(l.data) al WHERE al.type = 'text' AND al.path LIKE '%aliases' AND ${alias.sql}))
        OR ${development.sql})`,
    )
    binds.push(params.location, ...area.binds, ...localName.binds, ...alias.binds, ...development.binds)
  }
  if (params.type) {
    clauses.push('type = ?')
    binds.push(params.type)
  }
  if (params.market) {
    clauses.push('market = ?')
    binds.push(params.market)
  }
  const { minAed, maxAed } = priceBoundsAed(params, rates)
  // The project's own columns narrow first (they are in the covering indexes): its price from is its
  // cheapest unit, its bedroom range spans its units.
  if (maxAed !== undefined) {
    clauses.push('price_aed <= ?')
    binds.push(maxAed)
  }
  if (params.bedrooms === 'studio') {
    clauses.push(`bedrooms_min = 0 AND type IN (${RESIDENTIAL_TYPES.map(() => '?').join(', ')})`)
    binds.push(...RESIDENTIAL_TYPES)
  } else if (params.bedrooms !== 'any') {
    clauses.push('bedrooms_max >= ?')
    binds.push(Number(params.bedrooms))
  }
  // Bedrooms and price together, or a minimum price, ask about one unit: "a 2-bed between 1M and 3M",
  // not "some unit with 2 beds and some unit under 3M" (migrations/0009_unit_types.sql).
  const unitBounds = params.bedrooms !== 'any' && (minAed !== undefined || maxAed !== undefined)
  if (unitBounds || minAed !== undefined) {
    const unit: string[] = ['u.project_id = projects.id']
    if (params.bedrooms === 'studio') unit.push('u.bedrooms = 0')
    else if (params.bedrooms !== 'any') {
      unit.push('u.bedrooms >= ?')
      binds.push(Number(params.bedrooms))
    }
    if (minAed !== undefined) {
      unit.push('u.price_aed >= ?')
      binds.push(minAed)
    }
    if (maxAed !== undefined) {
      unit.push('u.price_aed <= ?')
      binds.push(maxAed)
    }
    clauses.push(`EXISTS (SELECT 1 FROM unit_types u WHERE ${unit.join(' AND ')})`)
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', binds }
}

/**
 * A project as a card needs it: the translations cut to the title and development, so a cached page
 * of results does not carry a dozen translated descriptions per project.
 */
export function forCard(project: Project): Project {
  return { ...project, translations: cardTranslations(project) }
}

/**
 * Pages `from`..`params.page` of results (1 <= `from` <= `params.page`: one page for Load More, a
 * few for the no-JS pages, see RENDERED_PAGES) and the total. Both queries run in one D1 batch.
 * The pages are found on a covering index (ids only, no row reads) and only their rows' JSON is
 * read: at 10,000 listings a filter that matches thousands of rows costs the same as one that
 * matches ten.
 */
export async function searchProjects(db: D1Database, params: PricedSearch, rates: Rates, { from }: { from: number }): Promise<SearchResult> {
  const { sql, binds } = where(params, rates)
  const limit = PAGE_SIZE * (params.page - from + 1)
  const offset = PAGE_SIZE * (from - 1)
  const order = ORDER[params.sort]
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT data FROM projects WHERE id IN (SELECT id FROM projects INDEXED BY ${order.index} ${sql} ORDER BY ${order.by} LIMIT ? OFFSET ?) ORDER BY ${order.by}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM projects ${sql}`).bind(...binds),
  ])
  const projects = ((rows?.results ?? []) as { data: string }[]).map((row) => forCard(Project.parse(JSON.parse(row.data))))
  const total = Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0)
  return { projects, total }
}

/** Seconds a cached page of results is fresh, then served stale (at most SEARCH_MAX_STALE) while one request refreshes it. */
const SEARCH_TTL_SECONDS = 60
const SEARCH_MAX_STALE_SECONDS = 600

/**
 * The KV key of pages `from`..`params.page` of a search: the normalised search (defaults left out,
 * in a fixed order) hashed, since an Arabic location alone can pass KV's 512-byte key limit. The
 * currency is part of it only with a price filter: D1 sees it only through the price bounds (cards
 * format prices at render), so without one every currency shares the entry. In the `catalog:*`
 * family, so a sync of projects or locations clears it.
 */
export async function searchCacheKey(params: PricedSearch, from: number): Promise<string> {
  const priced = params.minPrice !== undefined || params.maxPrice !== undefined
  const search = searchQuery(params, { page: 1, currency: priced ? params.currency : undefined })
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(search))
  const hash = [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return keyIn(CONTENT_CACHE_KEYS.catalog, 'search', hash, from, params.page)
}

/**
 * searchProjects through KV: a repeated search (the same link shared, Back, the next visitor, a
 * crawler) costs neither D1 nor the parse of every row. Results are the same in every locale (a
 * project carries its translations), so one entry serves all. A failing D1 still throws when
 * nothing is cached: the page shows its error state.
 */
export async function cachedSearch(
  env: { DB: D1Database; KV: KVNamespace },
  params: PricedSearch,
  rates: Rates,
  { from = params.page, waitUntil }: { from?: number; waitUntil?: CacheOptions['waitUntil'] } = {},
): Promise<SearchResult> {
  const options = { ttl: SEARCH_TTL_SECONDS, maxStale: SEARCH_MAX_STALE_SECONDS, waitUntil }
  return cached(env.KV, await searchCacheKey(params, from), options, () => searchProjects(env.DB, params, rates, { from }))
}

export type { LocationOptions } from './area-name'

/** Every area and development, for the location field's type-ahead (a native <datalist>). */
export async function listLocationOptions(db: D1Database): Promise<LocationOptions> {
  const [areas, developments] = await db.batch([
    db.prepare("SELECT slug, name, json_extract(data, '$.translations') AS translations FROM locations ORDER BY spotlight DESC, name"),
    db.prepare('SELECT DISTINCT development FROM projects ORDER BY development LIMIT 500'),
  ])
  const names = (json: string | null): Record<string, string> => {
    const translations = json ? (JSON.parse(json) as Record<string, { name?: unknown }>) : {}
    return Object.fromEntries(Object.entries(translations).flatMap(([locale, t]) => (typeof t?.name === 'string' && t.name ? [[locale, t.name]] : [])))
  }
  return {
    areas: ((areas?.results ?? []) as { slug: string; name: string; translations: string | null }[]).map((a) => ({
      slug: a.slug,
      name: a.name,
      names: names(a.translations),
    })),
    developments: ((developments?.results ?? []) as { development: string }[]).map((d) => d.development),
  }
}
