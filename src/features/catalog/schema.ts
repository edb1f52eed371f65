// The catalogue's search parameters: every filter lives in the URL (shareable, bookmarkable, works
// without JS). Unknown parameters are ignored and invalid values dropped, never a 500 or a 400:
// a mistyped shared link still shows results.
import { z } from 'zod'
import { CURRENCIES, type Currency, fromCurrency, PRICE_STEPS, type Rates, toCurrency } from '../../lib/money'
import { DUBAI_BOUNDS, MARKETS, PROPERTY_TYPES } from '../../modules/content/schema'
import type { UnitFilter } from '../../modules/content/unit-types'

export const SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-sqft', 'size-desc', 'handover'] as const
export const BEDROOM_FILTERS = ['any', 'studio', '1', '2', '3', '4', '5', '6'] as const
export const PAGE_SIZE = 12
export const VIEWS = ['list', 'map'] as const

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
/**
 * Results are counted up to this many, then said as "1,000+": a count visits every match, and at
 * 100,000 listings a broad search has tens of thousands (issue 13 item 10). Beyond MAX_PAGE pages
 * nobody pages anyway.
 */
export const COUNT_CAP = 1000
/** The last page Load More serves (600 results): past it, the page says to refine the search. */
export const MAX_PAGE = 50
/**
 * The most pages one /catalog request renders. Without JavaScript, `?page=N` shows pages
 * N-2..N (not 1..N: page 50 would be 600 cards), with a link to the earlier ones and Load More on.
 */
export const RENDERED_PAGES = 3

/** The first page `/catalog?page=N` renders. */
export const firstRenderedPage = (page: number) => Math.max(1, page - RENDERED_PAGES + 1)

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
const amount = optional(z.coerce.number().int().min(0).max(1_000_000_000))

export const SearchParams = z.object({
  /** An area slug, or free text: names of areas, communities, projects or developers, aliases, in any language. */
  location: optional(
    z
      .string()
      .trim()
      .min(1)
      .max(80)
      // Any printable text: the search takes only its words (search.server.ts), so quotes, `*`, `:`,
      // SQL or FTS syntax are harmless and the words around them still count.
      .regex(/^[^\p{C}]+$/u),
  ),
  type: optional(z.enum(PROPERTY_TYPES)),
  market: optional(z.enum(MARKETS)),
  /**
   * Only when the URL names one (a shared link, a priced search): it wins for that request. Without
   * it the visitor's own currency applies (the `marsa_units` cookie, decision 017).
   */
  currency: optional(z.enum(CURRENCIES)),
  minPrice: amount,
  maxPrice: amount,
  bedrooms: z.enum(BEDROOM_FILTERS).catch('any').default('any'),
  sort: z.enum(SORTS).catch('newest').default('newest'),
  /** The results as a list or on the map (the same search either way). */
  view: z.enum(VIEWS).catch('list').default('list'),
  /** Only projects inside this map area ("search this area"). */
  bbox: optional(BboxParam),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .default(1)
    .transform((p) => Math.min(p, MAX_PAGE)),
})
export type SearchParams = z.infer<typeof SearchParams>
/** A search with the currency its prices are in: the URL's, else the visitor's. */
export type PricedSearch = SearchParams & { currency: Currency }

/** `params` priced in the URL's currency, else in `visitor` (the visitor's site-wide currency). */
export const pricedIn = (params: SearchParams, visitor: Currency): PricedSearch => ({ ...params, currency: params.currency ?? visitor })

/** The search's price bounds in whole dirhams (a bound in another currency converted, rounded outwards). */
export function priceBoundsAed(params: PricedSearch, rates: Rates): { minAed?: number; maxAed?: number } {
  return {
    minAed: params.minPrice === undefined ? undefined : Math.floor(fromCurrency(params.minPrice, params.currency, rates)),
    maxAed: params.maxPrice === undefined ? undefined : Math.ceil(fromCurrency(params.maxPrice, params.currency, rates)),
  }
}

/** The unit filter of a search (what a card's matching unit type answers). */
export const unitFilterOf = (params: PricedSearch, rates: Rates): UnitFilter => ({ bedrooms: params.bedrooms, ...priceBoundsAed(params, rates) })

/** `amount` in `from` as the nearest price step of `to` (a filter carried over a currency change). */
export function convertPriceStep(amount: number, from: Currency, to: Currency, rates: Rates): number {
  const converted = toCurrency(fromCurrency(amount, from, rates), to, rates)
  const steps = PRICE_STEPS[to]
  return steps.reduce((best, step) => (Math.abs(Math.log(step / converted)) < Math.abs(Math.log(best / converted)) ? step : best), steps[0] ?? converted)
}

/**
 * A submitted search form says which currency its price choices were listed in (`priceIn`): when
 * the visitor changed the currency in the same submit, the chosen prices are carried over to the
 * new currency instead of being read as amounts in it (AED 1M is not USD 1M).
 */
export function carryPrices(params: PricedSearch, priceIn: string | undefined, rates: Rates): PricedSearch {
  const from = z.enum(CURRENCIES).safeParse(priceIn)
  if (!from.success || from.data === params.currency) return params
  const carry = (amount: number | undefined) => (amount === undefined ? undefined : convertPriceStep(amount, from.data, params.currency, rates))
  return { ...params, minPrice: carry(params.minPrice), maxPrice: carry(params.maxPrice) }
}

/** `ids=12,7,31` (saved properties): at most 50 positive integers. */
export const FavouriteIds = z
  .string()
  .regex(/^[0-9]{1,9}(,[0-9]{1,9}){0,49}$/)
  .transform((value) => [...new Set(value.split(',').map(Number))].filter((id) => id > 0))

/** Parses a query object (first value of each key) into clean search parameters. */
export function parseSearch(query: Record<string, string | undefined>): SearchParams {
  // An empty field means "no filter" (a submitted form sends them all).
  return SearchParams.parse(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')))
}

/** The URL query for `params`, leaving out defaults so links stay short (a currency, when set, always stays: it overrides the visitor's). */
export function searchQuery(params: Partial<SearchParams>, overrides: Partial<SearchParams> = {}): string {
  const merged = { ...params, ...overrides }
  const out = new URLSearchParams()
  const defaults: Record<string, unknown> = { bedrooms: 'any', sort: 'newest', page: 1, view: 'list' }
  for (const key of ['location', 'type', 'market', 'minPrice', 'maxPrice', 'currency', 'bedrooms', 'bbox', 'sort', 'view', 'page'] as const) {
    const value = merged[key]
    if (value === undefined || value === '' || defaults[key] === value) continue
    out.set(key, typeof value === 'object' ? formatBbox(value) : String(value))
  }
  // Commas may stay as they are in a query: a map area reads `bbox=55.1,25.05,55.2,25.12`.
  const text = out.toString().replaceAll('%2C', ',')
  return text ? `?${text}` : ''
}
