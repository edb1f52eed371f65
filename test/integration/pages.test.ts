// Every page answers 200 in every locale, with its translated title, the right <html lang dir>,
// a complete streamed document, and SEO links (canonical, an hreflang alternate per locale + x-default).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { legalLocales } from '../../src/features/legal/document'
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../src/lib/i18n/locales'
import { documentTitle } from '../../src/lib/seo'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { ARTICLES, decodeHtml, dirOf, get, htmlAttributes, isoOf, links, ORIGIN, seedArticles, titleOf, tr } from './helpers'

const [article] = ARTICLES
const PROJECT = makeProject({ id: 123, title: 'Creekside Harbour Residences' })

/** Each route and its expected <title> (before the " | Marsa" suffix) in a locale. */
const ROUTES: Array<[path: string, title: (locale: LocaleCode) => string]> = [
  ['/', (l) => tr(l, 'home.title')],
  ['/terms', (l) => tr(l, 'legal.terms.title')],
  ['/privacy', (l) => tr(l, 'legal.privacy.title')],
  ['/careers', (l) => tr(l, 'careers.title')],
  ['/partners', (l) => tr(l, 'partners.title')],
  ['/blog', (l) => tr(l, 'blog.title')],
  [`/blog/${article.slug}`, () => article.title],
  ['/catalog', (l) => tr(l, 'catalog.title')],
  ['/catalog/123-project-123', () => PROJECT.title],
  ['/vienna', (l) => tr(l, 'landing.vienna.title')],
  ['/vienna-rak', (l) => tr(l, 'landing.viennaRak.title')],
]

const prefixed = (locale: LocaleCode, path: string) => `/${locale}${path === '/' ? '' : path}`

beforeAll(async () => {
  await seedArticles(env.DB)
  await env.DB.batch(upsertStatements(env.DB, 'projects', [PROJECT]))
})

describe.each(LOCALE_CODES)('in /%s', (locale) => {
  it.each(ROUTES)(`answers %s with 200, its ${locale} title and <html lang dir>`, async (path, title) => {
    const { response, html } = await get(prefixed(locale, path))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    // With the brand when it fits in 60 characters (src/lib/seo.ts).
    expect(titleOf(html)).toBe(documentTitle(title(locale), 'Marsa'))
    expect(htmlAttributes(html)).toEqual({ lang: isoOf(locale), dir: dirOf(locale) })
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
  })
})

describe('without a locale prefix', () => {
  it.each(ROUTES)('answers %s with 200 in English by default', async (path, title) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(titleOf(html)).toBe(documentTitle(title('en'), 'Marsa'))
    expect(htmlAttributes(html)).toEqual({ lang: 'en-US', dir: 'ltr' })
  })

  it('redirects a trailing slash to the path without it, keeping the query (one URL per page)', async () => {
    const { response } = await get('/terms/?utm_source=x')
    expect(response.status).toBe(301)
    expect(
      new URL(response.headers.get('location') ?? '', 'http://example.com').pathname +
        new URL(response.headers.get('location') ?? '', 'http://example.com').search,
    ).toBe('/terms?utm_source=x')
  })

  it('redirects /{locale}/ to /{locale}, which serves the home page in that locale', async () => {
    const { response } = await get('/fr/')
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location') ?? '', 'http://example.com').pathname).toBe('/fr')
    const { response: home, html } = await get('/fr')
    expect(home.status).toBe(200)
    expect(htmlAttributes(html).lang).toBe('fr-FR')
  })
})

describe('right-to-left locales', () => {
  it.each([
    ['ar', 'ar-AE'],
    ['he', 'he-IL'],
  ])('renders /%s with dir="rtl"', async (locale, iso) => {
    const { html } = await get(`/${locale}/terms`)
    expect(htmlAttributes(html)).toEqual({ lang: iso, dir: 'rtl' })
  })
})

describe('crawlers', () => {
  it('give Googlebot the complete document, starting with <!DOCTYPE html>', async () => {
    const { response, html } = await get(`/blog/${article.slug}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    expect(html).toContain(article.title)
    expect(html).toContain(article.excerpt)
    // No streaming leftovers: pending Suspense boundaries or React's late-boundary scripts.
    expect(html).not.toMatch(/<template\b|\$RC|<!--\$\?-->/)
  })
})

describe('SEO links', () => {
  const expectAlternates = (html: string, basePath: string, codes: readonly string[]) => {
    const suffix = basePath === '/' ? '' : basePath
    const alternates = links(html).filter((l) => l.rel === 'alternate')
    expect(alternates.map((l) => [l.hreflang, l.href])).toEqual([
      ...LOCALES.filter((l) => codes.includes(l.code)).map((l) => [l.iso, `${ORIGIN}/${l.code}${suffix}`]),
      // x-default is the English page itself: the unprefixed URL picks a language, it is no page of its own.
      ['x-default', `${ORIGIN}/en${suffix}`],
    ])
  }

  it.each([
    ['/terms', '/terms', 'en', legalLocales('terms')],
    ['/de/careers', '/careers', 'de', LOCALE_CODES],
    ['/he', '/', 'he', LOCALE_CODES],
  ] as const)('%s has a canonical link, og:url, an hreflang alternate per locale it is written in and x-default', async (path, basePath, locale, codes) => {
    const { html } = await get(path)
    const suffix = basePath === '/' ? '' : basePath
    const canonical = `${ORIGIN}/${locale}${suffix}`
    expect(links(html).filter((l) => l.rel === 'canonical')).toEqual([{ rel: 'canonical', href: canonical }])
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`)
    expectAlternates(html, basePath, codes)
    expect(html).not.toContain('name="robots"')
  })

  it('keeps a page without a translation out of search engines in that locale, and out of the alternates', async () => {
    // The test article has no translation: English only.
    const english = await get(`/en/blog/${article.slug}`)
    expectAlternates(english.html, `/blog/${article.slug}`, ['en'])
    const arabic = await get(`/ar/blog/${article.slug}`)
    expect(arabic.response.status).toBe(200)
    expect(arabic.html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(links(arabic.html).filter((l) => l.rel === 'canonical' || l.rel === 'alternate')).toEqual([])
    expect(arabic.html).not.toContain('og:url')
  })

  it('never gives a trailing-slash URL a canonical of its own (it redirects)', async () => {
    const { response } = await get('/fr/terms/')
    expect(response.status).toBe(301)
    const plain = await get('/fr/terms')
    const canonical = links(plain.html).find((l) => l.rel === 'canonical')
    expect(canonical?.href).toMatch(/\/fr\/terms$/)
  })
})

describe('static assets', () => {
  /** Same-origin paths a page loads: stylesheets, preloads, icons, scripts and images. */
  function assetPaths(html: string): string[] {
    const fromLinks = links(html)
      .filter((l) => l.rel !== 'canonical' && l.rel !== 'alternate')
      .map((l) => l.href ?? '')
    const fromTags = [...html.matchAll(/<(?:script|img)\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '')
    return [...new Set([...fromLinks, ...fromTags])].filter((p) => p.startsWith('/') && !p.startsWith('//'))
  }

  it('every page links only to assets that exist (stylesheets, fonts, icons, scripts, images)', async () => {
    const missing = new Set<string>()
    const checked = new Set<string>()
    const check = async (asset: string, from: string) => {
      if (checked.has(asset)) return
      checked.add(asset)
      const response = await env.ASSETS.fetch(`${ORIGIN}${asset}`)
      if (response.status !== 200) missing.add(`${asset} (${response.status}, linked from ${from})`)
      if (response.status === 200 && asset.endsWith('.css')) {
        for (const [, url = ''] of (await response.text()).matchAll(/url\(([^)]+)\)/g)) {
          const ref = url.replace(/^["']|["']$/g, '')
          if (ref.startsWith('/')) await check(ref, asset)
        }
      } else await response.body?.cancel()
    }
    for (const path of ['/', '/vienna', '/vienna-rak', '/ar', '/he', '/ru/terms']) {
      const { html } = await get(path)
      const paths = assetPaths(html)
      expect(paths.length, path).toBeGreaterThan(2)
      for (const asset of paths) await check(asset, path)
    }
    expect([...missing]).toEqual([])
  })
})

describe('speculation rules', () => {
  type Where = { href_matches?: string | string[]; selector_matches?: string | string[]; and?: Where[]; or?: Where[]; not?: Where }
  type Anchor = Record<string, string>

  /** Simple attribute selectors only (`a[rel~=nofollow]`, `[href^="/lang/"]`); anything else fails loudly. */
  function selectorMatches(selector: string, anchor: Anchor): boolean {
    return selector.split(',').some((one) => {
      const match = one.trim().match(/^a?\[([\w-]+)(?:([~^$*]?=)"?([^"\]]*)"?)?\]$/)
      if (!match) throw new Error(`test cannot evaluate selector ${one}: extend selectorMatches`)
      const [, name = '', op, expected = ''] = match
      const value = anchor[name]
      if (value === undefined) return false
      if (!op) return true
      if (op === '=') return value === expected
      if (op === '~=') return value.split(/\s+/).includes(expected)
      if (op === '^=') return value.startsWith(expected)
      if (op === '$=') return value.endsWith(expected)
      return value.includes(expected)
    })
  }

  function whereMatches(where: Where, anchor: Anchor, base: string): boolean {
    if (where.and) return where.and.every((w) => whereMatches(w, anchor, base))
    if (where.or) return where.or.some((w) => whereMatches(w, anchor, base))
    if (where.not) return !whereMatches(where.not, anchor, base)
    if (where.href_matches) {
      const url = new URL(anchor.href ?? '', base).href
      return [where.href_matches].flat().some((pattern) => new URLPattern(pattern, base).test(url))
    }
    if (where.selector_matches) return [where.selector_matches].flat().some((s) => selectorMatches(s, anchor))
    throw new Error(`test cannot evaluate ${JSON.stringify(where)}`)
  }

  function anchors(html: string): Anchor[] {
    return [...html.matchAll(/<a\b([^>]*)>/g)].map((m) =>
      Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [(a[1] ?? '').toLowerCase(), decodeHtml(a[2] ?? '')])),
    )
  }

  it('prefetch ordinary links but never the language switch, whose GET sets the language cookie', async () => {
    const { html } = await get('/terms')
    const json = html.match(/<script type="speculationrules"[^>]*>([^<]*)<\/script>/)?.[1]
    expect(json).toBeDefined()
    const rules = JSON.parse(decodeHtml(json ?? '{}')) as Record<string, Array<{ where?: Where; urls?: string[] }>>
    const document = Object.values(rules)
      .flat()
      .filter((r) => r.where)
    const prefetched = (anchor: Anchor) => document.some((r) => r.where && whereMatches(r.where, anchor, `${ORIGIN}/terms`))
    const all = anchors(html)
    const catalog = all.find((a) => a.href === '/en/catalog')
    const languages = all.filter((a) => a.href?.startsWith('/lang/'))
    expect(catalog && prefetched(catalog)).toBe(true)
    expect(languages).toHaveLength(LOCALES.length)
    expect(languages.filter(prefetched).map((a) => a.href)).toEqual([])
    expect(
      Object.values(rules)
        .flat()
        .flatMap((r) => r.urls ?? [])
        .filter((u) => u.includes('/lang/')),
    ).toEqual([])
  })
})

describe('blog', () => {
  it('lists the articles newest first with links that keep the locale prefix', async () => {
    const { html } = await get('/fr/blog')
    const newer = html.indexOf(ARTICLES[1].title)
    const older = html.indexOf(ARTICLES[0].title)
    expect(newer).toBeGreaterThan(-1)
    expect(older).toBeGreaterThan(newer)
    expect(html).toContain(`href="/fr/blog/${ARTICLES[0].slug}"`)
  })
})
