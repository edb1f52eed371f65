// Whether a browser post comes from another site: the one check every state-changing form endpoint
// (leads, account, consent) makes before it reads the body, so that a page elsewhere cannot make a
// visitor's browser send a lead, change their account or set their consent.
import { siteOrigin } from './site'

/** What the check reads of a request: its URL, its headers and the configured SITE_URL (a Hono Context fits). */
export interface SameOriginRequest {
  req: { url: string; header(name: string): string | undefined }
  env: { SITE_URL?: string }
}

/**
 * The origins a browser post may come from: the configured public origin (SITE_URL), and this
 * request's own. The request's own is safe to trust here, although its Host is client-sent: the
 * attack this check stops is a victim's browser posting from another site, and a browser always
 * sends the Host of the site the form targets (ours) with the Origin of the page it is on (the
 * attacker's). A forged Host needs a non-browser client, which has no victim's session to ride.
 * Keeping it lets the forms work on any host the Worker is reached by (a preview, a local port)
 * without weakening anything.
 */
function allowedOrigins(c: SameOriginRequest): Set<string> {
  const origins = new Set([new URL(c.req.url).origin])
  try {
    const configured = siteOrigin(c.env)
    if (configured) origins.add(configured)
  } catch {
    // An unusable SITE_URL is reported at start-up; the request's own origin still applies.
  }
  return origins
}

/**
 * True for a browser post from another site, judged by Origin, else Referer (an unreadable one
 * counts as foreign), else Sec-Fetch-Site; an `Origin: null` (a sandboxed or privacy-stripped
 * page) with none of the others is refused too. A post with none of them (curl, a server) passes.
 */
export function isCrossSite(c: SameOriginRequest): boolean {
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
