// Delivery of stored leads to a real local HTTP server playing the lead backend (fake-lead-backend.ts)
// in each state: up, down, slow, 500 then recovering, 400 with a message, 502 without one. Time is
// simulated by passing `now` to the delivery functions; the outbox is the real local D1.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { BAD_RESPONSE, backoffMs, DELIVERY, deliverDueLeads, deliverLead, type LeadEnv } from '../../src/modules/leads/delivery.server'
import type { Lead } from '../../src/modules/leads/lead.server'
import { claimLead, LEASE_MS, purgeDeliveredLeads, RETENTION_MS, storeLead } from '../../src/modules/leads/outbox.server'
import worker from '../../worker'
import { app } from '../../worker/app'
import type { ReceivedLead } from './fake-lead-backend'
import { ORIGIN } from './helpers'

const MINUTE = 60_000
const T0 = Date.UTC(2030, 0, 1)

type Mode = 'up' | 'slow' | '500-then-ok' | 'reject' | 'bad-gateway' | 'switch'

/** A lead backend in `mode` for this test only (its own run id), and what it received. */
function backend(mode: Mode | 'down') {
  const run = crypto.randomUUID()
  const base = mode === 'down' ? `${inject('closedApiUrl')}/x` : `${inject('leadApiUrl')}/${mode}/${run}`
  const leadEnv: LeadEnv = { DB: env.DB, LEAD_API_BASE: base, LEAD_API_TIMEOUT_MS: '200' }
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
    expect(await claimLead(env.DB, id, T0)).not.toBeNull()
    expect(await deliverDueLeads(leadEnv, T0 + LEASE_MS - 1)).toMatchObject({ sent: 0 })
    expect(await deliverDueLeads(leadEnv, T0 + LEASE_MS + 1)).toMatchObject({ sent: 1 })
    expect(await received()).toHaveLength(1)
  })

  it('holds leads when no lead backend is configured: stored, listable, nothing sent', async () => {
    const id = await stored(lead())
    expect(await deliverLead({ DB: env.DB, LEAD_API_BASE: '' }, id, T0)).toBe('held')
    expect(await deliverDueLeads({ DB: env.DB, LEAD_API_BASE: '' }, T0 + MINUTE)).toMatchObject({ sent: 0, retry: 0, dead: 0 })
    expect((await state(id))?.status).toBe('pending')
  })
})

describe('retention', () => {
  it('purges delivered leads after 24 months, never pending or dead ones', async () => {
    const { env: leadEnv } = backend('up')
    const old = await stored(lead(), T0)
    await deliverLead(leadEnv, old, T0)
    const waiting = await stored(lead(), T0)
    const dead = await stored(lead(), T0)
    await env.DB.prepare("UPDATE leads SET status = 'dead' WHERE lead_id = ?").bind(dead).run()
    expect(await purgeDeliveredLeads(env.DB, T0 + RETENTION_MS - 1)).toBe(0)
    expect(await purgeDeliveredLeads(env.DB, T0 + RETENTION_MS + 1)).toBe(1)
    expect(await state(old)).toBeNull()
    expect((await state(waiting))?.status).toBe('pending')
    expect((await state(dead))?.status).toBe('dead')
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
