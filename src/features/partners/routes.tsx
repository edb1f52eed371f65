// /partners: Refer & Earn. `?amount=` is the calculator's form without JavaScript: the only query
// parameter read, computed here and answered 200 with the result or the inline error.
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import type { CacheOptions } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { PARTNERS_HERO } from './art'
import { commissionConfig } from './commission'
import { loadPartnerFaqs, PARTNERS_CACHE_TTL } from './data.server'
import { PartnersPage } from './PartnersPage'

export const partners = new Hono<AppEnv>().get('/partners', async (c) => {
  let waitUntil: CacheOptions['waitUntil']
  try {
    const ctx = c.executionCtx
    waitUntil = (promise) => ctx.waitUntil(promise)
  } catch {
    // No ExecutionContext (app.request in a script): refreshes are awaited instead.
  }
  const faqs = await loadPartnerFaqs(c.env, { ttl: PARTNERS_CACHE_TTL, waitUntil })
  const data = { config: commissionConfig(c.env), amount: c.req.query('amount'), faqs }
  const { t } = c.var
  return renderPage(c, { title: t('partners.title'), description: t('partners.lead'), preloadImage: PARTNERS_HERO }, <PartnersPage data={data} />)
})
