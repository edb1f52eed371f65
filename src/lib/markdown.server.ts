// Content text to safe HTML: Markdown (blog articles, legal pages) through markdown-it with raw HTML
// off, or HTML from the content backend's rich text; either way the result goes through an
// allow-list sanitizer (js-xss), so nothing from content can run script, load a resource from
// another host, style the page or submit a form. Headings get stable ids for anchors and a table of
// contents, prefixed `h-` so content can never take an id the app uses (`#contact`, `#main`, an
// island's). Server-only: the browser never receives this code.
import MarkdownIt from 'markdown-it'
import { FilterXSS } from 'xss'
import { isLocaleCode, withLocalePrefix } from './i18n/locales'

export interface Heading {
  level: 2 | 3
  id: string
  text: string
}

export interface RenderedContent {
  html: string
  /** The document's h2/h3 headings, in order (for a table of contents). */
  headings: Heading[]
  /** Words of visible text (for the reading time). */
  words: number
}

/**
 * Control, format, space and other whitespace characters. Browsers drop TAB, CR and LF anywhere in a
 * URL before parsing it (WHATWG URL), so `/<TAB>/evil.example` is followed as `//evil.example`.
 */
const UNSAFE_IN_URL = /[\p{Cc}\p{Cf}\p{Z}\s]/u

/**
 * Only site paths, fragments, https links and mailto: no javascript:, data:, or protocol-relative
 * URLs, and nothing with a control character or whitespace inside (it would be read differently
 * by a browser than by this check). Surrounding spaces are trimmed.
 */
export function safeHref(href: string): string | null {
  const value = href.trim()
  if (UNSAFE_IN_URL.test(value)) return null
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value
  if (/^mailto:[^\s<>"]+$/i.test(value)) return value
  if (/^https:\/\/[^\s<>"]+$/i.test(value)) return value
  return null
}

/** Prefix of every id content gets: the app's own ids never start with it. */
export const CONTENT_ID_PREFIX = 'h-'

/** `Off-plan payment plans` → `off-plan-payment-plans` (Unicode letters kept, so Arabic headings work). */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/[\s-]+/g, '-')
      .slice(0, 80) || 'section'
  )
}

let markdown: InstanceType<typeof MarkdownIt> | undefined

/** Built on first use, not at start-up: most requests never render Markdown. */
function markdownIt(): InstanceType<typeof MarkdownIt> {
  if (!markdown) {
    markdown = new MarkdownIt({ html: false, linkify: false, typographer: true })
    // markdown-it already refuses javascript:/vbscript:/file:/data: links; ours is stricter still.
    markdown.validateLink = (url: string) => safeHref(url) !== null
  }
  return markdown
}

const ALLOWED_TAGS: Record<string, string[]> = {
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  s: [],
  u: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  // The source's rel and target are dropped: decorate() sets them on https links (never twice).
  a: ['href', 'title'],
  code: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  // Only this site's images (onTagAttr): an article's inline picture (a CMS upload under /media/uploads/).
  img: ['src', 'alt', 'width', 'height', 'loading'],
}

/** An image of this site: `/images/…` or a CMS upload served from this origin; no dot segment, no other host. */
const SITE_IMAGE = /^\/(?:images(?:\/[a-z0-9_-]+)+|media\/uploads\/[A-Za-z0-9_-]+)\.(?:svg|png|jpe?g|webp|avif|gif)$/i

const sanitizer = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      // Checked as the browser will read it (entities decoded, so `&#9;` is a TAB), written escaped.
      const href = safeHref(decodeEntities(value))
      return href ? `href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` : ''
    }
    if (tag === 'img') {
      if (name === 'src') return SITE_IMAGE.test(value) ? `src="${value}"` : ''
      if (name === 'width' || name === 'height') return /^\d{1,5}$/.test(value) ? `${name}="${value}"` : ''
      if (name === 'loading') return 'loading="lazy"'
    }
    // h2/h3 ids are made again from their text by decorate(); an h4's own id is kept, prefixed.
    if (name === 'id') return /^[\p{L}\p{N}-]{1,80}$/u.test(value) ? `id="${CONTENT_ID_PREFIX}${value}"` : ''
    return undefined
  },
})

/**
 * `<a>` left without an href (it was refused) becomes its text: a dead `<a>` would still look like
 * a link. The sanitizer's output is regular (allowed tags, quoted attributes), so a scan of the
 * `<a …>`/`</a>` tags in order pairs them.
 */
function unwrapDeadLinks(html: string): string {
  const live: boolean[] = []
  return html.replace(/<a\b([^>]*)>|<\/a>/g, (tag, attributes: string | undefined) => {
    if (attributes === undefined) return live.pop() === false ? '' : tag
    const hasHref = /\shref="/.test(attributes)
    live.push(hasHref)
    return hasHref ? tag : ''
  })
}

/** Allow-list sanitizing of any HTML (content-backend rich text, or our own Markdown output). */
export function sanitizeHtml(html: string): string {
  // An <img> whose src was refused is dropped whole.
  return unwrapDeadLinks(sanitizer.process(html)).replace(/<img\b(?![^>]*\ssrc=")[^>]*>/g, '')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Numeric and the common named character references decoded (others are left as written). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
    const code = Number.parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/** The visible text of an HTML fragment: tags dropped, entities decoded. */
function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}

/**
 * Adds ids to h2/h3 (`h-` + their text, unique within the document), makes external links open
 * safely, points in-content links at the prefixed ids (`#faq` → `#h-faq`), and collects the headings.
 */
function decorate(html: string): { html: string; headings: Heading[] } {
  const used = new Map<string, number>()
  const headings: Heading[] = []
  const withIds = html.replace(/<h([23])(?: id="[^"]*")?>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = textOf(inner)
    const base = slugify(text)
    const count = used.get(base) ?? 0
    used.set(base, count + 1)
    const id = `${CONTENT_ID_PREFIX}${count ? `${base}-${count + 1}` : base}`
    headings.push({ level: Number(level) as 2 | 3, id, text })
    return `<h${level} id="${id}">${inner}</h${level}>`
  })
  const ids = new Set([...withIds.matchAll(/<h[2-4] id="([^"]+)"/g)].map((m) => m[1]))
  const links = withIds
    .replace(/<a\b([^>]*\shref="https:\/\/[^"]*"[^>]*)>/g, '<a$1 rel="noopener noreferrer" target="_blank">')
    .replace(/(<a\b[^>]*\shref="#)([^"]+)"/g, (tag, start: string, fragment: string) => {
      // markdown-it percent-encodes the link (`#%D8%B4…`); the id is the text itself.
      const target = decodeFragment(fragment)
      return ids.has(`${CONTENT_ID_PREFIX}${target}`) && !ids.has(target) ? `${start}${CONTENT_ID_PREFIX}${fragment}"` : tag
    })
  return { html: links, headings }
}

function finish(html: string): RenderedContent {
  const { html: decorated, headings } = decorate(sanitizeHtml(html))
  const text = textOf(decorated)
  return { html: decorated, headings, words: text ? text.split(' ').length : 0 }
}

/** Markdown (no raw HTML) to sanitized HTML with heading ids. */
export function renderMarkdown(source: string): RenderedContent {
  return finish(markdownIt().render(source))
}

/**
 * Content as stored: HTML when it starts with a tag (the content backend's rich text), else Markdown.
 * Both end sanitized.
 */
export function renderContent(source: string): RenderedContent {
  return /^\s*<[a-z]/i.test(source) ? finish(source) : renderMarkdown(source)
}

/** Site files, never pages: their links keep their path. */
const FILE_PATH = /^\/(?:images|media|brochures|build)\/|\.(?:pdf|svg|png|jpe?g|webp)(?:[?#]|$)/

/**
 * Links to the site's pages in `html` pointed at the page in `locale` (`/catalog` → `/fr/catalog`):
 * the canonical URL, as every other internal link (content is written with plain site paths).
 * A path that already names a locale, a file and every other URL stay as written.
 */
export function localizeLinks(html: string, locale: string): string {
  return html.replace(/(<a\b[^>]*\shref=")(\/(?!\/)[^"]*)"/g, (tag, start: string, path: string) =>
    FILE_PATH.test(path) || isLocaleCode(path.split(/[/?#]/)[1]) ? tag : `${start}${withLocalePrefix(locale, true, path)}"`,
  )
}

/** Minutes to read `words` at 200 words a minute (at least 1). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200))
}
