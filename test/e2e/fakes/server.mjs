// The fake third-party server for the integrations e2e site: stands in for the support-widget host, the tag
// manager and the affiliate network on one local origin. Every request is logged, so a spec can assert what
// the browser did (or did not) ask for. Behaviour per integration lives in ./handlers/*.mjs: each exports
// `handle(req, url, res, body) => boolean` (true when it answered). Anything unhandled: 404.
//
//   GET  /__requests[?path=<prefix>]  the log (method, path, query, body, referer, time), oldest first
//   POST /__reset                     clears the log
//
// Parallel specs share this server: filter the log by something unique to your test (a query value).
import { readdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const port = Number(process.env.E2E_FAKES_PORT ?? 8797)
const dir = join(import.meta.dirname, 'handlers')
const handlers = []
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.mjs')).sort()) {
  handlers.push((await import(pathToFileURL(join(dir, file)).href)).handle)
}

/** @type {Array<{method: string, path: string, query: Record<string, string>, body: string, referer: string | undefined, time: number}>} */
let log = []

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const body = Buffer.concat(chunks).toString('utf8').slice(0, 10_000)
  // Cross-origin pages (the site) call the fake: CORS like the real services answer it.
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*')
  res.setHeader('access-control-allow-credentials', 'true')
  res.setHeader('access-control-allow-headers', 'content-type')
  res.setHeader('cache-control', 'no-store')
  if (req.method === 'OPTIONS') return res.writeHead(204).end()
  if (url.pathname === '/__requests') {
    const prefix = url.searchParams.get('path') ?? ''
    res.writeHead(200, { 'content-type': 'application/json' })
    return res.end(JSON.stringify(log.filter((entry) => entry.path.startsWith(prefix))))
  }
  if (url.pathname === '/__reset' && req.method === 'POST') {
    log = []
    return res.writeHead(204).end()
  }
  if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/plain' }).end('fake third parties\n')
  log.push({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    referer: req.headers.referer,
    time: Date.now(),
  })
  for (const handle of handlers) {
    if (await handle(req, url, res, body)) return
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
})

server.listen(port, '127.0.0.1', () => console.log(`fake third parties on http://127.0.0.1:${port}`))
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
