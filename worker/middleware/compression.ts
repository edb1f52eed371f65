// Compressed HTML: naming the encoding is enough in workerd, which then gzips the (streamed) body
// natively. Hono's compress() would compress a second time here. Cloudflare's edge does the same
// in production; this makes local dev and tests see what visitors get.
import { createMiddleware } from 'hono/factory'

export const compressHtml = createMiddleware(async (c, next) => {
  await next()
  const type = c.res.headers.get('content-type') ?? ''
  if (!type.startsWith('text/html') || c.res.headers.has('content-encoding')) return
  if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return
  c.res.headers.set('content-encoding', 'gzip')
  c.res.headers.append('vary', 'Accept-Encoding')
})
