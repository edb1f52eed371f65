// Per-client rate limits through Workers Rate Limiting bindings (`[[ratelimits]]` in wrangler.toml,
// emulated locally by Miniflare). Fail-open: when the limiter itself errs, the request is allowed
// and the error logged: a visitor's lead, a CMS change or an ops call must not be refused because
// the limiter is down (the limits are a cost and abuse control, not authentication). See
// docs/decisions/011-lead-endpoint-trust.md.
import type { Context } from 'hono'
import { clientKey } from './client-ip'
import { errorText, log } from './log.server'

/** The limiters' period (`period = 60` of every `[[ratelimits]]` in wrangler.toml): when to try again. */
const RETRY_AFTER_SECONDS = 60

/**
 * True when this request is within `limiter`'s budget for its client (clientKey of
 * CF-Connecting-IP, which Cloudflare sets and overwrites). No binding, or a limiter error: true.
 * When false, the answer's Retry-After is already set (the caller only writes the 429 body).
 */
export async function withinRateLimit(c: Context, limiter: RateLimit | undefined, name: string): Promise<boolean> {
  if (!limiter) return true
  try {
    const { success } = await limiter.limit({ key: clientKey(c.req.header('cf-connecting-ip')) })
    if (!success) c.header('retry-after', String(RETRY_AFTER_SECONDS))
    return success
  } catch (error) {
    log.error('rate limiter failed, request allowed', { limiter: name, error: errorText(error) })
    return true
  }
}
