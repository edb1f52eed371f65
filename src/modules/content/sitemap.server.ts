// Sitemap entries for content that has an index page and one page per slug (areas, developers): the
// index in every locale; each page in English and in each locale its main text is translated into
// (the page's own hreflang alternates, docs/decisions/018).
import { LOCALE_CODES } from '../../lib/i18n/locales'
import type { SitemapEntry } from '../../lib/sitemap'

/** The content tables with a slug column and a JSON `data` column holding `translations`. */
type SlugTable = 'locations' | 'developers'

export async function slugPagesSitemap(
  env: Pick<Env, 'DB'>,
  { table, translatedField, indexPath, pathOf }: { table: SlugTable; translatedField: string; indexPath: string; pathOf: (slug: string) => string },
): Promise<SitemapEntry[]> {
  // `table` is one of two constants (never input); the field is bound as a JSON path.
  const { results } = await env.DB.prepare(
    `SELECT slug,
       (SELECT json_group_array(key) FROM json_each(${table}.data, '$.translations') WHERE json_type(value, ?1) = 'text') AS locales
     FROM ${table} ORDER BY slug`,
  )
    .bind(`$.${translatedField}`)
    .all<{ slug: string; locales: string | null }>()
  return [
    { path: indexPath, locales: LOCALE_CODES },
    ...results.map((row) => ({
      path: pathOf(row.slug),
      locales: ['en', ...(JSON.parse(row.locales ?? '[]') as string[]).filter((code) => code !== 'en')],
    })),
  ]
}
