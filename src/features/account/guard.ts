// What every account POST refuses before it reads the body, in this order: a content type other than
// a form or JSON (415), a post from another site (403: a signed-in visitor's browser must not be made
// to change their password or sign them in as someone else), too many posts from one client (429 +
// Retry-After: passwords and reset codes are guessed by brute force), and a body over 8 KB (413).
// The same checks as the lead endpoint's (features/leads/guard.ts); the origin check is shared (lib/same-origin.server.ts).
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { bodyFormat } from '../../lib/body-format'
import type { AppEnv } from '../../lib/context'
import { withinRateLimit } from '../../lib/rate-limit.server'
import { isCrossSite } from '../../lib/same-origin.server'
import { refuse } from './answer'

/** Largest body accepted: the biggest form (register) is a few hundred bytes. */
export const ACCOUNT_MAX_BYTES = 8 * 1024

/** The body's format from its content type; null for anything else. */
export const formatOf = bodyFormat

/** Content type, origin, the per-client limit (ACCOUNT_RATE_LIMITER) and the body limit. */
export const accountGuard = createMiddleware<AppEnv>(async (c, next) => {
  const format = formatOf(c)
  if (!format) return refuse(c, 'json', 415, 'unsupported_media_type', { form: { key: 'failed' } })
  if (isCrossSite(c)) return refuse(c, format, 403, 'cross_site', { form: { key: 'crossSite' } })
  if (!(await withinRateLimit(c, c.env.ACCOUNT_RATE_LIMITER, 'accounts'))) return refuse(c, format, 429, 'rate_limited', { form: { key: 'rateLimited' } })
  return limitBody(c, next)
})

const limitBody = bodyLimit({
  maxSize: ACCOUNT_MAX_BYTES,
  onError: (c) => refuse(c as Context<AppEnv>, formatOf(c) ?? 'json', 413, 'too_large', { form: { key: 'tooLarge' } }),
})
