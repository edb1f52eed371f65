// The 404 and 500 pages (spec sections 2 and 8), and the legacy blog paths that redirect or 404.
import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ARTICLES, errorDescription, get, htmlAttributes, links, seedArticles, titleOf, tr } from './helpers'

const [article] = ARTICLES

beforeAll(async () => {
  await seedArticles(env.DB)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('404', () => {
  it.each([
    '/nope',
    '/nope?ref=newsletter',
    '/catalog/abc',
    '/catalog/abc?page=2',
    '/catalog/1234567890',
    '/catalog/12.5',
    '/blog/Bad_Slug',
    '/blog/..%2fx',
    '/blog/unknown-slug',
    '/blog/-leading-hyphen',
    '/lang/xx',
    '/terms/extra',
  ])('shows "Page not found" and the full path for %s', async (path) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(titleOf(html)).toBe('Page Not Found')
    expect(errorDescription(html)).toBe(`Page not found: ${path}`)
    expect(htmlAttributes(html)).toEqual({ lang: 'en-US', dir: 'ltr' })
  })

  it('is not indexed and has no canonical or alternates', async () => {
    const { html } = await get('/nope')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(links(html).filter((l) => l.rel === 'canonical' || l.rel === 'alternate')).toEqual([])
  })

  it("is translated in the visitor's locale (/fr/nope is French, lang fr-FR)", async () => {
    const { response, html } = await get('/fr/nope?x=1')
    expect(response.status).toBe(404)
    expect(htmlAttributes(html)).toEqual({ lang: 'fr-FR', dir: 'ltr' })
    expect(titleOf(html)).toBe(tr('fr', 'error.notFoundTitle'))
    expect(errorDescription(html)).toBe(tr('fr', 'error.notFound', { path: '/fr/nope?x=1' }))
    // French text, not English left in fr.json.
    expect(tr('fr', 'error.notFoundTitle')).not.toBe(tr('en', 'error.notFoundTitle'))
    expect(tr('fr', 'error.notFound', { path: '' })).not.toBe(tr('en', 'error.notFound', { path: '' }))
  })

  it('follows the negotiated locale on unprefixed paths (Hebrew is right to left)', async () => {
    const { response, html } = await get('/nope', { headers: { cookie: 'i18n_language=he' } })
    expect(response.status).toBe(404)
    expect(htmlAttributes(html)).toEqual({ lang: 'he-IL', dir: 'rtl' })
    // The path as a left-to-right isolate (LRI … PDI), so its "/" is not moved to the end.
    expect(errorDescription(html)).toBe(tr('he', 'error.notFound', { path: '\u2066/nope\u2069' }))
  })

  it('escapes the path it echoes', async () => {
    const { html } = await get("/nope?q=<img src=x onerror=alert(1)>&a='b'")
    expect(html).not.toContain('<img src=x')
    expect(errorDescription(html)).toMatch(/^Page not found: \/nope\?q=/)
  })
})

describe('500', () => {
  /** Hides the articles table for the duration of `run`, so the blog's D1 query fails for real. */
  async function withoutArticlesTable(run: () => Promise<void>) {
    await env.DB.exec('ALTER TABLE articles RENAME TO articles_hidden')
    try {
      await run()
    } finally {
      await env.DB.exec('ALTER TABLE articles_hidden RENAME TO articles')
    }
  }

  it.each(['/blog', `/blog/${article.slug}`, '/de/blog'])('shows "Internal Server Error" without internals when %s fails', async (path) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await withoutArticlesTable(async () => {
      const { response, html } = await get(path)
      expect(response.status).toBe(500)
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
      const locale = path.startsWith('/de') ? 'de' : 'en'
      expect(titleOf(html)).toBe(tr(locale, 'error.serverTitle'))
      expect(errorDescription(html)).toBe(tr(locale, 'error.serverDescription'))
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      for (const secret of ['no such table', 'SQLITE', 'D1_', 'articles', 'Error:', '    at ', '.ts:', 'stack']) expect(html).not.toContain(secret)
      const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
      expect(nonce).toBeTruthy()
      // Every executable script carries it (JSON data blocks are never run).
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) if (!tag.includes('type="application/json"')) expect(tag).toContain(`nonce="${nonce}"`)
    })
    // The cause is logged for operators, not shown to visitors.
    expect(logged.mock.calls.flat().join(' ')).toContain('no such table')
  })

  it('titles the English 500 page exactly "Internal Server Error"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await withoutArticlesTable(async () => {
      const { html } = await get('/blog')
      expect(titleOf(html)).toBe('Internal Server Error')
    })
  })

  it('works again once the table is back', async () => {
    const { response } = await get('/blog')
    expect(response.status).toBe(200)
  })
})

describe('legacy blog paths', () => {
  it.each([
    ['/anything/blog', '/blog'],
    ['/en-us/blog', '/blog'],
    [`/anything/blog/${article.slug}`, `/blog/${article.slug}`],
    [`/blog/news/${article.slug}`, `/blog/${article.slug}`],
    [`/blog/${article.slug}/amp`, `/blog/${article.slug}`],
  ])('redirects %s permanently to %s', async (path, location) => {
    const { response } = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it.each([
    ['/fr/anything/blog', '/fr/blog'],
    [`/de/anything/blog/${article.slug}`, `/de/blog/${article.slug}`],
    [`/ar/blog/news/${article.slug}`, `/ar/blog/${article.slug}`],
  ])('keeps the explicit locale prefix when redirecting %s (to %s)', async (path, location) => {
    const { response } = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it.each(['/anything/blog/unknown-slug', '/blog/news/unknown-slug', '/anything/blog/Bad_Slug', '/blog/news/..%2f..%2fx'])(
    'answers 404 for %s',
    async (path) => {
      const { response, html } = await get(path)
      expect(response.status).toBe(404)
      expect(titleOf(html)).toBe('Page Not Found')
      expect(errorDescription(html)).toBe(`Page not found: ${path}`)
    },
  )
})
