// What POST /api/leads refuses before it reads the body, in this order: a content type other than
// JSON or a form (415: a cross-site `text/plain` post never reaches a parser), a post from another
// site (403), too many posts from one client (429 + Retry-After), and a body over LEAD_MAX_BYTES,
// whether it declares its Content-Length or streams chunked (413).
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../lib/context'
import { withinRateLimit } from '../../lib/rate-limit.server'
import { isCrossSite } from '../../lib/same-origin.server'
import { fail, formatOf } from './failures'

/** Largest lead body accepted: the biggest form (the questionnaire, nine answers) is well under it. */
export const LEAD_MAX_BYTES = 16 * 1024

/** Content type, origin and the per-client rate limit (LEAD_RATE_LIMITER, keyed by clientKey). */
export const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const format = formatOf(c)
  if (!format)
    return fail(c, null, { status: 415, error: 'unsupported_media_type', message: 'Send application/json or a form (application/x-www-form-urlencoded)' })
  if (isCrossSite(c)) return fail(c, format, { status: 403, error: 'cross_site', message: 'Forms can only be sent from this site' })
  if (!(await withinRateLimit(c, c.env.LEAD_RATE_LIMITER, 'leads')))
    return fail(c, format, { status: 429, error: 'rate_limited', message: 'Too many submissions from this address: try again in a minute' })
  await next()
}

/**
 * The body limit: a declared Content-Length over the limit is refused unread; a chunked body is
 * read only up to the limit (hono/body-limit counts the stream), so an endless body costs 16 KB.
 */
export const sizeLimit = bodyLimit({
  maxSize: LEAD_MAX_BYTES,
  onError: (c) => fail(c, formatOf(c), { status: 413, error: 'too_large', message: `The body is larger than ${LEAD_MAX_BYTES} bytes` }),
})
