// /terms and /privacy through the whole worker: the full texts with every figure of spec section 9,
// a table of contents whose links match the headings, the date of the version, and the English
// text marked as English (left-to-right) inside localized, right-to-left pages.
import { describe, expect, it } from 'vitest'
import type { LocaleCode } from '../../src/lib/i18n/locales'
import { decodeHtml, get, htmlAttributes, tr } from './helpers'

/** Visible text of `html` (tags dropped, entities decoded, whitespace collapsed). */
function textOf(html: string): string {
  return decodeHtml(html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

/** The opening tag and inner HTML of the legal text. */
function legalText(html: string): { tag: string; body: string } {
  const match = html.match(/(<article\b[^>]*data-testid="legal-text"[^>]*>)([\s\S]*?)<\/article>/)
  return { tag: match?.[1] ?? '', body: match?.[2] ?? '' }
}

/** Anchor targets of the table of contents (the wide-screen nav; the phone <details> holds the same list). */
function tocTargets(html: string, testid: 'toc' | 'toc-phone'): string[] {
  const nav = html.match(new RegExp(`<nav\\b[^>]*data-testid="${testid}"[^>]*>([\\s\\S]*?)</nav>`))?.[1] ?? ''
  return [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1] ?? '')
}

/** The page's string for `key` in `locale`: the key itself while it awaits translation (as the worker shows it). */
function shown(locale: LocaleCode, key: string): string {
  try {
    return tr(locale, key)
  } catch {
    return key
  }
}

const h2Ids = (body: string) => [...body.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1] ?? '')

describe('/terms', () => {
  it('has every figure of the terms in spec section 9, in its clause', async () => {
    const text = textOf(legalText((await get('/terms')).html).body)
    expect(text).toMatch(/our total liability to you is limited to US\$50 for all claims/)
    expect(text).toMatch(/is limited to 90 days from the date/)
    expect(text).toMatch(/Our 90-day warranty/)
    expect(text).toMatch(/If your claim is for less than US\$10,000, you may choose to have the arbitration conducted without any personal appearance/)
    expect(text).toMatch(/we will pay you at least US\$2,500/)
    expect(text).toMatch(/resolve the dispute informally for 30 days after the notice/)
    expect(text).toMatch(/until that 30-day period has ended/)
    expect(text).toMatch(/Changes take effect 30 days after we post them/)
    expect(text).toMatch(/You must be 18 or older to use the Site/)
  })

  it('shows the date of the current version from the text itself', async () => {
    const { html } = await get('/terms')
    expect(html).toMatch(/<time datetime="2026-11-21">Last updated November 21, 2026<\/time>/i)
    expect(legalText(html).body).not.toMatch(/Last updated: \d/)
  })

  it('has a table of contents linking every section heading, in order, on wide screens and phones', async () => {
    const { html } = await get('/terms')
    const ids = h2Ids(legalText(html).body)
    expect(ids.length).toBe(16)
    expect(tocTargets(html, 'toc')).toEqual(ids)
    expect(tocTargets(html, 'toc-phone')).toEqual(ids)
    expect(html).toMatch(/<details\b[^>]*>\s*<summary\b/)
    expect(textOf(html)).toContain('8. The Refer & Earn programme')
  })

  it('makes every heading a link to itself', async () => {
    const { body } = legalText((await get('/terms')).html)
    const headings = [...body.matchAll(/<h([23]) id="([^"]+)">(<a\b[^>]*>)/g)]
    expect(headings.length).toBeGreaterThan(40)
    for (const [, , id, anchor] of headings) expect(anchor).toContain(`href="#${id}"`)
  })

  it('gives its sections ids of their own, so none can take an id of the page (#contact, #main)', async () => {
    const { html } = await get('/terms')
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(ids).toContain('contact')
    const sectionIds = [...legalText(html).body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(sectionIds.length).toBeGreaterThan(40)
    for (const id of sectionIds) expect(id).toMatch(/^h-/)
    expect(tocTargets(html, 'toc')).toContain('h-7-forms-enquiries-and-how-we-contact-you')
  })

  it('keeps the English text unmarked and without the note in English', async () => {
    const { html } = await get('/terms')
    expect(html).not.toContain('data-testid="english-only"')
    expect(legalText(html).tag).not.toContain('lang=')
  })
})

describe('/privacy', () => {
  it('has the privacy figures of spec section 9: under 13, one month, 18', async () => {
    const text = textOf(legalText((await get('/privacy')).html).body)
    expect(text).toMatch(/does not knowingly collect personal data from children under 13/)
    expect(text).toMatch(/we answer requests .* within one month of receiving them/)
    expect(text).toMatch(/You must be 18 or older to submit forms on the Site/)
  })

  it('has a table of contents matching its section headings', async () => {
    const { html } = await get('/privacy')
    const ids = h2Ids(legalText(html).body)
    expect(ids.length).toBe(14)
    expect(tocTargets(html, 'toc')).toEqual(ids)
  })
})

describe.each(['/ar/terms', '/he/privacy', '/de/terms', '/ru/privacy', '/ko/terms'])('%s', (path) => {
  const locale = path.split('/')[1] as LocaleCode
  const kind = path.split('/')[2] as 'terms' | 'privacy'

  it('shows the text in the page language, saying the English text governs, with the same sections', async () => {
    const { html } = await get(path)
    expect(htmlAttributes(html).dir).toBe(locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr')
    const { tag, body } = legalText(html)
    // Written in the page's language: no lang="en" marking, no "only in English" note.
    expect(tag).not.toMatch(/\blang=/)
    expect(html).not.toContain('data-testid="english-only"')
    const text = textOf(body)
    expect(text.length).toBeGreaterThan(10_000)
    expect(text).not.toContain('These Terms of Use set the rules')
    expect(text).not.toContain('This Privacy Policy explains')
    // The translation's own note that the English text governs comes first.
    expect(body).toMatch(/^\s*<p><em>[^<]{20,}<\/em><\/p>/)
    // Every section of the English text, and a table of contents of the translated headings.
    const ids = h2Ids(body)
    expect(ids.length).toBe(kind === 'terms' ? 16 : 14)
    expect(tocTargets(html, 'toc')).toEqual(ids)
    expect(html).not.toMatch(/<nav\b[^>]*data-testid="toc"[^>]*>[\s\S]*?<ol\b[^>]*lang="en"/)
    expect(html).toContain(`aria-label="${shown(locale, 'legal.toc')}"`)
  })
})
