// Delivery of stored leads to a real local HTTP server playing the lead backend (fake-lead-backend.ts)
// in each state: up, down, slow, 500 then recovering, 400 with a message, 502 without one, answers
// that are no acknowledgement, 409. Most tests simulate time by passing a later `now` to the
// delivery functions; the overlapping-sweep tests run in real time. The outbox is the real local D1.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { BAD_RESPONSE, backoffMs, DELIVERY, deliverDueLeads, deliverLead, type LeadEnv, leaseMs } from '../../src/modules/leads/delivery.server'
import type { Lead } from '../../src/modules/leads/lead.server'
import { claimLead, DEFAULT_RETENTION_DAYS, purgeLeads, releaseLead, retentionMs, settleLead, storeLead } from '../../src/modules/leads/outbox.server'
import worker from '../../worker'
import { app } from '../../worker/app'
import type { ReceivedLead } from './fake-lead-backend'
import { ORIGIN } from './helpers'

const MINUTE = 60_000
const T0 = Date.UTC(2030, 0, 1)

type Mode =
  | 'up'
  | 'slow'
  | '500-then-ok'
  | 'reject'
  | 'bad-gateway'
  | 'switch'
  | 'html'
  | 'broken-json'
  | 'empty'
  | 'not-ok'
  | 'other-id'
  | 'created'
  | 'conflict'
  | 'echo'
  | 'stall-body'

/** A lead backend in `mode` for this test only (its own run id), and what it received. */
function backend(mode: Mode | 'down', { timeoutMs = 200 }: { timeoutMs?: number } = {}) {
  const run = crypto.randomUUID()
  const base = mode === 'down' ? `${inject('closedApiUrl')}/x` : `${inject('leadApiUrl')}/${mode}/${run}`
  const leadEnv: LeadEnv = { DB: env.DB, LEAD_API_BASE: base, LEAD_API_TIMEOUT_MS: String(timeoutMs) }
  return {
    env: leadEnv,
    received: async (): Promise<ReceivedLead[]> => (await fetch(`${inject('leadApiUrl')}/__leads/${run}`)).json(),
    setUp: async (up: boolean) => void (await fetch(`${inject('leadApiUrl')}/__switch/${run}/${up ? 'up' : 'down'}`, { method: 'POST' })),
  }
}

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    name: 'Amira Saleh',
    email: 'amira@example.com',
    phone: '+971501234567',
    lead_id: crypto.randomUUID(),
    country_iso: 'AE',
    language_iso: 'en',
    source: 'consultation',
    utm_call_queue: false,
    ...overrides,
  }
}

async function stored(item: Lead, at = T0) {
  await storeLead(env.DB, item, 'source_code=example.com&language_iso=en&country_iso=AE&utm_source=google', at)
  return item.lead_id
}

const state = (leadId: string) =>
  env.DB.prepare('SELECT status, attempts, next_attempt_at, last_status, last_error, sent_at FROM leads WHERE lead_id = ?').bind(leadId).first<{
    status: string
    attempts: number
    next_attempt_at: number
    last_status: number | null
    last_error: string | null
    sent_at: number | null
  }>()

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM leads').run()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('delivery to the lead backend', () => {
  it('posts the lead as JSON with the context in the query string, once, and marks it sent', async () => {
    const { env: leadEnv, received } = backend('up')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('sent')
    const calls = await received()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/leads/inbound', idempotencyKey: id, contentType: 'application/json' })
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.query))).toEqual({
      source_code: 'example.com',
      language_iso: 'en',
      country_iso: 'AE',
      utm_source: 'google',
    })
    expect(calls[0]?.body).toMatchObject({ lead_id: id, phone: '+971501234567', source: 'consultation', utm_call_queue: false })
    expect(await state(id)).toMatchObject({ status: 'sent', attempts: 1, last_status: 200 })
    expect(await deliverLead(leadEnv, id, T0 + MINUTE), 'a sent lead is never sent again').toBe('skipped')
    expect(await deliverDueLeads(leadEnv, T0 + 60 * MINUTE)).toMatchObject({ sent: 0 })
    expect(await received()).toHaveLength(1)
  })

  it('keeps the lead and retries with backoff when the backend is down', async () => {
    const { env: leadEnv } = backend('down')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('retry')
    const after = await state(id)
    expect(after).toMatchObject({ status: 'pending', attempts: 1, last_status: null })
    expect(after?.last_error).toMatch(/unreachable/i)
    expect(after?.next_attempt_at).toBe(T0 + backoffMs(1))
    expect(await deliverLead(leadEnv, id, T0 + 1000), 'not due yet').toBe('skipped')
  })

  it('gives up on a slow backend after the time-out and retries later', async () => {
    const { env: leadEnv } = backend('slow')
    const id = await stored(lead())
    const started = Date.now()
    expect(await deliverLead(leadEnv, id, T0)).toBe('retry')
    expect(Date.now() - started).toBeLessThan(3000)
    expect((await state(id))?.last_error).toBe('No answer within 200 ms')
  })

  it('recovers after a 500: the next sweep delivers it, exactly once', async () => {
    const { env: leadEnv, received } = backend('500-then-ok')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('retry')
    expect(await state(id)).toMatchObject({ status: 'pending', last_status: 500, last_error: 'Temporary failure' })
    expect(await deliverDueLeads(leadEnv, T0 + backoffMs(1) + 1)).toMatchObject({ sent: 1 })
    expect(await state(id)).toMatchObject({ status: 'sent', attempts: 2 })
    const calls = await received()
    expect(calls.map((c) => c.body?.lead_id)).toEqual([id, id])
    expect(await deliverDueLeads(leadEnv, T0 + 120 * MINUTE)).toMatchObject({ sent: 0, retry: 0 })
  })

  it('dead-letters a lead the backend rejects (400) with its message, and never retries it', async () => {
    const { env: leadEnv, received } = backend('reject')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('dead')
    expect(await state(id)).toMatchObject({ status: 'dead', last_status: 400, last_error: 'Invalid lead: duplicate phone number' })
    await deliverDueLeads(leadEnv, T0 + 24 * 60 * MINUTE)
    expect(await received()).toHaveLength(1)
  })

  it('records "Bad response from server" when an error answer has no message', async () => {
    const { env: leadEnv } = backend('bad-gateway')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('retry')
    expect(await state(id)).toMatchObject({ last_status: 502, last_error: BAD_RESPONSE })
  })

  it('bounds the retries: dead after the last attempt, and ops can re-drive it', async () => {
    const { env: leadEnv, setUp, received } = backend('switch')
    await setUp(false)
    const id = await stored(lead())
    let now = T0
    for (let i = 0; i < DELIVERY.maxAttempts + 5; i++) {
      await deliverDueLeads(leadEnv, now)
      now += DELIVERY.maxDelayMs + 1
    }
    expect(await state(id)).toMatchObject({ status: 'dead', attempts: DELIVERY.maxAttempts, last_status: 503, last_error: 'Down for maintenance' })
    expect(await received()).toHaveLength(DELIVERY.maxAttempts)

    await setUp(true)
    const ctx = createExecutionContext()
    const redrive = await app.fetch(
      new Request(`${ORIGIN}/api/ops/leads/redrive`, {
        method: 'POST',
        headers: { authorization: 'Bearer ops', 'content-type': 'application/json' },
        body: JSON.stringify({ all_dead: true }),
      }),
      { ...env, ...leadEnv, OPS_TOKEN: 'ops' },
      ctx,
    )
    expect(await redrive.json()).toEqual({ ok: true, redriven: 1 })
    await waitOnExecutionContext(ctx)
    expect((await state(id))?.status).toBe('sent')
  })

  it('loses nothing while the backend is down for an hour, then delivers each lead exactly once', async () => {
    const { env: leadEnv, setUp, received } = backend('switch')
    await setUp(false)
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => stored(lead({ name: `Visitor ${i}` }), T0)))
    for (let minute = 0; minute <= 60; minute++) await deliverDueLeads(leadEnv, T0 + minute * MINUTE)
    for (const id of ids) {
      const row = await state(id)
      expect(row?.status, 'still queued, not dropped or dead').toBe('pending')
      expect(row?.attempts).toBeLessThan(DELIVERY.maxAttempts)
    }
    await setUp(true)
    // The next sweeps after recovery (each lead is due within its current backoff).
    for (let minute = 61; minute <= 61 + 30; minute++) await deliverDueLeads(leadEnv, T0 + minute * MINUTE)
    for (const id of ids) expect((await state(id))?.status).toBe('sent')
    const delivered = (await received()).filter((call) => call.status === 200).map((call) => String(call.body?.lead_id))
    expect(delivered.sort(), 'each lead accepted exactly once').toEqual([...ids].sort())
  })

  it('sends a lead once when deliveries race (request and sweep at the same moment)', async () => {
    const { env: leadEnv, received } = backend('up')
    const id = await stored(lead())
    const results = await Promise.all([deliverLead(leadEnv, id, T0), deliverLead(leadEnv, id, T0), deliverDueLeads(leadEnv, T0), deliverLead(leadEnv, id, T0)])
    expect(results.filter((r) => r === 'sent')).toHaveLength(1)
    expect(await received()).toHaveLength(1)
  })

  it('picks up a lead whose delivery died mid-way (a worker restart) once its lease expires', async () => {
    const { env: leadEnv, received } = backend('up')
    const id = await stored(lead())
    // A delivery claims the lead, then its isolate is gone before it records anything.
    const lease = leaseMs(200)
    expect(await claimLead(env.DB, id, T0, lease)).not.toBeNull()
    expect(await deliverDueLeads(leadEnv, T0 + lease - 1)).toMatchObject({ sent: 0 })
    expect(await deliverDueLeads(leadEnv, T0 + lease + 1)).toMatchObject({ sent: 1 })
    expect(await received()).toHaveLength(1)
    expect(await state(id), 'the attempt that died counts: it may have reached the backend').toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('a delivery whose lease expired and was taken over cannot record over the newer claim', async () => {
    const id = await stored(lead())
    const lease = leaseMs(200)
    const stale = await claimLead(env.DB, id, T0, lease)
    const current = await claimLead(env.DB, id, T0 + lease, lease)
    expect(stale && current).toBeTruthy()
    if (!stale || !current) return
    expect(await settleLead(env.DB, stale, { status: 'sent', httpStatus: 200 }, T0 + lease + 5)).toBe(false)
    expect(await settleLead(env.DB, stale, { status: 'pending', retryAt: T0, httpStatus: null, error: 'x' }, T0 + lease + 5)).toBe(false)
    expect(await releaseLead(env.DB, stale, T0 + lease + 5)).toBe(false)
    expect(await state(id)).toMatchObject({ status: 'sending', attempts: 2 })
    expect(await settleLead(env.DB, current, { status: 'sent', httpStatus: 200 }, T0 + lease + 10)).toBe(true)
    expect(await state(id)).toMatchObject({ status: 'sent', attempts: 2, sent_at: T0 + lease + 10 })
  })

  it('a claim given back unused leaves the lead due at once, its attempt uncounted', async () => {
    const id = await stored(lead())
    const claimed = await claimLead(env.DB, id, T0, leaseMs(200))
    expect(claimed?.attempts).toBe(1)
    if (!claimed) return
    expect(await releaseLead(env.DB, claimed, T0 + 1)).toBe(true)
    expect(await state(id)).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: T0 + 1 })
  })

  it('holds leads when no lead backend is configured: stored, listable, nothing sent', async () => {
    const id = await stored(lead())
    expect(await deliverLead({ DB: env.DB, LEAD_API_BASE: '' }, id, T0)).toBe('held')
    expect(await deliverDueLeads({ DB: env.DB, LEAD_API_BASE: '' }, T0 + MINUTE)).toMatchObject({ sent: 0, retry: 0, dead: 0 })
    expect((await state(id))?.status).toBe('pending')
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// docs/decisions/004-lead-outbox.md, "Acknowledgement": a 2xx is delivery only when it is JSON that
// contradicts nothing; anything else would mark a lead sent that the backend never took.
describe('what counts as delivered', () => {
  it.each([
    ['html', 'Not acknowledged: the answer is text/html, not JSON'],
    ['broken-json', 'Not acknowledged: the answer is not valid JSON'],
    ['empty', 'Not acknowledged: the answer is empty'],
    ['not-ok', 'Not acknowledged: the answer\'s "ok" is not true'],
    ['other-id', 'Not acknowledged: the answer\'s "lead_id" is not this lead\'s'],
  ] as const)('a 200 from mode %s is no delivery: recorded as a failure and sent again later', async (mode, error) => {
    const { env: leadEnv, received } = backend(mode)
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('retry')
    expect(await state(id)).toMatchObject({ status: 'pending', attempts: 1, last_status: 200, last_error: error, sent_at: null })
    expect(await state(id).then((row) => row?.next_attempt_at)).toBe(T0 + backoffMs(1))
    expect(await deliverDueLeads(leadEnv, T0 + backoffMs(1) + 1)).toMatchObject({ sent: 0, retry: 1 })
    expect(await received()).toHaveLength(2)
  })

  it('a 201 with JSON naming this lead is a delivery', async () => {
    const { env: leadEnv } = backend('created')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('sent')
    expect(await state(id)).toMatchObject({ status: 'sent', attempts: 1, last_status: 201, last_error: null, sent_at: T0 })
  })

  it('a 409 means the backend already holds the lead: delivered, and its message kept only redacted', async () => {
    const { env: leadEnv, received } = backend('conflict')
    const id = await stored(lead())
    expect(await deliverLead(leadEnv, id, T0)).toBe('sent')
    expect(await state(id)).toMatchObject({ status: 'sent', last_status: 409, last_error: 'Lead already exists: [email] [number]' })
    await deliverDueLeads(leadEnv, T0 + 60 * MINUTE)
    expect(await received()).toHaveLength(1)
  })

  it('a backend that sends its headers and then stalls is a time-out, and the POST is closed by then', async () => {
    const { env: leadEnv, received } = backend('stall-body')
    const id = await stored(lead())
    const started = Date.now()
    expect(await deliverLead(leadEnv, id, T0)).toBe('retry')
    expect(Date.now() - started).toBeLessThan(3000)
    expect((await state(id))?.last_error).toBe('No answer within 200 ms')
    await sleep(200)
    expect((await received())[0]?.closedAt, 'the connection is closed, not left open past the lease').not.toBeNull()
  })
})

describe('privacy of the backend error text (security finding F13)', () => {
  it("stores the backend's message with the lead's email, phone and quoted name masked, and logs none of it", async () => {
    const { env: leadEnv } = backend('echo')
    const item = lead({ name: 'Amira Saleh', email: 'amira.saleh@example.com', phone: '+971501234567' })
    const id = await stored(item)
    const logged: string[] = []
    for (const method of ['log', 'warn', 'error', 'info', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    expect(await deliverLead(leadEnv, id, T0)).toBe('dead')
    const row = await state(id)
    expect(row).toMatchObject({ status: 'dead', last_status: 400 })
    expect(row?.last_error).toBe('Invalid lead: email [email] or phone [number] ([number]) already exists for "[value]"')
    // One JSON line with the lead id, the outcome and a fixed class (src/lib/log.server.ts).
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'lead delivery', lead_id: id, result: 'dead', attempt: 1, http_status: 400, failure: 'rejected' }),
    )
    for (const secret of ['amira', 'Amira', 'Saleh', '971', '50 123', 'Invalid lead', 'already exists'])
      expect(logged.join('\n'), `logs must not carry "${secret}"`).not.toContain(secret)
  })

  it('logs a time-out and an unreachable backend by class, without the runtime message', async () => {
    const logged: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    const slow = backend('slow')
    const down = backend('down')
    const a = await stored(lead())
    const b = await stored(lead())
    await deliverLead(slow.env, a, T0)
    await deliverLead(down.env, b, T0)
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.map(({ time: _, ...rest }) => rest)).toEqual([
      { level: 'warn', event: 'lead delivery', lead_id: a, result: 'retry', attempt: 1, http_status: null, failure: 'timeout' },
      { level: 'warn', event: 'lead delivery', lead_id: b, result: 'retry', attempt: 1, http_status: null, failure: 'unreachable' },
    ])
  })
})

/** Every POST of each lead: none may overlap another of the same lead, and the row counts each once. */
async function expectSentOneAtATime(ids: string[], calls: ReceivedLead[]) {
  for (const id of ids) {
    const posts = calls.filter((call) => call.body?.lead_id === id)
    expect(
      posts.map((post) => post.concurrent),
      `lead ${id} was never POSTed while another POST of it was open`,
    ).toEqual(posts.map(() => 1))
    expect((await state(id))?.attempts, `lead ${id}: one attempt counted per POST`).toBe(posts.length)
  }
}

// Real time: the backend holds each POST past the delivery's time-out (LEAD_API_TIMEOUT_MS, 1 s here),
// as a slow backend did in the fault test, and sweeps overlap as crons do when one runs long.
describe('overlapping sweeps against a backend slower than the time-out', () => {
  const TIMEOUT = 1000

  it('a sweep late in its minute never leaves a lead it is still sending to the next sweep', { timeout: 30_000 }, async () => {
    const { env: leadEnv, received } = backend('slow', { timeoutMs: TIMEOUT })
    // Due a millisecond apart, so every sweep lists them in the same order.
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => stored(lead(), Date.now() - MINUTE + i)))
    // The sweep started 59.5 s ago (the fault test's sweep of 50 slow leads lasted ≈ 130 s) and is
    // still working through its list; the next minute's sweep starts while its POSTs are open.
    const late = deliverDueLeads(leadEnv, Date.now() - 59_500)
    await sleep(TIMEOUT * 0.6)
    const next = deliverDueLeads(leadEnv)
    await Promise.all([late, next])
    const calls = await received()
    await expectSentOneAtATime(ids, calls)
    for (const id of ids)
      expect(
        calls.filter((call) => call.body?.lead_id === id),
        'sent once, its retry is 30 s away',
      ).toHaveLength(1)
  })

  it('two sweeps a few seconds apart send each lead once, however long the first runs', { timeout: 30_000 }, async () => {
    const { env: leadEnv, received } = backend('slow', { timeoutMs: TIMEOUT })
    // Three rounds of four: the first sweep is still claiming in its third second.
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => stored(lead(), Date.now() - MINUTE + i)))
    const first = deliverDueLeads(leadEnv)
    await sleep(TIMEOUT * 2.5)
    const second = deliverDueLeads(leadEnv)
    await sleep(TIMEOUT)
    const third = deliverDueLeads(leadEnv)
    await Promise.all([first, second, third])
    const calls = await received()
    await expectSentOneAtATime(ids, calls)
    for (const id of ids) expect(calls.filter((call) => call.body?.lead_id === id)).toHaveLength(1)
    for (const id of ids) expect(await state(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: `No answer within ${TIMEOUT} ms` })
  })

  it('a sweep stops claiming when a new claim would outlive its budget, and ends within it', { timeout: 30_000 }, async () => {
    const { env: leadEnv, received } = backend('slow', { timeoutMs: TIMEOUT })
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => stored(lead(), Date.now() - MINUTE + i)))
    const lease = leaseMs(TIMEOUT)
    // A sweep whose budget leaves room for claims in its next 1.5 time-outs only: two rounds of four.
    const startedAt = Date.now() - (DELIVERY.sweepBudgetMs - lease - 1.5 * TIMEOUT)
    const budgetEnd = startedAt + DELIVERY.sweepBudgetMs
    const counts = await deliverDueLeads(leadEnv, startedAt)
    expect(Date.now(), 'the sweep is over within its budget').toBeLessThanOrEqual(budgetEnd)
    const calls = await received()
    for (const call of calls) expect(call.receivedAt + lease, 'no claim whose lease outlives the budget').toBeLessThanOrEqual(budgetEnd + 100)
    expect(counts.deferred, 'what it left is counted').toBeGreaterThan(0)
    expect(counts.retry + counts.deferred).toBe(ids.length)
    const untouched = (await Promise.all(ids.map(state))).filter((row) => row?.attempts === 0 && row.status === 'pending')
    expect(untouched, 'left due, with no attempt counted, for the next sweep').toHaveLength(counts.deferred)
    await expectSentOneAtATime(ids, calls)
  })
})

describe('retention (privacy policy, section 7)', () => {
  const DAY = 24 * 60 * MINUTE

  /** A lead stored `age` ago, then put in `status` `since` ago (sent_at / updated_at, as the pipeline writes them). */
  async function aged(status: 'pending' | 'sending' | 'sent' | 'dead', age: number, since = age) {
    const now = Date.now()
    const id = await stored(lead(), now - age)
    await env.DB.prepare(
      `UPDATE leads SET status = ?1, next_attempt_at = ?2, updated_at = ?2, sent_at = CASE WHEN ?1 = 'sent' THEN ?2 END,
         lease_until = CASE WHEN ?1 = 'sending' THEN ?2 END WHERE lead_id = ?3`,
    )
      .bind(status, now - since, id)
      .run()
    return id
  }

  it('the cron deletes delivered and dead leads LEAD_RETENTION_DAYS after delivery or death, never pending or sending ones', async () => {
    const sentLongAgo = await aged('sent', 31 * DAY)
    const sentRecently = await aged('sent', 40 * DAY, 29 * DAY)
    const deadLongAgo = await aged('dead', 35 * DAY, 31 * DAY)
    // Stored long ago, re-driven and dead again since: its period starts again.
    const deadRecently = await aged('dead', 400 * DAY, 2 * DAY)
    const pending = await aged('pending', 400 * DAY)
    const sending = await aged('sending', 400 * DAY)
    const ctx = createExecutionContext()
    await worker.scheduled?.(createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() }), { ...env, LEAD_RETENTION_DAYS: '30' }, ctx)
    await waitOnExecutionContext(ctx)
    expect(await state(sentLongAgo)).toBeNull()
    expect(await state(deadLongAgo)).toBeNull()
    expect((await state(sentRecently))?.status).toBe('sent')
    expect((await state(deadRecently))?.status).toBe('dead')
    expect((await state(pending))?.status).toBe('pending')
    // Still due for delivery (its claim expired), not purged; with no backend configured it stays put.
    expect((await state(sending))?.status).toBe('sending')
  })

  it('purges in bounded batches and says how many of each went', async () => {
    for (let i = 0; i < 3; i++) await aged('sent', 100 * DAY)
    for (let i = 0; i < 2; i++) await aged('dead', 100 * DAY)
    const first = await purgeLeads(env.DB, Date.now(), retentionMs('90'), 4)
    expect(first.sent + first.dead).toBe(4)
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(1)
    const second = await purgeLeads(env.DB, Date.now(), retentionMs('90'))
    expect({ sent: first.sent + second.sent, dead: first.dead + second.dead }).toEqual({ sent: 3, dead: 2 })
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(0)
  })

  it('keeps them for the configured period (wrangler.toml), which the privacy page states in every language', async () => {
    const days = Number(env.LEAD_RETENTION_DAYS)
    expect(days).toBe(DEFAULT_RETENTION_DAYS)
    const kept = await aged('sent', (days - 1) * DAY)
    const gone = await aged('dead', (days + 1) * DAY)
    await purgeLeads(env.DB, Date.now(), retentionMs(env.LEAD_RETENTION_DAYS))
    expect(await state(kept)).not.toBeNull()
    expect(await state(gone)).toBeNull()
    // The English policy states this period; so must every translation of section 7 (both copies).
    const english = (await (await SELF.fetch(`${ORIGIN}/privacy`)).text()).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ')
    expect(english).toContain(`We delete this copy ${days} days after it has reached our CRM.`)
    expect(english).toContain(`we delete the copy ${days} days after the last attempt to deliver it.`)
    for (const path of ['/ar/privacy', '/de/privacy', '/ru/privacy']) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text()
      const section = html.match(/<h2 id="[^"]*"><a[^>]*>7\.[\s\S]*?(?=<h2 )/)?.[0] ?? ''
      const text = section.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ')
      expect(text.match(new RegExp(`\\b${days}\\b`, 'g'))?.length ?? 0, path).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('ops re-drive', () => {
  it('re-drives 150 dead leads named in one request (D1 binds at most 100 parameters per statement)', async () => {
    const ids = await Promise.all(Array.from({ length: 150 }, () => stored(lead())))
    await env.DB.prepare("UPDATE leads SET status = 'dead', attempts = 12, last_error = 'Bad response from server'").run()
    const response = await SELF.fetch(`${ORIGIN}/api/ops/leads/redrive`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-ops-token', 'content-type': 'application/json' },
      body: JSON.stringify({ lead_ids: ids }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redriven: 150 })
    const { results } = await env.DB.prepare('SELECT status, attempts, COUNT(*) AS n FROM leads GROUP BY status, attempts').all()
    expect(results).toEqual([{ status: 'pending', attempts: 0, n: 150 }])
  })
})

describe('the endpoint and the cron together', () => {
  it('delivers a posted lead after the answer, exactly once under concurrent duplicate posts', async () => {
    const { env: leadEnv, received } = backend('up')
    const configured = { ...env, LEAD_API_BASE: leadEnv.LEAD_API_BASE, LEAD_API_TIMEOUT_MS: '2000' }
    const id = crypto.randomUUID()
    const body = JSON.stringify({ source: 'request-call', name: 'Amira Saleh', email: 'amira@example.com', telephone: '+971501234567', lead_id: id })
    const contexts = Array.from({ length: 4 }, () => createExecutionContext())
    const responses = await Promise.all(
      contexts.map((ctx, i) =>
        app.fetch(
          new Request(`${ORIGIN}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': `192.0.2.${i + 1}` },
            body,
          }),
          configured,
          ctx,
        ),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200])
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)))
    expect(await state(id)).toMatchObject({ status: 'sent' })
    const calls = await received()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toMatchObject({ lead_id: id, source: 'request-call', name: 'Amira Saleh' })
  })

  it('retries from the every-minute cron', async () => {
    const { env: leadEnv, received } = backend('up')
    const id = await stored(lead(), Date.now() - MINUTE)
    const ctx = createExecutionContext()
    await worker.scheduled?.(createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() }), { ...env, ...leadEnv }, ctx)
    await waitOnExecutionContext(ctx)
    expect((await state(id))?.status).toBe('sent')
    expect(await received()).toHaveLength(1)
  })
})
