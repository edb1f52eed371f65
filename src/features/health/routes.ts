// GET /healthz: whether D1 and KV answer (200, else 503), how old the last content sync is, and the
// lead outbox's depth and oldest pending lead. For uptime checks and operators: figures only (no
// secrets, no lead data, no error texts), never cached, a few indexed queries.
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { outboxDepth } from '../../modules/leads/outbox.server'

/** A KV key nothing writes: reading it proves KV answers without touching real data. */
const KV_PROBE_KEY = 'healthz:probe'

const ageSeconds = (then: number | null, now: number) => (then === null ? null : Math.max(0, Math.round((now - then) / 1000)))

/** The content_sync figures: the newest and the oldest last successful sync over the entities, and how many failed last. */
async function contentSync(db: D1Database) {
  const row = await db
    .prepare('SELECT MAX(synced_at) AS newest, MIN(synced_at) AS oldest, SUM(error IS NOT NULL) AS failing FROM content_sync')
    .first<{ newest: string | null; oldest: string | null; failing: number | null }>()
  const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null)
  return { newest: time(row?.newest), oldest: time(row?.oldest), failing: row?.failing ?? 0 }
}

export async function healthReport(env: Env, now = Date.now()) {
  const [d1, kv] = await Promise.all([
    Promise.all([contentSync(env.DB), outboxDepth(env.DB)]).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    env.KV.get(KV_PROBE_KEY).then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ])
  if (!d1.ok) log.error('healthz: D1 failed', { error: errorText(d1.error) })
  if (!kv.ok) log.error('healthz: KV failed', { error: errorText(kv.error) })
  const [sync, outbox] = d1.ok ? d1.value : [null, null]
  return {
    ok: d1.ok && kv.ok,
    time: new Date(now).toISOString(),
    checks: { d1: d1.ok ? 'ok' : 'failed', kv: kv.ok ? 'ok' : 'failed' },
    content_sync: sync && {
      configured: Boolean(env.CONTENT_API_URL?.trim()),
      last_sync_at: sync.newest === null ? null : new Date(sync.newest).toISOString(),
      last_sync_age_seconds: ageSeconds(sync.newest, now),
      // The entity synced longest ago: one failing entity shows here while the others keep syncing.
      stalest_sync_age_seconds: ageSeconds(sync.oldest, now),
      failing_entities: sync.failing,
    },
    lead_outbox: outbox && { pending: outbox.pending, oldest_pending_age_seconds: ageSeconds(outbox.oldestCreatedAt, now) },
  }
}

export const health = new Hono<AppEnv>().get('/healthz', async (c) => {
  const report = await healthReport(c.env)
  return c.json(report, report.ok ? 200 : 503, { 'cache-control': 'no-store' })
})
