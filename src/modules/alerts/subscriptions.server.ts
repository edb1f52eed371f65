// Saved searches in D1 (migrations/0018_saved_searches.sql): created pending, activated by the
// signed confirmation link, unsubscribed by one click. The email address is kept only here and in the
// lead the CRM receives; it is never logged.
import type { LocaleCode } from '../../lib/i18n/locales'
import type { Currency } from '../../lib/money'
import type { Criteria } from './criteria'
import { mailboxKey } from './mailbox'

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

/** How many confirmation emails may go out in an hour: to one mailbox, and from the whole site. */
export interface PendingCaps {
  perMailbox: number
  perSite: number
}

/**
 * Stores a pending saved search (consent given now) and returns it, unless its mailbox already has
 * `caps.perMailbox` pending searches from the last hour, or the site `caps.perSite`: then nothing is
 * stored and the answer says which cap. One statement, so requests racing each other cannot all pass
 * the count (D1 runs each statement alone).
 */
export async function createSavedSearch(
  db: D1Database,
  input: NewSavedSearch,
  now: number,
  caps: PendingCaps,
): Promise<{ search: SavedSearch } | { refused: 'mailbox' | 'site' }> {
  const id = crypto.randomUUID()
  const key = mailboxKey(input.email)
  const since = now - 3600_000
  const result = await db
    .prepare(
      `INSERT INTO saved_searches (id, kind, email, email_key, name, locale, currency, query, criteria, frequency, status, cursor, created_at, consent_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?
       WHERE (SELECT COUNT(*) FROM saved_searches WHERE email_key = ? AND status = 'pending' AND created_at > ?) < ?
         AND (SELECT COUNT(*) FROM saved_searches WHERE status = 'pending' AND created_at > ?) < ?`,
    )
    .bind(
      id,
      input.kind,
      input.email,
      key,
      input.name,
      input.locale,
      input.currency,
      input.query,
      JSON.stringify(input.criteria),
      input.frequency,
      now,
      now,
      key,
      since,
      caps.perMailbox,
      since,
      caps.perSite,
    )
    .run()
  if (result.meta.changes === 1) return { search: { ...input, id, status: 'pending', cursor: 0, createdAt: now, confirmedAt: null } }
  const mine = await db
    .prepare(`SELECT COUNT(*) AS n FROM saved_searches WHERE email_key = ? AND status = 'pending' AND created_at > ?`)
    .bind(key, since)
    .first<{ n: number }>()
  return { refused: (mine?.n ?? 0) >= caps.perMailbox ? 'mailbox' : 'site' }
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

/** Every active search whose cursor is before `eventId`. */
export async function activeBehind(db: D1Database, eventId: number): Promise<SavedSearch[]> {
  const rows = await db.prepare(`SELECT ${COLUMNS} FROM saved_searches WHERE status = 'active' AND cursor < ?`).bind(eventId).all<Row>()
  return (rows.results ?? []).map(fromRow)
}

/** How long an unsubscribed search is kept (a mistaken click can be undone by saving again; then it goes). */
export const UNSUBSCRIBED_KEPT_MS = 30 * 24 * 3600_000

/**
 * Forgets searches nobody will use, with their queued emails: pending ones whose confirmation link has
 * expired (an address typed by someone else stays no longer than that), and ones unsubscribed
 * `UNSUBSCRIBED_KEPT_MS` ago. Returns how many went.
 */
export async function forgetStaleSearches(db: D1Database, now: number, confirmTtlMs: number): Promise<number> {
  const stale = `SELECT id FROM saved_searches WHERE (status = 'pending' AND created_at < ?1) OR (status = 'unsubscribed' AND unsubscribed_at < ?2)`
  const bounds = [now - confirmTtlMs, now - UNSUBSCRIBED_KEPT_MS]
  const [, , searches] = await db.batch([
    db.prepare(`DELETE FROM alert_emails WHERE saved_search_id IN (${stale})`).bind(...bounds),
    db.prepare(`DELETE FROM alert_matches WHERE saved_search_id IN (${stale})`).bind(...bounds),
    db.prepare(`DELETE FROM saved_searches WHERE id IN (${stale})`).bind(...bounds),
  ])
  return searches?.meta.changes ?? 0
}
