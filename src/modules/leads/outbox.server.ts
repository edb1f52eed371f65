// The lead outbox in D1 (migrations/0004_leads.sql): storing a lead is the commit point of a form
// submission; delivery claims a row with a lease so that two deliveries (the request's own and the
// cron sweep, or two duplicate posts) never send the same lead at once. Never KV: it is eventually
// consistent, and a lead must not be lost or doubled.
import { log } from '../../lib/log.server'
import type { Lead } from './lead.server'

export const LEAD_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** A claimed row: what a delivery needs. `lease_until` is also the claim's identity (see settleLead). */
export interface ClaimedLead {
  lead_id: string
  body: string
  query: string
  attempts: number
  lease_until: number
}

/** A row as ops see it (GET /api/ops/leads). */
export interface OutboxRow {
  lead_id: string
  source: string
  status: LeadStatus
  attempts: number
  next_attempt_at: number
  last_status: number | null
  last_error: string | null
  created_at: number
  updated_at: number
  sent_at: number | null
  body: string
  query: string
}

/** D1 binds at most 100 parameters per statement; statements naming many ids take them in chunks of this many. */
const IDS_PER_STATEMENT = 98

/** Inserts the lead unless its lead_id is already stored. True when this call stored it. */
export async function storeLead(db: D1Database, lead: Lead, query: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO leads (lead_id, source, body, query, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
    )
    .bind(lead.lead_id, lead.source, JSON.stringify(lead), query, now, now, now)
    .run()
  return result.meta.changes === 1
}

/**
 * Reserves a due lead for one delivery until `now + leaseMs`: pending and due, or sending with an
 * expired lease (a delivery that died mid-way). `now` must be the clock at the moment of the claim,
 * never an earlier time such as a sweep's start, or the lease is partly spent before it is taken.
 * Counts the attempt. Null when another delivery holds it, it is not due, or it is already sent or dead.
 */
export async function claimLead(db: D1Database, leadId: string, now: number, leaseMs: number): Promise<ClaimedLead | null> {
  return db
    .prepare(
      `UPDATE leads SET status = 'sending', lease_until = ?1, attempts = attempts + 1, updated_at = ?2
       WHERE lead_id = ?3 AND ((status = 'pending' AND next_attempt_at <= ?2) OR (status = 'sending' AND lease_until <= ?2))
       RETURNING lead_id, body, query, attempts, lease_until`,
    )
    .bind(now + leaseMs, now, leadId)
    .first<ClaimedLead>()
}

/** Ids of leads due for delivery, oldest due first. */
export async function dueLeads(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT lead_id FROM leads
       WHERE (status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND lease_until <= ?1)
       ORDER BY next_attempt_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<{ lead_id: string }>()
  return results.map((row) => row.lead_id)
}

export type Settlement =
  | { status: 'sent'; httpStatus: number; note?: string }
  | { status: 'pending'; retryAt: number; httpStatus: number | null; error: string }
  | { status: 'dead'; httpStatus: number | null; error: string }

/** The claim a write applies to: the row must still be `sending` under this very lease. */
type Claim = Pick<ClaimedLead, 'lead_id' | 'lease_until'>

/**
 * Records a delivery's outcome, only while the row is still this claim's: `sending` with the lease
 * it took. Each claim sets a later `lease_until` than the one before (it may only replace an expired
 * lease), so a delivery whose lease expired and was claimed again cannot overwrite the newer claim.
 * False when the outcome was discarded for that reason.
 */
export async function settleLead(db: D1Database, claim: Claim, outcome: Settlement, now: number): Promise<boolean> {
  const statement =
    outcome.status === 'sent'
      ? db
          .prepare(
            `UPDATE leads SET status = 'sent', sent_at = ?1, updated_at = ?1, lease_until = NULL, last_status = ?2, last_error = ?3
             WHERE lead_id = ?4 AND status = 'sending' AND lease_until = ?5`,
          )
          .bind(now, outcome.httpStatus, outcome.note?.slice(0, 500) ?? null, claim.lead_id, claim.lease_until)
      : db
          .prepare(
            `UPDATE leads SET status = ?1, next_attempt_at = ?2, updated_at = ?3, lease_until = NULL, last_status = ?4, last_error = ?5
             WHERE lead_id = ?6 AND status = 'sending' AND lease_until = ?7`,
          )
          .bind(
            outcome.status,
            outcome.status === 'pending' ? outcome.retryAt : now,
            now,
            outcome.httpStatus,
            outcome.error.slice(0, 500),
            claim.lead_id,
            claim.lease_until,
          )
  return (await statement.run()).meta.changes === 1
}

/** Gives a claim back without an attempt (nothing was sent): the lead is due again at once, its attempt uncounted. */
export async function releaseLead(db: D1Database, claim: Claim, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE leads SET status = 'pending', attempts = attempts - 1, next_attempt_at = ?1, updated_at = ?1, lease_until = NULL
       WHERE lead_id = ?2 AND status = 'sending' AND lease_until = ?3`,
    )
    .bind(now, claim.lead_id, claim.lease_until)
    .run()
  return result.meta.changes === 1
}

/** Leads for ops, newest first; optionally of one status. */
export async function listLeads(db: D1Database, { status, limit = 50 }: { status?: LeadStatus; limit?: number } = {}): Promise<OutboxRow[]> {
  const columns = 'lead_id, source, status, attempts, next_attempt_at, last_status, last_error, created_at, updated_at, sent_at, body, query'
  const statement = status
    ? db.prepare(`SELECT ${columns} FROM leads WHERE status = ? ORDER BY created_at DESC LIMIT ?`).bind(status, limit)
    : db.prepare(`SELECT ${columns} FROM leads ORDER BY created_at DESC LIMIT ?`).bind(limit)
  return (await statement.all<OutboxRow>()).results
}

/** Counts per status (ops overview). */
export async function countLeads(db: D1Database): Promise<Record<LeadStatus, number>> {
  const { results } = await db.prepare('SELECT status, COUNT(*) AS n FROM leads GROUP BY status').all<{ status: LeadStatus; n: number }>()
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>
  for (const row of results) counts[row.status] = row.n
  return counts
}

/** Leads not yet delivered (pending or sending) and when the oldest of them was stored: the /healthz figures. */
export async function outboxDepth(db: D1Database): Promise<{ pending: number; oldestCreatedAt: number | null }> {
  // Two lookups on the leads_due index (status first): cheap however many delivered leads are kept.
  const row = await db
    .prepare(`SELECT COUNT(*) AS pending, MIN(created_at) AS oldest FROM leads WHERE status IN ('pending', 'sending')`)
    .first<{ pending: number; oldest: number | null }>()
  return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ?? null }
}

/**
 * Puts dead leads back in the queue with a fresh retry budget: the given ids, or every dead lead.
 * Returns how many. Many ids go in chunks (D1's 100-parameter limit), all in one batch: one
 * transaction, so a failure re-drives none of them.
 */
export async function redriveLeads(db: D1Database, leadIds: string[] | 'all-dead', now: number): Promise<number> {
  const base = `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?, lease_until = NULL WHERE status = 'dead'`
  if (leadIds === 'all-dead') return (await db.prepare(base).bind(now, now).run()).meta.changes
  const ids = [...new Set(leadIds)]
  if (!ids.length) return 0
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + IDS_PER_STATEMENT)
    statements.push(db.prepare(`${base} AND lead_id IN (${chunk.map(() => '?').join(', ')})`).bind(now, now, ...chunk))
  }
  const results = await db.batch(statements)
  return results.reduce((sum, result) => sum + result.meta.changes, 0)
}

/** How long delivered and dead leads stay in the outbox when LEAD_RETENTION_DAYS is unset or invalid. */
export const DEFAULT_RETENTION_DAYS = 90
/** The bounds of LEAD_RETENTION_DAYS: at least a day for ops to see a dead lead, at most the privacy policy's 24 months. */
export const RETENTION_DAYS_RANGE = { min: 1, max: 730 } as const

const DAY_MS = 24 * 60 * 60 * 1000

/** LEAD_RETENTION_DAYS as days: a whole number within RETENTION_DAYS_RANGE, else the default (logged). */
export function retentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_DAYS
  const days = Number(value)
  if (Number.isInteger(days) && days >= RETENTION_DAYS_RANGE.min && days <= RETENTION_DAYS_RANGE.max) return days
  log.warn('LEAD_RETENTION_DAYS is not a whole number of days from 1 to 730', { using: DEFAULT_RETENTION_DAYS })
  return DEFAULT_RETENTION_DAYS
}

/** LEAD_RETENTION_DAYS in milliseconds. */
export const retentionMs = (value: string | undefined): number => retentionDays(value) * DAY_MS

/**
 * Deletes delivered leads (the lead backend holds them) and dead ones (ops had the retention period
 * to re-drive them) once they have been so for `retention` ms; pending and sending leads are never
 * purged: they still need delivery. At most `limit` rows a call. Returns how many of each went.
 *
 * The time is `sent_at` for a delivered lead and `updated_at` for a dead one (when it died, or was
 * last re-driven). `next_attempt_at` is never later than either (a delivery starts at or after it
 * is due; a lead dies at its own `next_attempt_at`), so the `leads_due` index narrows the scan to
 * old rows instead of reading every delivered lead each minute.
 */
export async function purgeLeads(db: D1Database, now: number, retention: number, limit = 500): Promise<{ sent: number; dead: number }> {
  const cutoff = now - retention
  const { results } = await db
    .prepare(
      `DELETE FROM leads WHERE lead_id IN (
         SELECT lead_id FROM leads WHERE status = 'sent' AND next_attempt_at < ?1 AND COALESCE(sent_at, updated_at) < ?1
         UNION ALL
         SELECT lead_id FROM leads WHERE status = 'dead' AND next_attempt_at < ?1 AND updated_at < ?1
         LIMIT ?2)
       RETURNING status`,
    )
    .bind(cutoff, limit)
    .all<{ status: LeadStatus }>()
  return { sent: results.filter((row) => row.status === 'sent').length, dead: results.filter((row) => row.status === 'dead').length }
}
