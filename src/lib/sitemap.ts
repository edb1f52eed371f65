// What a sitemap lists (each feature names its own indexable pages: a SitemapSource) and the XML of
// the sitemap protocol with hreflang alternates (https://www.sitemaps.org/protocol.html,
// https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).

/** One page in every locale it is written in. */
export interface SitemapEntry {
  /** Site path without locale prefix, query included when the page is its own (`/blog?topic=news`). */
  path: string
  /** Locale codes of the versions that exist (each is indexable and self-canonical). */
  locales: readonly string[]
  /** YYYY-MM-DD of the last change of its content, when known. */
  lastmod?: string
}

/** A feature's indexable pages. `env` is the worker's (D1 for content-backed pages). */
export type SitemapSource = (env: Env) => Promise<SitemapEntry[]>

/** The sitemap protocol's limit per file is 50,000 URLs; smaller files stay quick to build and fetch. */
export const SITEMAP_URLS_PER_FILE = 10_000

export const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** `/{locale}{path}`, the page's canonical path (`/` is the locale's root: `/fr`). */
export const localePath = (locale: string, path: string) => `/${locale}${path === '/' ? '' : path}`

/**
 * A `<urlset>` of `entries` in `locale`, each with its alternates (every locale it exists in, and
 * x-default: the English page) as the site's <head> lists them. `isoOf` maps a code to its hreflang.
 */
export function urlsetXml(origin: string, locale: string, entries: readonly SitemapEntry[], isoOf: (code: string) => string, defaultLocale: string): string {
  const urls = entries.map((entry) => {
    const alternates = entry.locales.map(
      (code) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(isoOf(code))}" href="${xmlEscape(origin + localePath(code, entry.path))}"/>`,
    )
    if (entry.locales.includes(defaultLocale))
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + localePath(defaultLocale, entry.path))}"/>`)
    const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ''
    return `<url><loc>${xmlEscape(origin + localePath(locale, entry.path))}</loc>${lastmod}${alternates.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` of the given sitemap URLs with their last change. */
export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const items = sitemaps.map((s) => `<sitemap><loc>${xmlEscape(s.loc)}</loc>${s.lastmod ? `<lastmod>${xmlEscape(s.lastmod)}</lastmod>` : ''}</sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** The latest of some YYYY-MM-DD dates (undefined when there are none). */
export const latest = (dates: readonly (string | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)
