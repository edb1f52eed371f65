// Content text to safe HTML: Markdown (blog articles, legal pages) through markdown-it with raw HTML
// off, or HTML from the content backend's rich text; either way the result goes through an
// allow-list sanitizer (js-xss), so nothing from content can run script, load a resource from
// another host, style the page or submit a form. Headings get stable ids for anchors and a table of
// contents. Server-only: the browser never receives this code.
import MarkdownIt from 'markdown-it'
import { FilterXSS } from 'xss'

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

/** Only site paths, fragments, https links and mailto: no javascript:, data:, or protocol-relative URLs. */
export function safeHref(href: string): string | null {
  const value = href.trim()
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value
  if (/^mailto:[^\s<>"]+$/i.test(value)) return value
  if (/^https:\/\/[^\s<>"]+$/i.test(value)) return value
  return null
}

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
  a: ['href', 'title', 'rel', 'target'],
  code: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
}

const sanitizer = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const href = safeHref(value.replace(/&amp;/g, '&'))
      return href ? `href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` : ''
    }
    if (name === 'id') return /^[\p{L}\p{N}-]{1,80}$/u.test(value) ? `id="${value}"` : ''
    if (tag === 'a' && name === 'target') return value === '_blank' ? 'target="_blank"' : ''
    return undefined
  },
})

/** Allow-list sanitizing of any HTML (content-backend rich text, or our own Markdown output). */
export function sanitizeHtml(html: string): string {
  return sanitizer.process(html)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The visible text of an HTML fragment: tags dropped, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Adds ids to h2/h3 (unique within the document), external links open safely, and collects the headings. */
function decorate(html: string): { html: string; headings: Heading[] } {
  const used = new Map<string, number>()
  const headings: Heading[] = []
  const withIds = html.replace(/<h([23])(?: id="[^"]*")?>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = textOf(inner)
    const base = slugify(text)
    const count = used.get(base) ?? 0
    used.set(base, count + 1)
    const id = count ? `${base}-${count + 1}` : base
    headings.push({ level: Number(level) as 2 | 3, id, text })
    return `<h${level} id="${id}">${inner}</h${level}>`
  })
  const links = withIds.replace(/<a href="(https:\/\/[^"]+)"/g, '<a href="$1" rel="noopener noreferrer" target="_blank"')
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

/** Minutes to read `words` at 200 words a minute (at least 1). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200))
}
