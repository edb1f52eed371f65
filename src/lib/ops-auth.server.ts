// The guard of every ops endpoint (/api/ops/*): rate-limited per client before the token is compared,
// so a guessing client is slowed down whatever it sends; `Authorization: Bearer {OPS_TOKEN}`; with no
// OPS_TOKEN set the ops API does not exist (404). Answers are never cached.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'
import { withinRateLimit } from './rate-limit.server'
import { bearerToken, secretMatches } from './secret.server'

export const opsAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await withinRateLimit(c, c.env.OPS_RATE_LIMITER, 'ops')))
    return c.json({ ok: false, error: 'rate_limited', message: 'Too many requests: try again in a minute' }, 429)
  const token = c.env.OPS_TOKEN
  if (!token) return c.json({ ok: false, error: 'not_configured', message: 'Set the OPS_TOKEN secret to use the ops API' }, 404)
  if (!(await secretMatches(bearerToken(c.req.header('authorization')), token)))
    return c.json({ ok: false, error: 'unauthorized', message: 'Unauthorized' }, 401)
  c.header('cache-control', 'no-store')
  await next()
}
