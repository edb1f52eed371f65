import { getPlatformProxy } from 'wrangler'
const { app } = await import('../worker/app')
const proxy = await getPlatformProxy<Env>({ persist: { path: '/work/main/.wrangler/state/v3' } })
const memo = new Map<string, unknown>()
const db = proxy.env.DB
const wrap = (sql: string, params: unknown[] = []): Record<string, unknown> => ({
  bind: (...p: unknown[]) => wrap(sql, p),
  all: () => { const k = `a${sql}${JSON.stringify(params)}`; if (!memo.has(k)) memo.set(k, db.prepare(sql).bind(...params).all().then((v) => JSON.parse(JSON.stringify(v)))); return memo.get(k) },
  first: () => { const k = `f${sql}${JSON.stringify(params)}`; if (!memo.has(k)) memo.set(k, db.prepare(sql).bind(...params).first().then((v) => JSON.parse(JSON.stringify(v)))); return memo.get(k) },
})
const DB = { prepare: (sql: string) => wrap(sql), batch: (s: { all: () => Promise<unknown> }[]) => Promise.all(s.map((x) => x.all())) }
const env = { ...proxy.env, DB, KV: { get: async () => null, put: async () => {}, delete: async () => {} } }
const p = process.argv[2] ?? '/'
const times: number[] = []
for (let i = 0; i < 300; i++) { const s = performance.now(); const r = await app.fetch(new Request(`http://x${p}`), env as never, proxy.ctx); await r.arrayBuffer(); if (i > 50) times.push(performance.now() - s) }
times.sort((a, b) => a - b); console.log(p, times[Math.floor(times.length / 2)]?.toFixed(2))
await proxy.dispose()
