// The page renderer: @hono/react-renderer's `c.render()`, installed once per request by
// `pageRenderer`, with the Document and the page's layout around the page. React 19 streaming SSR
// with the CSP nonce (React writes inline scripts for late Suspense boundaries); the body is one
// string unless the page suspends (docs/decisions/007, 010). Crawlers get the complete document;
// people get the parts that wait (the property page's agent) as they arrive.
import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { isbot } from 'isbot'
import type { ReactElement, ReactNode } from 'react'
import { CONSENT_COOKIE, parseConsent } from '../lib/consent'
import type { AppEnv } from '../lib/context'
import { getLocale, withLocalePrefix } from '../lib/i18n/locales'
import { integrations } from '../lib/integrations'
import { errorText, log } from '../lib/log.server'
import { renderCompleteMarkup, renderMarkup } from '../lib/markup.server'
import { parseRates, resolveUnits, UNITS_COOKIE } from '../lib/money'
import { type PageContextValue, PageProvider } from '../lib/page-context'
import { siteOrigin } from '../lib/site'
import { Document, type PageMeta } from './Document'
import { DefaultLayout } from './layouts/DefaultLayout'
import { ViennaLayout } from './layouts/ViennaLayout'

declare module '@hono/react-renderer' {
  /** What `c.render(page, props)` takes besides the page: the document's meta. */
  interface Props {
    meta: PageMeta
  }
}

/** Every page and fragment: HTML that depends on the visitor (cookies, language), never stored by a cache. */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Accept-Language',
}

/** CF-IPCountry as a real country: `XX` (unknown) and `T1` (Tor) are none. */
export function visitorCountry(header: string | undefined): string | undefined {
  const code = header?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : undefined
}

export function pageContext(c: Context<AppEnv>): PageContextValue {
  const { locale, basePath, nonce, t } = c.var
  const info = getLocale(locale)
  const url = new URL(c.req.url)
  // A URL that carries a secret (an alert email's signed link, a password reset code) loads no
  // third-party script: a tag manager's page view, a chat widget or an affiliate tag would send the
  // URL on, secret and all (security review of 2026-11-26).
  const secretInUrl = url.searchParams.has('token') || url.searchParams.has('code')
  const tools = secretInUrl ? { consentNeeded: false, tagManager: null, supportWidget: undefined, affiliateScriptUrl: undefined } : integrations(c.env)
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
    units: resolveUnits(getCookie(c, UNITS_COOKIE), locale, visitorCountry(c.req.header('cf-ipcountry'))),
    country: visitorCountry(c.req.header('cf-ipcountry')),
    turnstileSiteKey: c.env.TURNSTILE_SITE_KEY || undefined,
    // No tracker configured: no consent state (no banner, no footer link, nothing loads).
    consent: tools.consentNeeded ? { choice: parseConsent(getCookie(c, CONSENT_COOKIE)), tagManager: tools.tagManager } : undefined,
    supportWidget: tools.supportWidget,
    affiliateScriptUrl: tools.affiliateScriptUrl,
    // Always the canonical, prefixed URL (issue 12: no internal link to a URL that is not its page's
    // canonical). The unprefixed URLs stay entry points that pick a language.
    href: (path) => withLocalePrefix(locale, true, path),
  }
}

const logRenderError = (c: Context<AppEnv>) => (error: unknown) => {
  log.error('render failed', { path: c.var.basePath, error: errorText(error) })
}

/**
 * The layout `c.render()` wraps a page in (@hono/react-renderer calls it as a plain function and
 * awaits it before React renders): the page context, the Document and the page's layout. A crawler
 * gets a page that suspends rendered to the end first (it runs no script to swap late parts in).
 */
const DocumentLayout: NonNullable<Parameters<typeof reactRenderer>[0]> = async ({ c: context, meta, children }) => {
  const c = context as Context<AppEnv>
  const page = pageContext(c)
  const Layout = meta.layout === 'vienna' ? ViennaLayout : DefaultLayout
  const content = <Layout>{children}</Layout>
  const complete = meta.streamed && isbot(c.req.header('user-agent') ?? '') ? await renderCompleteMarkup(page, content, logRenderError(c)) : undefined
  return (
    <PageProvider value={page}>
      <Document meta={meta} body={complete}>
        {content}
      </Document>
    </PageProvider>
  )
}

/**
 * Installs `c.render()`: the streaming renderer (headers given, so no `Transfer-Encoding` of its
 * own) with this response's CSP nonce, so React's inline scripts for late boundaries carry it. The
 * nonce is per response, so the renderer's options are too.
 */
export const pageRenderer = createMiddleware<AppEnv>((c, next) =>
  reactRenderer(DocumentLayout, {
    stream: HTML_HEADERS,
    readableStreamOptions: { nonce: c.var.nonce, onError: logRenderError(c) },
  })(c, next),
)

/** A page in its document with `status`, through `c.render()` (installed by `pageRenderer`). */
export function renderPage(c: Context<AppEnv>, meta: PageMeta, page: ReactElement, status = 200): Promise<Response> {
  if (meta.colorMode === 'system') {
    log.warn('Forcing the "system" color mode at page level is ignored', { path: c.var.basePath })
  }
  c.status(status as 200)
  return Promise.resolve(c.render(page, { meta }))
}

/**
 * Renders a bare HTML fragment (no document) with the page context: Load More and similar. A
 * fragment route is `{page}/results`; links in the fragment see the page's own path and query as
 * `fullPath` (e.g. a card's "return here" link points at `/catalog?…`, not at the fragment).
 */
export function renderFragment(c: Context<AppEnv>, node: ReactNode, fullPath?: string): Response {
  const context = pageContext(c)
  const url = new URL(c.req.url)
  const value = { ...context, fullPath: fullPath ?? url.pathname.replace(/\/results$/, '') + url.search }
  return c.body(renderMarkup(value, node).html, 200, HTML_HEADERS)
}

/**
 * The page of this site that asked for a fragment (its Referer, same origin only: the site's
 * Referrer-Policy sends the whole URL to itself), for what the fragment links back to ("continue
 * where you left off"); undefined when there is none.
 */
export function refererPath(c: Context<AppEnv>): string | undefined {
  const referer = c.req.header('referer')
  if (!referer || referer.length > 2000) return undefined
  try {
    const from = new URL(referer)
    return from.origin === new URL(c.req.url).origin ? from.pathname + from.search : undefined
  } catch {
    return undefined
  }
}
