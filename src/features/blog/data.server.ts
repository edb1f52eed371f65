// Blog reads from D1 (the content sync and the seed keep it current; pages go through load.ts and
// its KV cache). Queries are built from allow-listed values only; rows are validated with the same
// zod schema as the sync, and a row that no longer fits is logged and skipped, never a 500.

import { errorText, log } from '../../lib/log.server'
import { Article, Consultant } from '../../modules/content/schema'
import { SlugSchema, type Topic, type Window } from './schema'

interface ArticleRow {
  id: number
  slug: string
  topic: string
  title: string
  excerpt: string
  body: string
  takeaways: string
  cover: string | null
  author: string | null
  published_at: string
  translations: string
  locales: string
}

/**
 * The columns, with `translations` cut to the one locale a page shows: an article carries up to a
 * dozen translated bodies, and a list page would otherwise read and parse them all.
 */
function columnsFor(locale: string): string {
  if (!/^[a-z]{2}$/.test(locale)) throw new Error(`not a locale code: ${locale}`)
  const path = `'$.${locale}'`
  const translations = `CASE WHEN json_type(translations, ${path}) = 'object' THEN json_object('${locale}', json_extract(translations, ${path})) ELSE '{}' END AS translations`
  // The locales with a translated title and body: the article's alternates.
  const locales = `(SELECT json_group_array(key) FROM json_each(articles.translations) WHERE json_type(value, '$.body') = 'text' AND json_type(value, '$.title') = 'text') AS locales`
  return `id, slug, topic, title, excerpt, body, takeaways, cover, author, published_at, ${translations}, ${locales}`
}
/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST = 'published_at DESC, id DESC'

/** An article and the locales it is translated into (besides English). */
export type StoredArticle = Article & { locales: string[] }

function toArticle(row: ArticleRow): StoredArticle | null {
  try {
    const locales = (JSON.parse(row.locales ?? '[]') as unknown[]).filter((code): code is string => typeof code === 'string')
    const article = Article.parse({
      id: row.id,
      slug: row.slug,
      topic: row.topic,
      title: row.title,
      excerpt: row.excerpt,
      body: row.body,
      takeaways: JSON.parse(row.takeaways),
      cover: row.cover ? JSON.parse(row.cover) : null,
      author: row.author,
      publishedAt: row.published_at,
      translations: JSON.parse(row.translations),
    })
    return { ...article, locales }
  } catch (error) {
    log.error('blog: skipped an article row that does not fit the schema', { article_id: row.id, error: errorText(error, 300) })
    return null
  }
}

const articles = (rows: ArticleRow[]) => rows.map(toArticle).filter((a): a is StoredArticle => a !== null)

/** A window of the articles of `topic` (all when undefined), newest first, and how many there are. */
export async function listArticles(
  db: D1Database,
  topic: Topic | undefined,
  { offset, limit }: Window,
  locale: string,
): Promise<{ articles: StoredArticle[]; total: number }> {
  const where = topic ? 'WHERE topic = ?' : ''
  const bind = topic ? [topic] : []
  const [page, count] = await db.batch([
    db.prepare(`SELECT ${columnsFor(locale)} FROM articles ${where} ORDER BY ${NEWEST} LIMIT ? OFFSET ?`).bind(...bind, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM articles ${where}`).bind(...bind),
  ])
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0
  return { articles: articles((page?.results ?? []) as ArticleRow[]), total }
}

export async function findArticle(db: D1Database, slug: string, locale: string): Promise<StoredArticle | null> {
  if (!SlugSchema.safeParse(slug).success) return null
  const row = await db
    .prepare(`SELECT ${columnsFor(locale)} FROM articles WHERE slug = ?`)
    .bind(slug)
    .first<ArticleRow>()
  return row ? toArticle(row) : null
}

/** True when an article has this slug (the legacy paths redirect only to real articles). */
export async function articleExists(db: D1Database, slug: string): Promise<boolean> {
  if (!SlugSchema.safeParse(slug).success) return false
  return (await db.prepare('SELECT 1 AS found FROM articles WHERE slug = ?').bind(slug).first()) !== null
}

/** Up to `limit` other articles: the same topic first, then the newest. */
export async function listRelated(db: D1Database, article: Pick<Article, 'id' | 'topic'>, locale: string, limit = 3): Promise<Article[]> {
  const { results } = await db
    .prepare(`SELECT ${columnsFor(locale)} FROM articles WHERE id != ? ORDER BY (topic = ?) DESC, ${NEWEST} LIMIT ?`)
    .bind(article.id, article.topic, limit)
    .all<ArticleRow>()
  return articles(results)
}

/** The consultants whose names are among `names` (article authors), by name. */
export async function findAuthors(db: D1Database, names: readonly string[]): Promise<Map<string, Consultant>> {
  const unique = [...new Set(names)].slice(0, 50)
  if (!unique.length) return new Map()
  const { results } = await db
    .prepare(`SELECT data FROM consultants WHERE json_extract(data, '$.name') IN (${unique.map(() => '?').join(', ')})`)
    .bind(...unique)
    .all<{ data: string }>()
  const found = new Map<string, Consultant>()
  for (const row of results) {
    const parsed = Consultant.safeParse(JSON.parse(row.data))
    if (parsed.success && !found.has(parsed.data.name)) found.set(parsed.data.name, parsed.data)
  }
  return found
}
