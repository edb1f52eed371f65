// The shortlist pages through the whole worker with real D1: /favourites (the visitor's own list is
// loaded by the browser; a shared `?ids=` list is rendered by the server), the card fragments, and
// /compare?ids= side by side with the best of each row marked. Bad ids never answer 500.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Location } from '../../src/modules/content/schema'
import { makeProject } from '../fixtures/content'
import { decodeHtml, get, ORIGIN } from './helpers'

const projects = [
  makeProject({ id: 1, title: 'Marina Vista', priceAed: 1_200_000, sizeSqftMin: 600, sizeSqftMax: 1200, handover: '2027-06-30' }),
  makeProject({
    id: 5,
    title: 'Hills Grove Villas',
    area: 'dubai-hills-estate',
    type: 'villa',
    priceAed: 9_500_000,
    sizeSqftMin: 4000,
    sizeSqftMax: 7000,
    handover: '2029-03-31',
    developer: 'Meraas',
  }),
  makeProject({
    id: 9,
    title: 'Bay Square Loft',
    area: 'business-bay',
    priceAed: 2_000_000,
    sizeSqftMin: 1000,
    sizeSqftMax: 1500,
    handover: '2028-12-31',
    unitTypes: [{ bedrooms: 1, sizeSqftMin: 1000, sizeSqftMax: 1500, priceAed: 2_000_000, unitsAvailable: null, floorPlan: null, serviceChargeAedSqft: 18 }],
  }),
  makeProject({ id: 12, title: 'Creek Harbour One' }),
  makeProject({ id: 13, title: 'Creek Harbour Two' }),
]

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', projects))
  const marina = Location.parse({
    slug: 'dubai-marina',
    name: 'Dubai Marina',
    description: 'Waterfront living.',
    image: { src: '/images/hero-dubai.svg', alt: 'Marina', width: 1600, height: 900 },
    translations: { fr: { name: 'Marina de Dubaï' } },
  })
  await env.DB.batch(upsertStatements(env.DB, 'locations', [marina]))
})

const cardTitles = (html: string) => [...html.matchAll(/<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => decodeHtml(m[1] ?? ''))
const columnTitles = (html: string) => [...html.matchAll(/<th scope="col"[^>]*data-project="(\d+)"/g)].map((m) => Number(m[1]))
/** The `data-project` ids of the cells marked best in a compare row. */
function bestIn(html: string, row: string): number[] {
  const ids = columnTitles(html)
  const tr = html.match(new RegExp(`<tr data-row="${row}">([\\s\\S]*?)</tr>`))?.[1] ?? ''
  const cells = [...tr.matchAll(/<td[^>]*?(data-best="")?[^>]*>/g)].map((m) => m[0].includes('data-best'))
  return cells.flatMap((best, i) => (best ? [ids[i] ?? -1] : []))
}

describe('/favourites', () => {
  it('is the visitor’s own list: an empty slot the browser fills, noindex, never cached', async () => {
    const { response, html } = await get('/favourites')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('data-favourites-mine="/en/favourites/results"')
    expect(cardTitles(html)).toEqual([])
  })

  it('renders a shared list from ?ids= in its order, unknown ids left out, with compare, remove links and the share link', async () => {
    const { response, html } = await get('/fr/favourites?ids=9,404,1')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(cardTitles(html)).toEqual(['Bay Square Loft', 'Marina Vista'])
    expect(html).toContain('data-favourites-save-all="9,1"')
    expect(html).toMatch(/<input type="checkbox" form="compare-form"[^>]* name="ids" value="9"\/>/)
    const form = html.match(/<form [^>]*id="compare-form"[^>]*>/)?.[0] ?? ''
    expect(form).toContain('action="/fr/compare"')
    expect(form).toContain('method="get"')
    // Remove is a link to the same list without that property (no JavaScript needed).
    expect(html).toContain('href="/fr/favourites?ids=1"')
    expect(html).toContain('value="http://example.com/fr/favourites?ids=9,1"')
    expect(html).toContain('2 biens')
  })

  it.each(['abc', '1;2', '0', '-5', '1,2,x'])('answers a clean 400 with the empty state for ids=%s', async (ids) => {
    const { response, html } = await get(`/favourites?ids=${encodeURIComponent(ids)}`)
    expect(response.status).toBe(400)
    expect(html).toContain('data-testid="favourites-empty"')
  })

  it('shows the empty state for a shared list of unknown properties', async () => {
    const { response, html } = await get('/favourites?ids=404,405')
    expect(response.status).toBe(200)
    expect(html).toContain('data-testid="favourites-empty"')
  })

  it('redirects the old /catalog?favourites=1 to /favourites (every locale)', async () => {
    expect((await get('/catalog?favourites=1')).response.headers.get('location')).toBe('/en/favourites')
    const { response } = await get('/de/catalog?favourites=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/de/favourites')
  })

  it('is left out of the sitemap', async () => {
    const { response, html } = await get('/sitemaps/en-1.xml')
    expect(response.status).toBe(200)
    expect(html).toContain('<urlset')
    expect(html).not.toContain('/favourites')
    expect(html).not.toContain('/compare')
  })
})

describe('card fragments', () => {
  it('renders the visitor’s own cards with Remove buttons (mine=1)', async () => {
    const { response, html } = await get('/favourites/results?ids=5,1&mine=1')
    expect(response.status).toBe(200)
    expect(cardTitles(html)).toEqual(['Hills Grove Villas', 'Marina Vista'])
    expect(html).toContain('data-favourite-remove="5"')
  })

  it('answers nothing for no known ids, and 400 JSON naming the field for bad ones', async () => {
    expect((await get('/favourites/results?ids=404')).html).toBe('')
    const { response, html } = await get('/recent/results?ids=x')
    expect(response.status).toBe(400)
    expect(JSON.parse(html)).toMatchObject({ error: 'invalid_field', field: 'ids' })
  })

  it('renders recently viewed cards, at most 12', async () => {
    const { html } = await get('/recent/results?ids=13,12,1')
    expect(cardTitles(html)).toEqual(['Creek Harbour Two', 'Creek Harbour One', 'Marina Vista'])
  })

  it("sends a card's Request Call back to the page the strip is on, never to the fragment's own address", async () => {
    const nextOf = (html: string) => new URLSearchParams(decodeHtml(html.match(/href="[^"]*\/request-call\?([^"]*)"/)?.[1] ?? '')).get('next')
    const fromProperty = await get('/recent/results?ids=1', { headers: { referer: `${ORIGIN}/en/catalog/1-marina-vista?x=1` } })
    expect(nextOf(fromProperty.html)).toBe('/en/catalog/1-marina-vista?x=1')
    // Another site's Referer, or none: the home page of the language.
    const foreign = await get('/ar/recent/results?ids=1', { headers: { referer: 'https://evil.example/en/catalog' } })
    expect(nextOf(foreign.html)).toBe('/ar')
  })
})

describe('/compare', () => {
  it('puts up to four properties side by side with the best of each row marked, noindex, never cached', async () => {
    const { response, html } = await get('/compare?ids=1,5,9')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(columnTitles(html)).toEqual([1, 5, 9])
    expect(bestIn(html, 'price')).toEqual([1])
    expect(bestIn(html, 'size')).toEqual([5])
    expect(bestIn(html, 'handover')).toEqual([1])
    // Only one property publishes a service charge: nothing to call best.
    expect(bestIn(html, 'service')).toEqual([])
    expect(html).toContain('Dubai Marina')
    // Remove is a link to the same comparison without that property.
    expect(html).toContain('href="/en/compare?ids=1,9"')
    expect(html).not.toContain('data-testid="compare-cut"')
  })

  it('estimates each gross yield from its area’s typical rent, marks the highest, and dates the estimate', async () => {
    const area = (slug: string, name: string, rent: number, translations = {}) =>
      Location.parse({
        slug,
        name,
        description: 'Typical rents for the yield row.',
        image: { src: '/images/hero-dubai.svg', alt: name, width: 1600, height: 900 },
        rentAedSqftYear: rent,
        rentAsOf: '2026-11-01',
        translations,
      })
    await env.DB.batch(
      upsertStatements(env.DB, 'locations', [
        area('dubai-marina', 'Dubai Marina', 140, { fr: { name: 'Marina de Dubaï' } }),
        area('business-bay', 'Business Bay', 135),
      ]),
    )
    const { html } = await get('/compare?ids=1,5,9')
    const row = decodeHtml(html.match(/<tr data-row="yield">([\s\S]*?)<\/tr>/)?.[1] ?? '')
    // 600 sq ft × 140 = 84,000 on 1,200,000: 7 %; 1,000 × 135 = 135,000 on 2,000,000: 6.75 %; Dubai
    // Hills has no typical rent here.
    expect(row).toContain('<bdi>7%</bdi>')
    expect(row).toContain('<bdi>6.8%</bdi>')
    expect(row).toContain('Not published')
    expect(bestIn(html, 'yield')).toEqual([1])
    expect(decodeHtml(html)).toContain("the area's typical asking rent (Nov 2026)")
  })

  it('accepts the favourites form’s repeated ids and keeps the first four, saying so', async () => {
    const { html } = await get('/compare?ids=13&ids=12&ids=9&ids=5&ids=1')
    expect(columnTitles(html)).toEqual([13, 12, 9, 5])
    expect(html).toContain('data-testid="compare-cut"')
  })

  it('names the areas in the page’s language', async () => {
    const { html } = await get('/fr/compare?ids=1,9')
    expect(html).toContain('Marina de Dubaï')
  })

  it.each(['', 'ids=', 'ids=404'])('shows the empty state for %s', async (query) => {
    const { response, html } = await get(`/compare?${query}`)
    expect(response.status).toBe(200)
    expect(html).toContain('data-testid="compare-empty"')
  })

  it.each(['abc', '1.5', '99999999999'])('answers a clean 400 for ids=%s', async (ids) => {
    const { response, html } = await get(`/compare?ids=${ids}`)
    expect(response.status).toBe(400)
    expect(html).toContain('data-testid="compare-empty"')
  })
})
