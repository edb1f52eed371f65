// Streams a page as HTML: Document + layout + page, React 19 streaming SSR with the CSP nonce.
// Crawlers get the complete document (we await allReady for them); people get bytes early.
import type { Context } from 'hono'
import { isbot } from 'isbot'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { AppEnv } from '../lib/context'
import { getLocale } from '../lib/i18n/locales'
import { renderMarkup } from '../lib/markup.server'
import { parseRates } from '../lib/money'
import { type PageContextValue, PageProvider } from '../lib/page-context'
import { siteOrigin } from '../lib/site'
import { Document, type PageMeta } from './Document'
import { DefaultLayout } from './layouts/DefaultLayout'
import { ViennaLayout } from './layouts/ViennaLayout'

/** CF-IPCountry as a real country: `XX` (unknown) and `T1` (Tor) are none. */
export function visitorCountry(header: string | undefined): string | undefined {
  const code = header?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : undefined
}

export function pageContext(c: Context<AppEnv>): PageContextValue {
  const { locale, prefixed, basePath, nonce, t } = c.var
  const info = getLocale(locale)
  const url = new URL(c.req.url)
  return {
    t,
    locale,
    iso: info.iso,
    dir: info.dir,
    basePath,
    fullPath: url.pathname + url.search,
    origin: siteOrigin(c.env),
    nonce,
    imagePrefix: c.env.IMAGE_PREFIX ?? '',
    rates: parseRates(c.env.CURRENCY_RATES),
    country: visitorCountry(c.req.header('cf-ipcountry')),
    turnstileSiteKey: c.env.TURNSTILE_SITE_KEY || undefined,
    href: (path) => (prefixed ? `/${locale}${path === '/' ? '' : path}` : path),
  }
}

export async function renderPage(c: Context<AppEnv>, meta: PageMeta, page: ReactNode, status = 200): Promise<Response> {
  const Layout = meta.layout === 'vienna' ? ViennaLayout : DefaultLayout
  if (meta.colorMode === 'system') {
    console.warn('Forcing the "system" color mode at page level is ignored:', c.var.basePath)
  }
  const stream = await renderToReadableStream(
    <PageProvider value={pageContext(c)}>
      <Document meta={meta}>
        <Layout>{page}</Layout>
      </Document>
    </PageProvider>,
    {
      nonce: c.var.nonce,
      onError(error) {
        console.error('render failed', c.var.basePath, error instanceof Error ? error.message : String(error))
      },
    },
  )
  if (isbot(c.req.header('user-agent') ?? '')) await stream.allReady
  return c.body(stream, status as 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    vary: 'Cookie, Accept-Language',
  })
}

/**
 * Renders a bare HTML fragment (no document) with the page context: Load More and similar. A
 * fragment route is `{page}/results`; links in the fragment see the page's own path and query as
 * `fullPath` (e.g. a card's "return here" link points at `/catalog?…`, not at the fragment).
 */
export function renderFragment(c: Context<AppEnv>, node: ReactNode): Response {
  const context = pageContext(c)
  const url = new URL(c.req.url)
  const value = { ...context, fullPath: url.pathname.replace(/\/results$/, '') + url.search }
  return c.body(renderMarkup(value, node).html, 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    vary: 'Cookie, Accept-Language',
  })
}
