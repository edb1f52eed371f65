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

function where(params: SearchParams, rates: Rates): { sql: string; binds: (string | number)[] } {
  const clauses: string[] = []
  const binds: (string | number)[] = []
  if (params.location) {
    // An area slug (links), an area name or the start of a development's name (typed or suggested).
    const area = startsWith('name', params.location)
    const development = startsWith('development', params.location)
    clauses.push(`(area = ? OR area IN (SELECT slug FROM locations WHERE ${area.sql}) OR ${development.sql})`)
    binds.push(params.location, ...area.binds, ...development.binds)
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
