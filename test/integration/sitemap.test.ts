// /robots.txt and the sitemaps through the whole worker: an index of per-locale sitemaps, each
// listing exactly the pages written in that locale at their canonical URLs, with the alternates the
// pages themselves list and lastmod from the content.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { legalDocument, legalLocales } from '../../src/features/legal/document'
import { LOCALES } from '../../src/lib/i18n/locales'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { ARTICLES, get, links, ORIGIN, seedArticles } from './helpers'

const TRANSLATED = makeProject({
  id: 4101,
  slug: 'harbour-point',
  publishedAt: '2026-09-14',
  translations: { de: { description: 'Wohnungen am Hafen mit Blick auf die Marina.' } },
})
const ENGLISH_ONLY = makeProject({ id: 4102, slug: 'creek-view', publishedAt: '2026-10-01' })

/** The <loc> values of a sitemap or index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')

/** The <url> element whose <loc> is `loc`. */
const urlOf = (xml: string, loc: string) => xml.match(new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>[\\s\\S]*?</url>`))?.[0] ?? ''

beforeAll(async () => {
  await seedArticles(env.DB)
  await env.DB.batch(upsertStatements(env.DB, 'projects', [TRANSLATED, ENGLISH_ONLY]))
})

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and per-visitor pages, and names the sitemap', async () => {
    const { response, html: body } = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/account', '/lang/', '/catalog/results', '/favourites', '/compare', '/alerts']) {
      expect(lines).toContain(`Disallow: ${path}`)
      expect(lines).toContain(`Disallow: /*${path}`)
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    // Nothing a visitor reads is disallowed.
    for (const path of ['/catalog', '/blog', '/terms']) expect(lines).not.toContain(`Disallow: ${path}`)
  })

  it('is only at the root', async () => {
    expect((await get('/fr/robots.txt')).response.status).toBe(404)
    expect((await get('/de/sitemap.xml')).response.status).toBe(404)
  })
})

describe('/sitemap.xml', () => {
  it('is an index of one sitemap per locale', async () => {
    const { response, html: xml } = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toEqual(LOCALES.map((l) => `${ORIGIN}/sitemaps/${l.code}-1.xml`))
    // lastmod of the English sitemap: its newest content (an article, a project or a legal text's version).
    const newest = ['2026-10-25', legalDocument('terms').updated, legalDocument('privacy').updated].sort().at(-1)
    expect(xml).toContain(`<loc>${ORIGIN}/sitemaps/en-1.xml</loc><lastmod>${newest}</lastmod>`)
  })

  it('lists in English every page, each project at its readable URL with its alternates and publication date', async () => {
    const { response, html: xml } = await get('/sitemaps/en-1.xml')
    expect(response.status).toBe(200)
    const all = locs(xml)
    for (const path of ['', '/catalog', '/blog', '/blog?topic=news', '/careers', '/partners', '/terms', '/privacy', `/blog/${ARTICLES[0].slug}`])
      expect(all).toContain(`${ORIGIN}/en${path}`)
    expect(all).toContain(`${ORIGIN}/en/catalog/4101-harbour-point`)
    expect(all).toContain(`${ORIGIN}/en/catalog/4102-creek-view`)
    const translated = urlOf(xml, `${ORIGIN}/en/catalog/4101-harbour-point`)
    expect(translated).toContain('<lastmod>2026-09-14</lastmod>')
    expect(translated).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/en/catalog/4101-harbour-point"/>`)
    expect(translated).toContain(`<xhtml:link rel="alternate" hreflang="de-DE" href="${ORIGIN}/de/catalog/4101-harbour-point"/>`)
    expect(translated).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/en/catalog/4101-harbour-point"/>`)
    expect(translated).not.toContain('hreflang="fr-FR"')
    // No search, sort or page of a list: those are noindex.
    expect(all.filter((loc) => /[?&](page|location|sort)=/.test(loc))).toEqual([])
  })

  it('lists a page in a locale only where it is written in it, as the page itself says', async () => {
    const german = locs((await get('/sitemaps/de-1.xml')).html)
    expect(german).toContain(`${ORIGIN}/de/catalog/4101-harbour-point`)
    expect(german).not.toContain(`${ORIGIN}/de/catalog/4102-creek-view`)
    // The untranslated test articles are English only.
    expect(german).not.toContain(`${ORIGIN}/de/blog/${ARTICLES[0].slug}`)
    expect(german.includes(`${ORIGIN}/de/terms`)).toBe(legalLocales('terms').includes('de'))
    // The pages agree: the German project page is indexable and lists the same alternates.
    const page = await get('/de/catalog/4101-harbour-point')
    expect(links(page.html).find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/de/catalog/4101-harbour-point`)
    expect(
      links(page.html)
        .filter((l) => l.rel === 'alternate')
        .map((l) => l.hreflang),
    ).toEqual(['en-US', 'de-DE', 'x-default'])
    expect((await get('/de/catalog/4102-creek-view')).html).toContain('<meta name="robots" content="noindex, follow"/>')
  })

  it('answers 404 for a sitemap that does not exist', async () => {
    for (const path of ['/sitemaps/xx-1.xml', '/sitemaps/en-9.xml', '/sitemaps/en-0.xml']) expect((await get(path)).response.status, path).toBe(404)
  })
})
