// Delivery of stored leads to the lead backend: POST {LEAD_API_BASE}/leads/inbound?{context} with
// the lead as JSON. Run right after the response (waitUntil) and by the cron sweep for anything
// still due. Retries 408/425/429/5xx, time-outs and network failures with exponential backoff;
// other 4xx answers are final (the lead is dead-lettered with the backend's message), as is running
// out of attempts. `lead_id` is in the body and the Idempotency-Key header, so a backend can drop a
// repeat if a delivery dies between its POST and recording the answer.
import { leadBackendUrl } from './backend.server'
import { claimLead, dueLeads, purgeDeliveredLeads, type Settlement, settleLead } from './outbox.server'

export const DELIVERY = {
  /** Attempts before a lead is dead-lettered: with the backoff below, about 3.5 hours of trying. */
  maxAttempts: 12,
  /** First retry after 30 s, doubling, at most 30 minutes apart. */
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  /** A delivery waits this long for the backend (LEAD_API_TIMEOUT_MS overrides). */
  timeoutMs: 10_000,
  /** Leads one cron sweep delivers at most, and how many at once. */
  sweepLimit: 50,
  concurrency: 4,
} as const

/** Spec section 8: the error of a lead call answered 400–599 without a `message`. */
export const BAD_RESPONSE = 'Bad response from server'

/** Statuses worth retrying: the backend may accept the same lead later. */
const RETRYABLE = new Set([408, 425, 429])

export type LeadEnv = Pick<Env, 'DB' | 'LEAD_API_BASE'> & { LEAD_API_TIMEOUT_MS?: string }

export type DeliveryResult = 'sent' | 'retry' | 'dead' | 'held' | 'skipped'

/** Milliseconds before attempt `attempts + 1`. */
export function backoffMs(attempts: number): number {
  return Math.min(DELIVERY.maxDelayMs, DELIVERY.baseDelayMs * 2 ** Math.max(0, attempts - 1))
}

/** `{base}/leads/inbound?{query}`, or null when the base is not an http(s) URL. */
export function inboundUrl(base: string, query: string): string | null {
  const url = leadBackendUrl(base, '/leads/inbound')
  if (!url) return null
  url.search = query
  return url.toString()
}

/** The backend's `message` (string, bounded) from an error body, else the spec's default. */
export async function errorMessage(response: Response): Promise<string> {
  try {
    const text = (await response.text()).slice(0, 64 * 1024)
    const body = JSON.parse(text) as unknown
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300)
  } catch {}
  return BAD_RESPONSE
}

/** What one POST came to. */
type Attempt = { ok: true; httpStatus: number; note?: string } | { ok: false; httpStatus: number | null; error: string; retryable: boolean }

/** One POST of a claimed lead; never throws. */
async function post(url: string, leadId: string, body: string, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': leadId },
      body,
      signal: controller.signal,
    })
    if (response.ok) {
      await response.body?.cancel()
      return { ok: true, httpStatus: response.status }
    }
    const error = await errorMessage(response)
    // 409: the backend already holds this lead_id (a repeat after a lost answer): it is delivered.
    if (response.status === 409) return { ok: true, httpStatus: 409, note: error }
    return { ok: false, httpStatus: response.status, error, retryable: RETRYABLE.has(response.status) || response.status >= 500 }
  } catch (error) {
    const timedOut = controller.signal.aborted
    const reason = timedOut ? `No answer within ${timeoutMs} ms` : `Lead backend unreachable: ${error instanceof Error ? error.message : String(error)}`
    return { ok: false, httpStatus: null, error: reason, retryable: true }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Delivers one lead if it is due and nobody else holds it. `held` when no lead backend is
 * configured (the lead stays stored and listable), `skipped` when not due or already claimed.
 */
export async function deliverLead(env: LeadEnv, leadId: string, now = Date.now()): Promise<DeliveryResult> {
  if (!env.LEAD_API_BASE) return 'held'
  const claimed = await claimLead(env.DB, leadId, now)
  if (!claimed) return 'skipped'
  const url = inboundUrl(env.LEAD_API_BASE, claimed.query)
  const timeoutMs = Number(env.LEAD_API_TIMEOUT_MS) > 0 ? Number(env.LEAD_API_TIMEOUT_MS) : DELIVERY.timeoutMs
  const outcome: Attempt = url
    ? await post(url, claimed.lead_id, claimed.body, timeoutMs)
    : { ok: false, httpStatus: null, error: 'LEAD_API_BASE is not an http(s) URL', retryable: true }
  const settledAt = Math.max(now, Date.now())
  let settlement: Settlement
  if (outcome.ok) settlement = { status: 'sent', httpStatus: outcome.httpStatus, note: outcome.note }
  else if (outcome.retryable && claimed.attempts < DELIVERY.maxAttempts)
    settlement = { status: 'pending', retryAt: settledAt + backoffMs(claimed.attempts), httpStatus: outcome.httpStatus, error: outcome.error }
  else settlement = { status: 'dead', httpStatus: outcome.httpStatus, error: outcome.error }
  await settleLead(env.DB, claimed.lead_id, settlement, settledAt)
  const result: DeliveryResult = settlement.status === 'sent' ? 'sent' : settlement.status === 'pending' ? 'retry' : 'dead'
  // Ids and outcomes only: no names, emails or phones in logs.
  const log = result === 'sent' ? console.log : console.warn
  log('lead delivery', claimed.lead_id, result, `attempt ${claimed.attempts}`, outcome.httpStatus ?? '', outcome.ok ? '' : outcome.error)
  return result
}

/** The cron sweep: delivers what is due (new leads whose first delivery failed, retries, expired claims). */
export async function deliverDueLeads(env: LeadEnv, now = Date.now()): Promise<Record<DeliveryResult, number>> {
  const counts: Record<DeliveryResult, number> = { sent: 0, retry: 0, dead: 0, held: 0, skipped: 0 }
  if (!env.LEAD_API_BASE) return counts
  const ids = await dueLeads(env.DB, now, DELIVERY.sweepLimit)
  let next = 0
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string
      counts[await deliverLead(env, id, now)]++
    }
  }
  await Promise.all(Array.from({ length: DELIVERY.concurrency }, worker))
  return counts
}

/** The cron job (worker/scheduled.ts): the sweep, then the retention purge of old delivered leads. */
export const leadDeliveryJob = {
  name: 'lead-delivery',
  run: async (env: Env): Promise<void> => {
    const counts = await deliverDueLeads(env)
    if (counts.sent + counts.retry + counts.dead) console.log('lead sweep', JSON.stringify(counts))
    const purged = await purgeDeliveredLeads(env.DB, Date.now())
    if (purged) console.log('lead retention: purged delivered leads', purged)
  },
}
