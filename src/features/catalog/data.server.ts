// Catalogue search in D1. The WHERE clause is built only from allow-listed, validated values (never
// from the raw query); every filter column is indexed (migrations/0002_catalog.sql).

import { type CacheOptions, cached } from '../../lib/cache.server'
import { PRICE_STEPS, type Rates } from '../../lib/money'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { cardTranslations, Project, RESIDENTIAL_TYPES } from '../../modules/content/schema'
import { correctQuery, type LocationMatch, resolveLocation } from '../../modules/content/search.server'
import type { LocationOptions } from './area-name'
import { COUNT_CAP, PAGE_SIZE, type PricedSearch, priceBoundsAed, type SearchParams, type SORTS, searchQuery } from './schema'

/** The areas' names for the cards: cleared with the catalogue by a sync. */
export const LOCATION_OPTIONS_CACHE_KEY = keyIn(CONTENT_CACHE_KEYS.catalog, 'locations')

/** Each sort order and the covering index that walks it (migrations 0003 and 0011). */
const ORDER = {
  newest: { by: 'published_at DESC, id DESC', index: 'projects_search_newest' },
  'price-asc': { by: 'price_aed ASC, id ASC', index: 'projects_search_price' },
  'price-desc': { by: 'price_aed DESC, id DESC', index: 'projects_search_price' },
  'price-per-sqft': { by: 'price_per_sqft ASC, id ASC', index: 'projects_search_price_per_sqft' },
  'size-desc': { by: 'size_sqft_max DESC, id DESC', index: 'projects_search_size' },
  handover: { by: 'handover ASC, id ASC', index: 'projects_search_handover' },
} as const satisfies Record<(typeof SORTS)[number], { by: string; index: string }>

export interface SearchResult {
  projects: Project[]
  /** The number of results, up to COUNT_CAP + 1 (more than the cap: "1,000+"). */
  total: number
  /** The words these results are for when the typed ones found nothing and had a near spelling ("did you mean"). */
  correctedTo?: string
  /** The area (slug) the location named, when it named one: the results link to its guide. */
  area?: string
}

function where(params: PricedSearch, rates: Rates, location: LocationMatch): { sql: string; binds: (string | number)[] } {
  const clauses: string[] = []
  const binds: (string | number)[] = []
  if (location.kind === 'area') {
    clauses.push('area = ?')
    binds.push(location.slug)
  } else if (location.kind === 'community') {
    clauses.push('development = ? COLLATE NOCASE')
    binds.push(location.name)
  } else if (location.kind === 'text') {
    // Names, aliases and places in any language, any word order (migrations/0010_search.sql).
    clauses.push('id IN (SELECT rowid FROM search_projects WHERE search_projects MATCH ?)')
    binds.push(location.match)
  }
  if (params.type) {
    clauses.push('type = ?')
    binds.push(params.type)
  }
  if (params.market) {
    clauses.push('market = ?')
    binds.push(params.market)
  }
  if (params.bbox) {
    // "Search this area": projects_map (migration 0013) seeks the latitude band.
    clauses.push('lat BETWEEN ? AND ? AND lng BETWEEN ? AND ?')
    binds.push(params.bbox.south, params.bbox.north, params.bbox.west, params.bbox.east)
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
  const location = params.location ? await resolveLocation(db, params.location) : ({ kind: 'none' } as const)
  const { sql, binds } = where(params, rates, location)
  const limit = PAGE_SIZE * (params.page - from + 1)
  const offset = PAGE_SIZE * (from - 1)
  const order = ORDER[params.sort]
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT data FROM projects WHERE id IN (SELECT id FROM projects INDEXED BY ${order.index} ${sql} ORDER BY ${order.by} LIMIT ? OFFSET ?) ORDER BY ${order.by}`,
      )
      .bind(...binds, limit, offset),
    // Counted up to COUNT_CAP + 1: one more than the cap says "more than" (the page shows "1,000+").
    db.prepare(`SELECT COUNT(*) AS total FROM (SELECT 1 FROM projects ${sql} LIMIT ${COUNT_CAP + 1})`).bind(...binds),
  ])
  const projects = ((rows?.results ?? []) as { data: string }[]).map((row) => forCard(Project.parse(JSON.parse(row.data))))
  const total = Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0)
  return { projects, total, ...(location.kind === 'area' ? { area: location.slug } : {}) }
}

/** A wider search that finds something, when the search found nothing: what changes, and how many it finds. */
export interface Relaxation {
  kind: 'maxPrice' | 'minPrice' | 'bedrooms' | 'type' | 'market' | 'location' | 'bbox' | 'nearby'
  change: Partial<SearchParams>
  count: number
}

/** Nearby areas an empty search in one area suggests, nearest first. */
const NEARBY_AREAS = 2

/**
 * The areas nearest to `slug` by their centres (straight-line, on Dubai's scale a flat projection is
 * plenty), nearest first: what an empty search in one area offers instead.
 */
async function nearestAreas(db: D1Database, slug: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT slug, json_extract(data, '$.center.lat') AS lat, json_extract(data, '$.center.lng') AS lng FROM locations WHERE json_extract(data, '$.center') IS NOT NULL",
    )
    .all<{ slug: string; lat: number; lng: number }>()
  const origin = results.find((row) => row.slug === slug)
  if (!origin) return []
  const distance = (row: { lat: number; lng: number }) => Math.hypot(row.lat - origin.lat, (row.lng - origin.lng) * Math.cos((origin.lat * Math.PI) / 180))
  return results
    .filter((row) => row.slug !== slug)
    .sort((a, b) => distance(a) - distance(b))
    .map((row) => row.slug)
}

/**
 * What to relax when a search finds nothing (issue 13 item 4): the next two price steps above the
 * maximum ("14 projects up to AED 3.5M"), then each other filter dropped, each with its count (one
 * D1 batch of counts); only those that find something.
 */
export async function relaxations(db: D1Database, params: PricedSearch, rates: Rates): Promise<Relaxation[]> {
  const candidates: Omit<Relaxation, 'count'>[] = []
  const maxPrice = params.maxPrice
  if (maxPrice !== undefined)
    for (const step of PRICE_STEPS[params.currency].filter((step) => step > maxPrice).slice(0, 2))
      candidates.push({ kind: 'maxPrice', change: { maxPrice: step } })
  if (params.bedrooms !== 'any') candidates.push({ kind: 'bedrooms', change: { bedrooms: 'any' } })
  if (params.minPrice !== undefined) candidates.push({ kind: 'minPrice', change: { minPrice: undefined } })
  if (params.type) candidates.push({ kind: 'type', change: { type: undefined } })
  if (params.market) candidates.push({ kind: 'market', change: { market: undefined } })
  if (params.location) candidates.push({ kind: 'location', change: { location: undefined } })
  if (params.bbox) candidates.push({ kind: 'bbox', change: { bbox: undefined } })
  if (!candidates.length) return []
  const location = params.location ? await resolveLocation(db, params.location) : ({ kind: 'none' } as const)
  // A search in one area also offers the areas around it, with the same other filters (a few more
  // than shown are counted: the nearest may have nothing either).
  const nearby = location.kind === 'area' ? (await nearestAreas(db, location.slug)).slice(0, NEARBY_AREAS + 2) : []
  for (const slug of nearby) candidates.push({ kind: 'nearby', change: { location: slug } })
  const matchOf = (candidate: Omit<Relaxation, 'count'>, wider: PricedSearch): LocationMatch =>
    candidate.kind === 'nearby' ? { kind: 'area', slug: wider.location ?? '' } : wider.location ? location : { kind: 'none' }
  const counts = await db.batch(
    candidates.map((candidate) => {
      const wider = { ...params, ...candidate.change }
      const { sql, binds } = where(wider, rates, matchOf(candidate, wider))
      return db.prepare(`SELECT COUNT(*) AS total FROM (SELECT 1 FROM projects ${sql} LIMIT ${COUNT_CAP + 1})`).bind(...binds)
    }),
  )
  const found = candidates
    .map((candidate, i) => ({ ...candidate, count: Number((counts[i]?.results[0] as { total?: number } | undefined)?.total ?? 0) }))
    .filter((relaxation) => relaxation.count > 0)
  const nearest = found.filter((r) => r.kind === 'nearby').slice(0, NEARBY_AREAS)
  return [...found.filter((r) => r.kind !== 'nearby'), ...nearest]
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
  return keyIn(CONTENT_CACHE_KEYS.catalog, 'search', await searchHash(params), from, params.page)
}

/** The normalised search, hashed (see searchCacheKey). */
async function searchHash(params: PricedSearch): Promise<string> {
  const priced = params.minPrice !== undefined || params.maxPrice !== undefined
  const search = searchQuery(params, { page: 1, view: undefined, currency: priced ? params.currency : undefined })
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(search))
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
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
  return cached(env.KV, await searchCacheKey(params, from), options, async () => {
    const result = await searchProjects(env.DB, params, rates, { from })
    if (result.total > 0 || !params.location) return result
    // Nothing for what was typed: the same search for the nearest spelling, said so on the page.
    const corrected = await correctQuery(env, params.location, { waitUntil })
    if (!corrected) return result
    const retried = await searchProjects(env.DB, { ...params, location: corrected }, rates, { from })
    return retried.total > 0 ? { ...retried, correctedTo: corrected } : result
  })
}

/** A project on the map: where it is and what its marker and popup say (titles per locale, where translated). */
export interface MapPoint {
  id: number
  slug: string
  lat: number
  lng: number
  priceAed: number
  type: Project['type']
  area: string
  bedroomsMin: number
  bedroomsMax: number
  title: string
  titles: Record<string, string>
}

/**
 * The map shows at most this many results (the count's cap): past it the page says so, and a
 * smaller area ("search this area") or a filter shows the rest.
 */
export const MAP_LIMIT = COUNT_CAP

/**
 * Where the results of a search are: every match with a point (up to MAP_LIMIT, in the search's
 * order, walked on its covering index like a page of results), with what a marker shows.
 */
export async function searchMapPoints(db: D1Database, params: PricedSearch, rates: Rates): Promise<MapPoint[]> {
  const location = params.location ? await resolveLocation(db, params.location) : ({ kind: 'none' } as const)
  const { sql, binds } = where(params, rates, location)
  const order = ORDER[params.sort]
  const located = sql ? `${sql} AND lat IS NOT NULL` : 'WHERE lat IS NOT NULL'
  const { results } = await db
    .prepare(
      `SELECT id, slug, lat, lng, price_aed, type, area, bedrooms_min, bedrooms_max, title,
         (SELECT json_group_object(key, json_extract(value, '$.title')) FROM json_each(data, '$.translations') WHERE json_extract(value, '$.title') IS NOT NULL) AS titles
       FROM projects WHERE id IN (SELECT id FROM projects INDEXED BY ${order.index} ${located} ORDER BY ${order.by} LIMIT ${MAP_LIMIT}) ORDER BY ${order.by}`,
    )
    .bind(...binds)
    .all<{
      id: number
      slug: string
      lat: number
      lng: number
      price_aed: number
      type: Project['type']
      area: string
      bedrooms_min: number
      bedrooms_max: number
      title: string
      titles: string | null
    }>()
  return (results ?? []).map((row) => ({
    id: row.id,
    slug: row.slug,
    lat: row.lat,
    lng: row.lng,
    priceAed: row.price_aed,
    type: row.type,
    area: row.area,
    bedroomsMin: row.bedrooms_min,
    bedroomsMax: row.bedrooms_max,
    title: row.title,
    titles: row.titles ? (JSON.parse(row.titles) as Record<string, string>) : {},
  }))
}

/** searchMapPoints through KV, like cachedSearch (one entry for every locale and page). */
export async function cachedMapPoints(
  env: { DB: D1Database; KV: KVNamespace },
  params: PricedSearch,
  rates: Rates,
  { waitUntil }: { waitUntil?: CacheOptions['waitUntil'] } = {},
): Promise<MapPoint[]> {
  const key = keyIn(CONTENT_CACHE_KEYS.catalog, 'map', await searchHash(params))
  return cached(env.KV, key, { ttl: SEARCH_TTL_SECONDS, maxStale: SEARCH_MAX_STALE_SECONDS, waitUntil }, () => searchMapPoints(env.DB, params, rates))
}

export type { LocationOptions } from './area-name'

/** Every area with its names, for the cards (the area after the development). */
export async function listLocationOptions(db: D1Database): Promise<LocationOptions> {
  const areas = await db
    .prepare(
      "SELECT slug, name, json_extract(data, '$.translations') AS translations, json_extract(data, '$.center') AS center FROM locations ORDER BY spotlight DESC, name",
    )
    .all()
  const names = (json: string | null): Record<string, string> => {
    const translations = json ? (JSON.parse(json) as Record<string, { name?: unknown }>) : {}
    return Object.fromEntries(Object.entries(translations).flatMap(([locale, t]) => (typeof t?.name === 'string' && t.name ? [[locale, t.name]] : [])))
  }
  return {
    areas: ((areas.results ?? []) as { slug: string; name: string; translations: string | null; center: string | null }[]).map((a) => ({
      slug: a.slug,
      name: a.name,
      names: names(a.translations),
      center: a.center ? (JSON.parse(a.center) as { lat: number; lng: number }) : null,
    })),
  }
}
