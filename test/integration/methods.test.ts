// An unsupported method gets 405 with an Allow header naming what the path accepts (security review
// F15), not the rendered 404 page; unknown paths stay 404, and supported methods are untouched.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ORIGIN } from './helpers'

const PAGES = ['/', '/terms', '/fr/terms', '/ar', '/catalog', '/catalog/7', '/blog', '/thank-you', '/request-call', '/lang/fr']
const JUNK = ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']

const send = (path: string, method: string, init: RequestInit = {}) => SELF.fetch(`${ORIGIN}${path}`, { method, redirect: 'manual', ...init })

const allowOf = (response: Response) =>
  (response.headers.get('allow') ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
    .sort()

describe('a page asked with a method it does not accept', () => {
  it.each(PAGES.flatMap((path) => [...JUNK, 'POST'].map((method) => [method, path] as const)))('%s %s answers 405, Allow: GET, HEAD', async (method, path) => {
    const response = await send(path, method)
    expect(response.status).toBe(405)
    expect(allowOf(response)).toEqual(['GET', 'HEAD'])
    const body = await response.text()
    // No page rendered for it: a short text, not the 404 document.
    expect(body).not.toContain('<html')
    expect(body.length).toBeLessThan(300)
    // The security headers apply to it as to every response.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('still answers GET and HEAD', async () => {
    expect((await send('/terms', 'GET')).status).toBe(200)
    const head = await send('/terms', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})

describe('an API asked with a method it does not accept', () => {
  it.each([
    ['GET', '/api/leads'],
    ['PUT', '/api/leads'],
    ['DELETE', '/fr/api/leads'],
    ['OPTIONS', '/api/leads'],
    ['GET', '/api/content/webhook'],
    ['GET', '/api/ops/leads/redrive'],
  ])('%s %s answers 405 JSON naming the method, Allow: POST', async (method, path) => {
    const response = await send(path, method)
    expect(response.status).toBe(405)
    expect(allowOf(response)).toEqual(['POST'])
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ ok: false, error: 'method_not_allowed', field: 'method', allow: ['POST'] })
  })

  it('a GET-only API refuses POST with Allow: GET, HEAD', async () => {
    const response = await send('/api/ops/leads', 'POST', { body: '{}', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(405)
    expect(allowOf(response)).toEqual(['GET', 'HEAD'])
  })

  it('a POST to a POST route still reaches it (validation answers, not 405)', async () => {
    const response = await send('/api/leads', 'POST', {
      body: '{}',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '203.0.113.250' },
    })
    expect(response.status).toBe(400)
  })
})

describe('an unknown path', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS', 'POST'])('%s /no-such-page stays the 404 page', async (method) => {
    const response = await send('/no-such-page', method)
    expect(response.status).toBe(404)
    expect(response.headers.get('allow')).toBeNull()
  })
})
