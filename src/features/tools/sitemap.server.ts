// The calculators in the sitemap: the index and each tool, in every locale (their text is the interface's).
import { TOOLS } from '../../lib/finance/forms'
import { LOCALE_CODES } from '../../lib/i18n/locales'
import type { SitemapEntry } from '../../lib/sitemap'

export async function toolsSitemap(): Promise<SitemapEntry[]> {
  return ['/tools', ...TOOLS.map((tool) => `/tools/${tool}`)].map((path) => ({ path, locales: LOCALE_CODES }))
}
