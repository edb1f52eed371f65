// The developer pages for the sitemap: the index in every locale, and each developer in English and
// the locales its track record is translated into (as the page's own alternates).
import { developerPath } from '../../lib/paths'
import type { SitemapEntry } from '../../lib/sitemap'
import { slugPagesSitemap } from '../../modules/content/sitemap.server'

export const developerSitemap = (env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> =>
  slugPagesSitemap(env, { table: 'developers', translatedField: 'trackRecord', indexPath: '/developers', pathOf: developerPath })
