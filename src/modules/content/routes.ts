// POST /api/content/webhook: the content backend announces a change, the sync runs in the
// background. Server to server: no Origin check; a shared secret (CONTENT_WEBHOOK_SECRET, sent as
// `Authorization: Bearer …`) instead. Answers 202 at once; the sync records its outcome in D1.
// Strapi 5 sends `{ event, createdAt, model, uid, entry }` and one save sends two (entry.update, then
// entry.publish): each webhook stamps its own token on the entities it names (D1
// content_sync_requests), waits a moment, and syncs only the entities still carrying its token, so
// the last webhook of a burst runs the one sync (decision 012).
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

/** The parts of a Strapi webhook we read: `model` is the singular API id ("project"), `uid` the content type ("api::project.project"). */
const WebhookPayload = z.object({ event: z.string().max(100).optional(), model: z.string().max(100).optional(), uid: z.string().max(200).optional() })

/** How long a webhook waits for a later one of the same burst (Strapi sends a save's two within milliseconds). */
const WEBHOOK_DEBOUNCE_MS = 2000

/** The wait: CONTENT_WEBHOOK_DEBOUNCE_MS when set (0–20000 ms; tests shorten it), else {@link WEBHOOK_DEBOUNCE_MS}. */
function debounceMs(env: ContentEnv): number {
  const value = Number(env.CONTENT_WEBHOOK_DEBOUNCE_MS)
  return env.CONTENT_WEBHOOK_DEBOUNCE_MS !== undefined && Number.isFinite(value) && value >= 0 && value <= 20_000 ? value : WEBHOOK_DEBOUNCE_MS
}

/** Stamps this webhook's token on `entities` (a later webhook's stamp replaces it). */
async function requestSync(db: D1Database, entities: readonly SyncEntity[], token: string): Promise<void> {
  const now = new Date().toISOString()
  await db.batch(
    entities.map((entity) =>
      db
        .prepare(
          'INSERT INTO content_sync_requests (entity, token, requested_at) VALUES (?, ?, ?) ON CONFLICT (entity) DO UPDATE SET token = excluded.token, requested_at = excluded.requested_at',
        )
        .bind(entity, token, now),
    ),
  )
}

/** After the wait: syncs the entities that still carry `token` (claimed atomically), none when a later webhook took them all. */
async function syncIfLast(env: ContentEnv, token: string, delayMs: number): Promise<void> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
  const { results } = await env.DB.prepare('DELETE FROM content_sync_requests WHERE token = ? RETURNING entity').bind(token).all<{ entity: string }>()
  const claimed = new Set(results.map((r) => r.entity))
  const entities = SYNC_ENTITIES.filter((entity) => claimed.has(entity))
  if (!entities.length) {
    log.info('content webhook: a later webhook runs the sync')
    return
  }
  await syncContent(env, { entities })
}

const fail = (c: Context, status: ContentfulStatusCode, message: string, field?: string) =>
  c.json({ error: { status, message, ...(field && { field }) } }, status)

/**
 * The entity a webhook `model` names (singular or plural, or a configured collection name), or a
 * Strapi content-type uid (`api::project.project`); undefined when none.
 */
export function entityForModel(model: string | undefined): SyncEntity | undefined {
  const uid = /^api::([a-z0-9-]+)\.[a-z0-9-]+$/i.exec(model?.trim() ?? '')
  const name = (uid ? uid[1] : model)?.trim().toLowerCase()
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
    const entity = entityForModel(parsed.data.model) ?? entityForModel(parsed.data.uid)
    const env = c.env as ContentEnv
    const token = crypto.randomUUID()
    try {
      await requestSync(env.DB, entity ? [entity] : SYNC_ENTITIES, token)
    } catch (error) {
      log.error('content webhook: could not record the request', { error: errorText(error) })
      return fail(c, 503, 'Content sync is unavailable: try again')
    }
    // Per-entity failures are logged and recorded in content_sync by the sync itself.
    c.executionCtx.waitUntil(syncIfLast(env, token, debounceMs(env)).catch((error) => log.error('content webhook sync failed', { error: errorText(error) })))
    return c.json({ accepted: true }, 202)
  },
)
