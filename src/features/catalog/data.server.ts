// Catalogue search in D1. The WHERE clause is built only from allow-listed, validated values (never
// from the raw query); every filter column is indexed (migrations/0002_catalog.sql).

import { fromCurrency, type Rates } from '../../lib/money'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { Project, RESIDENTIAL_TYPES } from '../../modules/content/schema'
import type { SearchParams } from './schema'
import { PAGE_SIZE } from './schema'

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

function where(params: SearchParams, rates: Rates): { sql: string; binds: (string | number)[] } {
  const clauses: string[] = []
  const binds: (string | number)[] = []
  if (params.location) {
    // An area slug (links), an area name or the start of a development's name (typed or suggested).
    const prefix = `${params.location.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    clauses.push("(area = ? OR area IN (SELECT slug FROM locations WHERE name LIKE ? ESCAPE '\\') OR development LIKE ? ESCAPE '\\')")
    binds.push(params.location, prefix, prefix)
  }
  if (params.type) {
    clauses.push('type = ?')
    binds.push(params.type)
  }
  if (params.market) {
    clauses.push('market = ?')
    binds.push(params.market)
  }
  if (params.minPrice !== undefined) {
    clauses.push('price_aed >= ?')
    binds.push(Math.floor(fromCurrency(params.minPrice, params.currency, rates)))
  }
  if (params.maxPrice !== undefined) {
    clauses.push('price_aed <= ?')
    binds.push(Math.ceil(fromCurrency(params.maxPrice, params.currency, rates)))
  }
  if (params.bedrooms === 'studio') {
    clauses.push(`bedrooms_min = 0 AND type IN (${RESIDENTIAL_TYPES.map(() => '?').join(', ')})`)
    binds.push(...RESIDENTIAL_TYPES)
  } else if (params.bedrooms !== 'any') {
    clauses.push('bedrooms_max >= ?')
    binds.push(Number(params.bedrooms))
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', binds }
}

/**
 * One page of results (or, with `cumulative`, pages 1..page: the no-JS "Load More") and the total.
 * Both queries run in one D1 batch. The page is found on a covering index (ids only, no row reads)
 * and only its rows' JSON is read: at 10,000 listings a filter that matches thousands of rows costs
 * the same as one that matches ten.
 */
export async function searchProjects(db: D1Database, params: SearchParams, rates: Rates, { cumulative = false } = {}): Promise<SearchResult> {
  const { sql, binds } = where(params, rates)
  const limit = cumulative ? PAGE_SIZE * params.page : PAGE_SIZE
  const offset = cumulative ? 0 : PAGE_SIZE * (params.page - 1)
  const order = ORDER[params.sort]
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT data FROM projects WHERE id IN (SELECT id FROM projects INDEXED BY ${order.index} ${sql} ORDER BY ${order.by} LIMIT ? OFFSET ?) ORDER BY ${order.by}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM projects ${sql}`).bind(...binds),
  ])
  const projects = ((rows?.results ?? []) as { data: string }[]).map((row) => Project.parse(JSON.parse(row.data)))
  const total = Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0)
  return { projects, total }
}

export interface LocationOptions {
  areas: { slug: string; name: string }[]
  developments: string[]
}

/** Every area and development, for the location field's type-ahead (a native <datalist>). */
export async function listLocationOptions(db: D1Database): Promise<LocationOptions> {
  const [areas, developments] = await db.batch([
    db.prepare('SELECT slug, name FROM locations ORDER BY spotlight DESC, name'),
    db.prepare('SELECT DISTINCT development FROM projects ORDER BY development LIMIT 500'),
  ])
  return {
    areas: (areas?.results ?? []) as { slug: string; name: string }[],
    developments: ((developments?.results ?? []) as { development: string }[]).map((d) => d.development),
  }
}
