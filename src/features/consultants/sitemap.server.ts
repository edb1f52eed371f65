// The consultant pages for the sitemap, in every locale (their texts are the site's own; a role
// not yet translated shows in English, marked so).
import { LOCALE_CODES } from '../../lib/i18n/locales'
import { consultantPath } from '../../lib/paths'
import type { SitemapEntry } from '../../lib/sitemap'
import { listConsultants } from '../../modules/content/data.server'
import { consultantSlug } from '../../modules/content/profiles'

export async function consultantSitemap(env: Pick<Env, 'DB'>): Promise<SitemapEntry[]> {
  const slugs = new Set((await listConsultants(env.DB)).map(consultantSlug))
  return [...slugs].map((slug) => ({ path: consultantPath(slug), locales: LOCALE_CODES }))
}
