// /blog and /blog/{slug}; plus the legacy paths (/*/blog, /*/blog/*, /blog/*/*) which answer 301 to
// the canonical page or article when one matches, else 404.
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { renderPage } from '../../lib/render.server'
import { ArticlePage } from './ArticlePage'
import { BlogPage } from './BlogPage'
import { findArticle, listArticles } from './data'

export const blog = new Hono<AppEnv>()
  .get('/blog', async (c) => {
    const articles = await listArticles(c.env.DB)
    return renderPage(c, { title: c.var.t('blog.title'), description: c.var.t('blog.lead') }, <BlogPage articles={articles} />)
  })
  .get('/blog/:slug{[a-z0-9-]+}', async (c) => {
    const article = await findArticle(c.env.DB, c.req.param('slug'))
    if (!article) return c.notFound()
    return renderPage(c, { title: article.title, description: article.excerpt }, <ArticlePage article={article} />)
  })

/** Canonical blog URL, keeping the visitor's explicit `/{locale}` prefix. */
const blogPath = (c: Context<AppEnv>, slug?: string) => `${c.var.prefixed ? `/${c.var.locale}` : ''}/blog${slug ? `/${slug}` : ''}`

export const legacyBlog = new Hono<AppEnv>()
  .get('/:prefix/blog', (c) => c.redirect(blogPath(c), 301))
  .get('/:prefix/blog/:slug', async (c) => {
    const article = await findArticle(c.env.DB, c.req.param('slug'))
    return article ? c.redirect(blogPath(c, article.slug), 301) : c.notFound()
  })
  .get('/blog/:first/:second', async (c) => {
    const article = (await findArticle(c.env.DB, c.req.param('second'))) ?? (await findArticle(c.env.DB, c.req.param('first')))
    return article ? c.redirect(blogPath(c, article.slug), 301) : c.notFound()
  })
