// Unit types in the catalogue (issue 13): bedrooms and price together mean "a unit of that kind in
// that price range", at the boundaries; the card names the unit that answers; the unit_types rows
// follow every write of a project (insert, update, delete) through the triggers of migration 0009.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import type { Project } from '../../src/modules/content/schema'
import { makeProject } from '../fixtures/content'
import { get, tr } from './helpers'

const unit = (bedrooms: number | null, priceAed: number, sizeSqftMin: number, sizeSqftMax = sizeSqftMin + 100): Project['unitTypes'][number] => ({
  bedrooms,
  priceAed,
  sizeSqftMin,
  sizeSqftMax,
  unitsAvailable: null,
  floorPlan: null,
  serviceChargeAedSqft: null,
})

const projects = [
  // 1 BR 2.15M, 2 BR 2.83M, 3 BR 3.72M: "2 beds under 2.8M" must not find it, though it is "from 2.15M".
  makeProject({ id: 1, title: 'Crest Tower', unitTypes: [unit(1, 2_150_000, 760), unit(3, 3_720_000, 1_370), unit(2, 2_830_000, 1_020)] }),
  makeProject({ id: 2, title: 'Studio Lofts', unitTypes: [unit(0, 650_000, 410), unit(1, 990_000, 690)] }),
  makeProject({ id: 3, title: 'Grove Villas', type: 'villa', unitTypes: [unit(4, 6_900_000, 3_900), unit(5, 8_400_000, 4_700)] }),
  makeProject({ id: 4, title: 'Bay Offices', type: 'office', unitTypes: [unit(null, 1_400_000, 900, 2_400)] }),
]

const titles = (html: string) => [...html.matchAll(/<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]).sort()
const cardOf = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</a>`)
  return start < 0
    ? ''
    : html
        .slice(start, html.indexOf('</article>', start))
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
}
const unitRows = async (projectId: number) =>
  (
    await env.DB.prepare('SELECT bedrooms, price_aed FROM unit_types WHERE project_id = ? ORDER BY position').bind(projectId).all<{
      bedrooms: number | null
      price_aed: number
    }>()
  ).results

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', projects))
})

describe('the project summary follows its unit types', () => {
  it('price from, bedrooms and sizes come from the units (sorted by bedrooms)', () => {
    const crest = projects[0] as Project
    expect(crest.priceAed).toBe(2_150_000)
    expect([crest.bedroomsMin, crest.bedroomsMax]).toEqual([1, 3])
    expect(crest.unitTypes.map((u) => u.bedrooms)).toEqual([1, 2, 3])
    expect([crest.sizeSqftMin, crest.sizeSqftMax]).toEqual([760, 1_470])
  })
})

describe('bedrooms and price mean one unit', () => {
  it.each([
    // A 2+ bed at or under 2.83M: Crest's 2 BR is exactly 2.83M.
    ['?bedrooms=2&maxPrice=2830000', ['Crest Tower']],
    // One dirham less: Crest's 2 BR is over it, its 1 BR (under it) has too few bedrooms.
    ['?bedrooms=2&maxPrice=2829999', []],
    ['?bedrooms=3&maxPrice=3720000', ['Crest Tower']],
    ['?bedrooms=3&maxPrice=3719999', []],
    // A minimum price asks for a unit at or above it: Crest's 3 BR (3.72M) qualifies, its price from does not.
    ['?minPrice=3720000&maxPrice=4000000', ['Crest Tower']],
    ['?minPrice=3720001&maxPrice=4000000', []],
    ['?bedrooms=studio', ['Studio Lofts']],
    ['?bedrooms=studio&maxPrice=649999', []],
    ['?bedrooms=studio&maxPrice=650000', ['Studio Lofts']],
    // A 1 BR from 0.99M at Studio Lofts, 2.15M at Crest.
    ['?bedrooms=1&minPrice=900000&maxPrice=1000000', ['Studio Lofts']],
    ['?bedrooms=5&minPrice=7000000', ['Grove Villas']],
    ['?bedrooms=4&maxPrice=6900000', ['Grove Villas']],
    ['?bedrooms=5&maxPrice=8000000', []],
    // An office has no bedrooms: found by price alone, never by a bedroom filter.
    ['?type=office&maxPrice=1400000', ['Bay Offices']],
    ['?type=office&bedrooms=1', []],
  ])('%s', async (query, expected) => {
    const { response, html } = await get(`/catalog${query}`)
    expect(response.status).toBe(200)
    expect(titles(html)).toEqual([...expected].sort())
  })
})

describe('the card names the unit that answers', () => {
  it('"2 BR from AED 2,830,000" and its size, for a 2-bed search', async () => {
    const { html } = await get('/catalog?bedrooms=2&maxPrice=3000000')
    const card = cardOf(html, 'Crest Tower')
    expect(card).toContain('2 BR from')
    expect(card).toContain('AED 2,830,000')
    expect(card).toContain('1,020 sq ft')
    expect(card).not.toContain('2,150,000')
  })

  it('the cheapest matching unit: a 2+ search shows the 2 BR, not the 3 BR', async () => {
    const card = cardOf((await get('/catalog?bedrooms=2')).html, 'Crest Tower')
    expect(card).toContain('2 BR from AED 2,830,000')
  })

  it('without a unit filter the card shows the project: price from and its bedroom range', async () => {
    const card = cardOf((await get('/catalog')).html, 'Crest Tower')
    expect(card).toContain('Price from AED 2,150,000')
    expect(card).toContain('1–3 beds')
  })

  it('Load More cards name the unit too', async () => {
    const { html } = await get('/catalog/results?bedrooms=studio&page=1')
    expect(cardOf(html, 'Studio Lofts')).toContain('Studio from AED 650,000')
  })

  it('in another language: the unit is named in it, the price in its format', async () => {
    const { html } = await get('/de/catalog?currency=AED&bedrooms=2&maxPrice=3000000')
    const card = cardOf(html, 'Crest Tower')
    expect(card).toContain(tr('de', 'catalog.card.unitFrom', { unit: tr('de', 'catalog.card.unitBeds_other', { count: 2 }) }))
    expect(card).toMatch(/2\.830\.000\sAED/)
  })
})

describe('unit_types rows follow the project', () => {
  it('are written with the project', async () => {
    expect(await unitRows(1)).toEqual([
      { bedrooms: 1, price_aed: 2_150_000 },
      { bedrooms: 2, price_aed: 2_830_000 },
      { bedrooms: 3, price_aed: 3_720_000 },
    ])
    expect(await unitRows(4)).toEqual([{ bedrooms: null, price_aed: 1_400_000 }])
  })

  it('are replaced when a sync rewrites the project, and go when it is deleted', async () => {
    const changed = makeProject({ id: 90, title: 'Changing Tower', unitTypes: [unit(1, 1_000_000, 700), unit(2, 1_500_000, 1_000)] })
    await env.DB.batch(upsertStatements(env.DB, 'projects', [changed]))
    expect(await unitRows(90)).toHaveLength(2)
    // The 2 BR sold out: the editor removes it and reprices the 1 BR.
    await env.DB.batch(upsertStatements(env.DB, 'projects', [makeProject({ id: 90, title: 'Changing Tower', unitTypes: [unit(1, 1_100_000, 700)] })]))
    expect(await unitRows(90)).toEqual([{ bedrooms: 1, price_aed: 1_100_000 }])
    expect(titles((await get('/catalog?bedrooms=2&maxPrice=2000000')).html)).not.toContain('Changing Tower')
    await env.DB.prepare('DELETE FROM projects WHERE id = 90').run()
    expect(await unitRows(90)).toEqual([])
  })

  it('a project from before unit types gets one per end of its bedroom range, at its price from', async () => {
    const old = makeProject({ id: 91, title: 'Older Listing', priceAed: 1_800_000, bedroomsMin: 1, bedroomsMax: 3 })
    expect(old.unitTypes.map((u) => [u.bedrooms, u.priceAed])).toEqual([
      [1, 1_800_000],
      [3, 1_800_000],
    ])
  })
})
