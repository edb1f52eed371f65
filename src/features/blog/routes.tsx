// /blog (?topic=, ?page=), /blog/results (the cards one page adds, for Load More) and /blog/{slug};
// plus the legacy paths (/*/blog, /*/blog/*, /blog/*/*) which answer 301 to the canonical page or
// article when one matches, else 404. Reads go through the KV cache (load.ts).
import { type Context, Hono } from 'hono'
import { renderFragment, renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { ArticlePage } from './ArticlePage'
import { BlogPage, CardItems } from './BlogPage'
import { articleExists } from './data.server'
import { loadArticle, loadArticleList } from './load.server'
import { pageOnly, pagesThrough, parseBlogQuery, SlugSchema } from './schema'

export const blog = new Hono<AppEnv>()
  .get('/blog', async (c) => {
    const query = parseBlogQuery(c.req.query())
    if (!query) return c.notFound()
    const { t, locale } = c.var
    const list = await loadArticleList(c.env, query.topic, pagesThrough(query), locale, { waitUntil: waitUntilOf(c) })
    const title = query.topic ? t('blog.topicTitle', { topic: t(`blog.topics.${query.topic}`) }) : t('blog.title')
    // A topic is its own page (canonical `/blog?topic=news`); `?page=` is the same list, longer: followed
    // (every article stays reachable by links, and is in the sitemap) but not indexed.
    const canonicalQuery = query.topic ? `topic=${query.topic}` : undefined
    // Each topic its own description (the topic, then the blog's line), unique in its locale.
    const description = query.topic ? `${t(`blog.topics.${query.topic}`)} — ${t('blog.lead')}` : t('blog.lead')
    return renderPage(c, { styles: 'blog', title, description, canonicalQuery, noindex: query.page > 1 }, <BlogPage query={query} list={list} />)
  })
  .get('/blog/results', async (c) => {
    const query = parseBlogQuery(c.req.query())
    if (!query) return c.notFound()
    const window = pageOnly(query)
    const list = await loadArticleList(c.env, query.topic, window, c.var.locale, { waitUntil: waitUntilOf(c) })
    return renderFragment(c, <CardItems list={list} offset={window.offset} />)
  })
  .get('/blog/:slug{[a-z0-9-]+}', async (c) => {
    const slug = c.req.param('slug')
    const view = SlugSchema.safeParse(slug).success ? await loadArticle(c.env, slug, c.var.locale, { waitUntil: waitUntilOf(c) }) : null
    if (!view) return c.notFound()
    const article = { publishedTime: view.publishedAt, section: c.var.t(`blog.topics.${view.topic}`), author: view.author?.name }
    return renderPage(c, { styles: 'blog', title: view.title, description: view.excerpt, article, locales: view.locales }, <ArticlePage view={view} />)
  })

/** Canonical blog URL, keeping the visitor's explicit `/{locale}` prefix. */
const blogPath = (c: Context<AppEnv>, slug?: string) => `${c.var.prefixed ? `/${c.var.locale}` : ''}/blog${slug ? `/${slug}` : ''}`

export const legacyBlog = new Hono<AppEnv>()
  .get('/:prefix/blog', (c) => c.redirect(blogPath(c), 301))
  .get('/:prefix/blog/:slug', async (c) => {
    const slug = c.req.param('slug')
    return (await articleExists(c.env.DB, slug)) ? c.redirect(blogPath(c, slug), 301) : c.notFound()
  })
  // `/blog/{topic}/{slug}` or `/blog/{slug}/{anything}` (`/amp`): the first segment pair that names an article.
  .get('/blog/:first/:second', async (c) => {
    for (const slug of [c.req.param('second'), c.req.param('first')]) {
      if (await articleExists(c.env.DB, slug)) return c.redirect(blogPath(c, slug), 301)
    }
    return c.notFound()
  })
