// Saved searches in D1 (migrations/0018_saved_searches.sql): created pending, activated by the
// signed confirmation link, unsubscribed by one click. The email address is kept only here and in the
// lead the CRM receives; it is never logged.
import type { LocaleCode } from '../../lib/i18n/locales'
import type { Currency } from '../../lib/money'
import type { Criteria } from './criteria'

export type Frequency = 'instant' | 'daily'
export type SubscriptionKind = 'search' | 'favourites'
export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed'

export interface SavedSearch {
  id: string
  kind: SubscriptionKind
  email: string
  name: string
  locale: LocaleCode
  currency: Currency
  query: string
  criteria: Criteria
  frequency: Frequency
  status: SubscriptionStatus
  cursor: number
  createdAt: number
  confirmedAt: number | null
}

/** Where a subscription's results are on the site: the saved catalogue search, or the favourites it follows as a shared list. */
export const searchPath = (search: Pick<SavedSearch, 'kind' | 'query' | 'criteria'>): string =>
  search.kind === 'favourites' ? `/favourites?ids=${(search.criteria.projectIds ?? []).join(',')}` : `/catalog${search.query}`

/** A row as D1 returns it: the criteria as JSON, the times in snake_case. */
type Row = Omit<SavedSearch, 'criteria' | 'createdAt' | 'confirmedAt'> & { criteria: string; created_at: number; confirmed_at: number | null }

const COLUMNS = 'id, kind, email, name, locale, currency, query, criteria, frequency, status, cursor, created_at, confirmed_at'

const fromRow = (row: Row): SavedSearch => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  name: row.name,
  locale: row.locale,
  currency: row.currency,
  query: row.query,
  criteria: JSON.parse(row.criteria) as Criteria,
  frequency: row.frequency,
  status: row.status,
  cursor: row.cursor,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
})

/** What the form gives: the rest (id, status, cursor, times) is set when it is stored. */
export type NewSavedSearch = Pick<SavedSearch, 'kind' | 'email' | 'name' | 'locale' | 'currency' | 'query' | 'criteria' | 'frequency'>

/** Stores a pending saved search (consent given now) and returns it. */
export async function createSavedSearch(db: D1Database, input: NewSavedSearch, now: number): Promise<SavedSearch> {
  const id = crypto.randomUUID()
  await db
    .prepare(
      `INSERT INTO saved_searches (id, kind, email, name, locale, currency, query, criteria, frequency, status, cursor, created_at, consent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    )
    .bind(id, input.kind, input.email, input.name, input.locale, input.currency, input.query, JSON.stringify(input.criteria), input.frequency, now, now)
    .run()
  return { ...input, id, status: 'pending', cursor: 0, createdAt: now, confirmedAt: null }
}

export async function findSavedSearch(db: D1Database, id: string): Promise<SavedSearch | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM saved_searches WHERE id = ?`).bind(id).first<Row>()
  return row ? fromRow(row) : null
}

/**
 * Activates a pending search: from now on it is matched against listing events after the newest one
 * (what already happened is not news). True when this call activated it; a second click changes nothing.
 */
export async function confirmSavedSearch(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE saved_searches SET status = 'active', confirmed_at = ?, cursor = (SELECT COALESCE(MAX(id), 0) FROM listing_events)
       WHERE id = ? AND status = 'pending'`,
    )
    .bind(now, id)
    .run()
  return result.meta.changes === 1
}

/** Stops every email of the search (and drops what was waiting to be sent). True when it was on. */
export async function unsubscribeSavedSearch(db: D1Database, id: string, now: number): Promise<boolean> {
  const [result] = await db.batch([
    db.prepare(`UPDATE saved_searches SET status = 'unsubscribed', unsubscribed_at = ? WHERE id = ? AND status != 'unsubscribed'`).bind(now, id),
    db.prepare('DELETE FROM alert_matches WHERE saved_search_id = ?').bind(id),
    db.prepare(`UPDATE alert_emails SET status = 'dead', last_error = 'unsubscribed' WHERE saved_search_id = ? AND status = 'pending'`).bind(id),
  ])
  return (result?.meta.changes ?? 0) === 1
}

/** Changes how often an active search is mailed. */
export async function setFrequency(db: D1Database, id: string, frequency: Frequency): Promise<void> {
  await db.prepare(`UPDATE saved_searches SET frequency = ? WHERE id = ? AND status = 'active'`).bind(frequency, id).run()
}

/** Pending searches created from one address in the last hour (a cap on confirmation emails to one inbox). */
export async function recentPendingCount(db: D1Database, email: string, now: number): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM saved_searches WHERE email = ? AND status = 'pending' AND created_at > ?`)
    .bind(email, now - 3600_000)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** Every active search whose cursor is before `eventId`. */
export async function activeBehind(db: D1Database, eventId: number): Promise<SavedSearch[]> {
  const rows = await db.prepare(`SELECT ${COLUMNS} FROM saved_searches WHERE status = 'active' AND cursor < ?`).bind(eventId).all<Row>()
  return (rows.results ?? []).map(fromRow)
}
