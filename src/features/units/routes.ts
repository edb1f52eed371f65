// GET /units?currency=EUR&unit=sqm&next=/path: saves the visitor's currency and/or area unit in the
// `marsa_units` cookie (a year) and returns to `next` (a same-site path only), 303. The header's
// menu and the property page's switch submit here; works without JavaScript (decision 017). A bad
// value answers 400 JSON naming the field, never a 500.
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { visitorCountry } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { AREA_UNITS, CURRENCIES, resolveUnits, serializeUnits, UNITS_COOKIE, UNITS_COOKIE_MAX_AGE, UNITS_PATH } from '../../lib/money'
import { sameSitePath } from '../../lib/paths'

export const UnitsQuery = z
  .object({
    currency: z.enum(CURRENCIES).optional(),
    unit: z.enum(AREA_UNITS).optional(),
    next: z.string().max(2048).optional(),
  })
  .refine((query) => query.currency !== undefined || query.unit !== undefined, { path: ['currency'], message: 'Choose a currency or an area unit' })

export const units = new Hono<AppEnv>().get(
  UNITS_PATH,
  zValidator('query', UnitsQuery, (result, c) => {
    if (result.success) return
    const issue = result.error.issues[0]
    const field = String(issue?.path[0] ?? 'currency')
    return c.json({ error: 'invalid_field', field, message: `${field}: ${issue?.message ?? 'invalid'}` }, 400)
  }),
  (c) => {
    const { currency, unit, next } = c.req.valid('query')
    // The half not chosen here keeps what the visitor sees now (their cookie, else the default).
    const current = resolveUnits(getCookie(c, UNITS_COOKIE), c.var.locale, visitorCountry(c.req.header('cf-ipcountry')))
    setSiteCookie(c, UNITS_COOKIE, serializeUnits({ currency: currency ?? current.currency, unit: unit ?? current.unit }), UNITS_COOKIE_MAX_AGE)
    c.header('cache-control', 'no-store')
    return c.redirect(sameSitePath(next), 303)
  },
)
