// Pages through c.render() (@hono/react-renderer, docs/decisions/010): the property page's late
// Suspense boundary streams with the response's CSP nonce on React's inline scripts, crawlers get
// it complete, and the renderer keeps the status and the headers of renderPage.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { app } from '../../worker/app'
import { makeConsultant, makeProject } from '../fixtures/content'
import { ORIGIN } from './helpers'

const LEADS = 'https://leads.test'
const PROJECT = makeProject({ id: 9301, title: 'Renderer Test Tower', agentId: 'R-AGENT' })
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

beforeAll(async () => {
  await env.DB.batch([
    ...upsertStatements(env.DB, 'projects', [PROJECT]),
    ...upsertStatements(env.DB, 'consultants', [makeConsultant({ id: 31, agentId: 'R-AGENT', name: 'Rana Consultant' })]),
  ])
})

beforeEach(async () => {
  // The agent is cached in KV once fetched: every test starts without it, so the card suspends.
  const { keys } = await env.KV.list()
  await Promise.all(keys.map((key) => env.KV.delete(key.name)))
  // The lead backend answers after the shell has gone out: the agent card is a late boundary.
  const original = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== LEADS) return original(input, init)
    return new Promise((resolve) => setTimeout(() => resolve(Response.json({ data: { name: 'Sara Streamed', brn: '55555' } })), 150))
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The page through the app with the lead backend configured, background work awaited. */
async function page(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, LEAD_API_BASE: LEADS }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, html }
}

const cspNonce = (response: Response) => response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

describe('the property page (streamed)', () => {
  it("streams the agent card after the shell, every inline script (React's $RC too) with the response's CSP nonce", async () => {
    const { response, html } = await page(`/catalog/${PROJECT.id}-project-${PROJECT.id}`)
    expect(response.status).toBe(200)
    // The card came late: a fallback first, then React's script that swaps the content in.
    expect(html).toMatch(/<!--\$\?--><template id="B:\d+"><\/template>/)
    expect(html).toMatch(/\$RC\("B:\d+","S:\d+"\)/)
    expect(html).toContain('Sara Streamed')
    const nonce = cspNonce(response)
    expect(nonce).toBeTruthy()
    // Scripts the browser runs (island props, type="application/json", are data: CSP ignores them).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('type="application/json"'))
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([])
  })

  it('gives a crawler the complete document: the agent in place, no fallback, no late-boundary script', async () => {
    const { response, html } = await page(`/catalog/${PROJECT.id}-project-${PROJECT.id}`, { 'user-agent': GOOGLEBOT })
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    expect(html).toMatch(/data-testid="agent-name"[^>]*>Sara Streamed</)
    expect(html).not.toMatch(/<template\b|\$RC|<!--\$\?-->/)
  })

  it("answers with renderPage's headers and none of the renderer's own (no Transfer-Encoding)", async () => {
    const { response } = await page(`/catalog/${PROJECT.id}-project-${PROJECT.id}`)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language')
    expect(response.headers.get('transfer-encoding')).toBeNull()
  })
})

describe('status codes through c.render()', () => {
  it.each([
    ['/no-such-page', 404],
    ['/catalog/987654-project-987654', 404],
  ])('%s answers %i with the error page in a whole document', async (path, status) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
  })
})
