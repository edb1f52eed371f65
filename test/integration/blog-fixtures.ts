// The blog's test data: the embedded default articles and consultants (seed/content), written with
// the shared row mapping exactly as the seed writes them, plus small records a test adds itself.

import { articles } from '../../seed/content/articles'
import { consultants } from '../../seed/content/consultants'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Article, Consultant } from '../../src/modules/content/schema'

export const SEED_ARTICLES = articles.map((a) => Article.parse(a))
export const SEED_CONSULTANTS = consultants.map((c) => Consultant.parse(c))

/** Newest first, as the blog lists them (ties: the higher id first). */
export const NEWEST = [...SEED_ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)

export async function seedBlog(db: D1Database): Promise<void> {
  await db.batch([...upsertStatements(db, 'consultants', SEED_CONSULTANTS), ...upsertStatements(db, 'articles', SEED_ARTICLES)])
}

/** A valid article for one test: start from a small default and override what the test is about. */
export function makeArticle(overrides: Partial<Article> & { id: number; slug: string }): Article {
  return Article.parse({
    topic: 'news',
    title: `Test article ${overrides.id}`,
    excerpt: 'A short summary written for the tests.',
    body: 'A paragraph of text.',
    takeaways: ['One thing to remember.'],
    cover: { src: '/images/articles/dubai-marina-living.svg', alt: 'Towers along a canal at dusk', width: 1600, height: 900 },
    author: 'Layla Haddad',
    publishedAt: '2020-01-01',
    ...overrides,
  })
}

export async function addArticles(db: D1Database, items: Article[]): Promise<void> {
  await db.batch(upsertStatements(db, 'articles', items))
}

/** The ids of the `<li id="articles-N">` cards in `html`, in order, and the slugs they link to. */
export function cardSlugs(html: string): string[] {
  return [...html.matchAll(/<li id="articles-\d+"><article[\s\S]*?href="(?:\/[a-z]{2})?\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1] ?? '')
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'))
}
