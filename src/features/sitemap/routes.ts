// /robots.txt, /sitemap.xml (an index: one or more sitemaps per locale) and /sitemaps/{locale}-{n}.xml
// (the locale's indexable, self-canonical pages with their hreflang alternates and lastmod). Each
// feature names its own pages (a SitemapSource, wired in worker/app.ts); a page is listed in a
// locale only where it is written in that locale, exactly as its <head> says (PageMeta.locales).
// Built from D1 through KV (an hour), since a crawler asks rarely and 100,000 listings cost a scan.
import { type Context, Hono } from 'hono'
import { cached, waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales'
import { siteOrigin } from '../../lib/site'
import { latest, SITEMAP_URLS_PER_FILE, type SitemapEntry, type SitemapSource, sitemapIndexXml, urlsetXml } from '../../lib/sitemap'

const TTL_SECONDS = 3600
const CACHE_KEY = 'sitemap:entries'

/** Paths no crawler needs: the API, the per-visitor pages and the fragments islands fetch. */
const DISALLOWED = [
  '/api/',
  '/lang/',
  '/connect/',
  '/auth/',
  '/account',
  '/consent',
  '/thank-you',
  '/catalog/results',
  '/blog/results',
  // A visitor's own lists and alerts (noindex too), and the fragments their scripts fetch.
  '/favourites',
  '/compare',
  '/recent/results',
  '/alerts',
]

const ISO: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l.code, l.iso]))

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${TTL_SECONDS}` })

export function sitemap(sources: readonly SitemapSource[]) {
  const entries = (c: Context<AppEnv>): Promise<SitemapEntry[]> =>
    cached(c.env.KV, CACHE_KEY, { ttl: TTL_SECONDS, waitUntil: waitUntilOf(c) }, async () => (await Promise.all(sources.map((source) => source(c.env)))).flat())
  const inLocale = (all: SitemapEntry[], locale: string) => all.filter((entry) => entry.locales.includes(locale))

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      // Only at the root (each handler checks: a sub-app's middleware would run for every route).
      if (c.var.prefixed) return c.notFound()
      // Absolute URLs only from SITE_URL, never from the request's Host (security review F2).
      const origin = siteOrigin(c.env)
      const rules = DISALLOWED.flatMap((path) => [`Disallow: ${path}`, `Disallow: /*${path}`])
      const body = ['User-agent: *', 'Allow: /', ...rules, '', ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ''] : [])].join('\n')
      return c.text(body, 200, { 'cache-control': `public, max-age=${TTL_SECONDS}` })
    })
    .get('/sitemap.xml', async (c) => {
      if (c.var.prefixed) return c.notFound()
      const origin = siteOrigin(c.env)
      if (!origin) return c.notFound()
      const all = await entries(c)
      const sitemaps = LOCALES.flatMap(({ code }) => {
        const mine = inLocale(all, code)
        const files = Math.ceil(mine.length / SITEMAP_URLS_PER_FILE)
        return Array.from({ length: files }, (_, i) => {
          const page = mine.slice(i * SITEMAP_URLS_PER_FILE, (i + 1) * SITEMAP_URLS_PER_FILE)
          return { loc: `${origin}/sitemaps/${code}-${i + 1}.xml`, lastmod: latest(page.map((entry) => entry.lastmod)) }
        })
      })
      return xml(c, sitemapIndexXml(sitemaps))
    })
    .get('/sitemaps/:file{[a-z]{2}-[1-9][0-9]{0,3}\\.xml}', async (c) => {
      if (c.var.prefixed) return c.notFound()
      const [locale = '', n = ''] = c.req.param('file').slice(0, -'.xml'.length).split('-')
      if (!ISO[locale]) return c.notFound()
      const page = inLocale(await entries(c), locale).slice((Number(n) - 1) * SITEMAP_URLS_PER_FILE, Number(n) * SITEMAP_URLS_PER_FILE)
      if (!page.length) return c.notFound()
      const origin = siteOrigin(c.env)
      if (!origin) return c.notFound()
      return xml(
        c,
        urlsetXml(origin, locale, page, (code) => ISO[code] ?? code, DEFAULT_LOCALE),
      )
    })
}
