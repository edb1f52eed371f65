// The blog for the sitemap: the list and each topic (pages of their own in every locale) and every
// article in English and the locales its title and body are translated into, dated by publication.
import { LOCALE_CODES } from '../../lib/i18n/locales'
import type { SitemapEntry } from '../../lib/sitemap'
import { ARTICLE_TOPICS } from '../../modules/content/schema'

export async function blogSitemap(env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> {
  const { results } = await env.DB.prepare(
    `SELECT slug, published_at,
       (SELECT json_group_array(key) FROM json_each(articles.translations) WHERE json_type(value, '$.body') = 'text' AND json_type(value, '$.title') = 'text') AS locales
     FROM articles ORDER BY published_at DESC, id DESC`,
  ).all<{ slug: string; published_at: string; locales: string | null }>()
  const newest = results[0]?.published_at
  return [
    { path: '/blog', locales: LOCALE_CODES, lastmod: newest },
    ...ARTICLE_TOPICS.map((topic) => ({ path: `/blog?topic=${topic}`, locales: LOCALE_CODES })),
    ...results.map((row) => ({
      path: `/blog/${row.slug}`,
      locales: ['en', ...(JSON.parse(row.locales ?? '[]') as string[]).filter((code) => code !== 'en')],
      lastmod: row.published_at,
    })),
  ]
}
