// The property page /catalog/{id} in workerd with real local D1 and KV: what it shows, its
// structured data and compliance block, the agent from the lead backend (faked with a fetch spy)
// and every fallback to the consultants in D1, and the KV cache.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { agentCacheKey } from '../../src/features/property/data.server'
import { CACHE_VERSION } from '../../src/lib/cache.server'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Consultant, Location, Project } from '../../src/modules/content/schema'
import { app } from '../../worker/app'
import { decodeHtml, errorDescription, get, ORIGIN, titleOf } from './helpers'

const LEADS = 'https://leads.test'
/** Where the English page caches T-AGENT: keyed by agent, language and the host of SITE_URL (the test origin). */
const AGENT_KEY = `${CACHE_VERSION}:${agentCacheKey('T-AGENT', { language: 'en', host: new URL(ORIGIN).host })}`

const photo = (n: number) => ({ src: `/images/test/tower-${n}.svg`, alt: `Test tower photo ${n}`, width: 1200, height: 800 })

function project(id: number, overrides: Partial<Project> = {}): Project {
  return Project.parse({
    id,
    slug: `test-tower-${id}`,
    title: `Test Tower ${id}`,
    developer: 'Emaar',
    area: 'test-marina',
    development: 'Test Marina Walk',
    type: 'apartment',
    market: 'off-plan',
    priceAed: 1_850_000,
    bedroomsMin: 0,
    bedroomsMax: 3,
    sizeSqftMin: 480,
    sizeSqftMax: 1720,
    handover: '2027-12-01',
    paymentPlan: [
      { label: 'On booking', percent: 20 },
      { label: 'During construction', percent: 40 },
      { label: 'On handover', percent: 40 },
    ],
    unitsLeft: 12,
    amenities: ['pool', 'gym', 'rooftop-lounge'],
    travelTimes: [{ place: 'Test Mall', minutes: 5, mode: 'walk' }],
    description: 'A tower inserted by the tests. Its description mentions </script><script>alert(1)</script> on purpose.',
    photos: [photo(1), photo(2), photo(3)],
    floorPlans: [{ src: '/images/test/plan-1.svg', alt: 'Test plan', width: 1200, height: 900 }],
    agentId: 'T-AGENT',
    permit: '7123456789',
    publishedAt: '2026-05-01',
    translations: { de: { title: `Testturm ${id}` } },
    ...overrides,
  })
}

const consultant = (id: number, agentId: string, name: string, brn: string) =>
  Consultant.parse({
    id,
    agentId,
    name,
    role: 'Property Consultant',
    photo: { src: `/images/test/${agentId.toLowerCase()}.svg`, alt: name, width: 600, height: 600 },
    expertise: ['off-plan'],
    languages: ['en', 'ar'],
    phone: '+971504417201',
    email: 'consultant@marsa.ae',
    brn,
  })

const location = Location.parse({
  slug: 'test-marina',
  name: 'Test Marina',
  description: 'Where the tests live.',
  image: { src: '/images/test/marina.svg', alt: 'Test Marina', width: 1200, height: 800 },
  translations: { de: { name: 'Testhafen' } },
})

const MAIN = 9101
const ORPHAN = 9102

beforeAll(async () => {
  await env.DB.batch([
    ...upsertStatements(env.DB, 'projects', [
      project(MAIN),
      project(ORPHAN, { agentId: 'NOBODY', type: 'villa', priceAed: 2_000_000, market: 'secondary' }),
      project(9103, { priceAed: 1_900_000 }),
      project(9104, { priceAed: 1_700_000 }),
    ]),
    ...upsertStatements(env.DB, 'consultants', [consultant(1, 'FIRST', 'First Consultant', '11111'), consultant(2, 'T-AGENT', 'Layla Haddad', '48213')]),
    ...upsertStatements(env.DB, 'locations', [location]),
  ])
})

beforeEach(async () => {
  // Each test starts with an empty cache (project bundles, agents, translations).
  const { keys } = await env.KV.list()
  await Promise.all(keys.map((key) => env.KV.delete(key.name)))
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The page through the app with `overrides` on the bindings (e.g. LEAD_API_BASE), background work awaited. */
async function page(path: string, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...overrides }, ctx)
  const html = resolveStreamed(await response.text())
  await waitOnExecutionContext(ctx)
  return { response, html }
}

/**
 * The document as the browser shows it once React's streamed Suspense boundaries (the agent card,
 * the BRN) have been swapped in: each `<div hidden id="S:n">` replaces its `B:n` placeholder.
 */
function resolveStreamed(html: string): string {
  let out = html
  for (const [whole, id, content] of html.matchAll(/<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script[^>]*>[\s\S]*?\$RC\("B:\1","S:\1"\)<\/script>/g)) {
    out = out.replace(whole, '').replace(new RegExp(`<!--\\$\\?--><template id="B:${id}"></template>[\\s\\S]*?<!--/\\$-->`), content ?? '')
  }
  // React's boundary and text-separator comments.
  return out.replace(/<!--[$/?! ]*-->/g, '')
}

/** Fakes the lead backend: `answer` decides the response to GET {LEADS}/users/inbound; other URLs go out as usual. */
function fakeLeadBackend(answer: (url: URL, init?: RequestInit) => Promise<Response>) {
  const original = globalThis.fetch
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    return url.origin === LEADS ? answer(url, init) : original(input, init)
  })
}

const text = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')

function jsonLd(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/)
  if (!match?.[1]) throw new Error('no JSON-LD')
  return JSON.parse(match[1])
}

const agentName = (html: string) => decodeHtml(html.match(/data-testid="agent-name"[^>]*>([^<]*)</)?.[1] ?? '')

describe('GET /catalog/{id}', () => {
  it('shows the project: title, area, key facts, price from AED and price per sq ft', async () => {
    const { response, html } = await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(titleOf(html)).toBe(`Test Tower ${MAIN} | Marsa`)
    const body = text(html)
    expect(body).toContain(`Test Tower ${MAIN}`)
    expect(body).toContain('Test Marina Walk · Test Marina')
    expect(body).toContain('by Emaar')
    expect(body).toContain('Studio – 3')
    expect(body).toMatch(/480 – 1,720 sq ft/)
    expect(body).toMatch(/AED\s1,850,000/)
    // 1,850,000 / 480 sq ft
    expect(body).toMatch(/AED\s3,854 \/ sq ft/)
    expect(body).toContain('December 2027')
    expect(body).toContain('Swimming pool')
    // An amenity without a label is shown humanised and marked as English.
    expect(html).toMatch(/<span class="[^"]*" lang="en">Rooftop lounge<\/span>/)
    expect(body).toMatch(/20%.*On booking.*40%.*During construction.*40%.*On handover/)
  })

  it('carries the compliance block: Trakheesi permit, a DLD verification QR code, the ORN and the agent BRN', async () => {
    const { html } = await page(`/catalog/${MAIN}-test-tower-${MAIN}`)
    expect(html).toMatch(/data-testid="permit">7123456789</)
    expect(html).toMatch(/data-testid="orn">28417</)
    expect(html).toMatch(/data-testid="brn">48213</)
    const qr = html.match(/<svg viewBox="0 0 (\d+) \1" role="img" aria-label="([^"]+)"[^>]*data-qr="([^"]+)"[^>]*><rect[^>]*>(?:<\/rect>)?<path d="(M[^"]+)"/)
    expect(qr?.[2]).toContain('7123456789')
    expect(decodeHtml(qr?.[3] ?? '')).toBe('https://dubailand.gov.ae/en/eservices/validate-trakheesi-permit/?permit=7123456789')
    expect(qr?.[4]?.length).toBeGreaterThan(200)
  })

  it('emits RealEstateListing JSON-LD that parses and matches the page, with < escaped', async () => {
    const { html } = await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
    const script = html.match(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/)?.[1] ?? ''
    expect(script).not.toContain('<')
    expect(script).toContain('\\u003c/script\\u003e')
    const data = jsonLd(html)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: `Test Tower ${MAIN}`,
      url: `${ORIGIN}/en/catalog/${MAIN}-test-tower-${MAIN}`,
      datePosted: '2026-05-01',
      image: [`${ORIGIN}/images/test/tower-1.svg`, `${ORIGIN}/images/test/tower-2.svg`, `${ORIGIN}/images/test/tower-3.svg`],
      offers: { '@type': 'Offer', price: 1_850_000, priceCurrency: 'AED', availability: 'https://schema.org/PreOrder' },
      mainEntity: {
        '@type': 'Apartment',
        floorSize: { '@type': 'QuantitativeValue', minValue: 480, maxValue: 1720, unitCode: 'FTK' },
        numberOfBedrooms: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 3 },
      },
    })
    expect(data.description).toContain('</script><script>alert(1)</script>')
    // The nonce is the response's CSP nonce.
    const nonce = (await get(`/catalog/${MAIN}-test-tower-${MAIN}`)).response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
  })

  it('renders the gallery as a plain list of every photo, with thumbnails linking to each', async () => {
    const { html } = await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`id="photo-${n}"`)
      expect(html).toContain(`href="#photo-${n}"`)
      expect(html).toContain(`alt="Test tower photo ${n}"`)
    }
    expect(html).toMatch(/data-island="Gallery" data-hydrate="interaction"/)
  })

  it('links similar projects, the floor plans and the brochure request', async () => {
    const { html } = await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
    const similar = html.slice(html.indexOf('data-testid="similar"'))
    expect(similar).toContain('href="/en/catalog/9103-test-tower-9103"')
    expect(similar).toContain('href="/en/catalog/9104-test-tower-9104"')
    expect(similar).not.toContain(`href="/en/catalog/${MAIN}-test-tower-${MAIN}"`)
    expect(html).toContain('id="floor-plans"')
    // Floor plan and brochure requests are lead forms (a dialog, or the form as a page without JavaScript).
    expect(html).toMatch(/<a href="\/en\/request-call\?source=floor-plan[^"]*"[^>]*data-action="floor-plan"/)
    expect(html).toMatch(/<a href="\/en\/request-call\?source=brochure[^"]*"/)
    // A plan opens in the page (the viewer; without JavaScript its #floor-plan-N overlay), never as the raw file.
    expect(html).not.toContain('href="/images/test/plan-1.svg"')
    expect(html).toMatch(/<a href="#floor-plan-1" aria-haspopup="dialog" aria-label="Open the full-size plan: Test plan"/)
    expect(html).toMatch(
      /<figure id="floor-plan-1"[^>]*>[\s\S]*?<a href="#floor-plans" aria-label="Close"[\s\S]*?<img src="\/images\/test\/plan-1\.svg"[\s\S]*?<\/figure>/,
    )
  })

  it('keeps the locale prefix in links and marks untranslated content lang="en"', async () => {
    const { html: german } = await get(`/de/catalog/${MAIN}-test-tower-${MAIN}`)
    expect(titleOf(german)).toBe(`Testturm ${MAIN} | Marsa`)
    expect(german).toContain(`href="/de/catalog/9103-test-tower-9103"`)
    expect(german).toMatch(/data-testid="title">Testturm/)
    expect(german).toMatch(/<div class="mt-5 max-w-prose" lang="en">/)
    const { html: french } = await get(`/fr/catalog/${MAIN}-test-tower-${MAIN}`)
    expect(french).toMatch(/<h1 [^>]*lang="en"[^>]*>Test Tower 9101<\/h1>/)
  })

  it.each(['/catalog/999999', '/catalog/999999-test-tower-999999', '/catalog/0', '/catalog/000', '/fr/catalog/424242-test-tower-424242'])(
    'answers 404 with "Page not found" for %s',
    async (path) => {
      const { response, html } = await get(path)
      expect(response.status).toBe(404)
      expect(errorDescription(html)).toMatch(/: \/(fr\/)?catalog\/\d+(-[a-z0-9-]+)?$/)
    },
  )

  it.each([
    ['/catalog/0009101', '/catalog/9101-test-tower-9101'],
    ['/fr/catalog/09101?utm_source=x', '/fr/catalog/9101-test-tower-9101?utm_source=x'],
    // The bare id of older links and a slug the project no longer has.
    ['/catalog/9101', '/catalog/9101-test-tower-9101'],
    ['/de/catalog/9101-an-old-name?utm_source=x', '/de/catalog/9101-test-tower-9101?utm_source=x'],
  ])('redirects %s permanently to %s (one URL per project)', async (path, location) => {
    const { response } = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it('does not cache unknown ids', async () => {
    await get('/catalog/999998-test-tower-999998')
    expect(await env.KV.get(`${CACHE_VERSION}:projects:999998`)).toBeNull()
  })
})

describe('the agent card', () => {
  it('shows the consultant from D1 when LEAD_API_BASE is empty, and calls nobody', async () => {
    const spy = fakeLeadBackend(async () => Response.json({ name: 'Never' }))
    const { html } = await page(`/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: '' })
    expect(agentName(html)).toBe('Layla Haddad')
    expect(spy).not.toHaveBeenCalled()
  })

  it('shows the agent from the lead backend, asked with agent_id and the context fields', async () => {
    const calls: URL[] = []
    fakeLeadBackend(async (url) => {
      calls.push(url)
      return Response.json({ data: { name: 'Sara Lead', phone: '+971 50 111 2233', brn: '77777', languages: ['en', 'ru'] } })
    })
    const { html } = await page(`/de/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: LEADS })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.pathname).toBe('/users/inbound')
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({ agent_id: 'T-AGENT', source_code: 'example.com', language_iso: 'de' })
    expect(agentName(html)).toBe('Sara Lead')
    expect(html).toMatch(/data-testid="brn">77777</)
    // Missing fields come from the matching consultant (photo).
    expect(html).toContain('src="/images/test/t-agent.svg"')
  })

  it("links WhatsApp click-to-chat with the agent's digits and a message naming the project and its URL", async () => {
    fakeLeadBackend(async () => Response.json({ name: 'Sara Lead', phone: '+971 50 111 2233' }))
    const { html } = await page(`/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: LEADS })
    const whatsapp = decodeHtml(html.match(/href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="agent-whatsapp"/)?.[1] ?? '')
    const link = new URL(whatsapp)
    expect(link.pathname).toBe('/971501112233')
    expect(link.searchParams.get('text')).toBe(`Hello, I am interested in Test Tower ${MAIN}: ${ORIGIN}/catalog/${MAIN}-test-tower-${MAIN}`)
  })

  it('caches the lead backend answer in KV (agent:{agentId}:{language}:{host}) for an hour', async () => {
    const spy = fakeLeadBackend(async () => Response.json({ name: 'Sara Lead' }))
    await page(`/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: LEADS })
    await page(`/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: LEADS })
    expect(spy).toHaveBeenCalledTimes(1)
    const entry = await env.KV.get<{ value: { name: string } }>(AGENT_KEY, 'json')
    expect(entry?.value.name).toBe('Sara Lead')
  })

  it.each([
    ['answers 500', async () => new Response('oops', { status: 500 })],
    ['answers malformed JSON', async () => new Response('{"name": "Sar', { headers: { 'content-type': 'application/json' } })],
    ['answers without a name', async () => Response.json({ data: { phone: '+971501112233', brn: '77777' } })],
    ['cannot be reached', async () => Promise.reject(new TypeError('network down'))],
  ])('falls back to the matching consultant when the lead backend %s, and caches nothing', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeLeadBackend(answer)
    const { response, html } = await page(`/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: LEADS })
    expect(response.status).toBe(200)
    expect(agentName(html)).toBe('Layla Haddad')
    expect(html).toMatch(/data-testid="brn">48213</)
    expect(await env.KV.get(AGENT_KEY)).toBeNull()
  })

  it('gives up on the lead backend after 3 seconds and shows the consultant', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeLeadBackend(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const started = Date.now()
    const { html } = await page(`/catalog/${MAIN}-test-tower-${MAIN}`, { LEAD_API_BASE: LEADS })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2900)
    expect(elapsed).toBeLessThan(6000)
    expect(agentName(html)).toBe('Layla Haddad')
  }, 10_000)

  it('shows the first consultant when no consultant has the project agent id', async () => {
    const { html } = await page(`/catalog/${ORPHAN}-test-tower-${ORPHAN}`, { LEAD_API_BASE: '' })
    expect(agentName(html)).toBe('First Consultant')
    expect(html).toMatch(/data-testid="brn">11111</)
  })
})

describe('the KV cache', () => {
  it('serves the project from KV (project:{id}) once read, without going back to D1 while fresh', async () => {
    await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
    const entry = await env.KV.get<{ value: { project: Project } }>(`${CACHE_VERSION}:projects:${MAIN}`, 'json')
    expect(entry?.value.project.title).toBe(`Test Tower ${MAIN}`)
    await env.DB.prepare("UPDATE projects SET data = json_set(data, '$.title', 'Renamed In D1') WHERE id = ?").bind(MAIN).run()
    try {
      const { html } = await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
      expect(titleOf(html)).toBe(`Test Tower ${MAIN} | Marsa`)
      await env.KV.delete(`${CACHE_VERSION}:projects:${MAIN}`)
      const { html: fresh } = await get(`/catalog/${MAIN}-test-tower-${MAIN}`)
      expect(titleOf(fresh)).toBe('Renamed In D1 | Marsa')
    } finally {
      await env.DB.batch(upsertStatements(env.DB, 'projects', [project(MAIN)]))
    }
  })
})
