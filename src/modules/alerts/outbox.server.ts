// The alert email outbox (alert_emails): an email is a row before it is anything else. Its id says what
// it is (`confirm:<search>`, `alert:<search>:<last event>`), so queueing the same email twice stores it
// once; a sender claims a row with a lease, sends, then settles it sent, to be retried (backoff) or dead.
// A crash between the send and the settle leaves the lease to expire and the email is sent again with
// the same Message-ID (at-least-once; the window is one SMTP round trip).

export type EmailKind = 'confirm' | 'alert'

export interface QueuedEmail {
  id: string
  searchId: string
  kind: EmailKind
  events: number[]
  attempts: number
}

/** After this many failed attempts an email is dead (kept, visible, never sent). */
export const MAX_ATTEMPTS = 8
/** How long a claim lasts: longer than the slowest send (EMAIL_TIMEOUT_MS ≤ 60 s). */
export const LEASE_MS = 120_000

/** Minutes before retry `attempts` (1, 2, 4 … capped at 6 hours). */
export const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000

export const queueEmailStatement = (db: D1Database, email: { id: string; searchId: string; kind: EmailKind; events?: number[] }, now: number) =>
  db
    .prepare(
      `INSERT INTO alert_emails (id, saved_search_id, kind, events, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 'pending', 0, ?, ?) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(email.id, email.searchId, email.kind, JSON.stringify(email.events ?? []), now, now)

/** Claims a due email (pending and due, or sending with an expired lease); null when another sender has it or it is not due. */
export async function claimEmail(db: D1Database, id: string, now: number): Promise<QueuedEmail | null> {
  const row = await db
    .prepare(
      `UPDATE alert_emails SET status = 'sending', attempts = attempts + 1, lease_until = ?
       WHERE id = ? AND ((status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until < ?))
       RETURNING id, saved_search_id, kind, events, attempts`,
    )
    .bind(now + LEASE_MS, id, now, now)
    .first<{ id: string; saved_search_id: string; kind: EmailKind; events: string; attempts: number }>()
  return row ? { id: row.id, searchId: row.saved_search_id, kind: row.kind, events: JSON.parse(row.events) as number[], attempts: row.attempts } : null
}

/** Ids of emails due at `now`, oldest first. */
export async function dueEmails(db: D1Database, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .prepare(
      `SELECT id FROM alert_emails WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until < ?)
       ORDER BY next_attempt_at LIMIT ?`,
    )
    .bind(now, now, limit)
    .all<{ id: string }>()
  return (rows.results ?? []).map((row) => row.id)
}

export type Settlement = { status: 'sent' } | { status: 'retry'; error: string } | { status: 'dead'; error: string }

export async function settleEmail(db: D1Database, email: QueuedEmail, outcome: Settlement, now: number): Promise<void> {
  if (outcome.status === 'sent') {
    await db.prepare(`UPDATE alert_emails SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?`).bind(now, email.id).run()
    return
  }
  const dead = outcome.status === 'dead' || email.attempts >= MAX_ATTEMPTS
  await db
    .prepare(`UPDATE alert_emails SET status = ?, next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`)
    .bind(dead ? 'dead' : 'pending', now + retryDelayMs(email.attempts), outcome.error.slice(0, 300), email.id)
    .run()
}
