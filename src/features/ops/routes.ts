// Ops endpoints for the site's caches and content (README "Operations"), behind the ops guard
// (src/lib/ops-auth.server.ts). The lead outbox has its own (src/features/leads/ops.ts).
//   POST /api/ops/cache/purge   { "content": "all" | ["projects", …], "translations": true }
//   POST /api/ops/content/sync  { "entities": ["articles", …] }   (omit entities: everything)
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { deleteByPrefix } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { opsAuth } from '../../lib/ops-auth.server'
import { invalidateContent } from '../../modules/content/cache-keys'
import { type ContentEnv, contentConfig, SYNC_ENTITIES } from '../../modules/content/config.server'
import { syncContent } from '../../modules/content/sync.server'

/** KV prefix of the translation catalogues (src/lib/i18n/translations.server.ts: `i18n:{build}:{locale}`). */
const TRANSLATIONS_PREFIX = 'i18n:'

const Entities = z.array(z.enum(SYNC_ENTITIES)).min(1).max(SYNC_ENTITIES.length)
const Purge = z
  .strictObject({ content: z.union([z.literal('all'), Entities]).optional(), translations: z.literal(true).optional() })
  .refine((body) => body.content || body.translations, { message: 'Name what to purge: "content" and/or "translations"', path: ['content'] })
const Sync = z.strictObject({ entities: Entities.optional() })

type Ctx = Context<AppEnv>

/** The JSON body validated by `schema`, or the 4xx answer naming the field. */
async function jsonBody<T>(c: Ctx, schema: z.ZodType<T>): Promise<{ data: T } | { error: Response }> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return { error: c.json({ ok: false, error: 'unsupported_media_type', message: 'Send application/json' }, 415) }
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
  if (parsed.success) return { data: parsed.data }
  const issue = parsed.error.issues[0]
  // An unknown key has an empty path: the field is the key itself.
  const field = issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined) ?? 'body'
  return { error: c.json({ ok: false, error: 'validation', field: String(field), message: issue?.message ?? 'Invalid body' }, 400) }
}

const limit = bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ ok: false, error: 'too_large', message: 'Payload too large' }, 413) })

export const ops = new Hono<AppEnv>()
  .post('/api/ops/cache/purge', opsAuth, limit, async (c) => {
    const body = await jsonBody(c, Purge)
    if ('error' in body) return body.error
    const entities = body.data.content === 'all' ? [...SYNC_ENTITIES] : (body.data.content ?? [])
    if (entities.length) await invalidateContent(c.env.KV, entities)
    const translations = body.data.translations ? await deleteByPrefix(c.env.KV, TRANSLATIONS_PREFIX) : 0
    return c.json({ ok: true, purged: { content: entities, translations } })
  })
  .post('/api/ops/content/sync', opsAuth, limit, async (c) => {
    const body = await jsonBody(c, Sync)
    if ('error' in body) return body.error
    if (!contentConfig(c.env as ContentEnv))
      return c.json({ ok: false, error: 'not_configured', message: 'CONTENT_API_URL is empty: the site serves the embedded content' }, 503)
    // Awaited: the operator sees each entity's outcome (the sync never throws for backend failures).
    const results = await syncContent(c.env as ContentEnv, body.data.entities ? { entities: body.data.entities } : {})
    return c.json({ ok: results.every((r) => !r.error), results })
  })
