import { describe, expect, it } from 'vitest'
import { readingMinutes, renderContent } from '../../lib/markdown.server'
import { Article, Consultant } from '../../modules/content/schema'
import { articleCard, articleView, renderBody } from './view'

const consultant = Consultant.parse({
  id: 1,
  agentId: 'MRS-101',
  name: 'Layla Haddad',
  role: 'Head of Off-Plan Sales',
  photo: { src: '/images/consultants/mrs-101.svg', alt: 'Layla Haddad', width: 600, height: 600 },
  expertise: ['off-plan'],
  languages: ['en'],
  phone: '+971504417201',
  email: 'layla@marsa.ae',
  brn: '48213',
  translations: { fr: { role: 'Directrice des ventes sur plan' } },
})
const authors = new Map([[consultant.name, consultant]])

const body = `## First part\n\n${'word '.repeat(450)}\n\n## Second part\n\nMore text.`
const article = Article.parse({
  id: 7,
  slug: 'a-guide',
  topic: 'buyer-seller',
  title: 'A guide',
  excerpt: 'What to know.',
  body,
  takeaways: ['Check the escrow account.', 'Budget for the fees.'],
  cover: { src: '/images/articles/a-guide.svg', alt: 'A tower', width: 1600, height: 900 },
  author: 'Layla Haddad',
  publishedAt: '2026-10-28',
  translations: { fr: { title: 'Un guide', takeaways: ['Vérifiez le compte séquestre.'] } },
})

describe('articleView', () => {
  it('renders the body with its headings and reads its time from the words (200 a minute)', () => {
    const view = articleView(article, 'en', authors, [])
    const { words } = renderContent(body)
    expect(view.words).toBe(words)
    expect(view.minutes).toBe(readingMinutes(words))
    expect(view.minutes).toBe(2)
    expect(view.headings.map((h) => h.id)).toEqual(['h-first-part', 'h-second-part'])
    expect(view.html).toContain('<h2 id="h-first-part">First part</h2>')
  })

  it('has nothing to mark in English', () => {
    const view = articleView(article, 'en', authors, [])
    expect([view.titleLang, view.excerptLang, view.bodyLang, view.takeawaysLang, view.author?.roleLang]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('uses what is translated and marks the English rest', () => {
    const view = articleView(article, 'fr', authors, [])
    expect(view.title).toBe('Un guide')
    expect(view.titleLang).toBeUndefined()
    expect(view.excerpt).toBe('What to know.')
    expect(view.excerptLang).toBe('en')
    expect(view.bodyLang).toBe('en')
    expect(view.takeaways).toEqual(['Vérifiez le compte séquestre.'])
    expect(view.takeawaysLang).toBeUndefined()
    expect(view.author).toEqual({ name: 'Layla Haddad', role: 'Directrice des ventes sur plan', roleLang: undefined, photo: consultant.photo })
  })

  it('falls back to English take-aways, marked, where they are not translated', () => {
    const view = articleView(article, 'de', authors, [])
    expect(view.takeaways).toEqual(article.takeaways)
    expect(view.takeawaysLang).toBe('en')
    expect(view.author?.roleLang).toBe('en')
  })

  it('names an author who is not a consultant without photo or role', () => {
    const view = articleView({ ...article, author: 'Marsa research' }, 'en', authors, [])
    expect(view.author).toEqual({ name: 'Marsa research', role: null, photo: null })
    expect(articleView({ ...article, author: null }, 'en', authors, []).author).toBeNull()
  })

  it('reads the time of a translated body from that body', () => {
    const translated = { ...article, translations: { fr: { body: 'Un texte court.' } } }
    expect(articleCard(translated, 'fr', authors)).toMatchObject({ words: 3, minutes: 1 })
    expect(articleCard(translated, 'en', authors).minutes).toBe(2)
  })
})

describe('renderBody', () => {
  it('renders a source once and answers the same result after', () => {
    const source = `Memo test ${Math.random()}`
    const first = renderBody(source)
    expect(renderBody(source)).toBe(first)
    expect(first).toEqual(renderContent(source))
  })

  it('keeps at most 64 sources', () => {
    const first = `Evicted ${Math.random()}`
    const kept = renderBody(first)
    for (let i = 0; i < 64; i++) renderBody(`Filler ${i} ${Math.random()}`)
    expect(renderBody(first)).not.toBe(kept)
  })
})
