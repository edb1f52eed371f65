// The catalogue through the whole worker with real D1: filters in the URL, count, Load More with
// and without JS, the empty state, and invalid parameters that never break the page.
import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { decodeHtml, get, htmlAttributes, tr } from './helpers'

const projects = [
  makeProject({
    id: 1,
    title: 'Marina Vista',
    area: 'dubai-marina',
    development: 'Marina Promenade',
    type: 'apartment',
    market: 'off-plan',
    priceAed: 1_200_000,
    bedroomsMin: 0,
    bedroomsMax: 2,
    publishedAt: '2026-01-10',
  }),
  makeProject({
    id: 2,
    title: 'Hills Grove Villas',
    area: 'dubai-hills-estate',
    development: 'Hills Grove',
    type: 'villa',
    market: 'secondary',
    priceAed: 9_500_000,
    bedroomsMin: 4,
    bedroomsMax: 6,
    publishedAt: '2026-02-10',
  }),
  makeProject({
    id: 3,
    title: 'Palm Crest Penthouse',
    area: 'palm-jumeirah',
    development: 'Palm Crest',
    type: 'penthouse',
    market: 'off-plan',
    priceAed: 32_000_000,
    bedroomsMin: 5,
    bedroomsMax: 5,
    publishedAt: '2026-03-10',
  }),
  // Not homes: never a "studio", whatever their bedroom count.
  makeProject({
    id: 4,
    title: 'Expo Logistics Plot',
    area: 'dubai-south',
    development: 'Expo Plots',
    type: 'land',
    market: 'off-plan',
    priceAed: 4_000_000,
    bedroomsMin: 0,
    bedroomsMax: 0,
    publishedAt: '2024-05-01',
  }),
  makeProject({
    id: 5,
    title: 'Bay Square Office',
    area: 'business-bay',
    development: 'Bay Square',
    type: 'office',
    market: 'secondary',
    priceAed: 3_500_000,
    bedroomsMin: 0,
    bedroomsMax: 0,
    publishedAt: '2024-04-01',
  }),
  ...Array.from({ length: 27 }, (_, i) =>
    makeProject({
      id: 10 + i,
      title: `Business Bay Tower ${i + 1}`,
      area: 'business-bay',
      development: 'Bay Square',
      type: 'apartment',
      market: 'off-plan',
      priceAed: 900_000 + i * 50_000,
      bedroomsMin: 1,
      bedroomsMax: 2,
      publishedAt: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
    }),
  ),
]

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', projects))
  await env.DB.prepare(
    "INSERT OR REPLACE INTO locations (slug, name, spotlight, data) VALUES ('dubai-marina', 'Dubai Marina', 1, '{}'), ('business-bay', 'Business Bay', 1, '{}')",
  ).run()
})

const titles = (html: string) => [...html.matchAll(/<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1])
const count = (html: string) => html.match(/id="results-count"[^>]*>([^<]+)</)?.[1]

describe('/catalog', () => {
  it('shows "N projects found" and the first 12 newest projects', async () => {
    const { response, html } = await get('/catalog')
    expect(response.status).toBe(200)
    expect(count(html)).toBe('32 projects found')
    expect(titles(html)).toHaveLength(12)
    expect(titles(html)[0]).toBe('Palm Crest Penthouse')
  })

  it.each([
    ['?type=villa', ['Hills Grove Villas']],
    ['?market=secondary', ['Hills Grove Villas', 'Bay Square Office']],
    ['?location=palm-jumeirah', ['Palm Crest Penthouse']],
    ['?location=Dubai%20Marina', ['Marina Vista']],
    ['?location=Hills%20Gr', ['Hills Grove Villas']],
    ['?bedrooms=studio', ['Marina Vista']],
    ['?bedrooms=5', ['Palm Crest Penthouse', 'Hills Grove Villas']],
    ['?minPrice=5000000', ['Palm Crest Penthouse', 'Hills Grove Villas']],
    ['?minPrice=5000000&maxPrice=10000000', ['Hills Grove Villas']],
    // USD 2.6M ≈ AED 9.55M: only the villa is under it among these.
    ['?currency=USD&minPrice=2000000&maxPrice=2600000', ['Hills Grove Villas']],
    ['?type=penthouse&sort=price-asc', ['Palm Crest Penthouse']],
    ['?type=land', ['Expo Logistics Plot']],
  ])('filters %s', async (query, expected) => {
    const { html } = await get(`/catalog${query}`)
    expect(titles(html)).toEqual(expected)
    expect(count(html)).toBe(`${expected.length} ${expected.length === 1 ? 'project' : 'projects'} found`)
  })

  it('sorts by price, both ways', async () => {
    const up = titles((await get('/catalog?sort=price-asc')).html)
    const down = titles((await get('/catalog?sort=price-desc')).html)
    expect(up[0]).toBe('Business Bay Tower 1')
    expect(down.slice(0, 2)).toEqual(['Palm Crest Penthouse', 'Hills Grove Villas'])
  })

  it('Load More without JavaScript: ?page=2 renders pages 1 and 2, with a link to page 3', async () => {
    const { html } = await get('/catalog?page=2')
    expect(titles(html)).toHaveLength(24)
    expect(html).toContain('page=3')
  })

  it('the last page has no Load More link', async () => {
    const { html } = await get('/catalog?page=3')
    expect(titles(html)).toHaveLength(32)
    expect(html).not.toContain('page=4')
  })

  it('a page past the last shows the last pages, not an empty list', async () => {
    const { response, html } = await get('/catalog?page=9')
    expect(response.status).toBe(200)
    expect(titles(html)).toHaveLength(32)
    expect(html).not.toContain('No projects match your search')
  })

  it('Load More with JavaScript: /catalog/results returns just the next page of cards', async () => {
    const { response, html } = await get('/catalog/results?page=2')
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(html.startsWith('<li')).toBe(true)
    expect(titles(html)).toHaveLength(12)
    expect(html).toContain('id="result-13"')
    // Their request-a-call links return to the catalogue, not to the fragment.
    expect(decodeHtml(html)).toContain('next=%2Fcatalog%3Fpage%3D2')
    expect(html).not.toContain('results%3F')
  })

  it('shows a helpful empty state with a reset link', async () => {
    const { response, html } = await get('/catalog?type=retail')
    expect(response.status).toBe(200)
    expect(count(html)).toBe('0 projects found')
    expect(html).toContain('No projects match your search')
    expect(html).toMatch(/href="\/en\/catalog"[^>]*>Reset filters/)
  })

  it('redirects a submitted form with empty fields to the short shareable URL', async () => {
    const { response } = await get('/catalog?location=&type=villa&market=&minPrice=&maxPrice=&currency=AED&bedrooms=any&sort=newest')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/catalog?type=villa')
  })

  it.each([
    // Prices chosen from the AED list while switching to USD: AED 1M ≈ USD 272k → the USD step 250k.
    ['?priceIn=AED&currency=USD&minPrice=1000000&maxPrice=10000000', '/catalog?minPrice=250000&maxPrice=2500000&currency=USD'],
    // From USD back to AED: USD 150k ≈ AED 551k → the AED step 500k.
    ['?priceIn=USD&currency=AED&minPrice=150000&maxPrice=', '/catalog?minPrice=500000&currency=AED'],
    // Same currency: the prices stand as chosen.
    ['?priceIn=EUR&currency=EUR&minPrice=750000', '/catalog?minPrice=750000&currency=EUR'],
    ['?priceIn=XXX&currency=GBP&minPrice=400000', '/catalog?minPrice=400000&currency=GBP'],
  ])('carries the chosen prices over when the currency changes in the same submit (%s)', async (query, location) => {
    const { response } = await get(`/catalog${query}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('lists the price choices in the current currency, and says which it is for the next submit', async () => {
    const { html } = await get('/catalog?currency=USD&minPrice=250000')
    expect(html).toContain('<input type="hidden" name="priceIn" value="USD"/>')
    const minPrice = html.match(/<select name="minPrice"[\s\S]*?<\/select>/)?.[0] ?? ''
    expect(minPrice).toMatch(/<option(?=[^>]*value="250000")(?=[^>]*selected)[^>]*>USD\s250K<\/option>/)
  })

  it.each([
    '?page=-1',
    '?page=99999999999',
    '?minPrice=abc',
    '?type=castle',
    '?bedrooms=9',
    '?sort=random',
    '?location=%27%20OR%201%3D1--',
    `?location=${'x'.repeat(500)}`,
    '?currency=BTC',
  ])('never fails on a bad parameter (%s): 200 with results', async (query) => {
    const { response } = await get(`/catalog${query}`)
    expect(response.status).toBe(200)
  })

  it('keeps the filters in the form so a search can be refined', async () => {
    const { html } = await get('/catalog?type=villa&bedrooms=4&currency=EUR')
    expect(html).toMatch(/<option value="villa" selected="">/)
    expect(html).toMatch(/<option value="4" selected="">/)
    expect(html).toMatch(/<option value="EUR" selected="">/)
  })

  it('shows prices in the chosen currency, rounded and marked approximate', async () => {
    const { html } = await get('/catalog?type=villa&currency=USD')
    // AED 9,500,000 / 3.6725 = USD 2,586,794: never to the dollar (review F2.10).
    expect(html).toContain('<bdi data-amount="price">≈ $2.59M</bdi>')
    expect(html).not.toMatch(/2,586,79[45]/)
  })

  it('serves the catalogue in Arabic with the count translated', async () => {
    const { response, html } = await get('/ar/catalog?type=villa')
    expect(response.status).toBe(200)
    expect(html).toContain('dir="rtl"')
  })

  it('sends the old saved-properties view to its own page, /favourites (test/integration/shortlist.test.ts)', async () => {
    const { response } = await get('/catalog?favourites=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/en/favourites')
  })

  it('renders saved properties by id, in the order saved, skipping unknown ids', async () => {
    const { html } = await get('/catalog/results?ids=3,999,1')
    expect(titles(html)).toEqual(['Palm Crest Penthouse', 'Marina Vista'])
  })

  it('treats malformed ids as no ids (a normal first page)', async () => {
    const { response, html } = await get('/catalog/results?ids=1;DROP')
    expect(response.status).toBe(200)
    expect(titles(html)).toHaveLength(12)
  })
})

// D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"), and the location is
// matched by prefix (`text%`): a long name, or a shorter one in Arabic (2 bytes a letter), used to
// answer 500. Two developments share a 54-letter start, so a cut pattern alone would find both.
describe('a long location (names of many words, several bytes a letter)', () => {
  const NORTH = 'Mohammed Bin Rashid City District One Lagoon Mansions North'
  const SOUTH = 'Mohammed Bin Rashid City District One Lagoon Mansions South'
  const ARABIC = 'مدينة محمد بن راشد المنطقة الأولى الشمالية'
  const long = [
    makeProject({ id: 900, title: 'Lagoon North', area: 'mbr-city', development: NORTH, publishedAt: '2020-01-01' }),
    makeProject({ id: 901, title: 'Lagoon South', area: 'mbr-city', development: SOUTH, publishedAt: '2020-01-01' }),
    makeProject({ id: 902, title: 'Lagoon Arabic', area: 'mbr-city', development: ARABIC, publishedAt: '2020-01-01' }),
  ]
  beforeAll(async () => {
    await env.DB.batch(upsertStatements(env.DB, 'projects', long))
  })
  afterAll(async () => {
    await env.DB.prepare('DELETE FROM projects WHERE id >= 900').run()
  })

  const q = (location: string) => `location=${encodeURIComponent(location)}`

  it.each([
    ['49 Latin letters', 'a'.repeat(49)],
    ['50 Latin letters', 'a'.repeat(50)],
    ['80 Latin letters', 'a'.repeat(80)],
    ['25 Arabic letters', 'ب'.repeat(25)],
    ['25 "%" (refused by the schema: no filter)', '%'.repeat(25)],
  ])('answers 200, never 500, on /catalog and /catalog/results: %s', async (_, location) => {
    const page = await get(`/catalog?${q(location)}`)
    expect(page.response.status).toBe(200)
    expect(count(page.html)).toMatch(/ found$/)
    const fragment = await get(`/catalog/results?${q(location)}`)
    expect(fragment.response.status).toBe(200)
  })

  it.each([
    ['the whole name (59 letters)', NORTH, ['Lagoon North']],
    ['its first 50 letters', NORTH.slice(0, 50), ['Lagoon North', 'Lagoon South']],
    ['the other whole name', SOUTH, ['Lagoon South']],
    ['a whole Arabic name (78 bytes)', ARABIC, ['Lagoon Arabic']],
    ['its first 25 Arabic letters', ARABIC.slice(0, 25), ['Lagoon Arabic']],
    ['a lower-case whole name', NORTH.toLowerCase(), ['Lagoon North']],
  ])('still finds a development by %s', async (_, location, expected) => {
    const { response, html } = await get(`/catalog?${q(location)}&sort=price-asc`)
    expect(response.status).toBe(200)
    expect(titles(html).sort()).toEqual(expected)
    const fragment = await get(`/catalog/results?${q(location)}`)
    expect(titles(fragment.html).sort()).toEqual(expected)
  })
})

// Any data error in search (D1 down, a table missing after a bad migration) shows an honest error
// state: 503 with Retry-After, the message in the visitor's language, the form still there to use.
describe('when the search itself fails', () => {
  beforeAll(async () => {
    await env.DB.prepare('ALTER TABLE projects RENAME TO projects_away').run()
  })
  afterAll(async () => {
    await env.DB.prepare('ALTER TABLE projects_away RENAME TO projects').run()
  })

  it.each(['en', 'ar', 'de'] as const)('/catalog says so in %s, with the search kept in the form, never a 500', async (locale) => {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const { response, html } = await get(`${prefix}/catalog?type=villa&location=Hills&bedrooms=4`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(htmlAttributes(html).lang).toMatch(new RegExp(`^${locale}`))
    const state = html.match(/data-testid="catalog-unavailable"[\s\S]*?<\/div>/)?.[0] ?? ''
    expect(decodeHtml(state)).toContain(tr(locale, 'catalog.unavailable.title'))
    expect(decodeHtml(state)).toContain(tr(locale, 'catalog.unavailable.text'))
    expect(decodeHtml(state)).toContain(`href="/${locale}/catalog?location=Hills&type=villa&bedrooms=4"`)
    // The form is there, filled in, and submits to the catalogue.
    expect(html).toMatch(new RegExp(`<form (?=[^>]*action="/${locale}/catalog")(?=[^>]*method="get")`))
    expect(html).toMatch(/<input id="f-location"(?=[^>]*name="location")(?=[^>]*value="Hills")/)
    expect(html).toMatch(/<option value="villa" selected="">/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain('id="results"')
  })

  it('/catalog/results (Load More) answers 503, so the island shows its "could not load" message', async () => {
    const { response, html } = await get('/catalog/results?page=2&type=apartment')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(html).toBe(tr('en', 'catalog.loadError'))
  })

  it('saved properties by id fail the same way', async () => {
    expect((await get('/catalog/results?ids=1,2')).response.status).toBe(503)
  })
})
