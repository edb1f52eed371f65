// The embedded content in every locale: each locale's translation (seed/content/i18n/<locale>) has
// every text of the English source and nothing it no longer has, lists of the same length, the
// article bodies with the same Markdown structure and link targets, and each translation reaches the
// seed the site and the CMS load. The legal texts exist in every locale too.
import { describe, expect, it } from 'vitest'
import { readLocale } from '../../seed/content/i18n/apply'
import { englishSource } from '../../seed/content/i18n/source'
import { validateSeed } from '../../seed/content/validate'
import { legalDocument, legalLocales } from '../../src/features/legal/document'
import { LOCALE_CODES } from '../../src/lib/i18n/locales'
import { renderContent } from '../../src/lib/markdown.server'

const { seed, problems } = validateSeed()
const { content: english, bodies } = englishSource(seed)
const OTHERS = LOCALE_CODES.filter((code) => code !== 'en')

/** Every leaf path of `value` with the length of each list (`a.b[]:3`), in a stable order. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[]:${path.endsWith('aliases') ? 'n' : value.length}`]
  if (value && typeof value === 'object')
    return Object.keys(value)
      .sort()
      .flatMap((key) => shape((value as Record<string, unknown>)[key], `${path}.${key}`))
  return [path]
}

const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])
const headings = (markdown: string) => markdown.split('\n').filter((line) => /^#{2,6} /.test(line)).length

describe('the embedded content', () => {
  it('loads with its translations without a problem', () => {
    expect(problems).toEqual([])
  })

  describe.each(OTHERS)('in %s', (locale) => {
    const { content, bodies: translated } = readLocale(locale)

    it('has every text of the English source, and nothing else', () => {
      expect(shape(content)).toEqual(shape(english))
    })

    it('leaves no longer text identical to the English', () => {
      const same: string[] = []
      const walk = (en: unknown, tr: unknown, path: string) => {
        if (typeof en === 'string') {
          if (en.length >= 25 && en === tr && !path.startsWith('.glossary')) same.push(path)
        } else if (en && typeof en === 'object') for (const key of Object.keys(en)) walk((en as never)[key], (tr as never)?.[key], `${path}.${key}`)
      }
      walk(english, content, '')
      expect(same).toEqual([])
    })

    it('has every article body, with the English headings and link targets', () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(bodies).sort())
      for (const [slug, body] of Object.entries(bodies)) {
        const text = translated[slug] ?? ''
        expect(headings(text), slug).toBe(headings(body))
        expect(links(text), slug).toEqual(links(body))
      }
    })

    it('reaches the seed: every project, area, consultant, FAQ, article and developer carries the translation', () => {
      for (const p of seed.projects) {
        const t = p.translations[locale]
        expect(t?.description, `project ${p.id}`).toBeTruthy()
        expect(t?.photoAlts, `project ${p.id}`).toHaveLength(p.photos.length)
        expect(
          t?.paymentPlan?.map((s) => s.percent),
          `project ${p.id}`,
        ).toEqual(p.paymentPlan.length ? p.paymentPlan.map((s) => s.percent) : undefined)
        expect(
          t?.travelTimes?.map((s) => s.minutes),
          `project ${p.id}`,
        ).toEqual(p.travelTimes.map((s) => s.minutes))
      }
      for (const l of seed.locations) {
        const t = l.translations[locale]
        expect(t?.aliases?.length, l.slug).toBeGreaterThan(0)
        expect(t?.overview, l.slug).toBeTruthy()
        expect(t?.whereItIs, l.slug).toBeTruthy()
        expect(t?.highlights, l.slug).toHaveLength(l.highlights.length)
        expect(t?.faqs, l.slug).toHaveLength(l.faqs.length)
        expect(t?.transport, l.slug).toHaveLength(l.transport.length)
        expect(
          t?.travelTimes?.map((s) => s.minutes),
          l.slug,
        ).toEqual(l.travelTimes.map((s) => s.minutes))
        expect(
          t?.schools?.map((s) => s.school),
          l.slug,
        ).toEqual(l.schools.map((s) => s.school))
      }
      for (const c of seed.consultants) expect(c.translations[locale]?.role, c.agentId).toBeTruthy()
      for (const f of seed.faqs) expect(f.translations[locale]?.answer, `faq ${f.id}`).toBeTruthy()
      for (const a of seed.articles) expect(a.translations[locale]?.body, a.slug).toBeTruthy()
      for (const d of seed.developers) {
        expect(d.translations[locale]?.trackRecord, d.slug).toBeTruthy()
        expect(d.translations[locale]?.notableProjects, d.slug).toHaveLength(d.notableProjects.length)
        if (d.handoverNote) expect(d.translations[locale]?.handoverNote, d.slug).toBeTruthy()
      }
    })

    it('has the terms and the privacy policy', () => {
      expect(legalLocales('terms')).toContain(locale)
      expect(legalLocales('privacy')).toContain(locale)
    })

    it('renders every article and legal text without stray Markdown (a ** that did not become bold)', () => {
      const texts = [...Object.values(translated), ...(['terms', 'privacy'] as const).map((kind) => legalDocument(kind, locale).html)]
      const stray = texts.filter((text) =>
        renderContent(text)
          .html.replace(/<[^>]+>/g, '')
          .includes('**'),
      )
      expect(stray.map((text) => text.slice(0, 60))).toEqual([])
    })
  })
})
