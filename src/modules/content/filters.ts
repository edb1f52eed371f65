// The catalogue's filters as a URL writes them: what a search matches. The catalogue's own query
// (src/features/catalog/schema.ts) adds how the results are shown (sort, view, page); a saved search
// (src/modules/alerts) keeps the filters only. Read leniently: an invalid value is dropped, never a
// 500 or a 400, so a mistyped shared link still shows results.
import { z } from 'zod'
import { CURRENCIES } from '../../lib/money'
import { DUBAI_BOUNDS, MARKETS, PROPERTY_TYPES } from './schema'

export const BEDROOM_FILTERS = ['any', 'studio', '1', '2', '3', '4', '5', '6'] as const

/** A map area in degrees: `bbox=west,south,east,north` in the URL ("search this area"). */
export interface Bbox {
  west: number
  south: number
  east: number
  north: number
}

const coordinate = /^-?\d{1,3}(?:\.\d{1,6})?$/

/**
 * `bbox=55.1,25.05,55.2,25.12` (west, south, east, north; the order of GeoJSON and OpenStreetMap):
 * four numbers with at most 6 decimals, a box of positive size that overlaps Dubai. It is kept to
 * Dubai (a wider box searches Dubai) and rounded to 4 decimals (≈ 10 m), so near-equal boxes share
 * a URL and a cache entry. Anything else is not a map area: the filter is dropped.
 */
export const BboxParam = z
  .string()
  .max(60)
  .transform((value, ctx): Bbox => {
    const parts = value.split(',')
    if (parts.length !== 4 || !parts.every((part) => coordinate.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'must be four numbers: west,south,east,north' })
      return z.NEVER
    }
    const [west, south, east, north] = parts.map(Number) as [number, number, number, number]
    const round = (n: number) => Math.round(n * 1e4) / 1e4
    const box = {
      west: round(Math.max(west, DUBAI_BOUNDS.west)),
      south: round(Math.max(south, DUBAI_BOUNDS.south)),
      east: round(Math.min(east, DUBAI_BOUNDS.east)),
      north: round(Math.min(north, DUBAI_BOUNDS.north)),
    }
    if (!(box.west < box.east && box.south < box.north)) {
      ctx.addIssue({ code: 'custom', message: 'must be a box of positive size inside Dubai' })
      return z.NEVER
    }
    return box
  })

/** A map area as the URL writes it. */
export const formatBbox = (box: Bbox): string => [box.west, box.south, box.east, box.north].join(',')

/** A filter that drops an invalid value instead of failing the search. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
const amount = lenient(z.coerce.number().int().min(0).max(1_000_000_000))

export const CatalogFilters = z.object({
  /** An area slug, or free text: names of areas, communities, projects or developers, aliases, in any language. */
  location: lenient(
    z
      .string()
      .trim()
      .min(1)
      .max(80)
      // Any printable text: the search takes only its words (search.server.ts), so quotes, `*`, `:`,
      // SQL or FTS syntax are harmless and the words around them still count.
      .regex(/^[^\p{C}]+$/u),
  ),
  type: lenient(z.enum(PROPERTY_TYPES)),
  market: lenient(z.enum(MARKETS)),
  /**
   * Only when the URL names one (a shared link, a priced search): it wins for that request. Without
   * it the visitor's own currency applies (the `marsa_units` cookie, decision 017).
   */
  currency: lenient(z.enum(CURRENCIES)),
  minPrice: amount,
  maxPrice: amount,
  bedrooms: z.enum(BEDROOM_FILTERS).catch('any').default('any'),
  /** Only projects inside this map area ("search this area"). */
  bbox: lenient(BboxParam),
})
export type CatalogFilters = z.infer<typeof CatalogFilters>

/** The filters' keys in the order a URL writes them. */
export const FILTER_KEYS = ['location', 'type', 'market', 'minPrice', 'maxPrice', 'currency', 'bedrooms', 'bbox'] as const

/**
 * The URL query (`?location=…&bedrooms=2`, or '') of `values` for `keys` in that order, leaving out
 * empty values and `defaults` so links stay short. A map area keeps its commas.
 */
export function filterQuery(values: Partial<Record<string, unknown>>, keys: readonly string[], defaults: Record<string, unknown>): string {
  const out = new URLSearchParams()
  for (const key of keys) {
    const value = values[key]
    if (value === undefined || value === '' || defaults[key] === value) continue
    out.set(key, typeof value === 'object' && value !== null ? formatBbox(value as Bbox) : String(value))
  }
  const text = out.toString().replaceAll('%2C', ',')
  return text ? `?${text}` : ''
}
