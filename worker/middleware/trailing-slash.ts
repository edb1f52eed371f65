// One URL per page: `/terms/` (and `/fr/`) answer 301 to the same path without the slash. A path
// that starts with `//` (from `//evil/`, `/\evil/`, `/.//evil/`) must never become a protocol-relative
// Location (security review F1): leading slashes collapse to one.
import { createMiddleware } from 'hono/factory'

/**
 * The root-relative Location for `url` without its trailing slashes, leading slashes collapsed to
 * one. `url.pathname` is already resolved by the URL parser (dot segments, `%2e`, `\\` → `/`), so
 * one leading slash is all it takes to stay on this origin; worker/middleware/redirects.ts checks
 * every Location again as a backstop.
 */
export function withoutTrailingSlash(url: URL): string {
  return `/${url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${url.search}`
}

export const trimTrailingSlash = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname.length > 1 && url.pathname.endsWith('/') && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    return c.redirect(withoutTrailingSlash(url), 301)
  }
  await next()
})
