// The support chat widget's configuration through the whole worker (product spec section 2, docs/decisions/
// 016-support-widget.md): with no SUPPORT_WIDGET_URL nothing about it reaches the page or the CSP; with one,
// every page carries it for the browser and the CSP's script-src names exactly its origin.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { cspDirectives } from '../unit/html'
import { decodeHtml, ORIGIN } from './helpers'

const WIDGET_URL = 'https://chat.example.net/widget/v2.js?key=abc'
const WIDGET_ORIGIN = 'https://chat.example.net'
const PAGES = ['/', '/catalog', '/ar/catalog', '/careers', '/partners', '/terms', '/no-such-page']

/** GET `path` through the app with `overrides` on the environment. */
async function getWith(path: string, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...overrides }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, html, csp: cspDirectives(response.headers.get('content-security-policy') ?? '') }
}

/** The page's <meta name="support-widget"> tag, or undefined. */
const widgetMeta = (html: string) => html.match(/<meta name="support-widget"[^>]*>/)?.[0]

/** Every CSP source that is a host (not a keyword, nonce or scheme). */
const hostSources = (csp: Map<string, string[]>) => [...csp.values()].flat().filter((source) => /^https?:\/\//.test(source))

describe('with no widget configured (the default)', () => {
  it.each(PAGES)('%s carries no widget configuration and the CSP names no widget host', async (path) => {
    expect(env.SUPPORT_WIDGET_URL).toBe('')
    const { html, csp } = await getWith(path)
    expect(widgetMeta(html)).toBeUndefined()
    expect(html).not.toContain('support-widget')
    expect(csp.get('script-src')?.filter((source) => source !== "'self'" && !source.startsWith("'nonce-"))).toEqual([])
  })

  it.each(['javascript:alert(1)', 'chat.example.net/widget.js', 'https://user:secret@chat.example.net/widget.js', '  '])(
    'stays off for SUPPORT_WIDGET_URL %j (not an absolute http(s) URL without credentials)',
    async (value) => {
      const { response, html, csp } = await getWith('/catalog', { SUPPORT_WIDGET_URL: value })
      expect(response.status).toBe(200)
      expect(widgetMeta(html)).toBeUndefined()
      expect(hostSources(csp).filter((source) => source.includes('chat.example.net'))).toEqual([])
    },
  )
})

describe('with a widget configured', () => {
  const configured = { SUPPORT_WIDGET_URL: WIDGET_URL, SUPPORT_WIDGET_SELECTOR: '' }

  it.each(PAGES)('%s gives the browser the script URL and the default selector', async (path) => {
    const { html } = await getWith(path, configured)
    const meta = widgetMeta(html)
    expect(meta).toBeDefined()
    // The configured URL as it is: the browser adds language and hide_widget_on_init per page.
    expect(decodeHtml(meta?.match(/content="([^"]*)"/)?.[1] ?? '')).toBe(WIDGET_URL)
    expect(meta).toContain('data-selector="#support-widget"')
    // In the head, before the page's scripts: the loader reads it once the page is idle.
    expect(html.indexOf('name="support-widget"')).toBeLessThan(html.indexOf('</head>'))
  })

  it("names the widget's origin in script-src only (the fake widget needs nothing else)", async () => {
    const { csp } = await getWith('/catalog', configured)
    expect(csp.get('script-src')).toContain(WIDGET_ORIGIN)
    for (const [directive, sources] of csp) {
      if (directive !== 'script-src') expect(sources, directive).not.toContain(WIDGET_ORIGIN)
    }
    // The origin, never the path or query of the configured URL.
    expect(hostSources(csp).filter((source) => source.includes('chat.example.net'))).toEqual([WIDGET_ORIGIN])
  })

  it('keeps the CSP strict: no unsafe-inline or wildcard scripts come with the widget', async () => {
    const { csp } = await getWith('/', configured)
    const scripts = csp.get('script-src') ?? []
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts.some((source) => source.includes('*'))).toBe(false)
  })

  it('passes a configured selector, escaped as an attribute', async () => {
    const { html } = await getWith('/catalog', {
      SUPPORT_WIDGET_URL: WIDGET_URL,
      SUPPORT_WIDGET_SELECTOR: '.woot-widget-holder, #x"><script>alert(1)</script>',
    })
    expect(decodeHtml(widgetMeta(html)?.match(/data-selector="([^"]*)"/)?.[1] ?? '')).toBe('.woot-widget-holder, #x"><script>alert(1)</script>')
    expect(html).not.toContain('<script>alert(1)')
  })
})

describe('beside the other integrations', () => {
  it('an origin the widget shares with the affiliate script and the tag manager is named once per directive', async () => {
    const { csp } = await getWith('/catalog', {
      SUPPORT_WIDGET_URL: 'https://tools.example.net/widget.js',
      AFFILIATE_SCRIPT_URL: 'https://tools.example.net/sdk.js',
      GTM_CONTAINER_ID: 'GTM-ABC123',
      GTM_ORIGIN: 'https://tools.example.net',
    })
    for (const [directive, sources] of csp) expect(sources, directive).toEqual([...new Set(sources)])
    expect(csp.get('script-src')?.filter((source) => source === 'https://tools.example.net')).toHaveLength(1)
  })
})
