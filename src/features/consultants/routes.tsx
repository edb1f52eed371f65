// /consultants/{slug}: a consultant's page, found by the slug of their name (profiles.ts); an
// unknown slug is the 404 page. The agentId stays the key of their leads and listings.
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { consultantPath } from '../../lib/paths'
import { siteOrigin } from '../../lib/site'
import { localize } from '../../modules/content/schema'
import { ConsultantPage, type ConsultantView } from './ConsultantPage'
import { loadConsultantPage } from './data.server'

export const consultants = new Hono<AppEnv>().get('/consultants/:slug{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
  const slug = c.req.param('slug')
  const bundle = slug.length <= 120 ? await loadConsultantPage(c.env, slug, waitUntilOf(c)) : null
  if (!bundle) return c.notFound()
  const { t, locale } = c.var
  const consultant = bundle.consultant
  const local = localize(consultant, locale, ['role'])
  const view: ConsultantView = {
    consultant,
    role: local.role,
    ...(local.untranslated.length ? { roleLang: 'en' as const } : {}),
    canonical: `${siteOrigin(c.env)}/${locale}${consultantPath(slug)}`,
  }
  const meta = {
    styles: 'consultants' as const,
    title: t('consultantPage.title', { name: consultant.name, role: local.role }),
    description: t('consultantPage.description', { name: consultant.name, role: local.role }),
  }
  return renderPage(c, meta, <ConsultantPage view={view} projects={bundle.projects} reviews={bundle.reviews} />)
})
