// Renders the 404 and 500 pages. A failure while rendering the error page itself falls back to a
// minimal static document: the visitor never sees a stack trace.
import type { Context } from 'hono'
import type { AppEnv } from '../lib/context'
import { getLocale } from '../lib/i18n/locales'
import { errorText, log } from '../lib/log.server'
import { ErrorPage } from './ErrorPage'
import { renderPage } from './render.server'

const FALLBACK = (status: number, title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${status}</p><p><a href="/">Marsa</a></p></body></html>`

export async function renderError(c: Context<AppEnv>, status: 404 | 500): Promise<Response> {
  const t = c.get('t')
  const english = status === 404 ? 'Page Not Found' : 'Internal Server Error'
  if (!t) return c.html(FALLBACK(status, english), status)
  try {
    const url = new URL(c.req.url)
    const title = status === 404 ? t('error.notFoundTitle') : t('error.serverTitle')
    const path = url.pathname + url.search
    // In Arabic and Hebrew the path is a left-to-right isolate (LRI … PDI): else its leading "/" jumps to the end.
    const locale = c.get('locale')
    const shown = locale && getLocale(locale).dir === 'rtl' ? `\u2066${path}\u2069` : path
    const description = status === 404 ? t('error.notFound', { path: shown }) : t('error.serverDescription')
    return await renderPage(
      c,
      { styles: 'errors', title, exactTitle: true, noindex: true },
      <ErrorPage statusCode={status} statusMessage={title} description={description} />,
      status,
    )
  } catch (error) {
    log.error('error page failed', { error: errorText(error) })
    return c.html(FALLBACK(status, english), status)
  }
}
