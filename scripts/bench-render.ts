// Render times for `npm run bench` (scripts/bench.ts runs this in a Node process of its own, with the
// `workerd` export condition): the worker's app bundled as wrangler bundles it for production and
// loaded alone, as in an isolate, each route rendered in-process with local KV and D1 reads memoised
// after warm-up, so the figure is the worker's own work, not the dev proxy's I/O (each proxied read is
// an HTTP round trip). Prints one JSON line: { route: { wall, cpu } } in milliseconds (medians).
// Usage: node --conditions=workerd --import tsx scripts/bench-render.ts STATE RENDERS ROUTE...
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import type { Hono } from 'hono'
import { getPlatformProxy } from 'wrangler'

const [STATE = '.wrangler/bench-state', renders = '200', ...ROUTES] = process.argv.slice(2)
const RENDERS = Number(renders)
const BASE = 'http://127.0.0.1:8795'
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/**
 * D1 whose query results are memoised after the warm-up: the platform proxy's D1 is an HTTP round
 * trip with serialisation (milliseconds that production never pays), and we time rendering here.
 */
function memoisedD1(db: D1Database): D1Database {
  const results = new Map<string, unknown>()
  const memo = (key: string, run: () => Promise<unknown>) => {
    // Plain copies: the proxy's result objects are slow to read.
    if (!results.has(key))
      results.set(
        key,
        run().then((value) => JSON.parse(JSON.stringify(value ?? null))),
      )
    return results.get(key)
  }
  return {
    batch: (statements: { all: () => Promise<unknown> }[]) => Promise.all(statements.map((statement) => statement.all())),
    prepare(sql: string) {
      const statement = (params: unknown[]) => {
        // Built lazily: even creating a statement costs a round trip through the proxy.
        const real = () => db.prepare(sql).bind(...params)
        const key = JSON.stringify([sql, params])
        return {
          bind: (...next: unknown[]) => statement(next),
          all: () => memo(`all${key}`, () => real().all()),
          first: (column?: string) => memo(`first${column}${key}`, () => (column ? real().first(column) : real().first())),
          raw: () => memo(`raw${key}`, () => real().raw()),
          run: () => real().run(),
        }
      }
      return statement([])
    },
  } as unknown as D1Database
}

/** KV whose reads are memoised after the warm-up, for the same reason as D1 above; writes go through. */
function memoisedKV(kv: KVNamespace): KVNamespace {
  const values = new Map<string, Promise<unknown>>()
  return {
    get: (key: string, type?: unknown) => {
      const memoKey = `${key}|${String(type)}`
      if (!values.has(memoKey))
        values.set(
          memoKey,
          kv.get(key, type as 'json').then((v) => (v === null ? null : JSON.parse(JSON.stringify(v)))),
        )
      return values.get(memoKey)
    },
    // Write-through, so a refreshed value is fresh on the next read (as in production).
    put: async (...args: Parameters<KVNamespace['put']>) => {
      await kv.put(...args)
      const [key, value] = args
      if (typeof value !== 'string') return
      for (const memoKey of values.keys()) if (memoKey.startsWith(`${key}|`)) values.delete(memoKey)
    },
    delete: (key: string) => kv.delete(key),
  } as unknown as KVNamespace
}

/** Rounds the renders are spread over, every route in each: a burst of noise from other tenants lands on all routes alike. */
const ROUNDS = 5

/**
 * `worker/app.ts` bundled with the esbuild options `wrangler deploy` uses (its export conditions,
 * browser platform, NODE_ENV production, minified, names kept). Loading the source through tsx
 * instead would time tsx too: its module hooks make every dynamic `import()` a round trip to their
 * thread (≈0.7 ms wall, 0.3 ms CPU here; 0.02 ms without), and @hono/react-renderer imports React's
 * renderer that way on every render, where the bundle has a resolved promise (docs/decisions/010).
 */
async function bundledApp(): Promise<Hono> {
  const outfile = join(import.meta.dirname, '..', '.bench', 'render', 'app.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, '..', 'worker', 'app.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    minify: true,
    keepNames: true,
    external: ['node:*', 'cloudflare:*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const { app } = (await import(pathToFileURL(outfile).href)) as { app: Hono }
  return app
}

/** Median wall and CPU time of rendering each route in-process (the app's fetch, body read to the end). */
async function measureRender(routes: string[]) {
  const app = await bundledApp()
  const proxy = await getPlatformProxy<Env>({ persist: { path: join(STATE, 'v3') } })
  const env = { ...proxy.env, DB: memoisedD1(proxy.env.DB), KV: memoisedKV(proxy.env.KV) }
  const pending: Promise<unknown>[] = []
  const ctx = { ...proxy.ctx, waitUntil: (promise: Promise<unknown>) => void pending.push(promise) } as ExecutionContext
  const once = async (route: string) => {
    const response = await app.fetch(new Request(BASE + route, { headers: { 'accept-language': 'en' } }), env, ctx)
    await response.arrayBuffer()
    // Background work (cache refreshes) finishes before the next request, as it would in workerd.
    await Promise.allSettled(pending.splice(0))
  }
  const walls = new Map(routes.map((route) => [route, [] as number[]]))
  const cpus = new Map(routes.map((route) => [route, [] as number[]]))
  try {
    // Warm-up: the reads are memoised and the code is optimised before anything is timed.
    for (const route of routes) for (let i = 0; i < 50; i++) await once(route)
    for (let round = 0; round < ROUNDS; round++)
      for (const route of routes)
        for (let i = 0; i < Math.ceil(RENDERS / ROUNDS); i++) {
          const cpu = process.cpuUsage()
          const start = performance.now()
          await once(route)
          walls.get(route)?.push(performance.now() - start)
          const used = process.cpuUsage(cpu)
          cpus.get(route)?.push((used.user + used.system) / 1000)
        }
  } finally {
    await proxy.dispose()
  }
  return new Map(routes.map((route) => [route, { wall: median(walls.get(route) ?? []), cpu: median(cpus.get(route) ?? []) }]))
}

const render = await measureRender(ROUTES)
console.log(JSON.stringify(Object.fromEntries(render)))
