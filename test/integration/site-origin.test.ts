// The request's Host never decides a public URL (security review F2, F11.2): canonical, hreflang,
// og:image, JSON-LD, share links and the agent lookup's source_code come from SITE_URL only, with
// `Host:`, `X-Forwarded-Host:` and `Forwarded:` pointing at another host; an empty SITE_URL gives
// root-relative links; the cached agent is keyed by language and host.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { app } from '../../worker/app'
import { makeConsultant, makeProject } from '../fixtures/content'
import { NEWEST, seedBlog } from './blog-fixtures'
import { decodeHtml, links, ORIGIN } from './helpers'

const EVIL = 'evil.example'
const HOSTILE_HEADERS = { host: EVIL, 'x-forwarded-host': EVIL, forwarded: `host=${EVIL};proto=https`, 'x-forwarded-proto': 'https' }
const LEADS = 'https://leads.test'
const PROJECT = 9301
const ARTICLE = NEWEST[0]?.slug ?? ''

const PAGES = [
  '/',
  '/ar',
  '/terms',
  '/fr/catalog',
  `/catalog/${PROJECT}-project-${PROJECT}`,
  `/de/catalog/${PROJECT}-project-${PROJECT}`,
  '/blog',
  `/blog/${ARTICLE}`,
  '/partners',
  '/vienna',
  '/nope',
]

beforeAll(async () => {
  await seedBlog(env.DB)
  await env.DB.batch([
    ...upsertStatements(env.DB, 'projects', [makeProject({ id: PROJECT, agentId: 'MRS-777' })]),
    ...upsertStatements(env.DB, 'consultants', [makeConsultant({ id: 77, agentId: 'MRS-777', name: 'Layla Haddad' })]),
  ])
})

beforeEach(async () => {
  // Each test starts with an empty cache: the agent entries are what some tests are about.
  const { keys } = await env.KV.list()
  await Promise.all(keys.map((key) => env.KV.delete(key.name)))
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A page requested on `http://evil.example` with forwarding headers naming it too, through the app with `overrides` on env. */
async function hostile(path: string, overrides: Partial<Env> = {}): Promise<string> {
  const ctx = createExecutionContext()
  const request = new Request(`http://${EVIL}${path}`, { headers: { ...HOSTILE_HEADERS, 'user-agent': 'Googlebot/2.1' } })
  const response = await app.fetch(request, { ...env, ...overrides }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return html
}

/** The absolute URLs a page declares for itself: canonical, alternates and og:image. */
function declaredUrls(html: string): string[] {
  const head = links(html)
    .filter((l) => l.rel === 'canonical' || l.rel === 'alternate')
    .map((l) => l.href ?? '')
  const og = [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map((m) => decodeHtml(m[1] ?? ''))
  return [...head, ...og]
}

/** The `url`/`@id` values of the page's JSON-LD blocks. */
function jsonLdUrls(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/"(?:url|@id)":"([^"]*)"/g)].map((u) => u[1] ?? ''),
  )
}

/** The page URL inside each share link (WhatsApp and the like carry it in their text). */
function sharedUrls(html: string): string[] {
  return [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].flatMap((m) =>
    [...new URL(decodeHtml(m[1] ?? '')).searchParams.values()].flatMap((text) => text.match(/https?:\/\/\S+/g) ?? []),
  )
}

describe('with SITE_URL set, a hostile Host header', () => {
  it.each(PAGES)('%s: every public URL is on SITE_URL and the other host appears nowhere', async (path) => {
    const html = await hostile(path)
    expect(html.includes(EVIL), `${EVIL} in the page`).toBe(false)
    const declared = declaredUrls(html)
    if (path !== '/nope') expect(declared.length).toBeGreaterThan(0)
    for (const url of [...declared, ...jsonLdUrls(html), ...sharedUrls(html)]) expect(url.startsWith(`${ORIGIN}/`) || url === ORIGIN, url).toBe(true)
  })

  it('the property page and the article share their page on SITE_URL', async () => {
    expect(new Set(sharedUrls(await hostile(`/catalog/${PROJECT}-project-${PROJECT}`)))).toEqual(new Set([`${ORIGIN}/catalog/${PROJECT}-project-${PROJECT}`]))
    expect(new Set(sharedUrls(await hostile(`/blog/${ARTICLE}`)))).toEqual(new Set([`${ORIGIN}/blog/${ARTICLE}`]))
  })
})

describe('with SITE_URL empty, a hostile Host header', () => {
  it.each(PAGES)('%s: links are root-relative and the other host appears nowhere', async (path) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await hostile(path, { SITE_URL: '' })
    expect(html.includes(EVIL), `${EVIL} in the page`).toBe(false)
    const canonical = links(html).find((l) => l.rel === 'canonical')?.href
    // A page without its own text in this locale is noindex: no canonical to check there.
    if (path !== '/nope' && !html.includes('name="robots"')) expect(canonical, path).toMatch(/^\/[a-z]{2}(\/|$)/)
    for (const url of [...declaredUrls(html), ...jsonLdUrls(html)].filter(Boolean)) expect(url, url).toMatch(/^\/(?!\/)/)
  })

  it("the article's share links and JSON-LD carry root-relative URLs, not the request's host", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await hostile(`/blog/${ARTICLE}`, { SITE_URL: '' })
    expect(html.includes(EVIL), `${EVIL} in the page`).toBe(false)
    expect(html).toContain(`"url":"/en/blog/${ARTICLE}"`)
  })
})

describe('the agent lookup', () => {
  function fakeLeadBackend() {
    const original = globalThis.fetch
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.origin !== LEADS) return original(input, init)
      // The backend's answer depends on what the lookup sends: its language and source host.
      return Response.json({ name: `Sara ${url.searchParams.get('language_iso')} ${url.searchParams.get('source_code')}` })
    })
  }

  it("sends SITE_URL's host as source_code, never the request's Host", async () => {
    const spy = fakeLeadBackend()
    const html = await hostile(`/catalog/${PROJECT}-project-${PROJECT}`, { LEAD_API_BASE: LEADS })
    const lookups = spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input))).filter((u) => u.origin === LEADS)
    expect(lookups).toHaveLength(1)
    expect(lookups[0]?.searchParams.get('source_code')).toBe(new URL(ORIGIN).host)
    expect(html).toContain(`Sara en ${new URL(ORIGIN).host}`)
    expect(html.includes(EVIL), `${EVIL} in the page`).toBe(false)
  })

  it('caches the answer per language: the first visitor never decides what another language shows', async () => {
    const spy = fakeLeadBackend()
    const english = await hostile(`/catalog/${PROJECT}-project-${PROJECT}`, { LEAD_API_BASE: LEADS })
    const arabic = await hostile(`/ar/catalog/${PROJECT}-project-${PROJECT}`, { LEAD_API_BASE: LEADS })
    const englishAgain = await hostile(`/en/catalog/${PROJECT}-project-${PROJECT}`, { LEAD_API_BASE: LEADS })
    expect(english).toContain('Sara en ')
    expect(arabic).toContain('Sara ar ')
    expect(arabic).not.toContain('Sara en ')
    expect(englishAgain).toContain('Sara en ')
    // One lookup per language; the repeat came from KV.
    expect(spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).startsWith(LEADS))).toHaveLength(2)
  })

  it('caches the answer per source host: another SITE_URL gets its own entry', async () => {
    fakeLeadBackend()
    await hostile(`/de/catalog/${PROJECT}-project-${PROJECT}`, { LEAD_API_BASE: LEADS })
    const other = await hostile(`/de/catalog/${PROJECT}-project-${PROJECT}`, { LEAD_API_BASE: LEADS, SITE_URL: 'https://marsa.example' })
    expect(other).toContain('Sara de marsa.example')
  })
})
