// GET /healthz: 200 with D1 and KV answering, 503 (JSON, still the figures it could read) when one
// fails; the content sync's age and the lead outbox's depth from the real local D1; never cached,
// no secrets or lead data in the body; every response carries a request id.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/app'
import { ORIGIN } from './helpers'

interface Report {
  ok: boolean
  checks: { d1: string; kv: string }
  content_sync: {
    configured: boolean
    last_sync_at: string | null
    last_sync_age_seconds: number | null
    stalest_sync_age_seconds: number | null
    failing_entities: number
  } | null
  lead_outbox: { pending: number; oldest_pending_age_seconds: number | null } | null
}

const MINUTE = 60_000

const healthz = (init: RequestInit = {}) => SELF.fetch(`${ORIGIN}/healthz`, { redirect: 'manual', ...init })

async function storeLead(id: string, status: string, createdAt: number) {
  await env.DB.prepare(
    `INSERT INTO leads (lead_id, source, body, query, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, 'consultation', '{"name":"Amira Saleh","email":"amira@example.com"}', '', ?, 0, ?, ?, ?)`,
  )
    .bind(id, status, createdAt, createdAt, createdAt)
    .run()
}

afterEach(async () => {
  vi.restoreAllMocks()
  await env.DB.batch([env.DB.prepare('DELETE FROM leads'), env.DB.prepare('DELETE FROM content_sync')])
})

describe('GET /healthz', () => {
  it('answers 200, no-store, with empty figures on a fresh database', async () => {
    const response = await healthz()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const report = (await response.json()) as Report
    expect(report).toMatchObject({ ok: true, checks: { d1: 'ok', kv: 'ok' } })
    expect(report.content_sync).toMatchObject({ last_sync_at: null, last_sync_age_seconds: null, failing_entities: 0 })
    expect(report.lead_outbox).toEqual({ pending: 0, oldest_pending_age_seconds: null })
  })

  it("reports the last content sync's age, the stalest entity's and how many entities failed", async () => {
    const now = Date.now()
    await env.DB.batch([
      env.DB.prepare('INSERT INTO content_sync (entity, synced_at, error) VALUES (?, ?, NULL)').bind('projects', new Date(now - 5 * MINUTE).toISOString()),
      env.DB.prepare('INSERT INTO content_sync (entity, synced_at, error) VALUES (?, ?, ?)').bind(
        'articles',
        new Date(now - 60 * MINUTE).toISOString(),
        'http 503: down',
      ),
      env.DB.prepare('INSERT INTO content_sync (entity, synced_at, error) VALUES (?, NULL, ?)').bind('faqs', 'http 503: down'),
    ])
    const report = (await (await healthz()).json()) as Report
    expect(report.content_sync?.last_sync_at).toBe(new Date(now - 5 * MINUTE).toISOString())
    expect(report.content_sync?.last_sync_age_seconds).toBeGreaterThanOrEqual(300)
    expect(report.content_sync?.last_sync_age_seconds).toBeLessThan(330)
    expect(report.content_sync?.stalest_sync_age_seconds).toBeGreaterThanOrEqual(3600)
    expect(report.content_sync?.stalest_sync_age_seconds).toBeLessThan(3630)
    expect(report.content_sync?.failing_entities).toBe(2)
  })

  it('counts the leads not yet delivered and the age of the oldest, and shows no lead data', async () => {
    const now = Date.now()
    await storeLead(crypto.randomUUID(), 'pending', now - 30 * MINUTE)
    await storeLead(crypto.randomUUID(), 'sending', now - 2 * MINUTE)
    await storeLead(crypto.randomUUID(), 'sent', now - 600 * MINUTE)
    await storeLead(crypto.randomUUID(), 'dead', now - 900 * MINUTE)
    const response = await healthz()
    const text = await response.text()
    const report = JSON.parse(text) as Report
    expect(report.lead_outbox?.pending).toBe(2)
    expect(report.lead_outbox?.oldest_pending_age_seconds).toBeGreaterThanOrEqual(1800)
    expect(report.lead_outbox?.oldest_pending_age_seconds).toBeLessThan(1830)
    for (const secret of ['Amira', 'amira@', 'consultation', 'test-ops-token']) expect(text).not.toContain(secret)
  })

  it('carries a request id: cf-ray when the edge sent one, else a fresh UUID', async () => {
    const ray = '8f1e2d3c4b5a6978-DXB'
    expect((await healthz({ headers: { 'cf-ray': ray } })).headers.get('x-request-id')).toBe(ray)
    const a = (await healthz()).headers.get('x-request-id')
    const b = (await healthz()).headers.get('x-request-id')
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(b).toMatch(/^[0-9a-f-]{36}$/)
    expect(a).not.toBe(b)
    expect((await healthz({ headers: { 'cf-ray': 'not a ray <script>' } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 405 to POST', async () => {
    const response = await healthz({ method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('GET /healthz when a store fails', () => {
  async function withEnv(overrides: Partial<Env>) {
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)))
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(`${ORIGIN}/healthz`), { ...env, ...overrides }, ctx)
    await waitOnExecutionContext(ctx)
    return { response, report: (await response.json()) as Report, logged }
  }

  it('answers 503 when D1 fails, still reporting KV, and logs the failure with the request id', async () => {
    const broken = { prepare: () => ({ first: () => Promise.reject(new Error('D1_ERROR: database unavailable')) }) } as unknown as D1Database
    const { response, report, logged } = await withEnv({ DB: broken })
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(report).toMatchObject({ ok: false, checks: { d1: 'failed', kv: 'ok' }, content_sync: null, lead_outbox: null })
    const line = logged.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'healthz: D1 failed')
    expect(line).toMatchObject({ level: 'error', request_id: response.headers.get('x-request-id') })
    expect(String(line?.error)).toContain('database unavailable')
  })

  it('answers 503 when KV fails', async () => {
    const kv = { get: () => Promise.reject(new Error('KV unavailable')) } as unknown as KVNamespace
    const { response, report } = await withEnv({ KV: kv })
    expect(response.status).toBe(503)
    expect(report.checks).toEqual({ d1: 'ok', kv: 'failed' })
    expect(report.lead_outbox).toEqual({ pending: 0, oldest_pending_age_seconds: null })
  })
})
