// GET /lang/{code}?next=/path: saves the language in the `i18n_language` cookie (365 days, path /,
// SameSite=Lax) and returns to the same page in that language. Works without JavaScript.
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { isLocaleCode, LOCALE_CODES } from '../../lib/i18n/locales'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../lib/i18n/negotiate'
import { sameSitePath } from '../../lib/paths'

const Params = z.object({ code: z.enum(LOCALE_CODES as [string, ...string[]]) })
const Query = z.object({ next: z.string().max(2048).optional() })

/** Same-site path to return to, with a locale prefix swapped for the new one. */
export function returnPath(next: string | undefined, code: string): string {
  const [path = '/', query] = sameSitePath(next).split(/\?(.*)/s, 2)
  const segments = path.split('/')
  if (isLocaleCode(segments[1])) segments[1] = code
  return segments.join('/') + (query ? `?${query}` : '')
}

export const localeSwitch = new Hono<AppEnv>().get(
  '/lang/:code',
  zValidator('param', Params, (result, c) => (result.success ? undefined : c.notFound())),
  zValidator('query', Query),
  (c) => {
    const { code } = c.req.valid('param')
    setSiteCookie(c, LOCALE_COOKIE, code, LOCALE_COOKIE_MAX_AGE)
    return c.redirect(returnPath(c.req.valid('query').next, code), 303)
  },
)
