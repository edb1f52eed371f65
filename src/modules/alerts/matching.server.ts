// The matching cron: new listing events (listing_events, written by triggers on `projects`) against
// every active saved search, then the alerts queued for sending. Runs after each content sync (a sync
// that changed nothing wrote no event, so it costs one query) and for the daily digest
// (docs/decisions/027-saved-searches-and-alerts.md). Searches are indexed by area in memory
// (criteria.ts `CriteriaIndex`), so a run costs about (events × searches of their area), not
// (events × all searches); `npm run bench` measures 10,000 searches against 100,000 listings.
import { type Criteria, CriteriaIndex, type Listing, matches } from './criteria'
import { queueEmailStatement } from './outbox.server'
import { activeBehind, type Frequency, type SavedSearch } from './subscriptions.server'

/** Events read per run: a bulk import (the seed writes one per listing) is worked through over several runs. */
export const EVENTS_PER_RUN = 5000
/**
 * Matches kept per search per run: an email shows ITEMS_PER_EMAIL (10) listings and links to the rest, so a
 * bulk repricing (10 % of 100,000 listings) stores at most this many rows per search, not thousands.
 */
export const MATCHES_PER_SEARCH = 10
/** Rows per multi-row INSERT (2 parameters each; D1 binds at most 100). */
const ROWS_PER_INSERT = 49

export interface ListingEvent {
  id: number
  kind: 'new' | 'drop'
  listing: Listing
  /** A drop's unit type at its new price: what a search's bedroom and price filters are asked of. */
  unit?: { bedrooms: number | null; priceAed: number }
}

interface EventRow {
  id: number
  kind: 'new' | 'drop'
  bedrooms: number | null
  price_after: number
  project_id: number
  area: string
  development: string
  type: string
  market: string
  price_aed: number
  lat: number | null
  lng: number | null
  units: string
}

export async function latestEventId(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM listing_events').first<{ id: number }>())?.id ?? 0
}

/** Events after `from` up to `to` with their projects as they are now (a deleted project's events are skipped). */
export async function readEvents(db: D1Database, from: number, to: number, limit = EVENTS_PER_RUN): Promise<ListingEvent[]> {
  const rows = await db
    .prepare(
      `SELECT e.id, e.kind, e.bedrooms, e.price_after, e.project_id, p.area, p.development, p.type, p.market, p.price_aed, p.lat, p.lng,
              (SELECT json_group_array(json_array(u.bedrooms, u.price_aed)) FROM unit_types u WHERE u.project_id = p.id) AS units
       FROM listing_events e JOIN projects p ON p.id = e.project_id
       WHERE e.id > ? AND e.id <= ? ORDER BY e.id LIMIT ?`,
    )
    .bind(from, to, limit)
    .all<EventRow>()
  return (rows.results ?? []).map((row) => ({
    id: row.id,
    kind: row.kind,
    ...(row.kind === 'drop' ? { unit: { bedrooms: row.bedrooms, priceAed: row.price_after } } : {}),
    listing: {
      id: row.project_id,
      area: row.area,
      development: row.development,
      type: row.type,
      market: row.market,
      priceAed: row.price_aed,
      lat: row.lat,
      lng: row.lng,
      units: (JSON.parse(row.units) as [number | null, number][]).map(([bedrooms, priceAed]) => ({ bedrooms, priceAed })),
    },
  }))
}

/** For each distinct full-text location among `searches`: the changed projects it finds (one FTS query each). */
async function textMatches(db: D1Database, searches: SavedSearch[], projectIds: number[]): Promise<Map<string, Set<number>>> {
  const texts = new Set(searches.flatMap((s) => (s.criteria.location?.kind === 'text' ? [s.criteria.location.match] : [])))
  const found = new Map<string, Set<number>>()
  if (texts.size === 0 || projectIds.length === 0) return found
  const ids = JSON.stringify([...new Set(projectIds)])
  for (const text of texts) {
    const rows = await db
      .prepare('SELECT rowid AS id FROM search_projects WHERE search_projects MATCH ? AND rowid IN (SELECT value FROM json_each(?))')
      .bind(text, ids)
      .all<{ id: number }>()
      .catch(() => ({ results: [] as { id: number }[] }))
    found.set(text, new Set((rows.results ?? []).map((row) => row.id)))
  }
  return found
}

/**
 * The matches of `events` (in id order) for `searches`: a search sees only events after its own
 * cursor; a search matches new listings and price drops, a favourites subscription only price drops.
 */
export function matchEvents(
  searches: Iterable<{ id: string; cursor: number; criteria: Criteria }>,
  events: ListingEvent[],
  texts: Map<string, Set<number>> = new Map(),
): Array<[searchId: string, eventId: number]> {
  const index = new CriteriaIndex(searches)
  const found: Array<[string, number]> = []
  const counts = new Map<string, number>()
  for (const event of events) {
    // A drop is news for a search when the unit type that dropped answers it (2 BR, now in range).
    const listing = event.unit ? { ...event.listing, units: [event.unit] } : event.listing
    for (const list of index.candidates(event.listing, event.kind)) {
      for (const search of list) {
        if (search.cursor >= event.id) continue
        const location = search.criteria.location
        if (!matches(search.criteria, listing, location?.kind === 'text' ? texts.get(location.match) : undefined)) continue
        const count = counts.get(search.id) ?? 0
        if (count >= MATCHES_PER_SEARCH) continue
        counts.set(search.id, count + 1)
        found.push([search.id, event.id])
      }
    }
  }
  return found
}

/**
 * Matches the events no active search has seen yet, stores the matches, then moves every cursor (in the
 * last batch: a run that fails half-way is run again, and INSERT OR IGNORE stores no match twice).
 * Returns how many events it read and matches it stored.
 */
export async function matchNewEvents(db: D1Database): Promise<{ events: number; matches: number }> {
  const latest = await latestEventId(db)
  const searches = await activeBehind(db, latest)
  if (searches.length === 0) return { events: 0, matches: 0 }
  const from = Math.min(...searches.map((s) => s.cursor))
  const events = await readEvents(db, from, latest)
  // The cursor stops at the last event read (more wait for the next run) or, when none was left, the latest.
  const upTo = events.length === EVENTS_PER_RUN ? (events.at(-1)?.id ?? latest) : latest
  const texts = await textMatches(
    db,
    searches,
    events.map((e) => e.listing.id),
  )
  const found = matchEvents(searches, events, texts)
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < found.length; i += ROWS_PER_INSERT) {
    const chunk = found.slice(i, i + ROWS_PER_INSERT)
    statements.push(
      db.prepare(`INSERT OR IGNORE INTO alert_matches (saved_search_id, event_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`).bind(...chunk.flat()),
    )
  }
  statements.push(db.prepare(`UPDATE saved_searches SET cursor = ? WHERE status = 'active' AND cursor < ?`).bind(upTo, upTo))
  for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100))
  return { events: events.length, matches: found.length }
}

/**
 * Queues one alert email per active search of `frequency` with matches waiting (ids `alert:<search>:<last event>`:
 * queueing twice stores one), and clears the matches it took. Returns how many it queued.
 */
export async function queueAlerts(db: D1Database, frequency: Frequency, now: number): Promise<number> {
  const rows = await db
    .prepare(
      `SELECT m.saved_search_id AS id, json_group_array(m.event_id) AS events, MAX(m.event_id) AS last
       FROM alert_matches m JOIN saved_searches s ON s.id = m.saved_search_id
       WHERE s.status = 'active' AND s.frequency = ? GROUP BY m.saved_search_id`,
    )
    .bind(frequency)
    .all<{ id: string; events: string; last: number }>()
  const statements = (rows.results ?? []).flatMap((row) => [
    queueEmailStatement(
      db,
      { id: `alert:${row.id}:${row.last}`, searchId: row.id, kind: 'alert', events: (JSON.parse(row.events) as number[]).sort((a, b) => a - b) },
      now,
    ),
    db.prepare('DELETE FROM alert_matches WHERE saved_search_id = ? AND event_id <= ?').bind(row.id, row.last),
  ])
  for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100))
  return rows.results?.length ?? 0
}

/** Forgets listing events older than `days` that every search has seen (the history is for matching, not for keeping). */
export async function pruneEvents(db: D1Database, now: number, days = 30): Promise<void> {
  await db
    .prepare(
      `DELETE FROM listing_events WHERE at < ? AND id <= (SELECT COALESCE(MIN(cursor), (SELECT MAX(id) FROM listing_events)) FROM saved_searches WHERE status = 'active')`,
    )
    .bind(Math.floor(now / 1000) - days * 86400)
    .run()
}
