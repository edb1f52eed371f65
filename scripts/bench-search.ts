// Catalogue search latency through the worker with local D1 (Miniflare/workerd, no dev proxy):
// median and p95 over a set of filter combinations and typed searches (names, aliases, scripts, a
// typo), and of the location box's suggestions, at the embedded default (68 listings), 10,000 and
// 100,000 synthetic listings (seeding 100,000 takes ~2.5 min; BENCH_SEARCH_SIZES=68,10000 for less).
// Budgets at the largest size: search p95 ≤ 30 ms, suggestions p95 ≤ 20 ms.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { Miniflare } from 'miniflare'
import { CACHE_VERSION } from '../src/lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../src/modules/content/cache-keys'

const root = join(import.meta.dirname, '..')
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10)

/** Filter combinations a visitor would use, from none to all at once. */
export const SEARCHES = [
  '/catalog',
  '/catalog?type=apartment',
  '/catalog?type=villa&bedrooms=4',
  '/catalog?market=off-plan&sort=price-asc',
  '/catalog?location=dubai-marina',
  '/catalog?location=Downtown',
  '/catalog?minPrice=1000000&maxPrice=3000000',
  '/catalog?currency=USD&minPrice=500000&maxPrice=1500000&bedrooms=2',
  '/catalog?type=penthouse&market=secondary&sort=price-desc',
  '/catalog?location=business-bay&type=office&minPrice=2000000',
  '/catalog?bedrooms=studio&sort=price-asc',
  '/catalog?page=3',
  '/catalog?location=Marina%20Crest',
  '/catalog?location=JVC&bedrooms=2&maxPrice=1500000',
  '/catalog?location=DAMAC&sort=price-per-sqft',
  '/catalog?location=%D8%AF%D8%A8%D9%8A%20%D9%85%D8%A7%D8%B1%D9%8A%D9%86%D8%A7',
  '/catalog?location=binghati',
  '/catalog?sort=handover&market=off-plan',
]

/** What the location box asks as a visitor types (each prefix a request, as the island sends them). */
export const SUGGESTIONS = ['ma', 'mar', 'marina', 'jv', 'jvc', 'dam', 'damac', 'bingh', 'crest re', 'دبي', 'Дуб', 'hills est', 'palm', 'zz']

export function run(cmd: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))))
  })
}

/** The worker bundle as `wrangler deploy` would upload it; returns its directory. */
export async function buildWorker(dist = join(root, '.bench/dist')) {
  await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', dist])
  return dist
}

export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

/**
 * The deployed bundle in Miniflare/workerd on the local state in `state` (as `wrangler dev
 * --persist-to` writes it), with the bindings of wrangler.toml and none of the dev proxy. The
 * worker's own logs are dropped: they would drown the tables.
 */
export function workerMiniflare(bundle: string, state: string, bindings: Record<string, string> = {}) {
  return new Miniflare({
    modules: true,
    scriptPath: bundle,
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: { DB: '00000000-0000-0000-0000-000000000000' },
    kvNamespaces: { KV: 'marsa-kv-local' },
    ratelimits: { LEAD_RATE_LIMITER: { simple: { limit: 10, period: 60 } } },
    d1Persist: join(state, 'v3', 'd1'),
    kvPersist: join(state, 'v3', 'kv'),
    bindings: {
      SITE_URL: '',
      TRANSLATIONS_URL: '',
      TRANSLATIONS_TTL_MINUTES: '60',
      IMAGE_PREFIX: '',
      CURRENCY_RATES: 'EUR=3.98,GBP=4.65',
      LEAD_API_BASE: '',
      ...bindings,
    },
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.resume()
      stderr.resume()
    },
  })
}

/** Drops the KV copies of search results (the catalogue caches them): the bench times the search itself. */
async function clearSearchCache(kv: KVNamespace) {
  const { keys } = await kv.list({ prefix: `${CACHE_VERSION}:${keyIn(CONTENT_CACHE_KEYS.catalog, 'search')}` })
  await Promise.all(keys.map((key) => kv.delete(key.name)))
}

async function timed(mf: Miniflare, url: string): Promise<number> {
  const start = performance.now()
  const response = await mf.dispatchFetch(`http://localhost${url}`, { headers: { 'accept-encoding': 'identity' } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - start
}

export async function measure(state: string, bundle: string) {
  const mf = workerMiniflare(bundle, state)
  try {
    const kv = (await mf.getKVNamespace('KV')) as unknown as KVNamespace
    const suggestUrls = SUGGESTIONS.map((q) => `/en/catalog/suggest?q=${encodeURIComponent(q)}`)
    for (const url of [...SEARCHES, ...suggestUrls]) for (let i = 0; i < 3; i++) await (await mf.dispatchFetch(`http://localhost${url}`)).arrayBuffer()
    const times: number[] = []
    const suggestions: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const url of SEARCHES) {
        await clearSearchCache(kv)
        times.push(await timed(mf, url))
      }
      // Suggestions are never cached by the worker (the browser keeps them a minute).
      for (const url of suggestUrls) suggestions.push(await timed(mf, url))
    }
    return {
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      n: times.length,
      suggestMedian: percentile(suggestions, 0.5),
      suggestP95: percentile(suggestions, 0.95),
      suggestN: suggestions.length,
    }
  } finally {
    await mf.dispose()
  }
}

/** The catalogue sizes measured: the embedded default, and synthetic listings on top. */
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '68,10000,100000').split(',').map(Number)

/** Seeds two local states and times the searches against each, with the worker as deployed (`buildWorker`). */
export async function measureSearch(dist = join(root, '.bench/dist')) {
  const out: ({ listings: string; size: number } & Awaited<ReturnType<typeof measure>>)[] = []
  for (const size of SIZES) {
    const extra = size > 100 ? ['--listings', String(size)] : []
    const label = size > 100 ? size.toLocaleString('en-US') : `${size} (embedded)`
    const state = join(root, `.wrangler/bench-search-${size}`)
    await rm(state, { recursive: true, force: true })
    await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
    await run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', state, ...extra])
    out.push({ listings: label, size, ...(await measure(state, join(dist, 'index.js'))) })
  }
  return out
}
