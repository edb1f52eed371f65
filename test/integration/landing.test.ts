// /vienna and /vienna-rak through the whole worker: forced dark on the vienna layout, every section
// of the campaign page with the campaign's own facts, and the lead form with its hidden fields.
import { describe, expect, it } from 'vitest'
import { CAMPAIGNS } from '../../src/features/landing/campaigns'
import { decodeHtml, get, tr } from './helpers'

/** Value of the hidden input `name` in `html` (React writes `value` after `name`). */
function hidden(html: string, name: string): string | undefined {
  const input = html.match(new RegExp(`<input\\b[^>]*type="hidden"[^>]*name="${name}"[^>]*>`))?.[0]
  const value = input?.match(/\svalue="([^"]*)"/)?.[1]
  return value === undefined ? undefined : decodeHtml(value)
}

/** The inner HTML of the element carrying `data-testid`. */
function section(html: string, testid: string): string {
  const start = html.indexOf(`data-testid="${testid}"`)
  if (start < 0) return ''
  const tag = html.lastIndexOf('<', start)
  const name = html.slice(tag + 1).match(/^\w+/)?.[0] ?? 'section'
  const end = html.indexOf(`</${name}>`, start)
  return html.slice(start, end < 0 ? undefined : end)
}

const text = (html: string) => decodeHtml(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ')

describe.each([
  { path: '/vienna', campaign: 'vienna' as const, price: 'AED 1,150,000', usd: 'USD 313,138', handover: 'Q4 2028', plan: '60/40' },
  { path: '/vienna-rak', campaign: 'viennaRak' as const, price: 'AED 1,400,000', usd: 'USD 381,212', handover: 'Q2 2029', plan: '70/30' },
])('$path', ({ path, campaign, price, usd, handover, plan }) => {
  const config = CAMPAIGNS[campaign]

  it('uses the vienna layout in forced dark mode, with the project as title and description', async () => {
    const { response, html } = await get(path)
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('data-forced-color-mode="dark"')
    expect(html).toContain('data-layout="vienna"')
    expect(html).toContain(`<meta name="description" content="${tr('en', `landing.${campaign}.lead`).replace(/'/g, '&#x27;')}"/>`)
    expect(html).toMatch(new RegExp(`<link rel="preload" href="${config.hero}" as="image"`))
  })

  it('opens with an image-led hero: headline, selling points and a call to action to the form', async () => {
    const { html } = await get(path)
    const hero = section(html, 'hero')
    expect(hero).toContain(`src="${config.hero}"`)
    expect(text(hero)).toContain(tr('en', `landing.${campaign}.title`))
    expect((section(html, 'selling-points').match(/<li\b/g) ?? []).length).toBe(config.points.length)
    expect(hero).toMatch(/<a href="#register"[^>]*data-testid="hero-cta"/)
    expect(section(html, 'cta-band')).toContain('href="#register"')
    expect(html).toMatch(/<section id="register"/)
  })

  it('lists the key facts: price in AED and US dollars (3.6725), bedrooms, sizes, handover, developer, plan', async () => {
    const facts = text(section((await get(path)).html, 'key-facts'))
    expect(facts).toContain(price)
    expect(facts).toContain(`≈ ${usd}`)
    expect(Math.round(config.priceFromAed / 3.6725)).toBe(Number(usd.replace(/\D/g, '')))
    expect(facts).toContain(handover)
    expect(facts).toContain(config.developer)
    expect(facts).toContain(plan)
    expect(facts).toMatch(campaign === 'vienna' ? /Studio to 3 bedrooms/ : /1 to 4 bedrooms/)
    expect(facts).toMatch(/\d[\d,]* to [\d,]+ sq ft/)
  })

  it('shows the gallery, every picture with its alt text and caption', async () => {
    const gallery = section((await get(path)).html, 'gallery')
    for (const image of config.gallery) {
      expect(gallery).toContain(`src="${image.src}"`)
      expect(decodeHtml(gallery)).toContain(`alt="${tr('en', `landing.${campaign}.gallery.${image.key}.alt`)}"`)
    }
    expect((gallery.match(/<figcaption\b/g) ?? []).length).toBe(config.gallery.length)
  })

  it('shows the payment plan as a bar and its steps, adding up to 100%', async () => {
    const planHtml = section((await get(path)).html, 'payment-plan')
    expect(planHtml).toContain('<svg')
    expect((planHtml.match(/<rect\b/g) ?? []).length).toBe(config.plan.length)
    for (const step of config.plan) expect(text(planHtml)).toContain(`${step.percent}% ${tr('en', `landing.plan.stages.${step.stage}`)}`)
    expect(config.plan.reduce((sum, step) => sum + step.percent, 0)).toBe(100)
  })

  it('shows the location: the area, travel times and the map', async () => {
    const { html } = await get(path)
    const location = text(section(html, 'location'))
    expect(location).toContain(tr('en', `landing.${campaign}.area`))
    for (const place of config.places) expect(location).toContain(`${place.name} ${place.minutes} min`)
    expect(html).toContain('data-testid="location-map"')
  })

  it("ends with the campaign's lead form and its hidden fields (utm defaults, project)", async () => {
    const { html } = await get(path)
    expect(html).toContain(`id="${config.source}-form"`)
    expect(hidden(html, 'utm_project')).toBe(config.project)
    expect(hidden(html, 'utm_campaign')).toBe(config.utm.utm_campaign)
    expect(hidden(html, 'utm_source')).toBe('website')
    expect(hidden(html, 'utm_medium')).toBe('landing-page')
  })

  it("lets the visitor's utm parameters win over the campaign's defaults", async () => {
    const { html } = await get(`${path}?utm_source=google&utm_medium=cpc&utm_term=sea+view&utm_project=Other`)
    expect(hidden(html, 'utm_source')).toBe('google')
    expect(hidden(html, 'utm_medium')).toBe('cpc')
    expect(hidden(html, 'utm_term')).toBe('sea view')
    expect(hidden(html, 'utm_campaign')).toBe(config.utm.utm_campaign)
    expect(hidden(html, 'utm_project')).toBe(config.project)
  })
})

describe('/ar/vienna-rak', () => {
  it('keeps proper names English and the plan left to right in the right-to-left page', async () => {
    const { html } = await get('/ar/vienna-rak')
    expect(html).toMatch(/<html lang="ar[^"]*" dir="rtl"/)
    expect(html).toContain('lang="en">Belvedere Developments<')
    expect(html).toContain('lang="en">Wynn Al Marjan Island<')
    expect(html).toMatch(/<dd\b[^>]*dir="ltr"[^>]*>70\/30<\/dd>/)
    expect(html).toContain('id="vienna-rak-form"')
  })
})

describe('the Dubai compliance block', () => {
  it('carries the Trakheesi permit with its DLD QR code, the ORN and the agent’s BRN on /vienna (a Dubai development)', async () => {
    const { html } = await get('/vienna')
    const block = section(html, 'compliance')
    expect(block).not.toBe('')
    expect(text(section(block, 'permit'))).toContain('7148203316')
    expect(text(section(block, 'brn'))).toContain('48213')
    expect(text(section(block, 'orn'))).toContain('28417')
    expect(decodeHtml(block)).toContain('https://dubailand.gov.ae/en/eservices/validate-trakheesi-permit/?permit=7148203316')
    expect(block).toMatch(/<svg[^>]*role="img"/)
  })

  it('is not on /vienna-rak: the DLD does not permit adverts for Ras Al Khaimah', async () => {
    expect(section((await get('/vienna-rak')).html, 'compliance')).toBe('')
  })
})
