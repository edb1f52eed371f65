// A crawl of the whole local site as a search engine sees it (HTTP only, no browser), from `/`:
// every internal link answers 200 without a redirect; every indexable page is self-canonical with
// og:url, a title of at most 60 characters and a description of 70–160 (unique within its locale);
// every hreflang set is consistent (each target answers 200, is self-canonical and lists the same
// set back, x-default included); the sitemaps list exactly the indexable pages; and on every
// indexable page of every non-English locale the main text is in that language (issue 12: at most
// 5 % of its sentences identical to the English page, at most 15 % Latin letters in ar, he, ru and
// ko, names aside). Prints the language figures per locale and page type.
import type { APIRequestContext } from '@playwright/test'
import { type HTMLElement, parse } from 'node-html-parser'
import { validateSeed } from '../../seed/content/validate'
import { GOLDEN_VISA, MORTGAGE_RULES, PURCHASE_FEES } from '../../src/lib/finance/config'
import { LOCALES } from '../../src/lib/i18n/locales'
import { expect, test } from './fixtures'

/** Paths a crawler is kept out of (robots.txt) or that are no pages: never followed. */
const SKIP =
  /^\/(?:[a-z]{2}\/)?(?:lang|connect|auth|api|account|consent|thank-you|request-call|media|images|build|brochures|favourites|compare|recent|alerts)(?:[/?#]|$)|\.(?:pdf|svg|png|jpg|webp|ico|xml|txt|webmanifest)$/
const MAX_PAGES = 4000
const CONCURRENCY = 6

interface Page {
  url: string
  status: number
  location?: string
  html?: string
  /** No noindex and its own canonical. */
  indexable?: boolean
  /** No noindex, but its canonical is another page (the unprefixed entry URLs): a duplicate pointing there. */
  duplicate?: boolean
  canonical?: string
  ogUrl?: string
  title?: string
  description?: string
  alternates?: Map<string, string>
  locale?: string
  /** Internal link targets (absolute, without fragment). */
  links?: string[]
  /** Sentences (25+ characters, names removed) and letter counts of the main text. */
  sentences?: string[]
  letters?: number
  latin?: number
}

const { seed } = validateSeed()
/** Brand, project, developer, consultant, partner and reviewer names: not text to translate. */
const NAMES = [
  'Marsa Real Estate Brokerage L.L.C.',
  'Marsa',
  ...seed.projects.map((p) => p.title),
  ...seed.projects.map((p) => p.developer),
  ...seed.consultants.map((c) => c.name),
  ...seed.partners.map((p) => p.name),
  ...seed.reviews.map((r) => r.author),
  // Places are names too: the areas, communities and landmarks keep their English form in many languages.
  ...seed.locations.map((l) => l.name),
  ...seed.projects.map((p) => p.development),
  ...seed.projects.flatMap((p) => p.travelTimes.map((t) => t.place)),
  // Schools keep their own names in every language (the area guides).
  ...seed.locations.flatMap((l) => l.schools.map((s) => s.school)),
  // The calculators cite their sources by their own titles (laws, fee schedules), as published in English.
  MORTGAGE_RULES.source.name,
  GOLDEN_VISA.source.name,
  ...Object.values(PURCHASE_FEES).map((fee) => fee.source.name),
  'WhatsApp',
  'Google',
  'Property Finder',
  'Bayut',
  'Trustpilot',
]
  .filter((name, i, all) => name.length > 2 && all.indexOf(name) === i)
  .sort((a, b) => b.length - a.length)

const withoutNames = (text: string) => NAMES.reduce((out, name) => out.split(name).join(' '), text)

/** The visible main text: <main> without scripts, and without reviews (kept in the language they were written in). */
function mainText(root: HTMLElement): string {
  const main = root.querySelector('main')
  if (!main) return ''
  for (const node of main.querySelectorAll('script, style, template, noscript, blockquote[lang]')) node.remove()
  return main.structuredText
}

function measure(text: string) {
  const clean = withoutNames(text)
  const sentences = clean
    .split(/(?<=[.!?؟。])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 25)
  const letters = clean.match(/\p{L}/gu)?.length ?? 0
  const latin = clean.match(/[A-Za-z]/g)?.length ?? 0
  return { sentences, letters, latin }
}

async function fetchPage(request: APIRequestContext, url: string): Promise<Page> {
  const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false })
  const page: Page = { url, status: response.status(), location: response.headers().location }
  if (page.status !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) return page
  const html = await response.text()
  const root = parse(html)
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''
  page.canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href')
  page.indexable = !/noindex/.test(robots) && page.canonical === url
  page.duplicate = !/noindex/.test(robots) && page.canonical !== url
  page.ogUrl = root.querySelector('meta[property="og:url"]')?.getAttribute('content')
  page.title = root.querySelector('title')?.text
  page.description = root.querySelector('meta[name="description"]')?.getAttribute('content')
  page.alternates = new Map(
    root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
  )
  const lang = root.querySelector('html')?.getAttribute('lang') ?? ''
  page.locale = LOCALES.find((l) => l.iso === lang)?.code
  const origin = new URL(url).origin
  page.links = root
    .querySelectorAll('a[href]')
    // As a search engine crawls: a nofollow link (the map view's switch and clusters, endless views of one search) is not followed.
    .filter((a) => !(a.getAttribute('rel') ?? '').split(/\s+/).includes('nofollow'))
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, origin))
    .filter((target) => target.pathname !== new URL(url).pathname || target.search !== new URL(url).search)
    .map((target) => `${origin}${target.pathname}${target.search}`)
  Object.assign(page, measure(mainText(root)))
  return page
}

/** The page type of a path, for the report. */
function pageType(path: string): string {
  const rest = path.replace(/^\/[a-z]{2}(?=\/|$|\?)/, '') || '/'
  if (rest === '/') return 'home'
  if (/^\/catalog\/\d/.test(rest)) return 'property'
  if (rest.startsWith('/catalog')) return 'catalog'
  if (/^\/blog\/[a-z0-9-]+/.test(rest)) return 'article'
  if (rest.startsWith('/blog')) return 'blog'
  if (/^\/(terms|privacy)/.test(rest)) return 'legal'
  if (/^\/vienna/.test(rest)) return 'landing'
  return rest.slice(1).split(/[/?]/)[0] ?? rest
}

/** Problems of one kind, at most `limit` of them (a broken template repeats on every page). */
const first = (problems: string[], limit = 30) => [...new Set(problems)].slice(0, limit)

// One test: the crawl is the costly part, and each check below reports on its own (expect.soft).
test('a crawl from / finds a consistent, indexable site written in every language', async ({ playwright, baseURL, request }) => {
  test.setTimeout(600_000)
  const base = baseURL ?? ''
  const client = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
  const pages = new Map<string, Page>()
  const queue = [`${base}/`]
  const seen = new Set(queue)
  const enqueue = (url: string) => {
    const path = url.slice(base.length)
    if (!url.startsWith(base) || SKIP.test(path.split('?')[0] ?? '') || seen.has(url) || seen.size >= MAX_PAGES) return
    seen.add(url)
    queue.push(url)
  }
  while (queue.length) {
    const results = await Promise.all(queue.splice(0, CONCURRENCY).map((url) => fetchPage(client, url)))
    for (const page of results) {
      pages.set(page.url, page)
      for (const link of page.links ?? []) enqueue(link)
      for (const href of [page.canonical, ...(page.alternates?.values() ?? [])]) if (href) enqueue(href)
    }
  }
  await client.dispose()
  const indexable = [...pages.values()].filter((p) => p.indexable)
  const path = (url: string) => url.slice(base.length)

  // The whole site, in every locale.
  expect(pages.size).toBeLessThan(MAX_PAGES)
  for (const { code } of LOCALES) expect.soft(indexable.filter((p) => p.locale === code).length, `indexable pages in ${code}`).toBeGreaterThan(90)

  // Every internal link answers 200 without a redirect.
  const broken: string[] = []
  for (const page of pages.values())
    for (const link of page.links ?? []) {
      const target = pages.get(link)
      if (target && target.status !== 200) broken.push(`${path(page.url)} → ${path(link)}: ${target.status} ${target.location ?? ''}`)
    }
  expect.soft(first(broken), 'links that do not answer 200').toEqual([])

  // Every indexable page: self-canonical, og:url, title ≤ 60, description 70–160, unique in its locale.
  const meta: string[] = []
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const page of pages.values()) {
    // A duplicate (an unprefixed entry URL) must name an indexable page as its canonical.
    if (page.duplicate && !pages.get(page.canonical ?? '')?.indexable) meta.push(`${path(page.url)}: canonical ${page.canonical} is not an indexable page`)
  }
  for (const page of indexable) {
    const where = path(page.url)
    if (page.ogUrl !== page.canonical) meta.push(`${where}: og:url ${page.ogUrl}`)
    const title = page.title ?? ''
    const description = page.description ?? ''
    if ([...title].length > 60) meta.push(`${where}: title of ${[...title].length} characters "${title}"`)
    if ([...description].length < 70 || [...description].length > 160) meta.push(`${where}: description of ${[...description].length} characters`)
    const t = `${page.locale}|${title}`
    const d = `${page.locale}|${description}`
    if (titles.has(t)) meta.push(`${where}: same title as ${titles.get(t)}`)
    else titles.set(t, where)
    if (descriptions.has(d)) meta.push(`${where}: same description as ${descriptions.get(d)}`)
    else descriptions.set(d, where)
  }
  expect.soft(first(meta, 40), 'canonical, og:url, title and description').toEqual([])

  // Every hreflang set: each target answers 200, is indexable and self-canonical, and lists the same set back.
  const hreflang: string[] = []
  for (const page of indexable) {
    if (!page.alternates) continue
    const where = path(page.url)
    const set = [...page.alternates.entries()].sort().join(' ')
    if (!page.alternates.has('x-default')) hreflang.push(`${where}: no x-default`)
    if (![...page.alternates.values()].includes(page.url)) hreflang.push(`${where}: not among its own alternates`)
    for (const [lang, href] of page.alternates) {
      const target = pages.get(href)
      if (target?.status !== 200 || !target.indexable)
        hreflang.push(`${where}: ${lang} → ${path(href)} answers ${target?.status ?? 'nothing'}${target?.indexable === false ? ' (noindex)' : ''}`)
      else if (target.canonical !== href) hreflang.push(`${where}: ${lang} → ${path(href)} is not self-canonical`)
      else if ([...(target.alternates?.entries() ?? [])].sort().join(' ') !== set) hreflang.push(`${where}: ${lang} → ${path(href)} lists other alternates`)
    }
  }
  expect.soft(first(hreflang), 'hreflang sets').toEqual([])

  // The sitemaps list exactly the indexable pages.
  const index = await (await request.get('/sitemap.xml')).text()
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
  expect.soft(files.length).toBeGreaterThanOrEqual(LOCALES.length)
  const listed = new Set<string>()
  for (const file of files) {
    const xml = await (await request.get(new URL(file).pathname)).text()
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add((m[1] ?? '').replaceAll('&amp;', '&').replace(new URL(file).origin, base))
  }
  const indexed = new Set(indexable.map((p) => p.url))
  expect.soft(first([...listed].filter((url) => !indexed.has(url)).map(path)), 'in the sitemaps but not an indexable page').toEqual([])
  expect.soft(first([...indexed].filter((url) => !listed.has(url)).map(path)), 'indexable but not in the sitemaps').toEqual([])

  // Every indexable page of another locale is written in that language.
  const report = new Map<string, { pages: number; identical: number; latin: number }>()
  const language: string[] = []
  for (const page of indexable) {
    if (!page.locale || page.locale === 'en' || !page.sentences) continue
    const english = pages.get(page.alternates?.get('en-US') ?? '')
    if (!english?.sentences) continue
    const where = path(page.url)
    const source = new Set(english.sentences)
    const identical = page.sentences.length ? page.sentences.filter((s) => source.has(s)).length / page.sentences.length : 0
    const latin = page.letters ? (page.latin ?? 0) / page.letters : 0
    if (identical > 0.05) language.push(`${where}: ${(identical * 100).toFixed(1)} % identical to English, e.g. "${page.sentences.find((s) => source.has(s))}"`)
    if (['ar', 'he', 'ru', 'ko'].includes(page.locale) && latin > 0.15) language.push(`${where}: ${(latin * 100).toFixed(1)} % Latin letters`)
    const key = `${page.locale} ${pageType(where)}`
    const row = report.get(key) ?? { pages: 0, identical: 0, latin: 0 }
    report.set(key, { pages: row.pages + 1, identical: Math.max(row.identical, identical), latin: Math.max(row.latin, latin) })
  }
  console.log(
    [
      'locale page-type pages max-identical% max-latin%',
      ...[...report].sort().map(([key, r]) => `${key} ${r.pages} ${(r.identical * 100).toFixed(1)} ${(r.latin * 100).toFixed(1)}`),
    ].join('\n'),
  )
  expect.soft(report.size, 'locale × page-type pairs measured').toBeGreaterThan(12 * 6)
  expect.soft(first(language, 40), 'pages not in their language').toEqual([])
})
