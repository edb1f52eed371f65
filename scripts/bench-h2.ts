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
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = { host: `127.0.0.1:${target}` }
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (answer) => {
      const out: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value
      res.writeHead(answer.statusCode ?? 502, out)
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
