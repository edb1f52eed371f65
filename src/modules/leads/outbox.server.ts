// The lead outbox in D1 (migrations/0004_leads.sql): storing a lead is the commit point of a form
// submission; delivery claims a row with a lease so that two deliveries (the request's own and the
// cron sweep, or two duplicate posts) never send the same lead at once. Never KV: it is eventually
// consistent, and a lead must not be lost or doubled.
import type { Lead } from './lead.server'

export const LEAD_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** A claimed row: what a delivery needs. */
export interface ClaimedLead {
  lead_id: string
  body: string
  query: string
  attempts: number
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

/** How long a claimed lead is reserved for the delivery that claimed it. Longer than a delivery's time-out. */
export const LEASE_MS = 60_000

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
 * Reserves a due lead for one delivery: pending and due, or sending with an expired lease (a
 * delivery that died mid-way). Counts the attempt. Null when another delivery holds it, it is not
 * due, or it is already sent or dead.
 */
export async function claimLead(db: D1Database, leadId: string, now: number): Promise<ClaimedLead | null> {
  return db
    .prepare(
      `UPDATE leads SET status = 'sending', lease_until = ?1, attempts = attempts + 1, updated_at = ?2
       WHERE lead_id = ?3 AND ((status = 'pending' AND next_attempt_at <= ?2) OR (status = 'sending' AND lease_until <= ?2))
       RETURNING lead_id, body, query, attempts`,
    )
    .bind(now + LEASE_MS, now, leadId)
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

/** Records a delivery's outcome, only while the row is still this delivery's (status `sending`). */
export async function settleLead(db: D1Database, leadId: string, outcome: Settlement, now: number): Promise<void> {
  if (outcome.status === 'sent') {
    await db
      .prepare(
        `UPDATE leads SET status = 'sent', sent_at = ?1, updated_at = ?1, lease_until = NULL, last_status = ?2, last_error = ?3
         WHERE lead_id = ?4 AND status = 'sending'`,
      )
      .bind(now, outcome.httpStatus, outcome.note ?? null, leadId)
      .run()
    return
  }
  await db
    .prepare(
      `UPDATE leads SET status = ?1, next_attempt_at = ?2, updated_at = ?3, lease_until = NULL, last_status = ?4, last_error = ?5
       WHERE lead_id = ?6 AND status = 'sending'`,
    )
    .bind(outcome.status, outcome.status === 'pending' ? outcome.retryAt : now, now, outcome.httpStatus, outcome.error.slice(0, 500), leadId)
    .run()
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

/** Puts dead leads back in the queue with a fresh retry budget: the given ids, or every dead lead. Returns how many. */
export async function redriveLeads(db: D1Database, leadIds: string[] | 'all-dead', now: number): Promise<number> {
  const base = `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?, lease_until = NULL WHERE status = 'dead'`
  if (leadIds === 'all-dead') return (await db.prepare(base).bind(now, now).run()).meta.changes
  if (!leadIds.length) return 0
  const result = await db
    .prepare(`${base} AND lead_id IN (${leadIds.map(() => '?').join(', ')})`)
    .bind(now, now, ...leadIds)
    .run()
  return result.meta.changes
}

/** How long a delivered lead stays in the outbox (privacy policy §7: up to 24 months). */
export const RETENTION_MS = 730 * 24 * 60 * 60 * 1000

/**
 * Deletes delivered leads older than the retention period (the lead backend holds them). Pending
 * and dead leads are never purged: they still need delivery or ops. Returns how many went.
 */
export async function purgeDeliveredLeads(db: D1Database, now: number, limit = 500): Promise<number> {
  const result = await db
    .prepare(`DELETE FROM leads WHERE lead_id IN (SELECT lead_id FROM leads WHERE status = 'sent' AND created_at < ? ORDER BY created_at LIMIT ?)`)
    .bind(now - RETENTION_MS, limit)
    .run()
  return result.meta.changes
}
