// Strapi 5 "Blocks" rich text (the admin's default rich-text field: a JSON array of blocks) to HTML.
// Every text is escaped here and links are kept only for http(s), mailto and site paths; the result
// is stored as the article body and still goes through the sanitizer of src/lib/markdown.server.ts
// when shown, so this is the first of two fences, not the only one.

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const childrenOf = (node: Node): unknown[] => (Array.isArray(node.children) ? node.children : [])

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** http(s), mailto and site-relative links (never `//host`); anything else is dropped, its text kept. */
export function blockHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const value = url.trim()
  if (!value || /[\p{Cc}\s]/u.test(value)) return null
  if (/^(https?:\/\/|mailto:)/i.test(value) || /^\/(?![/\\])/.test(value) || value.startsWith('#')) return value
  return null
}

/** Text with its modifiers: code innermost, then bold, italic, underline, strikethrough. Line breaks kept. */
function text(node: Node): string {
  let html = escapeHtml(typeof node.text === 'string' ? node.text : '').replace(/\n/g, '<br>')
  if (!html) return ''
  if (node.code === true) html = `<code>${html}</code>`
  if (node.bold === true) html = `<strong>${html}</strong>`
  if (node.italic === true) html = `<em>${html}</em>`
  if (node.underline === true) html = `<u>${html}</u>`
  if (node.strikethrough === true) html = `<s>${html}</s>`
  return html
}

function inline(nodes: unknown[]): string {
  return nodes
    .filter(isNode)
    .map((node) => {
      if (node.type === 'link') {
        const inner = inline(childrenOf(node))
        const href = blockHref(node.url)
        return href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner
      }
      return text(node)
    })
    .join('')
}

/** Plain text of inline nodes (code blocks keep their text as written). */
const plain = (nodes: unknown[]): string =>
  nodes
    .filter(isNode)
    .map((node) => (node.type === 'link' ? plain(childrenOf(node)) : typeof node.text === 'string' ? node.text : ''))
    .join('')

/** The page's own h1 is the title: a Blocks heading 1 or 2 is an h2, 3 an h3, 4–6 an h4 (the sanitizer's levels). */
const headingTag = (level: unknown) => (level === 3 ? 'h3' : typeof level === 'number' && level >= 4 ? 'h4' : 'h2')

/** A list: a nested list (Strapi puts it beside the list items) goes inside the item before it. */
function list(node: Node): string {
  const tag = node.format === 'ordered' ? 'ol' : 'ul'
  const items: string[] = []
  for (const child of childrenOf(node).filter(isNode)) {
    if (child.type === 'list') {
      const nested = list(child)
      if (items.length) items[items.length - 1] += nested
      else items.push(nested)
    } else items.push(inline(childrenOf(child)))
  }
  return items.length ? `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>` : ''
}

/** An image block: the media object mapped by the caller to a site path (null drops the image). */
export type BlockImage = (media: unknown) => { src: string; alt: string; width: number; height: number } | null

function block(node: Node, image: BlockImage): string {
  switch (node.type) {
    case 'paragraph': {
      const html = inline(childrenOf(node))
      return html.trim() ? `<p>${html}</p>` : ''
    }
    case 'heading': {
      const tag = headingTag(node.level)
      const html = inline(childrenOf(node))
      return html.trim() ? `<${tag}>${html}</${tag}>` : ''
    }
    case 'list':
      return list(node)
    case 'quote': {
      const html = inline(childrenOf(node))
      return html.trim() ? `<blockquote><p>${html}</p></blockquote>` : ''
    }
    case 'code': {
      const source = plain(childrenOf(node))
      return source ? `<pre><code>${escapeHtml(source)}</code></pre>` : ''
    }
    case 'image': {
      const img = image(node.image)
      return img ? `<p><img src="${escapeHtml(img.src)}" alt="${escapeHtml(img.alt)}" width="${img.width}" height="${img.height}" loading="lazy"></p>` : ''
    }
    default:
      // An unknown block type (a future one): its text, never its markup.
      return childrenOf(node).length ? `<p>${inline(childrenOf(node))}</p>` : ''
  }
}

/** Blocks JSON to HTML; anything that is not a block is ignored. */
export function blocksToHtml(blocks: unknown[], image: BlockImage = () => null): string {
  return blocks
    .filter(isNode)
    .map((node) => block(node, image))
    .filter(Boolean)
    .join('\n')
}
