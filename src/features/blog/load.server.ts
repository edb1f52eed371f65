// What the blog's pages read: localized, rendered views of D1's articles through the KV cache
// (src/lib/cache.server.ts; fresh 5 minutes, then stale-while-revalidate). Every key is in the `articles:*`
// family of src/modules/content/cache-keys.ts, which a content sync that changes articles clears:
//   articles:list:{topic|all}:{offset}:{limit}:{locale}   cards of one window and the total
//   articles:page:{slug}:{locale}                         an article page (body HTML included)
// Unknown slugs are not cached (every guess would cost a KV write).
import { type CacheOptions, cached } from '../../lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { findArticle, findAuthors, listArticles, listRelated } from './data.server'
import type { Topic, Window } from './schema'
import { type ArticleCard, type ArticleView, articleCard, articleView } from './view'

export const BLOG_TTL_SECONDS = 300

type Bindings = Pick<Env, 'DB' | 'KV'>
type Options = Pick<CacheOptions, 'waitUntil'>

export interface ArticleList {
  cards: ArticleCard[]
  /** Articles of the topic in all. */
  total: number
}

export const listCacheKey = (topic: Topic | undefined, { offset, limit }: Window, locale: string) =>
  keyIn(CONTENT_CACHE_KEYS.articles, 'list', topic ?? 'all', offset, limit, locale)
export const pageCacheKey = (slug: string, locale: string) => keyIn(CONTENT_CACHE_KEYS.articles, 'page', slug, locale)

export function loadArticleList(env: Bindings, topic: Topic | undefined, window: Window, locale: string, options: Options = {}): Promise<ArticleList> {
  return cached(env.KV, listCacheKey(topic, window, locale), { ttl: BLOG_TTL_SECONDS, ...options }, async () => {
    const { articles, total } = await listArticles(env.DB, topic, window, locale)
    const authors = await findAuthors(
      env.DB,
      articles.flatMap((a) => a.author ?? []),
    )
    return { cards: articles.map((a) => articleCard(a, locale, authors)), total }
  })
}

class NotFound extends Error {}

export async function loadArticle(env: Bindings, slug: string, locale: string, options: Options = {}): Promise<ArticleView | null> {
  try {
    return await cached(env.KV, pageCacheKey(slug, locale), { ttl: BLOG_TTL_SECONDS, ...options }, async () => {
      const article = await findArticle(env.DB, slug, locale)
      if (!article) throw new NotFound()
      const related = await listRelated(env.DB, article, locale, 3)
      const authors = await findAuthors(
        env.DB,
        [article, ...related].flatMap((a) => a.author ?? []),
      )
      return articleView(article, locale, authors, related)
    })
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}
