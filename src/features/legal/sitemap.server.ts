// The legal pages for the sitemap: each in the locales it is translated into, dated by its version.
import type { SitemapEntry } from '../../lib/sitemap'
import { legalDocument, legalLocales } from './document'

export const legalSitemap = async (): Promise<SitemapEntry[]> =>
  (['terms', 'privacy'] as const).map((kind) => ({ path: `/${kind}`, locales: legalLocales(kind), lastmod: legalDocument(kind).updated }))
