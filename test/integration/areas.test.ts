// The area guides (/areas, /areas/{slug}) in workerd with the embedded areas and projects in D1:
// the price table's figures are the medians of the listings in D1 (computed here from the rows), the
// transaction prices appear only once DLD data is imported (the test fixture, through the import's
// own parser and SQL), unknown slugs are 404 pages, every locale renders its own interface, the
// sitemap lists the guides, and the lead form carries the area.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { readTransactions, transactionsSql } from '../../scripts/dld/transactions'
import { LOCALES } from '../../src/lib/i18n/locales'
import { DEFAULT_RATES, formatPricePerArea } from '../../src/lib/money'
import { upsertStatements } from '../../src/modules/content/rows.server'
import type { Location, Project } from '../../src/modules/content/schema'
import fixture from '../fixtures/dld-transactions.csv?raw'
import { decodeHtml, get, htmlAttributes, ORIGIN, titleOf, tr } from './helpers'

const seed = JSON.parse((env as unknown as { TEST_SEED: string }).TEST_SEED) as { locations: Location[]; projects: Project[] }

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'locations', seed.locations))
  for (let i = 0; i < seed.projects.length; i += 20) await env.DB.batch(upsertStatements(env.DB, 'projects', seed.projects.slice(i, i + 20)))
})

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
const labels = { sqft: 'sq ft', sqm: 'm²' }
const aed = (aedPerSqft: number) => formatPricePerArea(aedPerSqft, 'AED', 'sqft', DEFAULT_RATES, 'en', labels)

/** The price table's rows: `type:bedrooms` → the texts of its asking and transaction cells. */
function tableRows(html: string): Record<string, { asking: string; transaction?: string }> {
  const table = html.match(/<table[^>]*data-testid="price-table"[\s\S]*?<\/table>/)?.[0] ?? ''
  const text = (cell: string | undefined) =>
    decodeHtml((cell ?? '').replace(/<[^>]+>/g, ' '))
      .replace(/[ \t\r\n]+/g, ' ')
      .trim()
  return Object.fromEntries(
    [...table.matchAll(/<tr[^>]*data-home="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => {
      const row = m[2] ?? ''
      const asking = row.match(/data-cell="asking"[^>]*>([\s\S]*?)<\/td>/)?.[1]
      const transaction = row.match(/data-cell="transaction"[^>]*>([\s\S]*?)<\/td>/)?.[1]
      return [m[1], { asking: text(asking), ...(transaction === undefined ? {} : { transaction: text(transaction) }) }]
    }),
  )
}

describe('an area guide', () => {
  it('shows the median asking price per sq ft of the listings by type and bedrooms, with the number of unit types', async () => {
    const { response, html } = await get('/en/areas/dubai-marina')
    expect(response.status).toBe(200)
    const { results } = await env.DB.prepare(
      'SELECT p.type AS type, u.bedrooms AS bedrooms, u.price_aed AS price, u.size_sqft_min AS size FROM unit_types u JOIN projects p ON p.id = u.project_id WHERE p.area = ?',
    )
      .bind('dubai-marina')
      .all<{ type: string; bedrooms: number | null; price: number; size: number }>()
    const groups = new Map<string, number[]>()
    for (const r of results) {
      const key = `${r.type}:${r.bedrooms ?? '-'}`
      groups.set(key, [...(groups.get(key) ?? []), r.price / r.size])
    }
    expect(groups.size).toBeGreaterThan(2)
    const rows = tableRows(html)
    expect(Object.keys(rows).sort()).toEqual([...groups.keys()].sort())
    for (const [key, values] of groups) {
      const count = values.length
      expect(rows[key]?.asking, key).toBe(`${aed(median(values))} from ${count} unit type${count === 1 ? '' : 's'}`)
    }
    expect(html).toContain('data-testid="price-chart"')
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Bar chart: median asking price per sq ft in Dubai Marina/)
    // No imported data: nothing about transactions.
    expect(html).not.toContain('data-testid="transactions-source"')
    expect(html).not.toContain('data-cell="transaction"')
    expect(titleOf(html)).toBe('Dubai Marina area guide | Marsa')
  })

  it('shows the guide texts, the FAQ as FAQPage structured data and a breadcrumb', async () => {
    const { html } = await get('/en/areas/palm-jumeirah')
    const palm = seed.locations.find((l) => l.slug === 'palm-jumeirah') as Location
    const text = decodeHtml(html)
    expect(text).toContain(palm.overview.split('\n')[0])
    for (const school of palm.schools) expect(text).toContain(school.school)
    for (const faq of palm.faqs) expect(text).toContain(faq.question)
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'))
    const faq = data.find((d) => d['@type'] === 'FAQPage')
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(palm.faqs.map((f) => f.question))
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.at(-1).item).toBe(`${ORIGIN}/en/areas/palm-jumeirah`)
  })

  it('shows where the area is on the drawn map of Dubai, centred on the area, named in the page language', async () => {
    const marina = seed.locations.find((l) => l.slug === 'dubai-marina') as Location
    expect(marina.center).not.toBeNull()
    const { html } = await get('/ar/areas/dubai-marina')
    const figure = html.match(/<figure[^>]*data-testid="area-locator"[\s\S]*?<\/figure>/)?.[0] ?? ''
    const svgTag = figure.match(/<svg[^>]*>/)?.[0] ?? ''
    const svg = Object.fromEntries([...svgTag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]])) as Record<string, string>
    expect(svg.role).toBe('img')
    const name = tr('ar', 'areaGuide.locator', { area: (marina.translations.ar?.name as string) ?? marina.name })
    expect(decodeHtml(svg['aria-label'] ?? '')).toBe(name)
    // The pin is the view's centre: the area's centre in the map's units (x east, y south, 0.001° of latitude).
    const [x, y, width, height] = (svg.viewbox ?? '').split(' ').map(Number)
    const { toPoint } = await import('../../src/components/map/projection')
    const pin = toPoint(marina.center?.lat ?? 0, marina.center?.lng ?? 0)
    expect((x ?? 0) + (width ?? 0) / 2).toBeCloseTo(pin.x, 1)
    expect((y ?? 0) + (height ?? 0) / 2).toBeCloseTo(pin.y, 1)
  })

  it('sends its lead form with the area in its context', async () => {
    const { html } = await get('/en/areas/business-bay')
    expect(html).toMatch(/name="utm_placement" value="area-guide:business-bay"/)
    expect(html).toMatch(/name="source" value="consultation"/)
  })

  it('is a 404 page for an unknown area', async () => {
    for (const path of ['/en/areas/atlantis', '/en/areas/Dubai-Marina', '/en/areas/dubai--marina', '/areas/x/y']) {
      const { response } = await get(path)
      expect(response.status, path).toBe(404)
    }
  })

  it.each(LOCALES.map((l) => l.code))('renders its interface in %s', async (locale) => {
    const { response, html } = await get(`/${locale}/areas/downtown-dubai`)
    expect(response.status).toBe(200)
    expect(htmlAttributes(html).lang?.slice(0, 2)).toBe(locale)
    const text = decodeHtml(html)
    expect(text).toContain(tr(locale, 'areaGuide.eyebrow'))
    expect(text).toContain(tr(locale, 'areaGuide.travel'))
    expect(text).toContain(tr(locale, 'areaGuide.prices.askingMedian'))
    if (locale !== 'en') expect(tr(locale, 'areaGuide.prices.askingMedian')).not.toBe(tr('en', 'areaGuide.prices.askingMedian'))
  })
})

describe('the areas index', () => {
  it('lists every area with a link to its guide and its number of projects', async () => {
    const { response, html } = await get('/en/areas')
    expect(response.status).toBe(200)
    for (const location of seed.locations) {
      expect(html).toContain(`href="/en/areas/${location.slug}"`)
      const count = seed.projects.filter((p) => p.area === location.slug).length
      const item = html.match(new RegExp(`data-area="${location.slug}"[\\s\\S]*?</li>`))?.[0] ?? ''
      expect(decodeHtml(item), location.slug).toContain(`${count} project${count === 1 ? '' : 's'}`)
    }
  })
})

describe('links to the guides', () => {
  it('from a search that names an area, from its cards, and from the home page', async () => {
    const { html } = await get('/en/catalog?location=JVC')
    expect(html).toMatch(/<a href="\/en\/areas\/jumeirah-village-circle"[^>]*data-testid="area-guide-link"[^>]*>Jumeirah Village Circle area guide<\/a>/)
    const { html: text } = await get('/en/catalog?location=villa')
    expect(text).not.toContain('data-testid="area-guide-link"')
    const { html: home } = await get('/en')
    expect(home).toContain('href="/en/areas"')
    expect(home).toContain('href="/en/areas/dubai-marina"')
    const { html: property } = await get('/en/catalog/1-marina-crest-residences')
    expect(decodeHtml(property)).toMatch(/<a href="\/en\/areas\/dubai-marina"[^>]*>[^<]*Dubai Marina area guide/)
  })
})

describe('the sitemap', () => {
  it('lists the index and every guide', async () => {
    const { html: xml } = await get('/sitemaps/en-1.xml')
    expect(xml).toContain(`<loc>${ORIGIN}/en/areas</loc>`)
    for (const location of seed.locations) expect(xml).toContain(`<loc>${ORIGIN}/en/areas/${location.slug}</loc>`)
  })
})

describe('with DLD transactions imported', () => {
  const imported = readTransactions(fixture)

  beforeAll(async () => {
    for (const statement of transactionsSql(imported.transactions)) await env.DB.prepare(statement).run()
    // The guides were cached without transactions: a new import shows after the cache's 5 minutes; here, at once.
    const { keys } = await env.KV.list()
    await Promise.all(keys.map((k) => env.KV.delete(k.name)))
  })

  it('shows the median transaction price of the last 12 months of the file beside the asking price, with counts and period', async () => {
    const { html } = await get('/en/areas/dubai-marina')
    const to = imported.to as string
    const from = `${Number(to.slice(0, 4)) - 1}-${String(Number(to.slice(5, 7)) + 1).padStart(2, '0')}-01`
    const sales = imported.transactions.filter((t) => t.area === 'dubai-marina' && t.date >= from && t.date <= to)
    expect(sales.length).toBeLessThan(imported.transactions.filter((t) => t.area === 'dubai-marina').length)
    const oneBed = sales.filter((t) => t.type === 'apartment' && t.bedrooms === 1)
    expect(oneBed.length).toBeGreaterThan(1)
    const rows = tableRows(html)
    expect(rows['apartment:1']?.transaction).toBe(`${aed(median(oneBed.map((t) => t.aedPerSqft)))} from ${oneBed.length} sales`)
    const source = decodeHtml(html.match(/data-testid="transactions-source"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? '').replace(/<[^>]+>/g, '')
    expect(source).toContain('Dubai Land Department')
    expect(source).toContain(`from ${sales.length} sales`)
    expect(html).toMatch(/aria-label="Bar chart: median asking price and median transaction price per sq ft in Dubai Marina/)
  })

  it('still says nothing about transactions in an area without any', async () => {
    const { html } = await get('/en/areas/meydan')
    expect(html).not.toContain('data-testid="transactions-source"')
  })
})
