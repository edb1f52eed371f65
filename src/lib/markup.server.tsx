// React's string renderer for what never suspends (docs/decisions/007-string-rendered-body.md).
// The streaming renderer of the edge build encodes every piece it writes (each tag, attribute and
// text) with its own TextEncoder call into its own buffer: on a content-rich page that was half the
// render, plus the garbage. The string renderer joins strings; the stream then encodes one chunk.
import { Provider } from 'jotai'
import { createContext, type HTMLAttributes, type LinkHTMLAttributes, type ReactNode, use } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { type PageContextValue, PageProvider, usePage } from './page-context'

/** True below renderMarkup: already a string, nothing to gain from rendering one inside it. */
const InMarkup = createContext(false)

/** An image preload React made for an image above the fold (props of a `<link rel="preload" as="image">`). */
export type ImagePreload = Pick<
  LinkHTMLAttributes<HTMLLinkElement>,
  'href' | 'imageSrcSet' | 'imageSizes' | 'fetchPriority' | 'crossOrigin' | 'referrerPolicy' | 'type'
>

export interface Markup {
  html: string
  /** Hoisted out of `html`: the streamed document renders them as `<link>`s, which land in `<head>`. */
  preloads: ImagePreload[]
}

/**
 * The HTML of `node` rendered with the page's context and a fresh island store. Everything below
 * must be ready (no suspending component): a suspended boundary would render its fallback and
 * leave it to the client.
 */
export function renderMarkup(page: PageContextValue, node: ReactNode): Markup {
  const html = renderToString(
    <PageProvider value={page}>
      <InMarkup value={true}>
        <Provider>{node}</Provider>
      </InMarkup>
    </PageProvider>,
  )
  return hoistPreloads(html)
}

/**
 * The HTML of `node` once every Suspense boundary in it has resolved, for crawlers (they do not run
 * React's scripts that swap late boundaries in). React's streaming renderer, read only after
 * `allReady`, with no size at which it would still outline a finished boundary behind a fallback
 * and a script (by default a boundary after the first 12,800 bytes is, even when it is ready).
 */
export async function renderCompleteMarkup(page: PageContextValue, node: ReactNode, onError?: (error: unknown) => void): Promise<Markup> {
  const stream = await renderToReadableStream(
    <PageProvider value={page}>
      <InMarkup value={true}>
        <Provider>{node}</Provider>
      </InMarkup>
    </PageProvider>,
    { nonce: page.nonce, progressiveChunkSize: Number.POSITIVE_INFINITY, onError },
  )
  await stream.allReady
  return hoistPreloads(await new Response(stream).text())
}

/** React's string renderer writes the preloads of eager images first, where a streamed document puts them in `<head>`. */
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/
const ATTRIBUTE = /\s([a-zA-Z]+)="([^"]*)"/g
const ATTRIBUTE_PROPS: Record<string, keyof ImagePreload> = {
  href: 'href',
  imageSrcSet: 'imageSrcSet',
  imageSizes: 'imageSizes',
  fetchPriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  referrerPolicy: 'referrerPolicy',
  type: 'type',
}
const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }
const decodeEntities = (value: string) => value.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)

export function hoistPreloads(html: string): Markup {
  const leading = LEADING_PRELOADS.exec(html)?.[0]
  if (!leading) return { html, preloads: [] }
  const preloads = leading
    .split('/>')
    .filter(Boolean)
    .map((tag) => {
      const preload: Record<string, string> = {}
      for (const [, name = '', value = ''] of tag.matchAll(ATTRIBUTE)) {
        const prop = ATTRIBUTE_PROPS[name]
        if (prop) preload[prop] = decodeEntities(value)
      }
      return preload as ImagePreload
    })
  return { html: html.slice(leading.length), preloads }
}

/** The preloads as `<link>`s: in a streamed document React hoists them into `<head>`. */
export function Preloads({ preloads }: { preloads: ImagePreload[] }) {
  return preloads.map((preload) => <link key={preload.imageSrcSet ?? preload.href} rel="preload" as="image" {...preload} />)
}

type MarkupProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'aside'; children: ReactNode }

/**
 * `as` (default a div) holding `children` rendered by renderMarkup: for the parts of a streamed
 * page that are ready at once (the property page streams only its agent's details). The same
 * element, with its children rendered as usual, when already inside renderMarkup.
 */
export function Markup({ as: Tag = 'div', children, ...attributes }: MarkupProps) {
  const page = usePage()
  if (use(InMarkup)) return <Tag {...attributes}>{children}</Tag>
  const { html, preloads } = renderMarkup(page, children)
  return (
    <>
      <Preloads preloads={preloads} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of `children` (renderToString escapes as JSX does) */}
      <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  )
}
