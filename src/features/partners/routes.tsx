// /partners: Refer & Earn. `?amount=` is the calculator's form without JavaScript: the only query
// parameter read, computed here and answered 200 with the result or the inline error.
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import { commissionConfig } from '../../lib/commission'
import type { AppEnv } from '../../lib/context'
import { PARTNERS_HERO } from './art'
import { loadPartnerFaqs, PARTNERS_CACHE_TTL } from './data.server'
import { PartnersPage } from './PartnersPage'

export const partners = new Hono<AppEnv>().get('/partners', async (c) => {
  const faqs = await loadPartnerFaqs(c.env, { ttl: PARTNERS_CACHE_TTL, waitUntil: waitUntilOf(c) })
  const data = { config: commissionConfig(c.env), amount: c.req.query('amount'), faqs }
  const { t } = c.var
  return renderPage(
    c,
    { styles: 'partners', title: t('partners.title'), description: t('partners.lead'), preloadImage: PARTNERS_HERO },
    <PartnersPage data={data} />,
  )
})
