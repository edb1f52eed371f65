// The redirect guard and the trailing-slash target on a small app of their own: a route that builds
// a Location badly is still kept on the site.
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { staysOnSite } from '../../src/lib/paths'
import { sameOriginRedirects } from './redirects'
import { withoutTrailingSlash } from './trailing-slash'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('sameOriginRedirects', () => {
  // A route that copies its query into Location, as a careless route might.
  const app = new Hono().use(sameOriginRedirects).get('/go', (c) => c.redirect(c.req.query('to') ?? '/', 302))
  const env = { SITE_URL: 'https://marsa.example' }

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'https://evil.example/x',
    'http:evil.example',
    '/.//evil.example/',
    '/fr/..//evil.example/',
    '/%2e%2e//evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('replaces a Location of %j with /', async (to) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await app.request(`https://marsa.example/go?to=${encodeURIComponent(to)}`, {}, env)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })

  it.each(['/terms', '/fr/catalog?page=2', 'https://marsa.example/blog', '/%2F%2Fevil.example', '?x=1'])('keeps the same-site Location %j', async (to) => {
    const response = await app.request(`https://marsa.example/go?to=${encodeURIComponent(to)}`, {}, env)
    expect(response.headers.get('location')).toBe(to)
  })

  it("allows SITE_URL's origin when the request came on another of the site's hosts", async () => {
    const response = await app.request(`https://preview.marsa.example/go?to=${encodeURIComponent('https://marsa.example/terms')}`, {}, env)
    expect(response.headers.get('location')).toBe('https://marsa.example/terms')
  })

  it('leaves responses without a Location alone', async () => {
    const response = await app.request('https://marsa.example/nothing', {}, env)
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
  })

  it('staysOnSite refuses what a browser resolves elsewhere', () => {
    const origins = ['https://marsa.example']
    expect(staysOnSite('/a', 'https://marsa.example//x/', origins)).toBe(true)
    // Relative to a page whose path starts with `//`, a relative Location stays on a `//` path.
    expect(staysOnSite('evil', 'https://marsa.example//evil.example/', origins)).toBe(false)
    expect(staysOnSite('http://[', 'https://marsa.example/', origins)).toBe(false)
  })
})

describe('withoutTrailingSlash', () => {
  it.each([
    ['https://m.example/terms/', '/terms'],
    ['https://m.example/fr/catalog/?a=1', '/fr/catalog?a=1'],
    ['https://m.example//evil.example/', '/evil.example'],
    ['https://m.example///evil.example//', '/evil.example'],
    ['https://m.example/\\evil.example/', '/evil.example'],
    ['https://m.example/.//evil.example/', '/evil.example'],
    ['https://m.example/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['https://m.example//', '/'],
  ])('%s → %s', (url, location) => {
    expect(withoutTrailingSlash(new URL(url))).toBe(location)
  })
})
