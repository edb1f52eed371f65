// The developer pages for the sitemap: the index in every locale, and each developer in English and
// the locales its track record is translated into (as the page's own alternates).
import { LOCALE_CODES } from '../../lib/i18n/locales'
import { developerPath } from '../../lib/paths'
import type { SitemapEntry } from '../../lib/sitemap'

export async function developerSitemap(env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> {
  const { results } = await env.DB.prepare(
    `SELECT slug,
       (SELECT json_group_array(key) FROM json_each(developers.data, '$.translations') WHERE json_type(value, '$.trackRecord') = 'text') AS locales
     FROM developers ORDER BY slug`,
  ).all<{ slug: string; locales: string | null }>()
  return [
    { path: '/developers', locales: LOCALE_CODES },
    ...results.map((row) => ({
      path: developerPath(row.slug),
      locales: ['en', ...(JSON.parse(row.locales ?? '[]') as string[]).filter((code) => code !== 'en')],
    })),
  ]
}
