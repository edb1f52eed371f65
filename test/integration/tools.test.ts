// The buyer calculators (/tools) in workerd: every page answers 200 in several locales, Arabic
// included, with the result computed on the server (the form without JavaScript); bad input is a
// 200 page with an error under the field (never a 5xx); each result links to the next tool with its
// figures in the query; the pages are in the sitemap in every locale.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import type { Location } from '../../src/modules/content/schema'
import { decodeHtml, get as getPage, tr } from './helpers'

const get = async (path: string) => {
  const { response, html } = await getPage(path)
  return { status: response.status, html }
}

const spaces = (value: string) => value.replace(/[\s\u200e\u200f\u061c]/g, ' ')
const text = (html: string, testId: string) => {
  const match = html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))
  return match?.[1] === undefined ? undefined : spaces(decodeHtml(match[1]))
}
const href = (html: string, testId: string) => decodeHtml(html.match(new RegExp(`href="([^"]*)"[^>]*data-testid="${testId}"`))?.[1] ?? '')
const inputTag = (html: string, name: string) => html.match(new RegExp(`<input[^>]*id="tool-${name}"[^>]*>`))?.[0] ?? ''

describe('/tools', () => {
  it.each(['en', 'ar', 'de', 'ru'] as const)('lists the four calculators in %s', async (locale) => {
    const { status, html } = await get(`/${locale}/tools`)
    expect(status).toBe(200)
    for (const tool of ['mortgage', 'costs', 'yield', 'golden-visa']) expect(html).toContain(`href="/${locale}/tools/${tool}"`)
    expect(html).toContain(tr(locale, 'tools.pages.mortgage.title'))
  })

  it.each(['en', 'ar', 'fr', 'he'] as const)('renders each tool with its default result in %s', async (locale) => {
    for (const tool of ['mortgage', 'costs', 'yield', 'golden-visa']) {
      const { status, html } = await get(`/${locale}/tools/${tool}`)
      expect(status, `${locale} ${tool}`).toBe(200)
      expect(html).toContain('data-testid="tool-result"')
      expect(html).not.toContain('data-testid="error-')
    }
  })
})

describe('/tools/mortgage', () => {
  it('computes the largest loan on the server and names the rule that set it', async () => {
    const { html } = await get('/en/tools/mortgage?price=2%2C000%2C000&age=35&term=25&rate=4.5')
    expect(text(html, 'result-loan')).toBe('AED 1,600,000')
    expect(text(html, 'result-down')).toBe('AED 400,000')
    expect(text(html, 'result-monthly')).toBe('AED 8,893')
    expect(html).toMatch(/data-testid="result-binding"[^>]*data-binding="ltv"/)
  })

  it('names the income when it binds, and the age when it cuts the term', async () => {
    const { html } = await get('/en/tools/mortgage?price=2000000&income=10000&age=50')
    expect(html).toMatch(/data-binding="income"/)
    expect(text(html, 'result-term')).toBe('15')
    expect(html).toContain('data-testid="result-term-rule"')
  })

  it('reads a price typed the German way and "1.5m", and converts to the visitor\'s currency beside the dirhams', async () => {
    // German visitors see euros by default (decision 017): the exact AED, then ≈ EUR.
    expect(text((await get('/de/tools/mortgage?price=1.500.000')).html, 'result-loan')).toBe('1.200.000 AED (≈ 302.000 €)')
    expect(text((await get('/en/tools/mortgage?price=1.5m')).html, 'result-loan')).toBe('AED 1,200,000')
  })

  it.each([
    ['price=abc', 'price', 'invalid'],
    ['price=', 'price', 'required'],
    ['price=-5', 'price', 'negative'],
    ['price=1e15', 'price', 'invalid'],
    ['price=999999999999999', 'price', 'max'],
    ['age=12', 'age', 'min'],
    ['price=1000000&down=2000000', 'down', 'max'],
    [`price=${'9'.repeat(500)}`, 'price', 'invalid'],
  ])('answers ?%s with 200 and an error under the field', async (query, field) => {
    const { status, html } = await get(`/en/tools/mortgage?${query}`)
    expect(status).toBe(200)
    expect(html).toContain(`data-testid="error-${field}"`)
    expect(inputTag(html, field)).toContain(`aria-describedby="tool-${field}-hint tool-${field}-error"`)
    expect(inputTag(html, field)).toContain('aria-invalid="true"')
    expect(html).toContain(tr('en', 'tools.fix'))
  })

  it('words the error with the field and its bound', async () => {
    expect(text((await get('/en/tools/mortgage?price=abc')).html, 'error-price')).toBe('Property price (AED): enter a number, such as 1,500,000 or 1.5m.')
    expect(text((await get('/en/tools/mortgage?age=90')).html, 'error-age')).toBe('Your age must be at most 80.')
    // A field not in dirhams gets an example of its own, not a price.
    expect(text((await get('/en/tools/yield?size=abc')).html, 'error-size')).toBe('Size (sq ft): enter a number, such as 900.')
    expect(text((await get('/en/tools/mortgage?rate=x')).html, 'error-rate')).toMatch(/: enter a number, such as \d/)
  })

  it('survives repeated and unknown parameters', async () => {
    const { status } = await get('/en/tools/mortgage?price=1&price=2&buyer=x&offplan=%00&junk=1')
    expect(status).toBe(200)
  })

  it('shows the error in Arabic for Arabic input gone wrong, and reads Arabic-Indic digits', async () => {
    const ok = await get('/ar/tools/mortgage?price=%D9%A2%D9%AC%D9%A0%D9%A0%D9%A0%D9%AC%D9%A0%D9%A0%D9%A0')
    expect(ok.status).toBe(200)
    expect(ok.html).toMatch(/data-binding="ltv"/)
    const bad = await get('/ar/tools/mortgage?price=abc')
    expect(bad.html).toContain('data-testid="error-price"')
  })
})

describe('/tools/yield: the rent from an area', () => {
  // The embedded areas (seed/content/locations.ts), with their typical rents and names in every language.
  beforeAll(async () => {
    const { locations } = JSON.parse((env as unknown as { TEST_SEED: string }).TEST_SEED) as { locations: Location[] }
    await env.DB.batch(upsertStatements(env.DB, 'locations', locations))
  })
  const chosen = (html: string) => html.match(/<option[^>]*selected=""[^>]*>([^<]*)</)?.[1]
  const options = (html: string) =>
    [...(html.match(/<select[^>]*id="tool-area"[\s\S]*?<\/select>/)?.[0] ?? '').matchAll(/<option[^>]*>([^<]*)</g)].map((m) => decodeHtml(m[1] ?? ''))

  it('"Estimate the rent" fills in the area\'s typical rent for the size, says where it comes from, and computes from it', async () => {
    const { status, html } = await get('/en/tools/yield?price=2000000&rent=120000&size=1000&area=dubai-marina&estimate=1')
    expect(status).toBe(200)
    // Dubai Marina's seeded rent: AED 140 per sq ft a year, so 1,000 sq ft let for AED 140,000 (7 % gross).
    expect(inputTag(html, 'rent')).toContain('value="140,000"')
    expect(text(html, 'result-gross')).toBe('7%')
    expect(text(html, 'yield-area-note')).toBe('Dubai Marina: about AED 140 per sq ft a year (Marsa estimate, Nov 2026).')
    expect(chosen(html)).toBe('Dubai Marina')
  })

  it('keeps the rent the visitor typed when the form is only calculated (Enter), the area still chosen', async () => {
    const { html } = await get('/en/tools/yield?price=2000000&rent=120000&size=1000&area=dubai-marina')
    expect(inputTag(html, 'rent')).toContain('value="120000"')
    expect(text(html, 'result-gross')).toBe('6%')
    expect(chosen(html)).toBe('Dubai Marina')
    // The form's first submit button is Calculate's twin, so Enter in a field never estimates.
    expect(html.indexOf('name="estimate"')).toBeGreaterThan(html.search(/<button type="submit" hidden=""/))
  })

  it.each(['area=nowhere&estimate=1', 'area=%3Cscript%3E&estimate=1', 'area=dubai-marina&estimate=1&size=abc'])(
    'ignores ?%s without an error page',
    async (query) => {
      const { status, html } = await get(`/en/tools/yield?price=2000000&rent=120000&${query}`)
      expect(status).toBe(200)
      expect(inputTag(html, 'rent')).toContain('value="120000"')
    },
  )

  it("names the areas in the page's language, in its alphabetical order", async () => {
    const { html } = await get('/ar/tools/yield')
    const names = options(html).slice(1)
    expect(names.length).toBeGreaterThan(5)
    expect(names).toContain('دبي مارينا')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')))
    expect(options(html)[0]).toBe(tr('ar', 'tools.yieldArea.none'))
  })
})

describe('the chain: price → costs → mortgage → yield → Golden Visa', () => {
  it('carries the figures from one tool to the next in the query', async () => {
    const costs = await get('/en/tools/costs?price=3000000')
    expect(text(costs.html, 'result-costs-total')).toBe('AED 188,030')
    const toMortgage = href(costs.html, 'next-mortgage')
    expect(toMortgage).toBe('/en/tools/mortgage?price=3000000')
    const mortgage = await get(toMortgage)
    expect(text(mortgage.html, 'result-loan')).toBe('AED 2,400,000')
    const backToCosts = href(mortgage.html, 'next-costs')
    expect(backToCosts).toBe('/en/tools/costs?price=3000000&loan=2400000')
    expect(text((await get(backToCosts)).html, 'cost-mortgageRegistration')).toBe('AED 6,290')
    const toYield = href(mortgage.html, 'next-yield')
    const rental = await get(toYield)
    expect(rental.status).toBe(200)
    expect(href(rental.html, 'next-golden-visa')).toBe('/en/tools/golden-visa?price=3000000')
  })

  it('says yes at AED 2,000,000 exactly and no below', async () => {
    expect((await get('/en/tools/golden-visa?price=2000000')).html).toMatch(/data-testid="result-golden-visa"[^>]*data-eligible="true"/)
    expect((await get('/en/tools/golden-visa?price=1999999')).html).toMatch(/data-eligible="false"/)
  })

  it('shows each fee with its source and date', async () => {
    const { html } = await get('/en/tools/costs?price=2000000')
    expect(html).toContain('as of Nov 26, 2026')
    expect(text(html, 'cost-transfer')).toBe('AED 80,000')
  })
})

describe('sitemap', () => {
  it('lists every tool in every locale', async () => {
    const { html } = await get('/sitemaps/ar-1.xml')
    for (const tool of ['', '/mortgage', '/costs', '/yield', '/golden-visa']) expect(html).toContain(`http://example.com/ar/tools${tool}</loc>`)
  })
})
