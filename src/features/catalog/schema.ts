// The catalogue's search parameters: every filter lives in the URL (shareable, bookmarkable, works
// without JS). Unknown parameters are ignored and invalid values dropped, never a 500 or a 400:
// a mistyped shared link still shows results.
import { z } from 'zod'
import { CURRENCIES, type Currency, fromCurrency, PRICE_STEPS, type Rates, toCurrency } from '../../lib/money'
import { CatalogFilters, FILTER_KEYS, filterQuery } from '../../modules/content/filters'
import type { UnitFilter } from '../../modules/content/unit-types'

export { type Bbox, BboxParam, BEDROOM_FILTERS, formatBbox } from '../../modules/content/filters'

export const SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-sqft', 'size-desc', 'handover'] as const
export const PAGE_SIZE = 12
export const VIEWS = ['list', 'map'] as const

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

export const SearchParams = CatalogFilters.extend({
  sort: z.enum(SORTS).catch('newest').default('newest'),
  /** The results as a list or on the map (the same search either way). */
  view: z.enum(VIEWS).catch('list').default('list'),
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
  return filterQuery({ ...params, ...overrides }, [...FILTER_KEYS, 'sort', 'view', 'page'], { bedrooms: 'any', sort: 'newest', page: 1, view: 'list' })
}
