// HTTPS with HTTP/2 in front of the local `wrangler dev` (which speaks HTTP/1.1 only), for the LCP
// measurement of `npm run bench`. Lighthouse's simulation replays the page's requests over the
// connections it saw: over HTTP/1.1 every image and script pays a TCP handshake of its own on a cold
// connection, which no visitor sees; the site is served over HTTP/2 (or 3) with TLS, one connection
// per page. A self-signed certificate (openssl, made per run); Chromium is told to accept it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host'])

/** Starts the proxy on `port` (127.0.0.1) for the HTTP server on `target`; resolves to its close(). */
export async function startHttp2Proxy(port: number, target: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'marsa-h2-'))
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true })
  rmSync(dir, { recursive: true, force: true })
  // Static files (a path with an extension: the build, images, icons, the web manifest) are answered
  // from memory after their first request, with the headers and body wrangler gave: in production the
  // edge serves them from its cache and the worker never sees them. Through `wrangler dev` each one
  // is a hop through its Node proxy, which queues the ~15 requests of a page load behind each other;
  // Lighthouse's model replays that local queueing as server time on every request.
  const cached = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>()
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = { host: `127.0.0.1:${target}` }
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value
    const path = req.url ?? '/'
    const file = req.method === 'GET' && /\.[a-z0-9]+$/i.test(new URL(path, 'http://x').pathname)
    const key = `${path} ${req.headers['accept-encoding'] ?? ''}`
    const hit = file ? cached.get(key) : undefined
    if (hit) {
      res.writeHead(hit.status, hit.headers)
      res.end(hit.body)
      return
    }
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path, headers }, (answer) => {
      const out: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value
      res.writeHead(answer.statusCode ?? 502, out)
      if (file && answer.statusCode === 200) {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => cached.set(key, { status: 200, headers: out, body: Buffer.concat(chunks) }))
      }
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
