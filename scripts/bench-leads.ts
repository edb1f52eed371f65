// The lead endpoint under a burst: median and p95 time to answer POST /api/leads (validation and the
// D1 outbox insert; delivery runs after the answer and no lead backend is configured here) through
// the worker as deployed, in Miniflare/workerd with local D1 and the rate limiter. Plus the phone
// input island's JS (minified, gzip, React excluded: it is shared by every island).
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { percentile, run, workerMiniflare } from './bench-search'

const root = join(import.meta.dirname, '..')
const BURSTS = Number(process.env.BENCH_LEAD_BURSTS ?? 10)
const CONCURRENCY = Number(process.env.BENCH_LEAD_CONCURRENCY ?? 25)

const body = (i: number) =>
  JSON.stringify({
    source: 'consultation',
    lead_id: crypto.randomUUID(),
    name: `Bench Visitor ${String.fromCharCode(65 + (i % 26))}`,
    email: `visitor${i}@example.com`,
    telephone: `+97150${String(1_000_000 + i).slice(-7)}`,
    comments: 'Two-bedroom apartment in Dubai Marina, ready within a year.',
    utm_source: 'bench',
    timezone_offset: 240,
    language: 'en-GB',
    page_query: '?utm_medium=cpc',
  })

/**
 * Answer times of posts one at a time, and of `BURSTS` bursts of `CONCURRENCY` simultaneous posts
 * (each from its own address). Checks every answered lead was stored.
 */
export async function measureLeads(bundle: string) {
  const state = join(root, '.wrangler/bench-leads')
  await rm(state, { recursive: true, force: true })
  await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  const mf = workerMiniflare(bundle, state)
  try {
    const db = await mf.getD1Database('DB')
    let n = 0
    const post = async () => {
      const i = n++
      const start = performance.now()
      const response = await mf.dispatchFetch('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: body(i),
      })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`lead ${i} answered ${response.status}`)
      return performance.now() - start
    }
    for (let i = 0; i < CONCURRENCY; i++) await post()
    const alone: number[] = []
    for (let i = 0; i < BURSTS * 10; i++) alone.push(await post())
    const burst: number[] = []
    for (let round = 0; round < BURSTS; round++) burst.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, post))))
    const stored = (await db.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n ?? 0
    if (stored !== n) throw new Error(`${n} leads answered, ${stored} stored`)
    const stats = (xs: number[]) => ({ median: percentile(xs, 0.5), p95: percentile(xs, 0.95), n: xs.length })
    return { alone: stats(alone), burst: { ...stats(burst), concurrency: CONCURRENCY } }
  } finally {
    await mf.dispose()
  }
}

/** The phone input island as the browser gets it, without React (shared by all islands). */
export async function phoneIslandBytes(): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    entryPoints: [join(root, 'src/modules/leads/form/PhoneInput.island.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/jsx-runtime', 'jotai'],
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { raw: code.length, gzip: gzipSync(code).length }
}
