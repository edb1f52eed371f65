// The ops API over the lead outbox (docs/decisions/004-lead-outbox.md): list and count leads, and
// re-drive dead letters. Behind the ops guard (src/lib/ops-auth.server.ts: rate limit, then
// `Authorization: Bearer {OPS_TOKEN}`; absent OPS_TOKEN, the API does not exist).
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { opsAuth } from '../../lib/ops-auth.server'
import { deliverDueLeads } from '../../modules/leads/delivery.server'
import { countLeads, LEAD_STATUSES, listLeads, redriveLeads } from '../../modules/leads/outbox.server'
import { formatOf } from './failures'

const OpsQuery = z.object({ status: z.enum(LEAD_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) })
const Redrive = z.strictObject({ lead_ids: z.array(z.uuid()).min(1).max(500).optional(), all_dead: z.literal(true).optional() })

export const ops = new Hono<AppEnv>()
  .get('/api/ops/leads', opsAuth, async (c) => {
    const query = OpsQuery.safeParse(c.req.query())
    if (!query.success)
      return c.json({ ok: false, error: 'validation', field: String(query.error.issues[0]?.path[0] ?? 'query'), message: 'Invalid query' }, 400)
    const [counts, rows] = await Promise.all([countLeads(c.env.DB), listLeads(c.env.DB, query.data)])
    return c.json({ ok: true, counts, leads: rows })
  })
  .post('/api/ops/leads/redrive', opsAuth, bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ ok: false, error: 'too_large' }, 413) }), async (c) => {
    if (formatOf(c) !== 'json') return c.json({ ok: false, error: 'unsupported_media_type', message: 'Send application/json' }, 415)
    const body = Redrive.safeParse(await c.req.json().catch(() => null))
    if (!body.success || (!body.data.lead_ids && !body.data.all_dead))
      return c.json({ ok: false, error: 'validation', field: 'lead_ids', message: 'Send { "lead_ids": [...] } or { "all_dead": true }' }, 400)
    const redriven = await redriveLeads(c.env.DB, body.data.all_dead ? 'all-dead' : (body.data.lead_ids ?? []), Date.now())
    c.executionCtx.waitUntil(deliverDueLeads(c.env).catch((error) => log.error('redrive delivery failed', { error: errorText(error) })))
    return c.json({ ok: true, redriven })
  })
