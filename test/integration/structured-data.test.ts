// Structured data on every page type, in English and Arabic (issue 12, item 13): each
// <script type="application/ld+json"> block parses, carries the response's CSP nonce, has the
// properties its schema.org type needs (RealEstateAgent, RealEstateListing with its Offer,
// BreadcrumbList, BlogPosting, FAQPage), names things in the page's language, says which language its
// text is really in (English where it fell back), and points only at canonical URLs on SITE_URL.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BRAND } from '../../src/lib/brand'
import type { LocaleCode } from '../../src/lib/i18n/locales'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Faq } from '../../src/modules/content/schema'
import { makeConsultant, makeProject } from '../fixtures/content'
import { makeArticle } from './blog-fixtures'
import { get, isoOf, links, ORIGIN, tr } from './helpers'

type Block = Record<string, unknown>

interface Page {
  blocks: Block[]
  canonical: string | undefined
}

const LOCALES = ['en', 'ar'] as const satisfies readonly LocaleCode[]

/** A project and an article with an Arabic version, and one of each with English text only. */
const PROJECT = makeProject({
  id: 9401,
  slug: 'test-harbour-residences',
  title: 'Harbour Residences',
  description: 'Waterfront apartments with marina views.',
  unitsLeft: 4,
  photos: [
    { src: '/images/hero-dubai.svg', alt: 'Towers at dusk', width: 1600, height: 900 },
    { src: '/images/og-default.svg', alt: 'The marina', width: 1200, height: 630 },
  ],
  translations: { ar: { title: 'هاربر ريزيدنسز', description: 'شقق على الواجهة المائية بإطلالات على المرسى.' } },
})
const ENGLISH_PROJECT = makeProject({ id: 9402, slug: 'test-english-only', title: 'English Only Tower', market: 'secondary' })

const ARTICLE = makeArticle({
  id: 9411,
  slug: 'test-structured-guide',
  topic: 'buyer-seller',
  title: 'How to buy off-plan in Dubai',
  excerpt: 'A short guide for buyers from abroad.',
  author: 'Layla Haddad',
  publishedAt: '2026-09-14',
  translations: {
    ar: {
      title: 'كيف تشتري عقارًا على الخريطة في دبي',
      excerpt: 'دليل قصير للمشترين من الخارج.',
      body: 'فقرة من النص.',
      takeaways: ['أمر واحد يجب تذكره.'],
      coverAlt: 'أبراج على قناة عند الغسق',
    },
  },
})
const ENGLISH_ARTICLE = makeArticle({ id: 9412, slug: 'test-english-article', topic: 'news', author: null, publishedAt: '2026-08-01' })
const AUTHOR = makeConsultant({ id: 94, name: 'Layla Haddad', role: 'Senior Property Consultant', translations: { ar: { role: 'مستشارة عقارية أولى' } } })

const FAQS = [
  Faq.parse({
    id: 9421,
    topic: 'partners',
    question: 'Who can refer?',
    answer: 'Anyone aged 18 or over.',
    translations: { ar: { question: 'من يمكنه الإحالة؟', answer: 'أي شخص يبلغ 18 عامًا أو أكثر.' } },
  }),
]

const projectPath = (project: { id: number; slug: string }) => `/catalog/${project.id}-${project.slug}`

beforeAll(async () => {
  await env.DB.batch([
    ...upsertStatements(env.DB, 'projects', [PROJECT, ENGLISH_PROJECT]),
    ...upsertStatements(env.DB, 'articles', [ARTICLE, ENGLISH_ARTICLE]),
    ...upsertStatements(env.DB, 'consultants', [AUTHOR]),
    ...upsertStatements(env.DB, 'faqs', FAQS),
  ])
})

/** Every absolute-URL value in a block (url, item, @id, image, logo), however deep. */
function urls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['url', 'item', '@id', 'image', 'logo'].includes(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => urls(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => urls(v, k))
  return []
}

/** Every `inLanguage` value in a block, however deep. */
function languages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(languages)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'inLanguage' && typeof v === 'string' ? [v, ...languages(v)] : languages(v)))
  }
  return []
}

/**
 * The page's JSON-LD blocks, checked for what every block must be: parsed, nonce'd, nothing that
 * could close the element, schema.org context, URLs on SITE_URL, and a language that is the page's
 * or English (a fallback).
 */
async function page(path: string, locale: LocaleCode): Promise<Page> {
  const { response, html } = await get(path)
  expect(response.status, path).toBe(200)
  const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => {
    expect(m[1], path).toBe(` nonce="${nonce}"`)
    expect(m[2], path).not.toMatch(/[<>]/)
    return JSON.parse(m[2] ?? '') as Block
  })
  for (const block of blocks) {
    expect(block['@context'], path).toBe('https://schema.org')
    for (const url of urls(block)) expect(url.startsWith(`${ORIGIN}/`), `${path}: ${url}`).toBe(true)
    for (const language of languages(block)) expect([isoOf(locale), 'en'], path).toContain(language)
  }
  return { blocks, canonical: links(html).find((l) => l.rel === 'canonical')?.href }
}

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block['@type'] === type)

/** The one block of `type` on the page. */
function only(blocks: Block[], type: string): Block {
  const found = ofType(blocks, type)
  expect(found, type).toHaveLength(1)
  return found[0] as Block
}

/** A BreadcrumbList's crumbs as [name, item], checking positions run 1, 2, 3… */
function crumbs(list: Block): Array<[string, string]> {
  const items = list.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
  for (const item of items) expect(item['@type']).toBe('ListItem')
  return items.map((item) => [item.name, item.item])
}

describe.each(LOCALES)('structured data in %s', (locale) => {
  const iso = isoOf(locale)
  const home = `${ORIGIN}/${locale}`

  it('home: the brokerage as a RealEstateAgent with name, home page, logo, telephone, office and area served', async () => {
    const { blocks } = await page(`/${locale}`, locale)
    expect(blocks.map((block) => block['@type'])).toEqual(['RealEstateAgent'])
    expect(blocks[0]).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: BRAND.name,
      url: home,
      description: tr(locale, 'meta.description'),
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/images/icons/icon-512.png` },
      telephone: BRAND.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 2104, Marina Plaza, Dubai Marina',
        addressLocality: 'Dubai',
        addressCountry: 'AE',
      },
      areaServed: { '@type': 'City', name: 'Dubai' },
    })
    expect(blocks[0]).not.toHaveProperty('sameAs')
  })

  it('property: a RealEstateListing with its Offer, in the page language, and the breadcrumb', async () => {
    const { blocks, canonical } = await page(`/${locale}${projectPath(PROJECT)}`, locale)
    expect(canonical).toBe(`${home}${projectPath(PROJECT)}`)
    expect(blocks.map((block) => block['@type'])).toEqual(['RealEstateListing', 'BreadcrumbList'])
    const title = locale === 'en' ? PROJECT.title : PROJECT.translations.ar?.title
    expect(only(blocks, 'RealEstateListing')).toMatchObject({
      name: title,
      description: locale === 'en' ? PROJECT.description : PROJECT.translations.ar?.description,
      inLanguage: iso,
      url: canonical,
      image: PROJECT.photos.map((photo) => `${ORIGIN}${photo.src}`),
      datePosted: PROJECT.publishedAt,
      offers: {
        '@type': 'Offer',
        price: PROJECT.priceAed,
        priceCurrency: 'AED',
        availability: 'https://schema.org/PreOrder',
        url: canonical,
      },
    })
    expect(crumbs(only(blocks, 'BreadcrumbList'))).toEqual([
      [BRAND.name, home],
      [tr(locale, 'nav.catalog'), `${home}/catalog`],
      [title, canonical],
    ])
  })

  it('property without a translation: the listing says its text is English', async () => {
    const { blocks } = await page(`/${locale}${projectPath(ENGLISH_PROJECT)}`, locale)
    const listing = only(blocks, 'RealEstateListing')
    expect(listing.description).toBe(ENGLISH_PROJECT.description)
    expect(listing.inLanguage).toBe(locale === 'en' ? iso : 'en')
    expect(listing.url).toBe(`${home}${projectPath(ENGLISH_PROJECT)}`)
    expect(listing.offers).toMatchObject({ price: ENGLISH_PROJECT.priceAed, priceCurrency: 'AED', availability: 'https://schema.org/InStock' })
  })

  it('article: a BlogPosting with headline, image, dates, author, publisher logo and its page, and the breadcrumb', async () => {
    const { blocks, canonical } = await page(`/${locale}/blog/${ARTICLE.slug}`, locale)
    expect(canonical).toBe(`${home}/blog/${ARTICLE.slug}`)
    expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
    const title = locale === 'en' ? ARTICLE.title : ARTICLE.translations.ar?.title
    const posting = only(blocks, 'BlogPosting')
    expect(posting).toMatchObject({
      headline: title,
      image: [`${ORIGIN}${ARTICLE.cover?.src}`],
      datePublished: ARTICLE.publishedAt,
      dateModified: ARTICLE.publishedAt,
      author: { '@type': 'Person', name: AUTHOR.name, jobTitle: locale === 'en' ? AUTHOR.role : AUTHOR.translations.ar?.role },
      publisher: { '@type': 'Organization', name: BRAND.name, logo: { '@type': 'ImageObject', url: `${ORIGIN}/images/icons/icon-512.png` } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      inLanguage: iso,
      articleSection: tr(locale, `blog.topics.${ARTICLE.topic}`),
    })
    expect([...(posting.headline as string)].length).toBeLessThanOrEqual(110)
    expect(crumbs(only(blocks, 'BreadcrumbList'))).toEqual([
      [BRAND.name, home],
      [tr(locale, 'nav.blog'), `${home}/blog`],
      [tr(locale, `blog.topics.${ARTICLE.topic}`), `${home}/blog?topic=${ARTICLE.topic}`],
      [title, canonical],
    ])
  })

  it('article without a translation: the BlogPosting says its text is English', async () => {
    const { blocks } = await page(`/${locale}/blog/${ENGLISH_ARTICLE.slug}`, locale)
    const posting = only(blocks, 'BlogPosting')
    expect(posting.headline).toBe(ENGLISH_ARTICLE.title)
    expect(posting.inLanguage).toBe(locale === 'en' ? iso : 'en')
    // No author named: the brokerage is credited.
    expect(posting.author).toMatchObject({ '@type': 'Organization', name: BRAND.name })
  })

  it('blog topic: the breadcrumb ends at the topic, its own canonical page', async () => {
    const { blocks, canonical } = await page(`/${locale}/blog?topic=news`, locale)
    expect(canonical).toBe(`${home}/blog?topic=news`)
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList'])
    expect(crumbs(blocks[0] as Block)).toEqual([
      [BRAND.name, home],
      [tr(locale, 'nav.blog'), `${home}/blog`],
      [tr(locale, 'blog.topics.news'), canonical],
    ])
  })

  it('partners: the FAQ shown, as an FAQPage in the page language', async () => {
    const { blocks } = await page(`/${locale}/partners`, locale)
    const faq = only(blocks, 'FAQPage')
    expect(faq.inLanguage).toBe(iso)
    const local = (field: 'question' | 'answer') => (locale === 'en' ? FAQS[0]?.[field] : FAQS[0]?.translations.ar?.[field])
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: local('question'), acceptedAnswer: { '@type': 'Answer', text: local('answer') } }])
  })

  it.each(['/catalog', '/blog', '/careers', '/terms', '/privacy'])('%s: no structured data (no breadcrumb, listing, article or FAQ shown)', async (path) => {
    const { blocks } = await page(`/${locale}${path}`, locale)
    expect(blocks).toEqual([])
  })
})
