// The two programme pages in workerd (spec section 2). Refer & Earn (/partners): every section in
// the spec's order, the figures in the visitor's locale, the commission calculator computed on the
// server for the form without JavaScript (`?amount=`, errors inline with 200), and the FAQ with its
// FAQPage JSON-LD. Careers (/careers): every section and the five application steps.
import { env } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { invalidate } from '../../src/lib/cache.server'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Faq } from '../../src/modules/content/schema'
import { decodeHtml, get, tr } from './helpers'

const FAQS = [
  Faq.parse({
    id: 501,
    topic: 'partners',
    question: 'Who can refer?',
    answer: 'Anyone aged 18 or over.',
    translations: { fr: { question: 'Qui peut recommander ?' } },
  }),
  Faq.parse({ id: 502, topic: 'partners', question: 'When am I paid?', answer: 'Within 30 days of our commission, <b>by transfer</b>.' }),
  Faq.parse({ id: 503, topic: 'home', question: 'Can foreigners buy?', answer: 'Yes, in freehold areas.' }),
]

/** The page's sections by heading id, in the spec's order. */
const PARTNERS_SECTIONS = ['partners-title', 'milestones-title', 'how', 'calculator-title', 'reasons-title', 'faq-title', 'join-title']
const CAREERS_SECTIONS = ['careers-title', 'culture-title', 'values-title', 'elite-title', 'process', 'apply-title']

const ids = (html: string, wanted: string[]) =>
  wanted.filter((id) => html.includes(`id="${id}"`)).sort((a, b) => html.indexOf(`id="${a}"`) - html.indexOf(`id="${b}"`))
/** Intl separates with no-break spaces: compare with plain ones. */
const spaces = (value: string) => value.replace(/\s/g, ' ')
const text = (html: string, testId: string) => {
  const match = html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))
  return match?.[1] === undefined ? undefined : spaces(decodeHtml(match[1]))
}
/** The calculator's <input>, as one tag. */
const amountInput = (html: string) => html.match(/<input[^>]*id="calculator-amount"[^>]*>/)?.[0] ?? ''
const attribute = (tag: string, name: string) => {
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  return value === undefined ? undefined : decodeHtml(value)
}
const figures = (html: string) => [...html.matchAll(/data-testid="figure"[^>]*>.*?<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => decodeHtml(m[1] ?? ''))
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1] ?? '', data: JSON.parse(m[2] ?? '') }))

async function seedFaqs(items = FAQS) {
  await env.DB.prepare('DELETE FROM faqs').run()
  if (items.length) await env.DB.batch(upsertStatements(env.DB, 'faqs', items))
  await invalidate(env.KV, ['faqs:partners'])
}

describe('/partners', () => {
  beforeAll(() => seedFaqs())

  it('shows every section of the spec in order: milestones, four steps, calculator, reasons, FAQ, become a partner', async () => {
    const { response, html } = await get('/partners')
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(ids(html, PARTNERS_SECTIONS)).toEqual(PARTNERS_SECTIONS)
    for (const step of ['signup', 'refer', 'track', 'paid']) expect(decodeHtml(html)).toContain(tr('en', `partners.steps.${step}.title`))
    expect(html).toContain('id="partner-form"')
  })

  it('makes "Already a partner? Sign in" a 44 px tap target that keeps its place in the row', async () => {
    const { html } = await get('/partners')
    const link = html.match(/<a href="\/en\/account\/sign-in\?next=%2Faccount%2Fpartner" class="([^"]*)"[^>]*>([^<]*)</)
    expect(decodeHtml(link?.[2] ?? '')).toBe(tr('en', 'partnerArea.cta.signIn'))
    expect(link?.[1]?.split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'min-h-11', 'items-center', '-my-3']))
  })

  it('shows the partners figures of the spec, formatted for the locale', async () => {
    expect(figures((await get('/partners')).html)).toEqual(['2,500+', '80+', '7+', '2.1B+', '23+', '95%'])
    const de = figures((await get('/de/partners')).html)
    expect(de[0]).toBe('2.500+')
    expect(de[3]).toMatch(/^2,1\sMrd\.\+$/)
    expect(figures((await get('/ar/partners')).html)[0]).toBe('2,500+')
  })

  it('shows the configured formula and an example for US$1,000,000 before anything is sent', async () => {
    const { html } = await get('/partners')
    const page = decodeHtml(html)
    expect(page).toContain(tr('en', 'partners.calculator.rules.agency', { rate: '2%' }))
    expect(page).toContain(tr('en', 'partners.calculator.rules.share', { share: '25%' }))
    expect(page).toContain(tr('en', 'partners.calculator.rules.aed', { rate: '3.6725' }))
    const input = amountInput(html)
    expect(attribute(input, 'value')).toBe('1,000,000')
    expect(attribute(input, 'aria-invalid')).toBeUndefined()
    expect(text(html, 'calculator-commission')).toBe('$5,000')
  })

  it('is a GET form to /partners#calculator named amount, that works without JavaScript', async () => {
    const { html } = await get('/fr/partners')
    const form = html.match(/<form[^>]*action="\/fr\/partners#calculator"[^>]*>/)?.[0] ?? ''
    expect(attribute(form, 'method')).toBe('get')
    expect(attribute(amountInput(html), 'name')).toBe('amount')
    expect(html).toContain('data-island="CommissionCalculator"')
  })

  it.each([
    // ?amount=, locale → investment, agency commission, partner commission, in AED
    ['500000', 'en', '$500,000', '$10,000', '$2,500', 'AED 9,181.25'],
    ['1,000,000', 'en', '$1,000,000', '$20,000', '$5,000', 'AED 18,362.50'],
    ['1.000.000', 'en', '$1,000,000', '$20,000', '$5,000', 'AED 18,362.50'],
    ['US$ 250,000.50', 'en', '$250,000.50', '$5,000.01', '$1,250', 'AED 4,590.63'],
    ['10000', 'en', '$10,000', '$200', '$50', 'AED 183.63'],
    ['100,000,000', 'en', '$100,000,000', '$2,000,000', '$500,000', 'AED 1,836,250'],
    ['2.500.000', 'de', '2.500.000 $', '50.000 $', '12.500 $', '45.906,25 AED'],
    // Arabic-Indic digits typed are understood; the page answers in the Western digits ar-AE writes.
    ['٥٠٠٬٠٠٠', 'ar', '‏500,000 US$', '‏10,000 US$', '‏2,500 US$', '‏9,181.25 د.إ.‏'],
  ])('computes ?amount=%s in /%s on the server: %s, then %s (2%), then %s (25% of it), %s', async (amount, locale, investment, agency, commission, aed) => {
    const { response, html } = await get(`/${locale}/partners?amount=${encodeURIComponent(amount)}`)
    expect(response.status).toBe(200)
    expect(text(html, 'calculator-amount')).toBe(spaces(investment))
    expect(text(html, 'calculator-agency')).toBe(spaces(agency))
    expect(text(html, 'calculator-commission')).toBe(spaces(commission))
    expect(text(html, 'calculator-commission-aed')).toBe(spaces(aed))
    const input = amountInput(html)
    expect(attribute(input, 'value')).toBe(amount)
    expect(attribute(input, 'aria-invalid')).toBeUndefined()
    expect(html).not.toContain('id="calculator-amount-error"')
  })

  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['12abc', 'invalid'],
    ['1e6', 'invalid'],
    ['-500000', 'negative'],
    ['0', 'min'],
    ['9999', 'min'],
    ['100000001', 'max'],
    ['99999999999999999999999999', 'max'],
  ])('answers ?amount=%j with 200 and the inline %s error on the field', async (amount, error) => {
    const { response, html } = await get(`/partners?amount=${encodeURIComponent(amount)}`)
    expect(response.status).toBe(200)
    const input = amountInput(html)
    expect(attribute(input, 'aria-invalid')).toBe('true')
    expect(attribute(input, 'aria-describedby')?.split(' ')).toEqual(['calculator-amount-hint', 'calculator-amount-error'])
    expect(attribute(input, 'value')).toBe(amount)
    const message = html.match(/id="calculator-amount-error"[^>]*>[\s\S]*?<span>([^<]*)<\/span>/)?.[1]
    expect(decodeHtml(message ?? '')).toBe(tr('en', `partners.calculator.errors.${error}`, { min: '$10,000', max: '$100,000,000' }))
    expect(text(html, 'calculator-commission')).toBeUndefined()
    expect(text(html, 'calculator-empty')).toBe(tr('en', 'partners.calculator.result.empty', { min: '$10,000', max: '$100,000,000' }))
  })

  it('echoes no markup and no more than 41 characters of an absurd ?amount', async () => {
    const hostile = `"><script>alert(1)</script>${'9'.repeat(5000)}`
    const { response, html } = await get(`/partners?amount=${encodeURIComponent(hostile)}`)
    expect(response.status).toBe(200)
    expect(html).not.toContain('<script>alert(1)')
    const input = amountInput(html)
    expect(attribute(input, 'aria-invalid')).toBe('true')
    expect(attribute(input, 'value')).toBe(hostile.slice(0, 41))
  })

  it("describes the partners' FAQs (and no other topic's) as FAQPage JSON-LD carrying the response's nonce", async () => {
    const { response, html } = await get('/partners')
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    const blocks = jsonLd(html)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]?.attributes).toContain(` nonce="${nonce}"`)
    expect(blocks[0]?.data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en-US',
      mainEntity: [
        { '@type': 'Question', name: 'Who can refer?', acceptedAnswer: { '@type': 'Answer', text: 'Anyone aged 18 or over.' } },
        { '@type': 'Question', name: 'When am I paid?', acceptedAnswer: { '@type': 'Answer', text: 'Within 30 days of our commission, <b>by transfer</b>.' } },
      ],
    })
    expect(html.match(/data-testid="faq"/g)).toHaveLength(2)
    expect(decodeHtml(html)).toContain('Within 30 days of our commission, <b>by transfer</b>.')
    expect(html).not.toContain('Can foreigners buy?')
  })

  it('uses the translated question where there is one and marks English fallbacks lang="en"', async () => {
    const { html } = await get('/fr/partners')
    const [block] = jsonLd(html)
    expect(block?.data.inLanguage).toBe('fr-FR')
    expect(block?.data.mainEntity.map((q: { name: string }) => q.name)).toEqual(['Qui peut recommander ?', 'When am I paid?'])
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*>When am I paid\?<\/h3>/)
    expect(html).toMatch(/<h3 class="[^"]*">Qui peut recommander \?<\/h3>/)
  })

  describe('without FAQs', () => {
    beforeEach(() => seedFaqs([]))

    it('leaves the FAQ and its JSON-LD out, and renders the rest', async () => {
      const { response, html } = await get('/partners')
      expect(response.status).toBe(200)
      expect(jsonLd(html)).toEqual([])
      expect(ids(html, PARTNERS_SECTIONS)).toEqual(PARTNERS_SECTIONS.filter((id) => id !== 'faq-title'))
    })
  })
})

describe('/careers', () => {
  it('shows every section of the spec in order: culture, values, join the elite, the application process, the questionnaire', async () => {
    const { response, html } = await get('/careers')
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(ids(html, CAREERS_SECTIONS)).toEqual(CAREERS_SECTIONS)
    const page = decodeHtml(html)
    for (const key of ['careers.culture.title', 'careers.values.title', 'careers.elite.title', 'careers.process', 'leads.forms.careers.title'])
      expect(page).toContain(tr('en', key))
    expect(html).toContain('id="careers-form"')
  })

  it('lists the five application steps in order: questionnaire, review, interview, selection, offer', async () => {
    const { html } = await get('/careers')
    const start = html.indexOf('id="process"')
    const list = html.slice(start, html.indexOf('</ol>', start))
    const titles = [...list.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => decodeHtml(m[1] ?? ''))
    expect(titles).toEqual(['questionnaire', 'review', 'interview', 'selection', 'offer'].map((step) => tr('en', `careers.steps.${step}.title`)))
  })

  it('leads every call to action to the questionnaire or the process', async () => {
    const { html } = await get('/careers')
    const hero = html.slice(html.indexOf('id="careers-title"'), html.indexOf('</section>', html.indexOf('id="careers-title"')))
    expect([...hero.matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(['#apply', '#process'])
    const elite = html.slice(html.indexOf('id="elite-title"'), html.indexOf('</section>', html.indexOf('id="elite-title"')))
    expect([...elite.matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(['#apply'])
  })
})
