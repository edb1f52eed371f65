// The blog in workerd with real D1 and KV, on the embedded default articles: the list, topics and
// paging (with and without the Load More fragment), the article page (reading time, take-aways,
// author, related articles, structured data), sanitized bodies, the KV cache, legacy paths and
// English fallbacks in other languages.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CACHE_VERSION } from '../../src/lib/cache.server'
import { readingMinutes, renderContent } from '../../src/lib/markdown.server'
import { documentTitle } from '../../src/lib/seo'
import { invalidateContent } from '../../src/modules/content/cache-keys'
import { ENTITIES } from '../../src/modules/content/entities.server'
import { addArticles, cardSlugs, jsonLd, makeArticle, NEWEST, SEED_ARTICLES, SEED_CONSULTANTS, seedBlog } from './blog-fixtures'
import { decodeHtml, errorDescription, get, links, ORIGIN, titleOf, tr } from './helpers'

beforeAll(async () => {
  await seedBlog(env.DB)
})

const TOPICS = ['news', 'renting-leasing', 'buyer-seller', 'lifestyle-community', 'investment-insights'] as const
const leadSlug = (html: string) => html.match(/data-testid="lead-article"[\s\S]*?href="(?:\/[a-z]{2})?\/blog\/([a-z0-9-]+)"/)?.[1]
const menuLink = (html: string, label: string) => html.match(new RegExp(`<a href="[^"]*"(?: aria-current="page")?[^>]*>${label}</a>`))?.[0] ?? ''

describe('/blog (View all)', () => {
  it('leads with the newest article, then nine cards newest first, then Load More to page 2', async () => {
    const { response, html } = await get('/blog')
    expect(response.status).toBe(200)
    expect(titleOf(html)).toBe('Blog | Marsa')
    expect(leadSlug(html)).toBe(NEWEST[0]?.slug)
    expect(cardSlugs(html)).toEqual(NEWEST.slice(1, 10).map((a) => a.slug))
    expect(html).toContain('Showing 10 of 26 articles')
    expect(decodeHtml(html)).toContain('href="/en/blog?page=2#articles-11"')
  })

  it('shows each card with its topic, title, excerpt, date, reading time, author and cover', async () => {
    const { html } = await get('/blog')
    const article = NEWEST[1]
    if (!article) throw new Error('no seed article')
    const card = html.slice(html.indexOf('<li id="articles-2">'), html.indexOf('<li id="articles-3">'))
    expect(card).toContain(tr('en', `blog.topics.${article.topic}`))
    expect(decodeHtml(card)).toContain(article.title)
    expect(decodeHtml(card)).toContain(article.excerpt)
    expect(card).toContain(`dateTime="${article.publishedAt}"`)
    expect(card).toContain(`${readingMinutes(renderContent(article.body).words)} min read`)
    expect(card).toContain(article.author)
    expect(card).toContain(`<img src="${article.cover?.src}"`)
    expect(decodeHtml(card)).toContain(`alt="${article.cover?.alt}"`)
  })

  it('marks View all as the current topic and links every topic to its own URL', async () => {
    const { html } = await get('/blog')
    expect(menuLink(html, 'View all')).toContain('aria-current="page"')
    expect(menuLink(html, 'View all')).toContain('href="/en/blog"')
    for (const topic of TOPICS) {
      const link = menuLink(html, tr('en', `blog.topics.${topic}`))
      expect(link).toContain(`href="/en/blog?topic=${topic}"`)
      expect(link).not.toContain('aria-current')
    }
  })

  it('keeps the email subscription form (source "subscription")', async () => {
    const { html } = await get('/blog')
    expect(html).toContain('id="subscribe-form"')
    expect(html).toMatch(/name="source"[^>]*value="subscription"|value="subscription"[^>]*name="source"/)
  })
})

describe('/blog?topic=…', () => {
  it.each(TOPICS)('lists only %s articles, newest first, with that topic marked current', async (topic) => {
    const { response, html } = await get(`/blog?topic=${topic}`)
    expect(response.status).toBe(200)
    const expected = NEWEST.filter((a) => a.topic === topic).map((a) => a.slug)
    expect(expected.length).toBeGreaterThan(0)
    expect(cardSlugs(html)).toEqual(expected.slice(0, 9))
    expect(leadSlug(html)).toBeUndefined()
    expect(menuLink(html, tr('en', `blog.topics.${topic}`))).toContain('aria-current="page"')
    expect(menuLink(html, 'View all')).not.toContain('aria-current')
    expect(titleOf(html)).toBe(`Blog: ${tr('en', `blog.topics.${topic}`)} | Marsa`)
  })

  it('keeps the locale prefix in the menu and the cards (/fr/blog?topic=news)', async () => {
    const { html } = await get('/fr/blog?topic=news')
    expect(html).toContain('href="/fr/blog?topic=renting-leasing"')
    expect(html).toContain(`href="/fr/blog/${NEWEST.find((a) => a.topic === 'news')?.slug}"`)
  })

  it.each(['/blog?topic=bogus', '/blog?topic=NEWS', '/blog?topic=news%00', '/blog/results?topic=bogus'])('answers %s with the 404 page', async (path) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(404)
    expect(errorDescription(html)).toBe(`Page not found: ${path}`)
  })

  it('reads an empty topic as View all', async () => {
    const { response, html } = await get('/blog?topic=')
    expect(response.status).toBe(200)
    expect(leadSlug(html)).toBe(NEWEST[0]?.slug)
  })
})

describe('paging without JavaScript (?page=N shows pages 1..N)', () => {
  it('shows 19 articles on ?page=2 and all 26 on ?page=3, where Load More is gone', async () => {
    const two = await get('/blog?page=2')
    expect(cardSlugs(two.html)).toEqual(NEWEST.slice(1, 19).map((a) => a.slug))
    expect(two.html).toContain('Showing 19 of 26 articles')
    expect(decodeHtml(two.html)).toContain('href="/en/blog?page=3#articles-20"')
    const three = await get('/blog?page=3')
    expect(cardSlugs(three.html)).toEqual(NEWEST.slice(1).map((a) => a.slug))
    expect(three.html).toContain('Showing 26 of 26 articles')
    expect(three.html).not.toContain('>Load More</a>')
    expect(two.html).toContain('>Load More</a>')
  })

  it.each([
    ['/blog?page=abc', 10],
    ['/blog?page=0', 10],
    ['/blog?page=-3', 10],
    ['/blog?page=999999', 26],
  ])('reads %s safely (%i articles)', async (path, count) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(200)
    expect(cardSlugs(html).length + (leadSlug(html) ? 1 : 0)).toBe(count)
  })
})

describe('/blog/results (the cards Load More appends)', () => {
  it('answers only the next page of cards as an HTML fragment, numbered after the page', async () => {
    const { response, html } = await get('/blog/results?page=2')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html).not.toContain('<html')
    expect(html.startsWith('<li id="articles-11">')).toBe(true)
    expect(cardSlugs(html)).toEqual(NEWEST.slice(10, 19).map((a) => a.slug))
  })

  it('pages within a topic, and answers nothing past the end', async () => {
    const topic = 'buyer-seller'
    const { html } = await get(`/blog/results?topic=${topic}&page=1`)
    expect(cardSlugs(html)).toEqual(
      NEWEST.filter((a) => a.topic === topic)
        .slice(0, 9)
        .map((a) => a.slug),
    )
    expect((await get('/blog/results?page=9')).html).toBe('')
  })
})

describe('/blog/{slug}', () => {
  const article = SEED_ARTICLES.find((a) => a.slug === 'dubai-marina-living')
  if (!article) throw new Error('dubai-marina-living is not in the seed')
  const author = SEED_CONSULTANTS.find((c) => c.name === article.author)
  const words = renderContent(article.body).words

  it('shows the title, topic, standfirst, date, the reading time from the text, and the author with photo and role', async () => {
    const { response, html } = await get(`/blog/${article.slug}`)
    expect(response.status).toBe(200)
    expect(titleOf(html)).toBe(documentTitle(article.title, 'Marsa'))
    expect(decodeHtml(html)).toMatch(new RegExp(`<h1[^>]*>${article.title}</h1>`))
    expect(decodeHtml(html)).toContain(article.excerpt)
    expect(html).toContain(`dateTime="${article.publishedAt}"`)
    expect(html).toContain(`<span data-testid="reading-time" class="whitespace-nowrap">${Math.round(words / 200)} min read</span>`)
    expect(author).toBeDefined()
    expect(html).toContain(`src="${author?.photo.src}"`)
    expect(html).toContain(author?.role)
  })

  it('shows the key take-aways and the body as HTML with heading ids, with a table of contents', async () => {
    const { html } = await get(`/blog/${article.slug}`)
    expect(html).toContain('Key take-aways')
    for (const takeaway of article.takeaways) expect(decodeHtml(html)).toContain(takeaway)
    const { headings } = renderContent(article.body)
    for (const heading of headings) expect(html).toContain(`<h${heading.level} id="${heading.id}">`)
    for (const heading of headings.filter((h) => h.level === 2)) expect(html).toContain(`href="#${heading.id}"`)
  })

  it('preloads the cover with high priority and describes the page as an article', async () => {
    const { html } = await get(`/blog/${article.slug}`)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(links(head).find((l) => l.rel === 'preload' && l.as === 'image')).toMatchObject({ href: article.cover?.src, fetchpriority: 'high' })
    expect(head).toContain('<meta property="og:type" content="article"/>')
    expect(head).toContain(`<meta property="article:published_time" content="${article.publishedAt}"/>`)
    expect(links(head).find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/en/blog/${article.slug}`)
  })

  it("carries BlogPosting structured data in a nonce'd script", async () => {
    const { response, html } = await get(`/fr/blog/${article.slug}`)
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    // The nonce is base64: a literal match, never a pattern (a `+` in it would be a quantifier).
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`)
    const [data] = jsonLd(html)
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      image: [`${ORIGIN}${article.cover?.src}`],
      datePublished: article.publishedAt,
      dateModified: article.publishedAt,
      author: {
        '@type': 'Person',
        name: article.author,
        jobTitle: author?.role,
        image: `${ORIGIN}${author?.photo.src}`,
        worksFor: { '@type': 'Organization', name: 'Marsa' },
      },
      publisher: {
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Marsa',
        legalName: 'Marsa Real Estate Brokerage L.L.C.',
        url: `${ORIGIN}/fr`,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/images/icons/icon-512.png` },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/fr/blog/${article.slug}` },
      url: `${ORIGIN}/fr/blog/${article.slug}`,
      // The article has no French text: its language is English.
      inLanguage: 'en',
      wordCount: words,
      articleSection: tr('fr', `blog.topics.${article.topic}`),
    })
  })

  it('shares the unprefixed URL through the share button and plain links to four networks', async () => {
    const { html } = await get(`/de/blog/${article.slug}`)
    const url = `${ORIGIN}/blog/${article.slug}`
    const text = decodeHtml(html)
    expect(text).toContain(`https://wa.me/?text=${encodeURIComponent(`${article.title} ${url}`)}`)
    expect(text).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`)
    expect(text).toContain(`https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(article.title)}`)
    expect(text).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    const share = html.slice(html.indexOf('id="blog-share"'), html.indexOf('id="blog-author"'))
    const external = [...share.matchAll(/<a href="https:\/\/[^"]*"[^>]*>/g)].map((m) => m[0])
    expect(external).toHaveLength(4)
    for (const tag of external) expect(tag).toContain('rel="noopener noreferrer" target="_blank"')
    expect(html).toContain('data-island="ArticleShare"')
  })

  it('lists three related articles, same topic first, then the newest', async () => {
    const { html } = await get(`/blog/${article.slug}`)
    const related = html.slice(html.indexOf('id="blog-related"'))
    const slugs = [...related.matchAll(/href="\/en\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1])
    const expected = NEWEST.filter((a) => a.id !== article.id)
      .sort((a, b) => Number(b.topic === article.topic) - Number(a.topic === article.topic))
      .slice(0, 3)
      .map((a) => a.slug)
    expect(slugs).toEqual(expected)
  })

  it.each(['/blog/no-such-article', '/blog/results-x', '/fr/blog/no-such-article'])('answers %s with the 404 page, and caches nothing for it', async (path) => {
    const { response } = await get(path)
    expect(response.status).toBe(404)
    const slug = path.split('/').pop()
    expect((await env.KV.list({ prefix: `${CACHE_VERSION}:articles:page:${slug}:` })).keys).toEqual([])
  })
})

describe('article bodies are sanitized', () => {
  it('renders Markdown without raw HTML, dangerous links or scripts', async () => {
    await addArticles(env.DB, [
      makeArticle({
        id: 801,
        slug: 'test-markdown-xss',
        body: '## Hello\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) and [ok](/catalog)',
      }),
    ])
    const { response, html } = await get('/blog/test-markdown-xss')
    expect(response.status).toBe(200)
    const body = html.slice(html.indexOf('data-testid="article-body"'), html.indexOf('id="blog-share"'))
    // What was markup is shown as text: no element, no attribute, no javascript: link survives.
    expect(body).not.toMatch(/<script|<img|<[^>]*onerror|href="javascript:/i)
    expect(body).toContain('&lt;script&gt;')
    // A site path points at the page in the reader's locale.
    expect(body).toContain('<a href="/en/catalog">ok</a>')
  })

  it("keeps only allowed tags of the backend's rich-text HTML", async () => {
    await addArticles(env.DB, [
      makeArticle({
        id: 802,
        slug: 'test-html-xss',
        body: '<p>Fine <strong>text</strong></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><p onclick="x()">Click</p><a href="https://example.com/x">out</a><style>body{display:none}</style>',
      }),
    ])
    const { html } = await get('/blog/test-html-xss')
    const body = html.slice(html.indexOf('data-testid="article-body"'), html.indexOf('id="blog-share"'))
    expect(body).toContain('<p>Fine <strong>text</strong></p>')
    expect(body).not.toMatch(/<script|<iframe|<style|onclick|alert\(1\)|display:none/)
    expect(body).toContain('<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">out</a>')
  })

  it("never lets the backend's HTML take an id of the page, or leave it through a link with a TAB in it", async () => {
    await addArticles(env.DB, [
      makeArticle({
        id: 803,
        slug: 'test-html-ids',
        body: [
          '<h2 id="main">Contact</h2><p>Back to <a href="#contact">the top of this part</a>.</p>',
          '<h3 id="notifications">Results</h3><h4 id="blog-share">Share</h4>',
          '<p><a href="/\t/evil.example">tab</a> <a href="/&#10;/evil.example">line</a> <a href="https://example.com/y" rel="opener" target="_blank">out</a></p>',
          '<h2>Prices</h2><p>Steady.</p><h2>Next steps</h2><p>Call us.</p>',
        ].join(''),
      }),
    ])
    const { response, html } = await get('/blog/test-html-ids')
    expect(response.status).toBe(200)
    // Every id on the page once: the footer keeps #contact, the layout #main, the toaster #notifications.
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    for (const id of ['main', 'contact', 'notifications', 'blog-share']) expect(ids, id).toContain(id)
    const body = html.slice(html.indexOf('data-testid="article-body"'), html.indexOf('id="blog-share"'))
    expect([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])).toEqual(['h-contact', 'h-results', 'h-blog-share', 'h-prices', 'h-next-steps'])
    // The in-text anchor and the table of contents ("In this article") follow the prefixed ids.
    expect(body).toContain('<a href="#h-contact">the top of this part</a>')
    expect(html).toMatch(/<a href="#h-contact"[^>]*>Contact<\/a>/)
    // Refused links keep their text; the external one gets rel and target once.
    expect(body).toContain('<p>tab line <a href="https://example.com/y" rel="noopener noreferrer" target="_blank">out</a></p>')
  })
})

describe('in other languages', () => {
  const translated = makeArticle({
    id: 811,
    slug: 'test-translated-guide',
    topic: 'lifestyle-community',
    title: 'A guide in English',
    excerpt: 'An English summary.',
    body: 'English body text.',
    takeaways: ['An English take-away.'],
    publishedAt: '2019-06-01',
    translations: { fr: { title: 'Un guide en français', body: 'Texte en français.', takeaways: ['À retenir en français.'] } },
  })

  beforeAll(async () => {
    await addArticles(env.DB, [translated])
  })

  it('uses the translation where there is one and marks the English rest lang="en" dir="ltr"', async () => {
    const { html } = await get(`/fr/blog/${translated.slug}`)
    expect(html).toMatch(/<h1 class="[^"]*">Un guide en français<\/h1>/)
    expect(html).toMatch(/<p class="[^"]*" lang="en" dir="ltr">An English summary.<\/p>/)
    expect(html).toMatch(/<div class="[^"]*" data-testid="article-body">\s*<p>Texte en français.<\/p>/)
    expect(decodeHtml(html)).toContain('À retenir en français.')
    expect(html).not.toContain('English body text.')
    expect(jsonLd(html)[0]?.inLanguage).toBe('fr-FR')
  })

  it('falls back to English, marked, in a language without a translation (Arabic, right to left)', async () => {
    const { html } = await get(`/ar/blog/${translated.slug}`)
    expect(html).toMatch(/<h1 class="[^"]*" lang="en" dir="ltr">A guide in English<\/h1>/)
    expect(html).toMatch(/<div class="[^"]*" lang="en" dir="ltr" data-testid="article-body">/)
    expect(html).toMatch(/<ul class="[^"]*" lang="en" dir="ltr" data-testid="takeaways">/)
  })

  it('marks untranslated card titles and excerpts on the list', async () => {
    const { html } = await get('/de/blog?topic=lifestyle-community')
    const card = html.match(new RegExp(`<li id="articles-\\d+"><article(?:(?!</article>)[\\s\\S])*/de/blog/${translated.slug}[\\s\\S]*?</article>`))?.[0] ?? ''
    expect(card).toMatch(/<h3 class="[^"]*" lang="en" dir="ltr"><a [^>]*>A guide in English<\/a>/)
    expect(card).toMatch(/lang="en" dir="ltr">An English summary.<\/p>/)
    const english = (await get(`/blog/${translated.slug}`)).html
    expect(english).not.toContain('lang="en" dir="ltr"')
  })
})

describe('articles from the content backend', () => {
  it("are written by the sync's row mapping with take-aways, cover and translations, and shown", async () => {
    const spec = ENTITIES.articles
    const record = spec.schema.parse({
      id: 831,
      slug: 'test-synced-takeaways',
      topic: 'news',
      title: 'Synced with take-aways',
      excerpt: 'From the backend.',
      body: '<p>Rich <em>text</em> from the backend.</p>',
      takeaways: ['First point.', 'Second point.'],
      cover: { src: '/images/articles/q3-2026-market-report.svg', alt: 'A skyline with a rising line', width: 1600, height: 900 },
      author: 'Marsa research',
      publishedAt: '2019-01-01',
      translations: { fr: { takeaways: ['Premier point.'] } },
    })
    await env.DB.batch(spec.upserts(env.DB, [record]))
    const row = await env.DB.prepare('SELECT takeaways, cover, translations FROM articles WHERE id = 831').first<Record<string, string>>()
    expect(JSON.parse(row?.takeaways ?? '')).toEqual(['First point.', 'Second point.'])
    expect(JSON.parse(row?.cover ?? '')).toEqual({
      src: '/images/articles/q3-2026-market-report.svg',
      alt: 'A skyline with a rising line',
      width: 1600,
      height: 900,
    })
    expect(JSON.parse(row?.translations ?? '')).toEqual({ fr: { takeaways: ['Premier point.'] } })

    const { html } = await get('/blog/test-synced-takeaways')
    expect(html).toContain('First point.')
    expect(html).toContain('<p>Rich <em>text</em> from the backend.</p>')
    expect(html).toContain('src="/images/articles/q3-2026-market-report.svg"')
    // An author who is not a consultant: named, with initials instead of a photo.
    expect(html).toContain('Marsa research')
    expect(jsonLd(html)[0]?.author).toEqual({ '@type': 'Person', name: 'Marsa research', worksFor: { '@type': 'Organization', name: 'Marsa' } })
    expect(decodeHtml((await get('/fr/blog/test-synced-takeaways')).html)).toContain('Premier point.')
  })

  it('refuses take-aways that are not a JSON array (migration 0005)', async () => {
    await expect(
      env.DB.prepare(
        "INSERT INTO articles (id, slug, topic, title, excerpt, published_at, takeaways) VALUES (832, 'test-bad-takeaways', 'news', 't', 'e', '2019-01-01', 'nope')",
      ).run(),
    ).rejects.toThrow(/CHECK constraint failed/)
    const defaults = await env.DB.prepare(
      "INSERT INTO articles (id, slug, topic, title, excerpt, published_at) VALUES (833, 'test-default-takeaways', 'news', 't', 'e', '2019-01-01') RETURNING takeaways",
    ).first()
    expect(defaults).toEqual({ takeaways: '[]' })
  })
})

describe('the KV cache', () => {
  it('serves an article from KV until a content sync of articles clears the family', async () => {
    const article = makeArticle({ id: 821, slug: 'test-cached-article', title: 'Before the edit' })
    await addArticles(env.DB, [article])
    expect((await get(`/blog/${article.slug}`)).html).toContain('Before the edit')
    expect(await env.KV.get(`${CACHE_VERSION}:articles:page:${article.slug}:en`)).not.toBeNull()

    await addArticles(env.DB, [{ ...article, title: 'After the edit' }])
    expect((await get(`/blog/${article.slug}`)).html).toContain('Before the edit')

    await invalidateContent(env.KV, ['articles'])
    expect((await env.KV.list({ prefix: `${CACHE_VERSION}:articles:` })).keys).toEqual([])
    expect((await get(`/blog/${article.slug}`)).html).toContain('After the edit')
  })
})

describe('legacy blog paths', () => {
  const slug = NEWEST[3]?.slug ?? ''
  it.each([
    [`/anything/blog/${slug}`, `/blog/${slug}`],
    [`/blog/buyer-seller/${slug}`, `/blog/${slug}`],
    [`/blog/${slug}/amp`, `/blog/${slug}`],
    [`/ar/blog/news/${slug}`, `/ar/blog/${slug}`],
    ['/en-gb/blog', '/blog'],
  ])('redirect %s permanently to %s', async (path, location) => {
    const { response } = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it.each(['/anything/blog/nope', '/blog/news/nope'])('answer %s with 404 when no article matches', async (path) => {
    expect((await get(path)).response.status).toBe(404)
  })
})

describe('topic pages are pages of their own', () => {
  it('keeps the topic in the canonical and alternate links', async () => {
    const { html } = await get('/blog?topic=news')
    expect(html).toContain('<link rel="canonical" href="http://example.com/en/blog?topic=news"/>')
    expect(html).toContain('hrefLang="ar-AE" href="http://example.com/ar/blog?topic=news"')
  })

  it('keeps a longer list (?page=2) out of the index but followed: every article on it has its own page', async () => {
    const { html } = await get('/blog?topic=news&page=2')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain('rel="canonical"')
  })
})
