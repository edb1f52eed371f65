// No response of the site redirects off its own origin (security review F1), whatever the path, its
// percent-encoding, backslashes, tabs or dot segments: every redirecting route (trailing slash,
// /lang/{code}?next=, the no-JS lead form's 303, /catalog's short URL, /catalog/007, the legacy blog
// paths) and every link a `next` becomes (the thank-you page, /request-call) is followed hop by hop
// and must stay on ORIGIN, never on a path starting with `//` (one hop from another host).
import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { decodeHtml, ORIGIN } from './helpers'

const EVIL = 'evil.example'

// worker/middleware/redirects.ts replaces an off-site Location with `/` and logs it: a backstop. The
// routes must never need it, so a test in which it fired fails (else the guard would hide a broken route).
let warnings: string[] = []
beforeEach(() => {
  warnings = []
  const warn = console.warn
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '))
    warn(...args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  expect(warnings.filter((line) => line.includes('redirect off the site replaced'))).toEqual([])
})

/** Paths as an attacker types them after the host; the URL parser turns several into `//evil.example/`. */
const HOSTILE_PATHS = [
  `//${EVIL}/`,
  `//${EVIL}//`,
  `///${EVIL}/`,
  `/\\${EVIL}/`,
  `/\\/${EVIL}/`,
  `/%2F%2F${EVIL}/`,
  `/%2f/${EVIL}/`,
  `/%5C${EVIL}/`,
  `/%5C%5C${EVIL}/`,
  `/.//${EVIL}/`,
  `/fr/..//${EVIL}/`,
  `/%2e%2e//${EVIL}/`,
  `/%2E//${EVIL}/`,
  `/\t/${EVIL}/`,
  `/\n/${EVIL}/`,
  `/\r\n/${EVIL}/`,
  `/%09/${EVIL}/`,
  `//${EVIL}/?next=/terms`,
  `//${EVIL}/fr/`,
  `//${EVIL}/catalog/`,
  `/fr//${EVIL}/`,
  `//${EVIL}@example.com/`,
  `//${EVIL}%2F/`,
]

/** `next` values as an attacker puts them in a query (encoded for the URL by the tests). */
const HOSTILE_NEXT = [
  `//${EVIL}/`,
  `/\\${EVIL}/`,
  `/%2F%2F${EVIL}/`,
  `/%5C${EVIL}/`,
  `/.//${EVIL}/`,
  `/./\\${EVIL}/`,
  `/fr/..//${EVIL}/`,
  `/de/../..//${EVIL}/`,
  `/%2e%2e//${EVIL}/`,
  `/%2E//${EVIL}`,
  `/\t/${EVIL}/`,
  `/\n/${EVIL}/`,
  `https://${EVIL}/`,
  `http:${EVIL}`,
  `https:/\\${EVIL}`,
  `javascript:alert(1)`,
]

interface Hop {
  url: string
  status: number
}

/**
 * Requests `path` (appended to ORIGIN as the browser would send it) and follows redirects by hand,
 * asserting every Location resolves on ORIGIN to a path that does not start with `//`. Returns the
 * hops and the last response.
 */
async function followOnSite(path: string, init: RequestInit = {}): Promise<{ hops: Hop[]; last: Response; url: string }> {
  let url = `${ORIGIN}${path}`
  const hops: Hop[] = []
  for (let n = 0; n < 6; n++) {
    const response = await SELF.fetch(url, { redirect: 'manual', ...init })
    hops.push({ url, status: response.status })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || location === null) return { hops, last: response, url }
    await response.body?.cancel()
    const target = new URL(location, url)
    expect(target.origin, `${path}: hop ${n + 1} Location ${location}`).toBe(ORIGIN)
    expect(target.pathname.startsWith('//'), `${path}: hop ${n + 1} Location ${location}`).toBe(false)
    expect(target.pathname.startsWith('/\\'), `${path}: hop ${n + 1} Location ${location}`).toBe(false)
    url = target.href
    // Only the first hop carries the method and body (303/302/301 to a GET, as browsers do).
    init = { headers: init.headers }
  }
  throw new Error(`${path}: more than 6 redirects: ${hops.map((h) => h.url).join(' → ')}`)
}

/** Every link and form target of a page, resolved against the page's URL as a browser does. */
function targets(html: string, pageUrl: string): URL[] {
  return [...html.matchAll(/\s(?:href|action|formaction)="([^"]*)"/g)].map((m) => new URL(decodeHtml(m[1] ?? ''), pageUrl))
}

/** Values of the hidden `next` fields of the page's forms. */
const nextFields = (html: string) => [...html.matchAll(/<input[^>]*name="next"[^>]*value="([^"]*)"/g)].map((m) => decodeHtml(m[1] ?? ''))

function expectNoLinkOffSite(html: string, pageUrl: string) {
  for (const target of targets(html, pageUrl)) {
    expect(target.hostname, target.href).not.toBe(EVIL)
    if (target.origin === ORIGIN) expect(target.pathname.startsWith('//'), target.href).toBe(false)
  }
  for (const next of nextFields(html)) {
    const target = new URL(next, pageUrl)
    expect(target.origin, next).toBe(ORIGIN)
    expect(target.pathname.startsWith('//'), next).toBe(false)
  }
}

describe('the trailing-slash redirect', () => {
  it.each(HOSTILE_PATHS)('keeps GET %j on the site', async (path) => {
    const { hops } = await followOnSite(path)
    expect(hops[0]?.status).toBe(301)
  })

  it.each(HOSTILE_PATHS)('keeps HEAD %j on the site', async (path) => {
    await followOnSite(path, { method: 'HEAD' })
  })

  it.each([
    ['/terms/', '/terms'],
    ['/fr/', '/fr'],
    ['/catalog/?type=villa', '/catalog?type=villa'],
    ['/terms///', '/terms'],
    [`//${EVIL}/`, `/${EVIL}`],
    [`/.//${EVIL}/`, `/${EVIL}`],
    [`/%2F%2F${EVIL}/`, `/%2F%2F${EVIL}`],
    ['//', '/'],
  ])('sends %j to %j', async (path, location) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })
})

describe('/lang/{code}?next=', () => {
  it.each(HOSTILE_NEXT)('never leaves the site for next=%j, in one hop or several', async (next) => {
    for (const prefix of ['', '/fr']) {
      const { hops, last } = await followOnSite(`${prefix}/lang/de?next=${encodeURIComponent(next)}`)
      expect(hops[0]?.status).toBe(303)
      expect(last.status).toBeLessThan(500)
    }
  })

  it.each(HOSTILE_NEXT)('answers next=%j raw in the query (not encoded) on the site too', async (next) => {
    await followOnSite(`/lang/ar?next=${next}`)
  })
})

describe('links made from next', () => {
  it.each(HOSTILE_NEXT)('the thank-you page links nowhere off the site for next=%j', async (next) => {
    const { last, url } = await followOnSite(`/thank-you?source=consultation&next=${encodeURIComponent(next)}`)
    expect(last.status).toBe(200)
    expectNoLinkOffSite(await last.text(), url)
  })

  it.each(HOSTILE_NEXT)('/request-call links and posts nowhere off the site for next=%j', async (next) => {
    const { last, url } = await followOnSite(`/request-call?next=${encodeURIComponent(next)}`)
    expect(last.status).toBe(200)
    expectNoLinkOffSite(await last.text(), url)
  })
})

describe('the lead form posted without JavaScript', () => {
  let ip = 0
  it.each(HOSTILE_NEXT)('answers 303 to a thank-you page that stays on the site for next=%j', async (next) => {
    const body = new URLSearchParams({ source: 'consultation', name: 'Amira Saleh', email: 'amira@example.com', telephone: '+971 50 123 4567', next })
    const { hops, last, url } = await followOnSite('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': `203.0.113.${++ip}` },
      body: body.toString(),
    })
    expect(hops[0]?.status).toBe(303)
    expect(new URL(url).pathname).toBe('/thank-you')
    expectNoLinkOffSite(await last.text(), url)
  })
})

describe('the other redirecting routes', () => {
  it.each([
    // /catalog answers a submitted search form with its short URL (302), built from the path.
    '/catalog?location=&type=villa',
    '/fr/catalog?priceIn=USD&maxPrice=1000000',
    `//catalog?location=`,
    `//fr/catalog?location=`,
    `/fr//catalog?location=`,
    `//${EVIL}/catalog?location=`,
    // One URL per project, and the legacy blog paths.
    '/catalog/007',
    '/fr/catalog/0007?x=1',
    `//${EVIL}/catalog/007`,
    '/en/blog',
    `//${EVIL}/blog`,
    `/${EVIL}/blog`,
  ])('%s stays on the site', async (path) => {
    await followOnSite(path)
  })

  it('the catalogue short URL and the project id still redirect where they should', async () => {
    const short = await SELF.fetch(`${ORIGIN}/fr/catalog?location=&type=villa`, { redirect: 'manual' })
    expect(short.status).toBe(302)
    expect(short.headers.get('location')).toBe('/fr/catalog?type=villa')
    await env.DB.batch(upsertStatements(env.DB, 'projects', [makeProject({ id: 7 })]))
    const project = await SELF.fetch(`${ORIGIN}/catalog/007`, { redirect: 'manual' })
    expect(project.status).toBe(301)
    expect(project.headers.get('location')).toBe('/catalog/7-project-7')
  })
})
