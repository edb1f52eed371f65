// /areas (every area) and /areas/{slug} (its guide; an unknown slug is the 404 page). Reads go
// through the KV cache (data.server.ts). A guide's main text is its overview: in a locale it has no
// translation in, the page is noindex (PageMeta.locales).
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { localizeLocation } from '../../modules/content/schema'
import { AreaGuidePage } from './AreaGuidePage'
import { AreasPage } from './AreasPage'
import { loadAreaGuide, loadAreaSummaries } from './data.server'

export const areas = new Hono<AppEnv>()
  .get('/areas', async (c) => {
    const { t } = c.var
    const summaries = await loadAreaSummaries(c.env, { waitUntil: waitUntilOf(c) })
    return renderPage(c, { styles: 'areas', title: t('areaGuide.index.title'), description: t('areaGuide.index.description') }, <AreasPage areas={summaries} />)
  })
  .get('/areas/:slug{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    const slug = c.req.param('slug')
    const waitUntil = waitUntilOf(c)
    // Only a known area is read (and cached): a guessed slug costs one cached list, never a KV write.
    const known = (await loadAreaSummaries(c.env, { waitUntil })).some((summary) => summary.location.slug === slug)
    const guide = known ? await loadAreaGuide(c.env, slug, { waitUntil }) : null
    if (!guide) return c.notFound()
    const { t, locale } = c.var
    const area = localizeLocation(guide.location, locale)
    const locales = ['en', ...Object.entries(guide.location.translations).flatMap(([code, text]) => (text.overview && code !== 'en' ? [code] : []))]
    return renderPage(
      c,
      { styles: 'areas', title: t('areaGuide.title', { area: area.name }), description: area.description, locales },
      <AreaGuidePage guide={guide} area={area} />,
    )
  })
