// Blog data access: D1 only (content sync keeps it fresh), queries built from allow-listed values.
import { z } from 'zod'

export const TOPICS = ['news', 'renting-leasing', 'buyer-seller', 'lifestyle-community', 'investment-insights'] as const
export type Topic = (typeof TOPICS)[number]

/** Slugs are lowercase letters, digits and hyphens: anything else is a 404 before any query. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120)

export interface ArticleSummary {
  slug: string
  topic: Topic
  title: string
  excerpt: string
  publishedAt: string
}

interface ArticleRow {
  slug: string
  topic: Topic
  title: string
  excerpt: string
  published_at: string
}

const toSummary = (row: ArticleRow): ArticleSummary => ({
  slug: row.slug,
  topic: row.topic,
  title: row.title,
  excerpt: row.excerpt,
  publishedAt: row.published_at,
})

export async function listArticles(db: D1Database, limit = 12): Promise<ArticleSummary[]> {
  const { results } = await db
    .prepare('SELECT slug, topic, title, excerpt, published_at FROM articles ORDER BY published_at DESC LIMIT ?')
    .bind(limit)
    .all<ArticleRow>()
  return results.map(toSummary)
}

export async function findArticle(db: D1Database, slug: string): Promise<ArticleSummary | null> {
  if (!SlugSchema.safeParse(slug).success) return null
  const row = await db.prepare('SELECT slug, topic, title, excerpt, published_at FROM articles WHERE slug = ?').bind(slug).first<ArticleRow>()
  return row ? toSummary(row) : null
}
