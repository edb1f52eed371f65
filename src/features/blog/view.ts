// Articles as a page in one locale shows them: `translations[locale]` over the English text, and
// `lang: 'en'` on whatever is still English so it is read (and hyphenated) as English; the body
// rendered once to sanitized HTML with its headings and word count. Plain data: it is what the KV
// cache keeps (load.ts), so a page view never renders Markdown.

import { type Heading, localizeLinks, type RenderedContent, readingMinutes, renderContent } from '../../lib/markdown.server'
import { type Article, type Consultant, type Image, localize } from '../../modules/content/schema'
import type { Topic } from './schema'

type En = 'en' | undefined

export interface AuthorView {
  name: string
  /** Set when the name is a consultant's. */
  role: string | null
  roleLang?: 'en'
  photo: Image | null
}

/** What a card shows. */
export interface ArticleCard {
  id: number
  slug: string
  topic: Topic
  title: string
  titleLang?: 'en'
  excerpt: string
  excerptLang?: 'en'
  /** ISO date. */
  publishedAt: string
  cover: Image | null
  /** `en` when the cover's alt text has no translation. */
  coverLang?: 'en'
  /** Words of the body in this locale, and the minutes to read them (200 words a minute). */
  words: number
  minutes: number
  author: AuthorView | null
}

export interface ArticleView extends ArticleCard {
  /** The locales the article is written in (English first): its alternates. */
  locales: string[]
  /** Sanitized HTML of the body, with ids on its headings. */
  html: string
  bodyLang?: 'en'
  headings: Heading[]
  takeaways: string[]
  takeawaysLang?: 'en'
  related: ArticleCard[]
}

const en = (untranslated: boolean): En => (untranslated ? 'en' : undefined)

export function authorView(name: string | null, consultant: Consultant | undefined, locale: string): AuthorView | null {
  if (!name) return null
  if (!consultant) return { name, role: null, photo: null }
  const local = localize(consultant, locale, ['role'])
  return { name, role: local.role, roleLang: en(local.untranslated.includes('role')), photo: consultant.photo }
}

/**
 * renderContent, memoised per isolate by the source text itself (so an edited article is never
 * served stale): a KV cache miss for a list renders each body on it, and the same bodies come back
 * for every locale without a translation, for the related cards, and for the next page.
 */
const rendered = new Map<string, RenderedContent>()
const RENDERED_MAX = 64

export function renderBody(source: string): RenderedContent {
  let result = rendered.get(source)
  if (result) {
    // Most recently used last: the first key is the one to drop.
    rendered.delete(source)
  } else {
    result = renderContent(source)
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string)
  }
  rendered.set(source, result)
  return result
}

/** The body in `locale` (its own translation, else English), rendered. */
function localBody(article: Article, locale: string) {
  const translated = locale === 'en' ? undefined : article.translations[locale]?.body
  const body = renderBody(translated || article.body)
  return { ...body, html: localizeLinks(body.html, locale), lang: en(locale !== 'en' && !translated) }
}

export function articleCard(article: Article, locale: string, authors: ReadonlyMap<string, Consultant>): ArticleCard {
  const local = localize(article, locale, ['title', 'excerpt'])
  const { words } = localBody(article, locale)
  const coverAlt = locale === 'en' ? undefined : article.translations[locale]?.coverAlt
  return {
    id: article.id,
    slug: article.slug,
    topic: article.topic,
    title: local.title,
    titleLang: en(local.untranslated.includes('title')),
    excerpt: local.excerpt,
    excerptLang: en(local.untranslated.includes('excerpt')),
    publishedAt: article.publishedAt,
    cover: coverAlt && article.cover ? { ...article.cover, alt: coverAlt } : article.cover,
    coverLang: en(locale !== 'en' && !coverAlt && article.cover !== null),
    words,
    minutes: readingMinutes(words),
    author: authorView(article.author, article.author ? authors.get(article.author) : undefined, locale),
  }
}

export function articleView(
  article: Article & { locales?: string[] },
  locale: string,
  authors: ReadonlyMap<string, Consultant>,
  related: Article[],
): ArticleView {
  // The body is rendered once (memoised by its text): the card's word count and this share it.
  const body = localBody(article, locale)
  const translatedTakeaways = locale === 'en' ? undefined : article.translations[locale]?.takeaways
  const takeaways = translatedTakeaways?.length ? translatedTakeaways : article.takeaways
  return {
    ...articleCard(article, locale, authors),
    locales: [
      'en',
      ...(article.locales ?? Object.keys(article.translations).filter((code) => article.translations[code]?.body)).filter((code) => code !== 'en'),
    ],
    html: body.html,
    bodyLang: body.lang,
    headings: body.headings,
    takeaways,
    takeawaysLang: en(locale !== 'en' && !translatedTakeaways?.length && takeaways.length > 0),
    related: related.map((r) => articleCard(r, locale, authors)),
  }
}
