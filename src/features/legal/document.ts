// A legal document ready to show: its Markdown rendered once per isolate (never per request), the
// title and "Last updated" line lifted out for the page hero, and every heading made a link to itself.
import { perLocale } from '../../lib/intl'
import { type Heading, localizeLinks, renderMarkdown } from '../../lib/markdown.server'
import { LEGAL_MARKDOWN } from './content/generated'

export type LegalKind = keyof typeof LEGAL_MARKDOWN

export interface LegalDocument {
  /** The `# Title` of the Markdown (English). */
  title: string
  /** `YYYY-MM-DD` from its "Last updated: 21 November 2026" line. */
  updated: string
  /** Sanitized HTML of the body (no title, no date line), h2/h3 with ids and self-links. */
  html: string
  /** The h2 sections, in order: the table of contents. */
  sections: Heading[]
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** `21 November 2026` → `2026-11-21`; throws on anything else, so a typo fails the tests, not a visitor. */
export function parseDate(text: string): string {
  const [, day = '', month = '', year = ''] = text.trim().match(/^(\d{1,2}) ([A-Za-z]+) (\d{4})$/) ?? []
  const index = MONTHS.indexOf(month.toLowerCase())
  const date = new Date(Date.UTC(Number(year), index, Number(day)))
  if (index < 0 || date.getUTCDate() !== Number(day)) throw new Error(`not a date: "${text}"`)
  return date.toISOString().slice(0, 10)
}

/** `<h2 id="x">Text</h2>` → `<h2 id="x"><a href="#x">Text</a></h2>`: every section can be linked to. */
function linkHeadings(html: string): string {
  return html.replace(/<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g, (whole, level: string, id: string, inner: string) =>
    inner.includes('<a ') ? whole : `<h${level} id="${id}"><a class="heading-anchor" href="#${id}">${inner}</a></h${level}>`,
  )
}

/** Splits the Markdown into its title, date and body, and renders the body. */
export function buildLegalDocument(markdown: string): LegalDocument {
  const title = markdown.match(/^# (.+)$/m)?.[1]?.trim()
  const date = markdown.match(/^Last updated: (.+)$/m)?.[1]
  if (!title || !date) throw new Error('a legal document starts with "# Title" and "Last updated: D Month YYYY"')
  const body = markdown.replace(/^# .+$/m, '').replace(/^Last updated: .+$/m, '')
  const { html, headings } = renderMarkdown(body)
  return { title, updated: parseDate(date), html: linkHeadings(html), sections: headings.filter((h) => h.level === 2) }
}

const rendered = new Map<string, LegalDocument & { lang: string }>()

/** The locales `kind` is written in (English first). */
export const legalLocales = (kind: LegalKind): string[] => Object.keys(LEGAL_MARKDOWN[kind])

/**
 * The document for `kind` in `locale` (its translation, else English: `lang` says which), rendered
 * on first use in this isolate.
 */
export function legalDocument(kind: LegalKind, locale = 'en'): LegalDocument & { lang: string } {
  const lang = LEGAL_MARKDOWN[kind][locale] ? locale : 'en'
  const key = `${kind}:${lang}`
  let document = rendered.get(key)
  if (!document) {
    document = { ...buildLegalDocument(LEGAL_MARKDOWN[kind][lang] ?? LEGAL_MARKDOWN[kind].en), lang }
    rendered.set(key, document)
  }
  return document
}

/**
 * The document's HTML as a reader in `locale` gets it: links to site pages carry that locale's prefix
 * (the English text shown in a locale without a translation links to that locale's pages). Worked out
 * once per isolate for each document and locale, like the rendering itself.
 */
export function legalHtml(kind: LegalKind, locale: string): string {
  return perLocale(`legal-html:${kind}:${locale}`, () => localizeLinks(legalDocument(kind, locale).html, locale))
}
