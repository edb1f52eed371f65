// One site-wide currency and area unit (decision 017): GET /units saves the choice in the
// `marsa_units` cookie and returns to the page; every page renders prices and sizes in it (the
// catalogue, its filters and Load More, the property page, the home page's featured projects), a
// catalogue URL's `currency=` wins for that request, and the default follows the language.
import { env } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { decodeHtml, get } from './helpers'

const MAIN = 9301
/** AED 650,000 from 760 sq ft: EUR 163,317 at the default 3.98, 71 m², AED 855 per sq ft. */
const main = makeProject({ id: MAIN, slug: 'units-tower', title: 'Units Tower', priceAed: 650_000, sizeSqftMin: 760, sizeSqftMax: 1840, featured: true })
const similar = makeProject({ id: MAIN + 1, slug: 'units-tower-two', title: 'Units Tower Two', priceAed: 700_000, featured: true })

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', [main, similar]))
})

beforeEach(async () => {
  const { keys } = await env.KV.list()
  await Promise.all(keys.map((key) => env.KV.delete(key.name)))
})

const withUnits = (value: string, headers: Record<string, string> = {}) => ({ headers: { cookie: `marsa_units=${value}`, ...headers } })
/** The text of every `<bdi data-amount=…>` on the page, in order. */
const amounts = (html: string, kind: 'price' | 'area' | 'rate') =>
  [...html.matchAll(new RegExp(`<bdi data-amount="${kind}">([^<]*)</bdi>`, 'g'))].map((m) => decodeHtml(m[1] ?? '').replace(/[\u00a0\u202f]/g, ' '))
/** The page without its scripts (island props, JSON-LD) and the unit menus (which offer both units): the figures people read. */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<form[^>]*action="\/units"[\s\S]*?<\/form>/g, '')
const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? ''
/** The `marsa_units` value a response sets, if any. */
const savedUnits = (response: Response) => cookieOf(response).match(/marsa_units=([^;]*)/)?.[1]

describe('GET /units', () => {
  it('saves the currency and unit for a year, site-wide and server-only, and returns to the page (303)', async () => {
    const { response } = await get('/units?currency=EUR&unit=sqm&next=%2Fde%2Fcatalog%3Ftype%3Dvilla')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/de/catalog?type=villa')
    const cookie = cookieOf(response)
    expect(savedUnits(response)).toBe('EUR.sqm')
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/HttpOnly/)
  })

  it('changes one half and keeps the other from the cookie', async () => {
    const { response } = await get('/units?unit=sqm&next=/', withUnits('GBP.sqft'))
    expect(savedUnits(response)).toBe('GBP.sqm')
    const { response: currency } = await get('/units?currency=USD&next=/', withUnits('GBP.sqm'))
    expect(savedUnits(currency)).toBe('USD.sqm')
  })

  it('keeps the default for the half not chosen when there is no cookie (German: m²)', async () => {
    const { response } = await get('/de/units?currency=GBP&next=/de')
    expect(response.status).toBe(303)
    expect(savedUnits(response)).toBe('GBP.sqm')
  })

  it.each([
    ['/units?currency=BTC&next=/', 'currency'],
    ['/units?unit=acres&next=/', 'unit'],
    ['/units?next=/', 'currency'],
    ['/units?currency=EUR&currency=USD', 'currency'],
    [`/units?currency=EUR&next=/${'x'.repeat(3000)}`, 'next'],
  ])('answers %s with 400 JSON naming the field, and sets nothing', async (path, field) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(JSON.parse(html)).toMatchObject({ error: 'invalid_field', field })
    expect(savedUnits(response)).toBeUndefined()
  })

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', '/\r\nSet-Cookie:x=1'])(
    'never sends the visitor off-site (next=%s)',
    async (next) => {
      const { response } = await get(`/units?currency=EUR&next=${encodeURIComponent(next)}`)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
    },
  )
})

describe('the catalogue in the visitor’s currency and unit', () => {
  it('renders cards, the currency filter and the price steps in the cookie’s choice', async () => {
    const { response, html } = await get('/catalog', withUnits('EUR.sqm'))
    expect(response.status).toBe(200)
    // AED 650,000 / 3.98 = EUR 163,317: rounded and marked approximate; 760 sq ft = 71 m².
    expect(amounts(html, 'price')).toContain('≈ €163K')
    expect(amounts(html, 'area')).toContain('71 m²+')
    expect(visible(html)).not.toContain('sq ft')
    expect(html).toMatch(/<option value="EUR" selected="">/)
    expect(html).toContain('<input type="hidden" name="priceIn" value="EUR"/>')
    expect(html).toMatch(/<option value="150000">EUR\s150K<\/option>/)
  })

  it('lets the URL’s currency win for that request without changing the visitor’s choice', async () => {
    const { response, html } = await get('/catalog?currency=USD', withUnits('EUR.sqm'))
    expect(amounts(html, 'price')).toContain('≈ $177K')
    expect(amounts(html, 'price').join(' ')).not.toContain('€')
    expect(amounts(html, 'area')).toContain('71 m²+')
    expect(savedUnits(response)).toBeUndefined()
  })

  it('Load More answers in the same currency and unit', async () => {
    const { html } = await get('/catalog/results?page=1', withUnits('GBP.sqm'))
    // AED 650,000 / 4.65 = GBP 139,785.
    expect(amounts(html, 'price')).toContain('≈ £140K')
    expect(amounts(html, 'area')).toContain('71 m²+')
  })

  it('makes a currency chosen in the search form the visitor’s own, keeping the unit', async () => {
    const { response } = await get('/catalog?location=&type=&priceIn=AED&currency=GBP&minPrice=&maxPrice=', withUnits('AED.sqm'))
    expect(response.status).toBe(302)
    // No price chosen: the URL stays short, the cookie carries the currency.
    expect(response.headers.get('location')).toBe('/catalog')
    expect(savedUnits(response)).toBe('GBP.sqm')
  })

  it('keeps the currency in the URL when a price needs it', async () => {
    const { response } = await get('/catalog?priceIn=EUR&currency=EUR&minPrice=250000', withUnits('EUR.sqm'))
    expect(response.headers.get('location')).toBe('/catalog?minPrice=250000&currency=EUR')
    // Already the visitor's currency: nothing to save.
    expect(savedUnits(response)).toBeUndefined()
  })

  it('defaults to AED and sq ft in English, to euros and m² in German, with the unit named in the language', async () => {
    expect(amounts((await get('/catalog')).html, 'price')).toContain('AED 650,000')
    const german = (await get('/de/catalog')).html
    expect(amounts(german, 'price')).toContain('≈ 163.000 €')
    expect(amounts(german, 'area')).toContain('71 m²+')
    const russian = (await get('/ru/catalog', withUnits('AED.sqft'))).html
    expect(amounts(russian, 'area')).toContain('760 кв. фут+')
  })

  it('isolates each amount on an Arabic page so digits and unit names never reorder (review F7.4)', async () => {
    const html = (await get('/ar/catalog', withUnits('AED.sqft'))).html
    expect(html).toMatch(/<bdi data-amount="area">[٠-٩0-9]+ قدم مربعة\+<\/bdi>/)
    expect(visible(html)).not.toContain('sq ft')
  })
})

describe('the property page and the home page in the visitor’s currency and unit', () => {
  it('renders the price card, the price per area, the sizes and similar projects in the cookie’s choice', async () => {
    const { response, html } = await get(`/catalog/${MAIN}-units-tower`, withUnits('USD.sqm'))
    expect(response.status).toBe(200)
    // AED 650,000 / 3.6725 = USD 176,991.
    expect(amounts(html, 'price')[0]).toBe('≈ $177K')
    // 855 AED/sq ft × 10.7639 / 3.6725 = USD 2,506 per m².
    expect(amounts(html, 'rate')).toEqual(['≈ $2.51K / m²'])
    expect(amounts(html, 'area')).toEqual(['71 – 171 m²'])
    expect(
      amounts(html, 'price')
        .slice(1)
        .every((price) => price.startsWith('≈ $')),
    ).toBe(true)
    expect(visible(html)).not.toContain('sq ft')
    // The switch shows the choice pressed; without JavaScript it is a form to /units that returns here.
    const form = html.match(/<form[^>]*data-testid="unit-switch"[\s\S]*?<\/form>/)?.[0] ?? ''
    expect(form).toContain('action="/units"')
    expect(form).toMatch(/<button(?=[^>]*value="USD")(?=[^>]*aria-pressed="true")/)
    expect(form).toMatch(/<button(?=[^>]*value="AED")(?=[^>]*aria-pressed="false")/)
    expect(form).toMatch(/<button(?=[^>]*value="sqm")(?=[^>]*aria-pressed="true")/)
    expect(form).toContain(`name="next" value="/catalog/${MAIN}-units-tower#price"`)
  })

  it('shows AED exactly and sq ft without a cookie', async () => {
    const { html } = await get(`/en/catalog/${MAIN}-units-tower`)
    expect(amounts(html, 'price')[0]).toBe('AED 650,000')
    expect(amounts(html, 'rate')).toEqual(['AED 855 / sq ft'])
    expect(amounts(html, 'area')).toEqual(['760 – 1,840 sq ft'])
  })

  it('renders the home page’s featured projects in the cookie’s choice', async () => {
    const { html } = await get('/', withUnits('EUR.sqm'))
    expect(amounts(html, 'price')).toContain('≈ €163K')
    expect(amounts(html, 'area')).toContain('71 m²+')
  })

  it('offers the choice in the header of every page, as a form that works without JavaScript', async () => {
    for (const path of ['/', '/catalog', '/careers', `/catalog/${MAIN}-units-tower`]) {
      const { html } = await get(path, withUnits('GBP.sqm'))
      const menu = html.match(/<details[^>]*data-testid="units-menu"[\s\S]*?<\/details>/)?.[0] ?? ''
      expect(menu, path).toContain('action="/units"')
      expect(menu, path).toContain('<bdi>GBP · m²</bdi>')
      expect(menu, path).toMatch(/<button(?=[^>]*value="GBP")(?=[^>]*aria-pressed="true")/)
    }
  })
})
