// The Worker entry: HTTP through the Hono app; cron through the scheduled jobs. SITE_URL is checked
// here, at module scope, where the bindings are already readable (`env` from cloudflare:workers):
// a missing or non-http(s) SITE_URL throws while the Worker starts, so `wrangler deploy` (which
// runs the global scope when validating an upload) and `wrangler dev` refuse it with the message,
// instead of a site that takes its URLs from the request's Host header (security review F2).
import { env } from 'cloudflare:workers'
import { assertSiteUrl } from '../src/lib/site'
import { assertTagManager } from '../src/lib/tag-manager'
import { app } from './app'
import { scheduled } from './scheduled'

assertSiteUrl((env as Partial<Env>).SITE_URL)
// The same for the tag manager's container id (spec: `GTM-` + uppercase letters or digits, else an error).
assertTagManager(env as Partial<Env>)

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>
