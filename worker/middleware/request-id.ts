// A request id per request: Cloudflare's `cf-ray` when present (it matches the edge's own logs),
// else a random UUID. Every log line of the request carries it and the response echoes it as
// `x-request-id`, so a visitor's report can be matched to the logs.
import { createMiddleware } from 'hono/factory'
import { withLogScope } from '../../src/lib/log.server'

/** cf-ray is `<16 hex>-<colo>`; anything else (a client cannot set it at the edge, but can locally) is replaced. */
const RAY = /^[0-9a-f]{16}-[A-Z]{3}$/

function requestIdOf(request: Request): string {
  const ray = request.headers.get('cf-ray')
  return ray && RAY.test(ray) ? ray : crypto.randomUUID()
}

export const requestId = createMiddleware(async (c, next) => {
  const id = requestIdOf(c.req.raw)
  await withLogScope({ request_id: id }, next)
  c.res.headers.set('x-request-id', id)
})
