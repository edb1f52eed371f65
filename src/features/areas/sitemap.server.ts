// The area pages for the sitemap: the index in every locale, and each guide in English and in each
// locale its overview is translated into (the page's own alternates).
import { areaPath } from '../../lib/paths'
import type { SitemapEntry } from '../../lib/sitemap'
import { slugPagesSitemap } from '../../modules/content/sitemap.server'

export const areaSitemap = (env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> =>
  slugPagesSitemap(env, { table: 'locations', translatedField: 'overview', indexPath: '/areas', pathOf: areaPath })
