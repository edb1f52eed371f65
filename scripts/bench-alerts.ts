// Saved-search alert matching at scale (issue 14: 10,000 saved searches against 100,000 listings within
// the cron's CPU limit): the in-memory part of a run (src/modules/alerts/matching.server.ts), which is
// what the cron spends CPU on (D1 reads and writes are I/O, not CPU time). Per size: the criteria of
// every active search parsed from their stored JSON, the area index built, and the events matched, as
// `matchNewEvents` does between its reads and its one write batch. Events are a sync that changed 1 %
// and one that changed 10 % of the listings (a bulk repricing). Median and worst of BENCH_ALERT_RUNS runs,
// process CPU time. Run alone: `npx tsx scripts/bench-alerts.ts`.
import { cpuUsage } from 'node:process'
import type { Criteria, Listing } from '../src/modules/alerts/criteria'
import { type ListingEvent, matchEvents } from '../src/modules/alerts/matching.server'

const RUNS = Number(process.env.BENCH_ALERT_RUNS ?? 5)
const AREAS = [
  'dubai-marina',
  'downtown-dubai',
  'business-bay',
  'palm-jumeirah',
  'dubai-hills-estate',
  'jumeirah-village-circle',
  'dubai-creek-harbour',
  'arabian-ranches',
  'jumeirah-lake-towers',
  'mohammed-bin-rashid-city',
  'dubai-south',
  'al-barsha',
  'meydan',
]
const TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'land', 'office', 'retail']
const BEDROOMS = ['any', 'studio', '1', '2', '3', '4', '5', '6']

/** A small deterministic generator: the same data every run. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822519) + 0x9e3779b9) >>> 0
    return s / 2 ** 32
  }
}

export function syntheticListings(n: number, rnd = random(1)): Listing[] {
  return Array.from({ length: n }, (_, i) => {
    const base = Math.round((500_000 + rnd() * 9_500_000) / 1000) * 1000
    const kinds = 1 + Math.floor(rnd() * 4)
    const units = Array.from({ length: kinds }, (_, k) => ({ bedrooms: k, priceAed: base + k * 650_000 }))
    return {
      id: i + 1,
      area: AREAS[Math.floor(rnd() * AREAS.length)] as string,
      development: `Community ${Math.floor(rnd() * 200)}`,
      type: TYPES[Math.floor(rnd() ** 2 * TYPES.length)] as string,
      market: rnd() < 0.6 ? 'off-plan' : 'secondary',
      priceAed: base,
      lat: 25 + rnd() * 0.3,
      lng: 55 + rnd() * 0.4,
      units,
    }
  })
}

/** Searches as visitors save them: most name an area and a budget, some a community, words or a map area, some follow favourites. */
export function syntheticSearches(n: number, listings: number, rnd = random(2)) {
  return Array.from({ length: n }, (_, i) => {
    const r = rnd()
    const criteria: Criteria = { bedrooms: BEDROOMS[Math.floor(rnd() * BEDROOMS.length)] as string }
    if (r < 0.1)
      return {
        id: `s${i}`,
        cursor: 0,
        criteria: JSON.stringify({ bedrooms: 'any', projectIds: Array.from({ length: 1 + Math.floor(rnd() * 20) }, () => 1 + Math.floor(rnd() * listings)) }),
      }
    if (r < 0.75) criteria.location = { kind: 'area', slug: AREAS[Math.floor(rnd() * AREAS.length)] as string }
    else if (r < 0.85) criteria.location = { kind: 'community', name: `community ${Math.floor(rnd() * 200)}` }
    else if (r < 0.9) criteria.bbox = [55.1, 25.05, 55.2, 25.12]
    if (rnd() < 0.5) criteria.type = TYPES[Math.floor(rnd() * 3)] as string
    if (rnd() < 0.7) criteria.maxAed = Math.round(1_000_000 + rnd() * 6_000_000)
    if (rnd() < 0.3) criteria.minAed = Math.round(500_000 + rnd() * 1_500_000)
    return { id: `s${i}`, cursor: 0, criteria: JSON.stringify(criteria) }
  })
}

/** `count` events over `listings`: half new listings, half unit-type price drops. */
export function syntheticEvents(listings: Listing[], count: number, rnd = random(3)): ListingEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const listing = listings[Math.floor(rnd() * listings.length)] as Listing
    const unit = listing.units[Math.floor(rnd() * listing.units.length)] as Listing['units'][number]
    return i % 2
      ? { id: i + 1, kind: 'new' as const, listing }
      : { id: i + 1, kind: 'drop' as const, listing, unit: { ...unit, priceAed: Math.round(unit.priceAed * 0.93) } }
  })
}

export interface AlertBench {
  searches: number
  listings: number
  events: number
  matches: number
  cpuMedianMs: number
  cpuMaxMs: number
  wallMedianMs: number
}

/** One size: the run's CPU (parse the stored criteria, index, match), median and worst of RUNS. */
export function measureAlertSize(searchCount: number, listingCount: number, eventCount: number): AlertBench {
  const listings = syntheticListings(listingCount)
  const rows = syntheticSearches(searchCount, listingCount)
  const events = syntheticEvents(listings, eventCount)
  const cpu: number[] = []
  const wall: number[] = []
  let matches = 0
  for (let run = 0; run < RUNS + 1; run++) {
    const start = performance.now()
    const before = cpuUsage()
    const searches = rows.map((row) => ({ id: row.id, cursor: row.cursor, criteria: JSON.parse(row.criteria) as Criteria }))
    matches = matchEvents(searches, events).length
    const used = cpuUsage(before)
    // The first run warms the JIT up (a cron isolate may be cold: the worst figure is shown too).
    if (run === 0) continue
    cpu.push((used.user + used.system) / 1000)
    wall.push(performance.now() - start)
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  return {
    searches: searchCount,
    listings: listingCount,
    events: eventCount,
    matches,
    cpuMedianMs: median(cpu),
    cpuMaxMs: Math.max(...cpu),
    wallMedianMs: median(wall),
  }
}

/** The sizes of the issue: 10,000 searches against 100,000 listings, a 1 % and a 10 % change. */
export function measureAlerts(): AlertBench[] {
  return [measureAlertSize(1_000, 10_000, 100), measureAlertSize(10_000, 100_000, 1_000), measureAlertSize(10_000, 100_000, 10_000)]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(measureAlerts())
}
