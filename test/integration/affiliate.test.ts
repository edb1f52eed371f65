// Affiliate tracking through the whole worker (issue 11 item 7): with AFFILIATE_SCRIPT_URL empty the page
// names no script and the CSP no host; configured, the page names the script and the CSP its origin
// (script-src for the script, connect-src for the click); a lead's transaction id reaches the real
// (fake) lead backend in the lead call's query, and a bad one is dropped (logged) while the lead is delivered.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { app } from '../../worker/app'
import type { ReceivedLead } from './fake-lead-backend'
import { ORIGIN } from './helpers'
import { freshIp, row, VALID } from './lead-helpers'

const SCRIPT = 'https://track.example-network.com/scripts/sdk/everflow.js'

afterEach(() => vi.restoreAllMocks())

/** One request through the worker with `vars` over the test environment; waits for its background work. */
async function send(request: Request, vars: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(request, { ...env, ...vars }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const page = (vars: Record<string, string> = {}, headers: Record<string, string> = {}) => send(new Request(`${ORIGIN}/`, { headers }), vars)

/** The CSP's directives: name → sources. */
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )

describe('the page and its CSP', () => {
  it('name no affiliate script and no affiliate host when nothing is configured', async () => {
    const response = await page({ AFFILIATE_SCRIPT_URL: '' })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).not.toContain('affiliate-script')
    expect(html).not.toContain('example-network')
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('script-src')?.filter((source) => source.startsWith('http'))).toEqual([])
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })

  it('name the configured script, and its origin in script-src and connect-src only', async () => {
    const response = await page({ AFFILIATE_SCRIPT_URL: SCRIPT })
    const html = await response.text()
    expect(html).toContain(`<meta name="affiliate-script" content="${SCRIPT}"/>`)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('script-src')).toContain('https://track.example-network.com')
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://track.example-network.com'])
    expect(csp.get('img-src')).not.toContain('https://track.example-network.com')
    expect(csp.get('frame-src')).not.toContain('https://track.example-network.com')
  })

  it('treat a script URL that is not http(s) as not configured', async () => {
    const response = await page({ AFFILIATE_SCRIPT_URL: 'javascript:alert(1)' })
    expect(await response.text()).not.toContain('affiliate-script')
    expect(response.headers.get('content-security-policy')).not.toContain('javascript:')
  })

  it("give the browser the visitor's detected country to persist, when Cloudflare knows it", async () => {
    expect(await (await page({}, { 'cf-ipcountry': 'DE' })).text()).toContain('<meta name="visitor-country" content="DE"/>')
    expect(await (await page({}, { 'cf-ipcountry': 'XX' })).text()).not.toContain('visitor-country')
  })
})

describe('a lead with the persisted affiliate state', () => {
  /** Posts `body` with the lead backend pointed at a fresh run of the fake; returns what the backend received. */
  async function deliver(body: Record<string, unknown>): Promise<{ response: Response; received: ReceivedLead[] }> {
    const run = crypto.randomUUID()
    const request = new Request(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(body),
    })
    const response = await send(request, { LEAD_API_BASE: `${inject('leadApiUrl')}/up/${run}`, LEAD_API_TIMEOUT_MS: '2000' })
    const received = (await (await fetch(`${inject('leadApiUrl')}/__leads/${run}`)).json()) as ReceivedLead[]
    return { response, received }
  }

  it('carries the transaction id to the lead backend in the lead call’s query', async () => {
    const id = crypto.randomUUID()
    const { response, received } = await deliver({ ...VALID, lead_id: id, transaction_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', page_query: 'utm_source=aff' })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
    const query = new URLSearchParams(received[0]?.query)
    expect(query.get('transaction_id')).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90')
    expect(query.get('utm_source')).toBe('aff')
    expect(received[0]?.body).not.toHaveProperty('transaction_id')
    expect((await row(id))?.status).toBe('sent')
  })

  it('drops a transaction id that is not one (logged by name), and the lead is still delivered', async () => {
    const warn = vi.spyOn(console, 'warn')
    const id = crypto.randomUUID()
    const bad = 'x&source_code=evil.example'
    const { response, received } = await deliver({ ...VALID, lead_id: id, transaction_id: bad })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
    const query = new URLSearchParams(received[0]?.query)
    expect(query.has('transaction_id')).toBe(false)
    expect(query.getAll('source_code')).toEqual([new URL(env.SITE_URL).host])
    expect(received[0]?.body).toMatchObject({ lead_id: id, email: VALID.email })
    const line = warn.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>).find((l) => l.event === 'lead affiliate fields dropped')
    expect(line).toMatchObject({ lead_id: id, fields: 'transaction_id' })
    expect(JSON.stringify(warn.mock.calls)).not.toContain('evil.example')
  })

  it('is never refused for a non-string id or country', async () => {
    const { response, received } = await deliver({ ...VALID, lead_id: crypto.randomUUID(), transaction_id: 12345, visitor_country: { code: 'DE' } })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
    expect(new URLSearchParams(received[0]?.query).has('transaction_id')).toBe(false)
  })

  it('takes the persisted country as the lead’s country when neither the phone nor Cloudflare names one', async () => {
    // A subscription needs only an email: no phone, and no CF-IPCountry in the test request.
    const { received } = await deliver({ source: 'subscription', email: 'nour@example.com', lead_id: crypto.randomUUID(), visitor_country: 'FR' })
    expect(received[0]?.body).toMatchObject({ country_iso: 'FR' })
    const phone = await deliver({ ...VALID, lead_id: crypto.randomUUID(), visitor_country: 'FR' })
    expect(phone.received[0]?.body, "the phone's country wins").toMatchObject({ country_iso: 'AE' })
    const unknown = await deliver({ source: 'subscription', email: 'nour@example.com', lead_id: crypto.randomUUID(), visitor_country: 'QQ' })
    expect(unknown.received[0]?.body).not.toHaveProperty('country_iso')
  })
})
