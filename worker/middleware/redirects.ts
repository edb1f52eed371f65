// The last word on every redirect: a Location that a browser would resolve to another origin, or to
// a path starting with `//` (one more redirect from another host), is replaced with `/`. Each route
// builds its own targets safely; this keeps one mistake in any of them from becoming an open
// redirect (security review F1: no response of the site may redirect off its own origin).
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../src/lib/context'
import { log } from '../../src/lib/log.server'
import { staysOnSite } from '../../src/lib/paths'
import { siteOrigin } from '../../src/lib/site'
import { accountsConfig } from '../../src/modules/accounts/client.server'

export const sameOriginRedirects = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const location = c.res.headers.get('location')
  if (location === null) return
  const origins = [new URL(c.req.url).origin, siteOrigin(c.env)].filter(Boolean)
  // The one way off the site: GET /connect/{provider} sends the browser to the CMS, which starts the
  // provider's login (docs/decisions/013-accounts.md).
  const cms = c.req.path.startsWith('/connect/') ? accountsConfig(c.env)?.baseUrl : undefined
  if (cms) origins.push(new URL(cms).origin)
  if (staysOnSite(location, c.req.url, origins)) return
  log.warn('redirect off the site replaced with /', { method: c.req.method, path: new URL(c.req.url).pathname })
  c.res.headers.set('location', '/')
})
