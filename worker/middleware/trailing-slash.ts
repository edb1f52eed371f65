// One URL per page: `/terms/` (and `/fr/`) answer 301 to the same path without the slash. The
// target is built as a URL on the request's own origin and checked before it is sent: a path that
// starts with `//` (from `//evil/`, `/\evil/`, `/.//evil/`) must never become a protocol-relative
// Location (security review F1).
import { createMiddleware } from 'hono/factory'

/**
 * The root-relative Location for `url` without its trailing slashes: leading slashes collapsed to
 * one, resolved on the request's origin and verified to stay there; `/` when it would not.
 */
export function withoutTrailingSlash(url: URL): string {
  const path = `/${url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`
  const target = new URL(path + url.search, url.origin)
  if (target.origin !== url.origin || target.pathname.startsWith('//')) return '/'
  return target.pathname + target.search
}

export const trimTrailingSlash = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname.length > 1 && url.pathname.endsWith('/') && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    return c.redirect(withoutTrailingSlash(url), 301)
  }
  await next()
})
