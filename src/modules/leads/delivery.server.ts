// Delivery of stored leads to the lead backend: POST {LEAD_API_BASE}/leads/inbound?{context} with
// the lead as JSON. Run right after the response (waitUntil) and by the cron sweep for anything
// still due. A lead is delivered only when the backend acknowledges it (acknowledgement() below) or
// answers 409; 408/425/429/5xx, time-outs, network failures and 2xx answers that are no
// acknowledgement are retried with exponential backoff; other 4xx answers are final (the lead is
// dead-lettered), as is running out of attempts. `lead_id` is in the body and the Idempotency-Key
// header, so a backend can drop a repeat if a delivery dies between its POST and recording the answer.
// Privacy: the backend's error text can echo the lead (emails, phones), so it is stored only
// redacted (redactError) and never logged; logs carry the lead id, the status and a fixed class.

import { log } from '../../lib/log.server'
import { leadBackendUrl } from './backend.server'
import { type ClaimedLead, claimLead, dueLeads, purgeLeads, releaseLead, retentionMs, type Settlement, settleLead } from './outbox.server'

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
  /**
   * A sweep claims a lead only if that claim's whole lease ends within this long of the sweep's
   * start: every send of a sweep is over before the next minute's sweep begins. What it leaves is
   * still due, and the next sweep takes it.
   */
  sweepBudgetMs: 50_000,
} as const

/** Spec section 8: the error of a lead call answered 400–599 without a `message`. */
export const BAD_RESPONSE = 'Bad response from server'

/** Statuses worth retrying: the backend may accept the same lead later. */
const RETRYABLE = new Set([408, 425, 429])

/** Most of an answer read: an acknowledgement or an error is small. */
const MAX_ANSWER_BYTES = 64 * 1024

export type LeadEnv = Pick<Env, 'DB' | 'LEAD_API_BASE'> & { LEAD_API_TIMEOUT_MS?: string; LEAD_RETENTION_DAYS?: string }

export type DeliveryResult = 'sent' | 'retry' | 'dead' | 'held' | 'skipped'

/** What a sweep did: each lead's result, and `deferred` for the due leads it left to the next sweep (its budget). */
export type SweepCounts = Record<DeliveryResult | 'deferred', number>

/** The fixed classes of a failed attempt: what logs say instead of the backend's text. */
export type FailureClass = 'timeout' | 'unreachable' | 'not_acknowledged' | 'throttled' | 'server_error' | 'rejected' | 'bad_config'

/** Milliseconds before attempt `attempts + 1`. */
export function backoffMs(attempts: number): number {
  return Math.min(DELIVERY.maxDelayMs, DELIVERY.baseDelayMs * 2 ** Math.max(0, attempts - 1))
}

/** LEAD_API_TIMEOUT_MS, else the default. */
function deliveryTimeoutMs(env: Pick<LeadEnv, 'LEAD_API_TIMEOUT_MS'>): number {
  const value = Number(env.LEAD_API_TIMEOUT_MS)
  return value > 0 ? value : DELIVERY.timeoutMs
}

/**
 * How long a claim reserves its lead: the time-out plus a margin as long again (at least 1 s). The
 * POST is abandoned at the time-out, and in any case half the margin before the lease ends
 * (sendClaimed), so a send is never open after its lease: a lead whose lease has expired is not
 * being sent, and another delivery may take it. The rest of the margin is for recording the outcome.
 */
export function leaseMs(timeoutMs: number): number {
  return timeoutMs + Math.max(timeoutMs, 1000)
}

/** `{base}/leads/inbound?{query}`, or null when the base is not an http(s) URL. */
function inboundUrl(base: string, query: string): string | null {
  const url = leadBackendUrl(base, '/leads/inbound')
  if (!url) return null
  url.search = query
  return url.toString()
}

/**
 * The backend's error text made fit to store: CRMs echo the offending value ("phone +9715… already
 * exists", "email x@y is invalid"), so emails, URLs, quoted values and phone-like digit runs (six
 * digits or more, with their separators) are masked. Names in plain text cannot be told from other
 * words and stay; the row holds the lead itself anyway, and both go with the retention purge.
 */
export function redactError(text: string): string {
  return text
    .slice(0, 2000)
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
    .replace(/[^\s@"'<>()[\]{},;:]+(?:@|%40)[^\s@"'<>()[\]{},;:]+/gi, '[email]')
    .replace(/"[^"]*"|“[^”]*”|«[^»]*»|‘[^’]*’/g, '"[value]"')
    .replace(/(^|[\s(:=])'[^'\n]*'(?=$|[\s).,;:!?])/g, "$1'[value]'")
    .replace(/\+?\(?\d[\d\s()./-]*\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '[number]' : run))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
}

/** An answer's body as text, at most MAX_ANSWER_BYTES (`truncated` beyond that; the rest is not read). */
async function readAnswer(response: Response): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { text: text + decoder.decode(), truncated: false }
    size += value.byteLength
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => {})
      return { text, truncated: true }
    }
    text += decoder.decode(value, { stream: true })
  }
}

/** The backend's `message` (string) from an error body, redacted; else the spec's default. */
export function errorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as unknown
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined
    if (typeof message === 'string' && message.trim()) return redactError(message) || BAD_RESPONSE
  } catch {}
  return BAD_RESPONSE
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `application/json`, `application/problem+json`…: the media type without parameters. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/

/**
 * Whether a 2xx answer acknowledges lead `leadId`: its content type is JSON, its body parses to an
 * object, and that object contradicts nothing: a `lead_id`/`leadId` (top level or in `data`), when
 * given, is ours, and an `ok` or `success` field, when given, is `true`. Null when it does; else why
 * not, in our own words (never the backend's text). An empty body is no acknowledgement: the spec
 * reads the answer as JSON, and a proxy or a half-configured backend can answer 200 with nothing.
 */
export function acknowledgement(contentType: string | null, answer: { text: string; truncated: boolean }, leadId: string): string | null {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    const shown = /^[\w.+-]{1,40}\/[\w.+-]{1,60}$/.test(mediaType) ? mediaType : 'no content type'
    return `the answer is ${shown}, not JSON`
  }
  if (answer.truncated) return `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KB`
  if (!answer.text.trim()) return 'the answer is empty'
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    return 'the answer is not valid JSON'
  }
  if (!isObject(body)) return 'the answer is not a JSON object'
  for (const flag of ['ok', 'success'] as const) if (Object.hasOwn(body, flag) && body[flag] !== true) return `the answer's "${flag}" is not true`
  const scopes = isObject(body.data) ? [body, body.data] : [body]
  for (const scope of scopes)
    for (const key of ['lead_id', 'leadId']) if (Object.hasOwn(scope, key) && scope[key] !== leadId) return `the answer's "${key}" is not this lead's`
  return null
}

/** What one POST came to. */
type Attempt =
  | { ok: true; httpStatus: number; note?: string }
  | { ok: false; httpStatus: number | null; error: string; failure: FailureClass; retryable: boolean }

/** A time-out, as the row records it. */
const noAnswer = (timeoutMs: number): Attempt => ({
  ok: false,
  httpStatus: null,
  error: `No answer within ${timeoutMs} ms`,
  failure: 'timeout',
  retryable: true,
})

/** One POST of a claimed lead and the reading of its answer, all within `timeoutMs`; never throws. */
async function post(url: string, leadId: string, body: string, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // The deadline covers the answer's body too: a backend that sends its headers and then stalls
  // must not keep the POST open past the lease.
  const deadline = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(noAnswer(timeoutMs))
    }, timeoutMs)
  })
  const attempt = async (): Promise<Attempt> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': leadId },
        body,
        signal: controller.signal,
      })
      const answer = await readAnswer(response)
      if (response.ok) {
        const refused = acknowledgement(response.headers.get('content-type'), answer, leadId)
        if (!refused) return { ok: true, httpStatus: response.status }
        return { ok: false, httpStatus: response.status, error: `Not acknowledged: ${refused}`, failure: 'not_acknowledged', retryable: true }
      }
      const error = errorMessage(answer.text)
      // 409: the backend already holds this lead_id (a repeat after a lost answer): it is delivered.
      if (response.status === 409) return { ok: true, httpStatus: 409, note: error }
      const retryable = RETRYABLE.has(response.status) || response.status >= 500
      const failure: FailureClass = response.status === 429 ? 'throttled' : response.status >= 500 ? 'server_error' : 'rejected'
      return { ok: false, httpStatus: response.status, error, failure, retryable }
    } catch (error) {
      if (controller.signal.aborted) return noAnswer(timeoutMs)
      const detail = redactError(error instanceof Error ? error.message : String(error))
      return { ok: false, httpStatus: null, error: `Lead backend unreachable${detail ? `: ${detail}` : ''}`, failure: 'unreachable', retryable: true }
    }
  }
  try {
    return await Promise.race([attempt(), deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** The outbox's clock: now, but never earlier than `notBefore` (tests simulate later times by passing one). */
const clockFrom = (notBefore: number) => () => Math.max(notBefore, Date.now())

/**
 * Delivers one lead if it is due and nobody else holds it. `held` when no lead backend is
 * configured (the lead stays stored and listable), `skipped` when not due or already claimed.
 * `now` is a time the delivery must not run before (a sweep passes its start); the claim, its lease
 * and the outcome are all taken from the clock at the moment they happen.
 */
export async function deliverLead(env: LeadEnv, leadId: string, now = Date.now()): Promise<DeliveryResult> {
  if (!env.LEAD_API_BASE) return 'held'
  const clock = clockFrom(now)
  const timeoutMs = deliveryTimeoutMs(env)
  const claimed = await claimLead(env.DB, leadId, clock(), leaseMs(timeoutMs))
  if (!claimed) return 'skipped'
  return sendClaimed(env, claimed, timeoutMs, clock)
}

/** POSTs a claimed lead and records the outcome under its claim. */
async function sendClaimed(env: LeadEnv, claimed: ClaimedLead, timeoutMs: number, clock: () => number): Promise<DeliveryResult> {
  const base = env.LEAD_API_BASE
  // The POST must be over half a margin before the lease ends (see leaseMs); if claiming took so
  // long that less is left, nothing is sent and the claim is given back, its attempt uncounted.
  const postMs = Math.min(timeoutMs, claimed.lease_until - (leaseMs(timeoutMs) - timeoutMs) / 2 - clock())
  if (postMs <= 0) {
    await releaseLead(env.DB, claimed, clock())
    log.warn('lead delivery', { lead_id: claimed.lead_id, result: 'released', reason: 'the claim took longer than its lease allows' })
    return 'skipped'
  }
  const url = inboundUrl(base, claimed.query)
  const outcome: Attempt = url
    ? await post(url, claimed.lead_id, claimed.body, postMs)
    : { ok: false, httpStatus: null, error: 'LEAD_API_BASE is not an http(s) URL', failure: 'bad_config', retryable: true }
  const settledAt = clock()
  let settlement: Settlement
  if (outcome.ok) settlement = { status: 'sent', httpStatus: outcome.httpStatus, note: outcome.note }
  else if (outcome.retryable && claimed.attempts < DELIVERY.maxAttempts)
    settlement = { status: 'pending', retryAt: settledAt + backoffMs(claimed.attempts), httpStatus: outcome.httpStatus, error: outcome.error }
  else settlement = { status: 'dead', httpStatus: outcome.httpStatus, error: outcome.error }
  const recorded = await settleLead(env.DB, claimed, settlement, settledAt)
  const result: DeliveryResult = settlement.status === 'sent' ? 'sent' : settlement.status === 'pending' ? 'retry' : 'dead'
  // The lead id, the status and a fixed class: never names, emails, phones or the backend's text.
  const fields = {
    lead_id: claimed.lead_id,
    result,
    attempt: claimed.attempts,
    http_status: outcome.httpStatus,
    failure: outcome.ok ? undefined : outcome.failure,
  }
  if (result === 'sent') log.info('lead delivery', fields)
  else log.warn('lead delivery', fields)
  if (!recorded) log.warn('lead delivery: outcome not recorded', { lead_id: claimed.lead_id, reason: 'the claim had expired and was taken over' })
  return result
}

/**
 * The cron sweep: delivers what is due (new leads whose first delivery failed, retries, expired
 * claims), `concurrency` at a time. `startedAt` is the sweep's start: a lead is claimed only while
 * its lease would end within DELIVERY.sweepBudgetMs of it; the rest is left, due, to the next sweep.
 */
export async function deliverDueLeads(env: LeadEnv, startedAt = Date.now()): Promise<SweepCounts> {
  const counts: SweepCounts = { sent: 0, retry: 0, dead: 0, held: 0, skipped: 0, deferred: 0 }
  if (!env.LEAD_API_BASE) return counts
  const clock = clockFrom(startedAt)
  const lease = leaseMs(deliveryTimeoutMs(env))
  const ids = await dueLeads(env.DB, clock(), DELIVERY.sweepLimit)
  let next = 0
  const worker = async () => {
    while (next < ids.length) {
      if (clock() + lease > startedAt + DELIVERY.sweepBudgetMs) break
      const id = ids[next++] as string
      counts[await deliverLead(env, id, startedAt)]++
    }
  }
  await Promise.all(Array.from({ length: DELIVERY.concurrency }, worker))
  counts.deferred = ids.length - next
  return counts
}

/** The cron job (worker/scheduled.ts): the sweep, then the retention purge of delivered and dead leads. */
export const leadDeliveryJob = {
  name: 'lead-delivery',
  run: async (env: Env): Promise<void> => {
    const leadEnv: LeadEnv = env
    const counts = await deliverDueLeads(leadEnv)
    if (counts.sent + counts.retry + counts.dead + counts.deferred) log.info('lead sweep', { ...counts })
    const purged = await purgeLeads(env.DB, Date.now(), retentionMs(leadEnv.LEAD_RETENTION_DAYS))
    if (purged.sent + purged.dead) log.info('lead retention: purged', { ...purged })
  },
}
