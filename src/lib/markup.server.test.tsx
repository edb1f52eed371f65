import { renderToReadableStream } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Calls of React's string renderer (what Markup is about: one string, never a string inside one). */
const strings = vi.hoisted(() => ({ rendered: 0 }))
vi.mock('react-dom/server', async (importOriginal) => {
  const server = await importOriginal<typeof import('react-dom/server')>()
  return {
    ...server,
    renderToString: (...args: Parameters<typeof server.renderToString>) => {
      strings.rendered++
      return server.renderToString(...args)
    },
  }
})
beforeEach(() => {
  strings.rendered = 0
})

import { englishT, testPage } from '../../test/unit/page-context'
import { Markup, renderMarkup } from './markup.server'
import { PageProvider, usePage } from './page-context'

const page = testPage(await englishT({ hello: 'Hello {{name}}' }))

function Greeting() {
  const { t } = usePage()
  return <p>{t('hello', { name: 'Layla & <Omar>' })}</p>
}

const streamed = async (node: React.ReactNode) => new Response(await renderToReadableStream(<PageProvider value={page}>{node}</PageProvider>)).text()

describe('renderMarkup', () => {
  it('renders with the page context, escaping text as JSX does', () => {
    expect(renderMarkup(page, <Greeting />).html).toBe('<p>Hello Layla &amp; &lt;Omar&gt;</p>')
  })

  it("takes React's preloads of eager images out of the markup, attributes decoded, and leaves lazy images alone", () => {
    const { html, preloads } = renderMarkup(
      page,
      <>
        <img src="/images/hero.svg" srcSet="/a.svg?w=640&fit=cover 640w, /b.svg 1280w" sizes="100vw" alt="" fetchPriority="high" />
        <img src="/images/logo.svg?v=2&dark=1" alt="" />
        <img src="/images/below.svg" alt="" loading="lazy" />
      </>,
    )
    expect(preloads).toEqual([
      // With a srcset the browser picks from it: no href.
      { imageSrcSet: '/a.svg?w=640&fit=cover 640w, /b.svg 1280w', imageSizes: '100vw', fetchPriority: 'high' },
      { href: '/images/logo.svg?v=2&dark=1' },
    ])
    expect(html.startsWith('<img')).toBe(true)
    expect(html).not.toContain('<link')
    expect(html).toContain('src="/images/below.svg"')
  })
})

describe('Markup', () => {
  it('renders its children once, as a string, inside its element; their image preloads become links React hoists', async () => {
    const html = await streamed(
      <html lang="en">
        <head />
        <body>
          <Markup as="section" className="contents" id="ready">
            <Greeting />
            <img src="/images/hero.svg" alt="" fetchPriority="high" />
          </Markup>
        </body>
      </html>,
    )
    expect(html).toContain(
      '<section class="contents" id="ready"><p>Hello Layla &amp; &lt;Omar&gt;</p><img src="/images/hero.svg" alt="" fetchPriority="high"/></section>',
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>')
    expect(html.match(/rel="preload"/g)).toHaveLength(1)
    expect(strings.rendered).toBe(1)
  })

  it('is a plain element inside a string render (no string within a string)', () => {
    const { html } = renderMarkup(
      page,
      <Markup className="contents">
        <Markup as="aside">
          <Greeting />
        </Markup>
      </Markup>,
    )
    expect(html).toBe('<div class="contents"><aside><p>Hello Layla &amp; &lt;Omar&gt;</p></aside></div>')
    expect(strings.rendered).toBe(1)
  })
})
