// /catalog and /catalog/{id} (digits only: anything else is the 404 page).
import { Hono } from 'hono'
import { PageHero } from '../../components/PageHero'
import type { AppEnv } from '../../lib/context'
import { renderPage } from '../../lib/render.server'

export const catalog = new Hono<AppEnv>()
  .get('/catalog', (c) => {
    const { t } = c.var
    return renderPage(
      c,
      { title: t('catalog.title'), description: t('catalog.lead') },
      <PageHero eyebrow={t('catalog.eyebrow')} title={t('catalog.title')} lead={t('catalog.lead')} />,
    )
  })
  .get('/catalog/:id{[0-9]{1,9}}', (c) => {
    const { t } = c.var
    const title = t('property.title', { id: c.req.param('id') })
    return renderPage(c, { title }, <PageHero eyebrow={t('catalog.eyebrow')} title={title} lead={t('property.lead')} />)
  })
