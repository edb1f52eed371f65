import { describe, expect, it } from 'vitest'
import { buildLegalDocument, legalDocument, legalHtml, legalLocales, parseDate } from './document'

describe('parseDate', () => {
  it('reads "21 November 2026" as 2026-11-21', () => {
    expect(parseDate('21 November 2026')).toBe('2026-11-21')
    expect(parseDate('1 march 2027')).toBe('2027-03-01')
  })

  it.each(['31 February 2026', 'November 21, 2026', '2026-11-21', ''])('refuses "%s"', (text) => {
    expect(() => parseDate(text)).toThrow()
  })
})

describe('buildLegalDocument', () => {
  const doc = buildLegalDocument('# Terms\n\nLast updated: 2 January 2027\n\nIntro.\n\n## 1. First\n\nText.\n\n### 1.1 Detail\n\nMore.\n\n## 2. Second\n')

  it('lifts the title and date out of the body', () => {
    expect(doc.title).toBe('Terms')
    expect(doc.updated).toBe('2027-01-02')
    expect(doc.html).not.toContain('Last updated')
    expect(doc.html).not.toMatch(/>\s*Terms\s*</)
  })

  it('lists the h2 sections and links every heading to itself', () => {
    expect(doc.sections.map((s) => s.id)).toEqual(['h-1-first', 'h-2-second'])
    // Ids carry the content prefix, so a section can never take an id the page uses (`#contact`).
    expect(doc.html).toContain('<h2 id="h-1-first"><a class="heading-anchor" href="#h-1-first">1. First</a></h2>')
    expect(doc.html).toContain('<h3 id="h-11-detail"><a class="heading-anchor" href="#h-11-detail">1.1 Detail</a></h3>')
  })

  it('keeps entities in the section titles ("Refer & Earn", not "Refer Earn")', () => {
    const { sections } = buildLegalDocument('# T\n\nLast updated: 1 May 2027\n\n## 8. The Refer & Earn <programme>\n')
    expect(sections).toEqual([{ level: 2, id: 'h-8-the-refer-earn-programme', text: '8. The Refer & Earn <programme>' }])
  })

  it('refuses a document without its title or date line', () => {
    expect(() => buildLegalDocument('## 1. First\n')).toThrow()
  })
})

describe.each(['terms', 'privacy'] as const)('the %s document', (kind) => {
  it('has a date, sections whose ids exist in the text, and no h1', () => {
    const doc = legalDocument(kind)
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(doc.sections.length).toBeGreaterThan(10)
    for (const section of doc.sections) expect(doc.html).toContain(`<h2 id="${section.id}">`)
    expect(doc.html).not.toContain('<h1')
  })

  it('is rendered once per isolate', () => {
    expect(legalDocument(kind)).toBe(legalDocument(kind))
  })

  it("prefixes the text's links to site pages with the reader's locale, once per isolate", () => {
    const html = legalHtml(kind, 'fr')
    expect(legalHtml(kind, 'fr')).toBe(html)
    const sitePaths = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)].map((m) => m[1] ?? '')
    // Terms link to the privacy policy and the partner page, the policy to the terms.
    expect(sitePaths).toContain(kind === 'terms' ? '/fr/privacy' : '/fr/terms')
    for (const path of sitePaths) expect(path).toMatch(/^\/(fr(\/|$|\?|#)|images\/|build\/|brochures\/)/)
    expect(html).not.toMatch(/href="\/en\//)
  })

  it('falls back to the English text, saying so, in a locale without a translation', () => {
    const doc = legalDocument(kind, 'zz')
    expect(doc.lang).toBe('en')
    expect(doc.html).toBe(legalDocument(kind, 'en').html)
  })

  it.each(legalLocales(kind).filter((locale) => locale !== 'en'))('has the same date and sections in %s, with the translation note first', (locale) => {
    const english = legalDocument(kind)
    const doc = legalDocument(kind, locale)
    expect(doc.lang).toBe(locale)
    expect(doc.updated).toBe(english.updated)
    expect(doc.sections.length).toBe(english.sections.length)
    expect(doc.html).toMatch(/^\s*<p><em>[^<]{20,}<\/em><\/p>/)
    for (const section of doc.sections) expect(doc.html).toContain(`<h2 id="${section.id}">`)
  })
})
