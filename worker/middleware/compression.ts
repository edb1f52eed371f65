// Compressed HTML: naming the encoding is enough in workerd, which then gzips the (streamed) body
// natively. Hono's compress() would compress a second time here. Cloudflare's edge does the same
// in production; this makes local dev and tests see what visitors get.
import { createMiddleware } from 'hono/factory'

export const compressHtml = createMiddleware(async (c, next) => {
  await next()
  const type = c.res.headers.get('content-type') ?? ''
  if (!type.startsWith('text/html') || c.res.headers.has('content-encoding')) return
  if (!acceptsGzip(c.req.header('accept-encoding'))) return
  c.res.headers.set('content-encoding', 'gzip')
  c.res.headers.append('vary', 'Accept-Encoding')
})

/** True when Accept-Encoding allows gzip (explicitly or through `*`) with a q-value above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  let gzip: number | undefined
  let any: number | undefined
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number.parseFloat(q.slice(2)) : 1
    if (coding.trim() === 'gzip') gzip = weight
    else if (coding.trim() === '*') any = weight
  }
  return (gzip ?? any ?? 0) > 0
}
