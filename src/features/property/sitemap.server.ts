// The property pages for the sitemap: every project at its readable URL, in English and in each
// locale its description is translated into (as the page's own alternates), dated by publication.
import { projectPath } from '../../lib/paths'
import type { SitemapEntry } from '../../lib/sitemap'

export async function propertySitemap(env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, slug, published_at,
       (SELECT json_group_array(key) FROM json_each(projects.data, '$.translations') WHERE json_type(value, '$.description') = 'text') AS locales
     FROM projects ORDER BY id`,
  ).all<{ id: number; slug: string; published_at: string; locales: string | null }>()
  return results.map((row) => ({
    path: projectPath(row),
    locales: ['en', ...(JSON.parse(row.locales ?? '[]') as string[]).filter((code) => code !== 'en')],
    lastmod: row.published_at,
  }))
}
