// GET /media/uploads/<file>: a CMS upload served from the site's own origin. The file name is held
// to MEDIA_FILE (anything else is 404 before the CMS is asked), the type comes from the extension,
// and the answer is cached at the edge for a year as immutable: Strapi names every upload with its
// own hash, so a changed image is a new file name. A CMS failure is 502 and never cached.
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { type ContentEnv, contentConfig } from './config.server'
import { MEDIA_FILE, mediaTypeOf } from './media'

/** A year: the file behind a name never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Time limit of the CMS call. */
const UPSTREAM_TIMEOUT_MS = 10_000
/** Larger uploads are not proxied (the site's photos are well under this). */
const MEDIA_MAX_BYTES = 25 * 1024 * 1024

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' } })
/** The CMS failed: never cached, the next request asks again. */
const badGateway = () => new Response('Bad Gateway', { status: 502, headers: { 'cache-control': 'no-store' } })

export const media = new Hono<AppEnv>().get('/media/uploads/:file', async (c) => {
  const file = c.req.param('file')
  const type = mediaTypeOf(file)
  const config = contentConfig(c.env as ContentEnv)
  if (!MEDIA_FILE.test(file) || !type || !config) return notFound()
  // Keyed on the path alone: a query string never makes another copy.
  const key = new Request(new URL(`/media/uploads/${file}`, c.req.url).toString())
  const cache = (caches as unknown as { default: Cache }).default
  const hit = await cache.match(key).catch(() => undefined)
  // A cached response's headers are immutable: copied, so the middleware can add its own.
  if (hit) return new Response(hit.body, hit)
  let upstream: Response
  try {
    upstream = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/uploads/${file}`, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
  } catch (error) {
    log.warn('media: CMS unreachable', { file, error: errorText(error) })
    return badGateway()
  }
  if (upstream.status === 404 || upstream.status === 403) {
    await upstream.body?.cancel()
    return notFound()
  }
  const length = Number(upstream.headers.get('content-length') ?? 0)
  if (!upstream.ok || !upstream.body || length > MEDIA_MAX_BYTES) {
    await upstream.body?.cancel()
    log.warn('media: CMS answered with an error', { file, status: upstream.status })
    return badGateway()
  }
  const headers = new Headers({ 'content-type': type, 'cache-control': MEDIA_CACHE_CONTROL })
  if (length) headers.set('content-length', String(length))
  const etag = upstream.headers.get('etag')
  if (etag) headers.set('etag', etag)
  const response = new Response(upstream.body, { status: 200, headers })
  c.executionCtx.waitUntil(cache.put(key, response.clone()).catch((error) => log.warn('media: edge cache write failed', { error: errorText(error) })))
  return response
})
