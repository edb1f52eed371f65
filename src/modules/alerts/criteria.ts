// What a saved search matches: the catalogue's filters (src/modules/content/filters.ts; sort, view
// and page do not change what matches), prices turned into dirhams and the
// location resolved once, when the search is saved, to the area, community or words the catalogue's
// own search found for it (src/modules/content/search.server.ts `resolveLocation`). Pure: the cron
// matches thousands of searches against each changed listing in memory.
import { type Currency, fromCurrency, type Rates } from '../../lib/money'
import { CatalogFilters, FILTER_KEYS, filterQuery } from '../content/filters'

/** A saved search's query: the catalogue's filters, read as the catalogue reads them. */
export const SavedQuery = CatalogFilters
export type SavedQuery = CatalogFilters

/** A location as the catalogue resolved it. */
export type LocationCriterion = { kind: 'area'; slug: string } | { kind: 'community'; name: string } | { kind: 'text'; match: string }

/** What a saved search matches (stored as JSON in saved_searches.criteria). */
export interface Criteria {
  location?: LocationCriterion
  type?: string
  market?: string
  bedrooms: string
  minAed?: number
  maxAed?: number
  bbox?: [west: number, south: number, east: number, north: number]
  /** A favourites subscription: only price drops of these projects. */
  projectIds?: number[]
}

/** A listing as the matching sees it: the project's current facts. */
export interface Listing {
  id: number
  area: string
  development: string
  type: string
  market: string
  priceAed: number
  lat: number | null
  lng: number | null
  units: { bedrooms: number | null; priceAed: number }[]
}

/** The query's filters from a query string ("?location=…&maxPrice=…"); unknown keys ignored. */
export function parseSavedQuery(query: string): SavedQuery {
  const params = new URLSearchParams(query.replace(/^\?/, ''))
  const first = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key) ?? undefined]).filter(([, v]) => v !== ''))
  return SavedQuery.parse(first)
}

/** The query string of the filters (defaults left out, in a fixed order), for the link back to the results. */
export const savedQueryString = (query: SavedQuery): string => filterQuery(query, FILTER_KEYS, { bedrooms: 'any' })

/** The criteria of `query`, prices in dirhams (converted from `currency`, rounded outwards as the catalogue does). */
export function criteriaOf(query: SavedQuery, visitorCurrency: Currency, rates: Rates, location?: LocationCriterion): Criteria {
  const currency = query.currency ?? visitorCurrency
  const criteria: Criteria = { bedrooms: query.bedrooms }
  if (location) criteria.location = location
  if (query.type) criteria.type = query.type
  if (query.market) criteria.market = query.market
  if (query.minPrice !== undefined) criteria.minAed = Math.floor(fromCurrency(query.minPrice, currency, rates))
  if (query.maxPrice !== undefined) criteria.maxAed = Math.ceil(fromCurrency(query.maxPrice, currency, rates))
  if (query.bbox) criteria.bbox = [query.bbox.west, query.bbox.south, query.bbox.east, query.bbox.north]
  return criteria
}

/**
 * Whether `listing` answers `criteria`. `textMatches`: the ids the full-text search found for a
 * `text` location (the cron asks D1 once per distinct text, for the changed listings only).
 * Allocation-free: the cron calls it millions of times a run (scripts/bench-alerts.ts).
 */
export function matches(criteria: Criteria, listing: Listing, textMatches?: ReadonlySet<number>): boolean {
  if (criteria.projectIds) return criteria.projectIds.includes(listing.id)
  const location = criteria.location
  if (location) {
    if (location.kind === 'area' && listing.area !== location.slug) return false
    if (location.kind === 'community' && listing.development.toLowerCase() !== location.name.toLowerCase()) return false
    if (location.kind === 'text' && !textMatches?.has(listing.id)) return false
  }
  if (criteria.type !== undefined && listing.type !== criteria.type) return false
  if (criteria.market !== undefined && listing.market !== criteria.market) return false
  if (criteria.bbox) {
    const [west, south, east, north] = criteria.bbox
    if (listing.lat === null || listing.lng === null) return false
    if (listing.lat < south || listing.lat > north || listing.lng < west || listing.lng > east) return false
  }
  const { bedrooms, minAed, maxAed } = criteria
  if (bedrooms === 'any' && minAed === undefined && maxAed === undefined) return true
  // A unit of that kind in that price range (content/unit-types.ts `unitMatches`, the catalogue's rule);
  // a listing with no unit types listed is its price from, any bedrooms.
  const min = bedrooms === 'any' || bedrooms === 'studio' ? 0 : Number(bedrooms)
  const units = listing.units
  if (units.length === 0)
    return bedrooms === 'any' && (minAed === undefined || listing.priceAed >= minAed) && (maxAed === undefined || listing.priceAed <= maxAed)
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as Listing['units'][number]
    if (bedrooms === 'studio' ? unit.bedrooms !== 0 : bedrooms !== 'any' && (unit.bedrooms === null || unit.bedrooms < min)) continue
    if (minAed !== undefined && unit.priceAed < minAed) continue
    if (maxAed !== undefined && unit.priceAed > maxAed) continue
    return true
  }
  return false
}

/**
 * Searches indexed by area, community and followed listing, so each listing is checked only against
 * the searches of its own area or community and those naming neither (a map area, words, none): the
 * matching's cost grows with the searches that could match, not with all searches.
 */
export class CriteriaIndex<T extends { criteria: Criteria }> {
  private byArea = new Map<string, T[]>()
  private byCommunity = new Map<string, T[]>()
  private byProject = new Map<number, T[]>()
  private rest: T[] = []

  constructor(items: Iterable<T>) {
    for (const item of items) {
      const { criteria } = item
      if (criteria.projectIds) for (const id of criteria.projectIds) push(this.byProject, id, item)
      else if (criteria.location?.kind === 'area') push(this.byArea, criteria.location.slug, item)
      else if (criteria.location?.kind === 'community') push(this.byCommunity, criteria.location.name.toLowerCase(), item)
      else this.rest.push(item)
    }
  }

  /** The lists of items whose criteria may match `listing` (each to be checked with `matches`). */
  candidates(listing: Listing, kind: 'new' | 'drop'): T[][] {
    const lists = [this.byArea.get(listing.area), this.byCommunity.get(listing.development.toLowerCase()), this.rest]
    if (kind === 'drop') lists.push(this.byProject.get(listing.id))
    return lists.filter((list): list is T[] => list !== undefined)
  }
}

function push<K, T>(map: Map<K, T[]>, key: K, item: T) {
  const list = map.get(key)
  if (list) list.push(item)
  else map.set(key, [item])
}
