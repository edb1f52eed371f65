// Per-client rate limits through the real (Miniflare-emulated) Workers rate limiters, in workerd
// (security review F7): IPv6 clients count by their /64, IPv4 inside IPv6 by its IPv4 address; the
// content webhook and the ops API are limited too; a limiter that fails lets the request through.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/app'
import { ORIGIN } from './helpers'
import { post, row, startOfWindow, VALID } from './lead-helpers'

/** A /64 no other test uses (the limiters' counters live as long as the test run). */
const fresh64 = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`

const lead = (ip: string) => post({ ...VALID, lead_id: crypto.randomUUID() }, { headers: { 'cf-connecting-ip': ip } })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the lead endpoint', () => {
  it('counts every IPv6 address of a /64 as one client (10 posts a minute), and the next /64 as another', async () => {
    await startOfWindow()
    const prefix = fresh64()
    // Ten addresses of one /64, written every way CF-Connecting-IP could carry them.
    const addresses = [
      `${prefix}::1`,
      `${prefix}::2`,
      `${prefix}:0:0:0:3`,
      `${prefix.toUpperCase()}::4`,
      `${prefix}:ffff:ffff:ffff:ffff`,
      `${prefix}:1234:5678:9abc:def0`,
      `${prefix}::a:b:c`,
      `${prefix}::5%eth0`,
      `${prefix}::6`,
      `${prefix}::7`,
    ]
    const statuses = []
    for (const address of addresses) statuses.push((await lead(address)).status)
    expect(statuses).toEqual(Array(10).fill(200))
    const limited = await lead(`${prefix}::8`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(((await limited.json()) as { error: string }).error).toBe('rate_limited')
    expect((await lead(`${fresh64()}::1`)).status, 'another /64').toBe(200)
  }, 20_000)

  it('counts an IPv4 client the same whether it arrives as IPv4 or IPv4-mapped IPv6', async () => {
    await startOfWindow()
    const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await lead(i % 2 ? ip : `::ffff:${ip}`)).status)
    expect(statuses).toEqual(Array(10).fill(200))
    expect((await lead(`::ffff:${ip}`)).status).toBe(429)
    expect((await lead(ip)).status).toBe(429)
  }, 20_000)

  it('lets a lead through, and logs it, when the limiter itself fails (fail-open)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: RateLimit = { limit: () => Promise.reject(new Error('limiter unavailable')) }
    const id = crypto.randomUUID()
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '198.51.100.250' },
        body: JSON.stringify({ ...VALID, lead_id: id }),
      }),
      { ...env, LEAD_RATE_LIMITER: broken },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
    expect((await row(id))?.status).toBe('pending')
    const lines = error.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>)
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'rate limiter failed, request allowed', limiter: 'leads', error: 'limiter unavailable' }),
    )
    // The client's address is what the limiter keys on: it stays out of the log.
    expect(JSON.stringify(lines)).not.toContain('198.51.100.250')
  })
})

describe('the content webhook', () => {
  it('answers 429 with Retry-After after 30 calls a minute from one client, before it looks at the secret', async () => {
    await startOfWindow(15)
    const send = (ip: string) =>
      SELF.fetch(`${ORIGIN}/api/content/webhook`, {
        method: 'POST',
        headers: { authorization: 'Bearer guess', 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: '{}',
      })
    const ip = `${fresh64()}::1`
    const statuses = []
    for (let i = 0; i < 30; i++) statuses.push((await send(ip)).status)
    // Not configured in the tests: 503 until the limit.
    expect(statuses).toEqual(Array(30).fill(503))
    const limited = await send(ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.json()).toEqual({ error: { status: 429, message: 'Too many requests: try again in a minute' } })
    expect((await send(`${fresh64()}::1`)).status, 'another client').toBe(503)
  }, 30_000)
})

describe('the ops API', () => {
  it('answers 429 after 30 calls a minute from one client, even with the right token: guessing the token is slowed down', async () => {
    await startOfWindow(15)
    const send = (ip: string, token: string) =>
      SELF.fetch(`${ORIGIN}/api/ops/leads?limit=1`, { headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': ip } })
    const ip = `${fresh64()}::1`
    const statuses = []
    for (let i = 0; i < 30; i++) statuses.push((await send(ip, `guess-${i}`)).status)
    expect(statuses).toEqual(Array(30).fill(401))
    const limited = await send(ip, 'test-ops-token')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(((await limited.json()) as { error: string }).error).toBe('rate_limited')
    expect((await send(`${fresh64()}::1`, 'test-ops-token')).status, 'another client').toBe(200)
  }, 30_000)

  it('stays usable when its limiter fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: RateLimit = { limit: () => Promise.reject(new Error('limiter unavailable')) }
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/ops/leads?limit=1`, { headers: { authorization: 'Bearer test-ops-token' } }),
      { ...env, OPS_RATE_LIMITER: broken },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
  })
})
