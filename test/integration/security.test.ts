// Security headers with a per-response CSP nonce on pages and error pages, and compressed HTML.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { cspDirectives as directives } from '../unit/html'
import { ARTICLES, get, seedArticles } from './helpers'

const PAGES = [
  '/',
  '/terms',
  '/privacy',
  '/careers',
  '/partners',
  '/blog',
  `/blog/${ARTICLES[0].slug}`,
  '/catalog',
  '/catalog/7',
  '/vienna',
  '/vienna-rak',
  '/ar',
]
const ERRORS = ['/nope', '/catalog/abc']

beforeAll(async () => {
  await seedArticles(env.DB)
})

describe.each([...PAGES, ...ERRORS])('%s', (path) => {
  it('sends strict security headers', async () => {
    const { response } = await get(path)
    const h = response.headers
    expect(Number(h.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(h.get('x-content-type-options')).toBe('nosniff')
    expect(h.get('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/)
    expect(h.get('permissions-policy')).toMatch(/camera=\(\)/)
    const csp = directives(h.get('content-security-policy') ?? '')
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
  })

  it("allows inline scripts only through this response's nonce, and every inline script carries it", async () => {
    const { response, html } = await get(path)
    const scriptSrc = directives(response.headers.get('content-security-policy') ?? '').get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-"))
    expect(nonces).toHaveLength(1)
    const nonce = nonces[0]?.slice(7, -1) ?? ''
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{16,}={0,2}$/)
    // Island props travel in JSON data blocks: the browser never runs them, so they need no nonce.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, tag).toContain(` nonce="${nonce}"`)
    // …and a data block holds only JSON that cannot close it early.
    for (const [, body] of html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(body ?? '')).not.toThrow()
      expect(body).not.toMatch(/<\/?script|<!--/i)
    }
  })

  it("has no inline styles, which style-src 'self' would block", async () => {
    const { response, html } = await get(path)
    const styleSrc = directives(response.headers.get('content-security-policy') ?? '').get('style-src') ?? []
    if (styleSrc.includes("'unsafe-inline'")) return
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/i)
    for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toMatch(/\snonce="/)
  })
})

describe('CSP nonce', () => {
  it('is different on every response', async () => {
    const nonces = await Promise.all(
      ['/', '/', '/terms', '/nope'].map(async (path) => (await get(path)).response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]),
    )
    expect(nonces.every(Boolean)).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})

describe('compression', () => {
  it('answers gzip-encoded HTML when the browser accepts gzip', async () => {
    const { response, html } = await get('/terms', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
    // The runtime encodes on the wire and the test's fetch decodes it: the document arrives intact.
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
  })

  it('compresses the 404 page too', async () => {
    const { response } = await get('/nope', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('sends identity when the browser does not accept gzip', async () => {
    const { response } = await get('/terms', { headers: { 'accept-encoding': 'identity' } })
    expect(response.headers.get('content-encoding')).toBeNull()
  })

  it('does not gzip when the browser refuses it with q=0', async () => {
    const { response, html } = await get('/terms', { headers: { 'accept-encoding': 'gzip;q=0, identity' } })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
  })
})
