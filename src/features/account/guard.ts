// What every account POST refuses before it reads the body, in this order: a content type other than
// a form or JSON (415), a post from another site (403: a signed-in visitor's browser must not be made
// to change their password or sign them in as someone else), too many posts from one client (429 +
// Retry-After: passwords and reset codes are guessed by brute force), and a body over 8 KB (413).
// The same checks as the lead endpoint's (features/leads/guard.ts), which a feature cannot import.
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../lib/context'
import { withinRateLimit } from '../../lib/rate-limit.server'
import { siteOrigin } from '../../lib/site'
import { type Format, refuse } from './answer'

/** Largest body accepted: the biggest form (register) is a few hundred bytes. */
export const ACCOUNT_MAX_BYTES = 8 * 1024

/** The body's format from its content type; null for anything else. */
export function formatOf(c: Context): Format | null {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null
}

/** The configured public origin and this request's own (see features/leads/guard.ts for why the latter is safe). */
function allowedOrigins(c: Context<AppEnv>): Set<string> {
  const origins = new Set([new URL(c.req.url).origin])
  try {
    const configured = siteOrigin(c.env)
    if (configured) origins.add(configured)
  } catch {
    // An unusable SITE_URL is reported at start-up.
  }
  return origins
}

/** A browser post from another site (Origin, else Referer, else Sec-Fetch-Site). */
function crossSite(c: Context<AppEnv>): boolean {
  const allowed = allowedOrigins(c)
  const origin = c.req.header('origin')
  if (origin && origin !== 'null') return !allowed.has(origin)
  const referer = c.req.header('referer')
  if (referer) {
    try {
      return !allowed.has(new URL(referer).origin)
    } catch {
      return true
    }
  }
  return c.req.header('sec-fetch-site') === 'cross-site' || origin === 'null'
}

/** Content type, origin, the per-client limit (ACCOUNT_RATE_LIMITER) and the body limit. */
export const accountGuard = createMiddleware<AppEnv>(async (c, next) => {
  const format = formatOf(c)
  if (!format) return refuse(c, 'json', 415, 'unsupported_media_type', { form: { key: 'failed' } })
  if (crossSite(c)) return refuse(c, format, 403, 'cross_site', { form: { key: 'crossSite' } })
  if (!(await withinRateLimit(c, c.env.ACCOUNT_RATE_LIMITER, 'accounts'))) return refuse(c, format, 429, 'rate_limited', { form: { key: 'rateLimited' } })
  return limitBody(c, next)
})

const limitBody = bodyLimit({
  maxSize: ACCOUNT_MAX_BYTES,
  onError: (c) => refuse(c as Context<AppEnv>, formatOf(c) ?? 'json', 413, 'too_large', { form: { key: 'tooLarge' } }),
})
