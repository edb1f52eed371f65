// POST /api/content/webhook: the content backend announces a change, the sync runs in the
// background. Server to server: no Origin check; a shared secret (CONTENT_WEBHOOK_SECRET, sent as
// `Authorization: Bearer …`) instead. Answers 202 at once; the sync records its outcome in D1.
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { withinRateLimit } from '../../lib/rate-limit.server'
import { bearerToken, secretMatches } from '../../lib/secret.server'
import { COLLECTIONS, type ContentEnv, contentConfig, SYNC_ENTITIES, type SyncEntity } from './config.server'
import { syncContent } from './sync.server'

/** Largest webhook body accepted (Strapi sends the changed entry, well under this). */
export const WEBHOOK_MAX_BYTES = 64 * 1024

/** The parts of a Strapi webhook we read: `model` is the singular API id, e.g. "project". */
const WebhookPayload = z.object({ event: z.string().max(100).optional(), model: z.string().max(100).optional() })

const fail = (c: Context, status: ContentfulStatusCode, message: string, field?: string) =>
  c.json({ error: { status, message, ...(field && { field }) } }, status)

/** The entity a webhook `model` names (singular or plural, or a configured collection name); undefined when none. */
export function entityForModel(model: string | undefined): SyncEntity | undefined {
  const name = model?.trim().toLowerCase()
  if (!name) return undefined
  return SYNC_ENTITIES.find((entity) => [entity, COLLECTIONS[entity]].some((plural) => name === plural || name === plural.replace(/s$/, '')))
}

export const content = new Hono<AppEnv>().post(
  '/api/content/webhook',
  async (c, next) => {
    // Before the secret is compared: a guessing client or a replay loop is slowed down either way.
    if (!(await withinRateLimit(c, c.env.CONTENT_WEBHOOK_RATE_LIMITER, 'content webhook'))) return fail(c, 429, 'Too many requests: try again in a minute')
    const env = c.env as ContentEnv
    if (!contentConfig(env) || !env.CONTENT_WEBHOOK_SECRET) return fail(c, 503, 'Content sync is not configured')
    if (!(await secretMatches(bearerToken(c.req.header('authorization')), env.CONTENT_WEBHOOK_SECRET))) return fail(c, 401, 'Unauthorized')
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json') return fail(c, 415, 'Content-Type must be application/json')
    await next()
  },
  bodyLimit({ maxSize: WEBHOOK_MAX_BYTES, onError: (c) => fail(c, 413, 'Payload too large') }),
  async (c) => {
    let payload: unknown
    try {
      payload = await c.req.json()
    } catch {
      return fail(c, 400, 'Malformed JSON')
    }
    const parsed = WebhookPayload.safeParse(payload)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || undefined
      return fail(c, 400, field ? `Unexpected payload: ${field} must be a short string` : 'Unexpected payload: a JSON object is expected', field)
    }
    // An unknown or absent model (e.g. a media event) refreshes everything: cheap, and never misses a change.
    const entity = entityForModel(parsed.data.model)
    // Per-entity failures are logged and recorded in content_sync by the sync itself.
    c.executionCtx.waitUntil(
      syncContent(c.env, entity ? { entities: [entity] } : {}).catch((error) => log.error('content webhook sync failed', { error: errorText(error) })),
    )
    return c.json({ accepted: true }, 202)
  },
)
