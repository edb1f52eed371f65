// One URL per page: `/terms/` (and `/fr/`) answer 301 to the same path without the slash.
import { createMiddleware } from 'hono/factory'

export const trimTrailingSlash = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname.length > 1 && url.pathname.endsWith('/') && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    return c.redirect(url.pathname.replace(/\/+$/, '') + url.search, 301)
  }
  await next()
})
