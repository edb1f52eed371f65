import { describe, expect, it } from 'vitest'
import { scriptJson } from '../../lib/script-json'
import { blogBreadcrumbJsonLd, blogPostingJsonLd, HEADLINE_MAX } from './jsonld'
import type { ArticleView } from './view'

const view: ArticleView = {
  id: 1,
  slug: 'a-guide',
  locales: ['en'],
  topic: 'news',
  title: 'A </script><script>alert(1)</script> guide',
  excerpt: 'What to know.',
  publishedAt: '2026-10-28',
  cover: { src: '/images/articles/a-guide.svg', alt: 'A tower', width: 1600, height: 900 },
  words: 812,
  minutes: 4,
  author: null,
  html: '<p>Text</p>',
  headings: [],
  takeaways: [],
  related: [],
}

const ORIGIN = 'https://marsa.ae'
const input = { article: view, url: `${ORIGIN}/en/blog/a-guide`, origin: ORIGIN, locale: 'en', language: 'en-US', section: 'News' }

describe('blogPostingJsonLd', () => {
  it('credits the brokerage when the article names no author, with dates, image, publisher logo and its page', () => {
    const data = blogPostingJsonLd(input)
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: view.title,
      image: [`${ORIGIN}/images/articles/a-guide.svg`],
      datePublished: '2026-10-28',
      dateModified: '2026-10-28',
      author: { '@type': 'Organization', name: 'Marsa', url: `${ORIGIN}/en` },
      publisher: {
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Marsa',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/images/icons/icon-512.png` },
      },
      wordCount: 812,
      inLanguage: 'en-US',
      articleSection: 'News',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/en/blog/a-guide` },
      url: `${ORIGIN}/en/blog/a-guide`,
    })
  })

  it('names a consultant author as a Person with their job title', () => {
    const author = { name: 'Layla Haddad', role: 'Directrice des ventes', photo: { src: '/images/l.webp', alt: 'Layla', width: 600, height: 600 } }
    const data = blogPostingJsonLd({ ...input, article: { ...view, author }, locale: 'fr', language: 'fr-FR' })
    expect(data.author).toEqual({
      '@type': 'Person',
      name: 'Layla Haddad',
      jobTitle: 'Directrice des ventes',
      image: `${ORIGIN}/images/l.webp`,
      worksFor: { '@type': 'Organization', name: 'Marsa' },
    })
    expect(data.inLanguage).toBe('fr-FR')
  })

  it('keeps the headline within 110 characters, cut at a word', () => {
    const title = `${'Dubai off-plan '.repeat(10)}guide`
    const headline = blogPostingJsonLd({ ...input, article: { ...view, title } }).headline as string
    expect([...headline].length).toBeLessThanOrEqual(HEADLINE_MAX)
    expect(headline.endsWith('…')).toBe(true)
    expect(title.startsWith(headline.slice(0, -1))).toBe(true)
  })

  it('shows the default share image when there is no cover, and cannot close its script element', () => {
    const data = blogPostingJsonLd({ ...input, article: { ...view, cover: null } })
    expect(data.image).toEqual([`${ORIGIN}/images/og-default.png`])
    const text = scriptJson(data)
    expect(text).not.toContain('</script')
    expect(text).not.toMatch(/[<>]/)
    expect(JSON.parse(text).headline).toBe(view.title)
  })
})

describe('blogBreadcrumbJsonLd', () => {
  it("runs home, blog, topic and the article, on the page's canonical URLs", () => {
    const url = `${ORIGIN}/ar/blog/a-guide`
    const data = blogBreadcrumbJsonLd({
      origin: ORIGIN,
      locale: 'ar',
      blog: 'المدونة',
      topic: { name: 'أخبار', slug: 'news' },
      article: { title: 'دليل', url },
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Marsa', item: `${ORIGIN}/ar` },
        { '@type': 'ListItem', position: 2, name: 'المدونة', item: `${ORIGIN}/ar/blog` },
        { '@type': 'ListItem', position: 3, name: 'أخبار', item: `${ORIGIN}/ar/blog?topic=news` },
        { '@type': 'ListItem', position: 4, name: 'دليل', item: url },
      ],
    })
  })

  it('ends at the topic on a topic page', () => {
    const data = blogBreadcrumbJsonLd({ origin: ORIGIN, locale: 'en', blog: 'Blog', topic: { name: 'News', slug: 'news' } }) as {
      itemListElement: Array<{ position: number; item: string }>
    }
    expect(data.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2, 3])
    expect(data.itemListElement.at(-1)?.item).toBe(`${ORIGIN}/en/blog?topic=news`)
  })
})
