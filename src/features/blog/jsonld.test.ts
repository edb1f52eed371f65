import { describe, expect, it } from 'vitest'
import { scriptJson } from '../../lib/script-json'
import { blogPostingJsonLd } from './jsonld'
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

describe('blogPostingJsonLd', () => {
  it('credits the brokerage when the article names no author', () => {
    const data = blogPostingJsonLd({ article: view, url: 'https://marsa.ae/en/blog/a-guide', origin: 'https://marsa.ae', language: 'en-US', section: 'News' })
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      image: ['https://marsa.ae/images/articles/a-guide.svg'],
      author: { '@type': 'Organization', name: 'Marsa', url: 'https://marsa.ae' },
      wordCount: 812,
      inLanguage: 'en-US',
      articleSection: 'News',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://marsa.ae/en/blog/a-guide' },
    })
  })

  it('leaves out the image when there is no cover, and cannot close its script element', () => {
    const data = blogPostingJsonLd({
      article: { ...view, cover: null },
      url: 'https://marsa.ae/en/blog/a-guide',
      origin: 'https://marsa.ae',
      language: 'en',
      section: 'News',
    })
    expect(data).not.toHaveProperty('image')
    const text = scriptJson(data)
    expect(text).not.toContain('</script')
    expect(JSON.parse(text).headline).toBe(view.title)
  })
})
