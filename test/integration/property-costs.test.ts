// The property page's "What it costs you" in workerd: the calculators on the property's own figures
// (cheapest unit type, off-plan or ready), rendered on the server, each linking into its full tool
// with the figures in the query.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Location, Project } from '../../src/modules/content/schema'
import { decodeHtml, get } from './helpers'

const project = (id: number, overrides: Partial<Project>) =>
  Project.parse({
    id,
    slug: `cost-tower-${id}`,
    title: `Cost Tower ${id}`,
    developer: 'Emaar',
    area: 'cost-marina',
    development: 'Cost Marina Walk',
    type: 'apartment',
    market: 'secondary',
    priceAed: 2_000_000,
    bedroomsMin: 1,
    bedroomsMax: 2,
    sizeSqftMin: 800,
    sizeSqftMax: 1200,
    handover: '2024-12-01',
    description: 'A tower the cost tests insert.',
    photos: [{ src: '/images/test/tower-1.svg', alt: 'Tower', width: 1200, height: 800 }],
    agentId: 'T-AGENT',
    permit: '7123456789',
    publishedAt: '2026-05-01',
    ...overrides,
  })

const READY = 9401
const OFF_PLAN = 9402
/** In an area without a typical rent. */
const NO_RENT = 9403

beforeAll(async () => {
  await env.DB.batch([
    ...upsertStatements(env.DB, 'projects', [
      project(READY, {
        unitTypes: [
          { bedrooms: 2, sizeSqftMin: 1200, sizeSqftMax: 1200, priceAed: 2_600_000, unitsAvailable: null, floorPlan: null, serviceChargeAedSqft: 18 },
          { bedrooms: 1, sizeSqftMin: 800, sizeSqftMax: 800, priceAed: 2_000_000, unitsAvailable: null, floorPlan: null, serviceChargeAedSqft: 16 },
        ],
      }),
      project(OFF_PLAN, { market: 'off-plan', priceAed: 1_500_000, handover: '2028-12-01' }),
      project(NO_RENT, { area: 'cost-desert' }),
    ]),
    ...upsertStatements(env.DB, 'locations', [
      Location.parse({
        slug: 'cost-marina',
        name: 'Cost Marina',
        description: 'Where the cost tests live.',
        image: { src: '/images/test/marina.svg', alt: 'Marina', width: 1200, height: 800 },
        rentAedSqftYear: 150,
        rentAsOf: '2026-11-01',
      }),
      Location.parse({
        slug: 'cost-desert',
        name: 'Cost Desert',
        description: 'Where nobody has published a rent.',
        image: { src: '/images/test/marina.svg', alt: 'Desert', width: 1200, height: 800 },
      }),
    ]),
  ])
})

const card = (html: string, id: string) =>
  decodeHtml(html.match(new RegExp(`data-testid="property-costs-${id}"[\\s\\S]*?</li>`))?.[0] ?? '').replace(/\u00a0/g, ' ')
const link = (html: string, id: string) => card(html, id).match(/href="([^"]*)"/)?.[1]

describe('What it costs you', () => {
  it('runs the calculators on the cheapest unit of a ready property', async () => {
    const { response, html } = await get(`/en/catalog/${READY}-cost-tower-${READY}`)
    expect(response.status).toBe(200)
    expect(html).toContain('data-testid="property-costs"')
    // AED 2M, 80 % loan of 1.6M: 80,000 + 580 + 250 + 4,200 + 4,290 + 42,000.
    expect(card(html, 'costs')).toContain('AED 131,320')
    expect(card(html, 'monthly')).toContain('AED 8,893')
    expect(card(html, 'golden-visa')).toContain('Eligible on value')
    expect(link(html, 'costs')).toBe('/en/tools/costs?price=2000000&loan=1600000')
    // 800 sq ft at the area's AED 150 a year: 120,000 on 2,000,000 is 6 % gross; net after 5 % vacancy,
    // 800 × 16 service charge and 0.5 % upkeep: (114,000 − 12,800 − 10,000) / 2,000,000 = 4.56 %.
    expect(card(html, 'yield')).toContain('6%')
    expect(card(html, 'yield')).toContain('4.6% net')
    expect(card(html, 'yield')).toContain('AED 120,000 a year (estimate, Nov 2026)')
    // The area goes along, so the calculator names the rent's source and can estimate again.
    expect(link(html, 'yield')).toBe('/en/tools/yield?price=2000000&rent=120000&size=800&sc=16&area=cost-marina')
  })

  it('asks for the rent where the area has no typical rent', async () => {
    const { html } = await get(`/en/catalog/${NO_RENT}-cost-tower-${NO_RENT}`)
    expect(card(html, 'yield')).toContain('Enter the expected rent')
    expect(link(html, 'yield')).toBe('/en/tools/yield?price=2000000&size=800')
  })

  it('lends half of an off-plan price, with no commission on a developer sale, below the Golden Visa threshold', async () => {
    const { html } = await get(`/en/catalog/${OFF_PLAN}-cost-tower-${OFF_PLAN}`)
    expect(card(html, 'monthly')).toContain('50%')
    expect(link(html, 'costs')).toBe('/en/tools/costs?price=1500000&loan=750000&seller=developer')
    expect(link(html, 'monthly')).toBe('/en/tools/mortgage?price=1500000&offplan=1')
    expect(card(html, 'golden-visa')).toContain('Below AED 2 million')
  })

  it('is in Arabic on the Arabic page', async () => {
    const { response, html } = await get(`/ar/catalog/${READY}-cost-tower-${READY}`)
    expect(response.status).toBe(200)
    expect(html).toContain('ما يكلّفك')
  })
})
