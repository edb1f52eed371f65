// The area pages for the sitemap: the index in every locale, and each guide in English and in each
// locale its overview is translated into (the page's own alternates).
import { LOCALE_CODES } from '../../lib/i18n/locales'
import { areaPath } from '../../lib/paths'
import type { SitemapEntry } from '../../lib/sitemap'

export async function areaSitemap(env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> {
  const { results } = await env.DB.prepare(
    `SELECT slug,
       (SELECT json_group_array(key) FROM json_each(locations.data, '$.translations') WHERE json_type(value, '$.overview') = 'text') AS locales
     FROM locations ORDER BY slug`,
  ).all<{ slug: string; locales: string | null }>()
  return [
    { path: '/areas', locales: LOCALE_CODES },
    ...results.map((row) => ({
      path: areaPath(row.slug),
      locales: ['en', ...(JSON.parse(row.locales ?? '[]') as string[]).filter((code) => code !== 'en')],
    })),
  ]
}
