// Content sync: pulls every entity from the content backend page by page (on Strapi 5: the default
// locale, then every other site locale for the localized fields; documents mapped by
// strapi/documents.server.ts, their public ids kept stable by identity.server.ts), validates each record
// with its zod schema (invalid ones are skipped and logged, never written), and writes one atomic
// D1 batch per entity: changed rows upserted, rows gone from the backend deleted (only after a
// complete pull), the entity's `content_sync` row stamped. A failing backend leaves the content
// rows untouched, so the site keeps serving what it has; the error is recorded in `content_sync`.

import { DEFAULT_LOCALE, LOCALE_CODES } from '../../lib/i18n/locales'
import { errorText, log } from '../../lib/log.server'
import { invalidateContent } from './cache-keys'
import { COLLECTIONS, type ContentEnv, contentConfig, SYNC_ENTITIES, type SyncEntity } from './config.server'
import { ENTITIES, type EntitySpec } from './entities.server'
import { type DocumentIdentity, resolveIdentities } from './identity.server'
import { pageQuery, readPage } from './page.server'
import { type StrapiOptions, strapiRequest } from './strapi/client.server'
import { LOCALIZED_FIELDS, localizedPart, type MappedDocument, mapDocument } from './strapi/documents.server'
import { StrapiError } from './strapi/errors'

export interface SyncOptions {
  /** Entities to pull (default all, in {@link SYNC_ENTITIES} order). */
  entities?: readonly SyncEntity[]
  /** Backend collection names overriding {@link COLLECTIONS}. */
  collections?: Partial<Record<SyncEntity, string>>
  /** Records per page asked for (default 100, Strapi's maximum; the backend may answer fewer, pages follow its count). */
  pageSize?: number
  /** Locale pulls in flight at once on version 5 (default 4). */
  localeConcurrency?: number
  /** Pages per entity before the pull is abandoned as runaway (default 100). */
  maxPages?: number
  /** Time limit of each backend call in ms (default 5000); each call is retried once. */
  timeoutMs?: number
  /** Client overrides (e.g. `fetch`, `retryDelayMs`) for tests. */
  client?: Partial<StrapiOptions>
}

export interface EntityResult {
  entity: SyncEntity
  /** Set when the pull or the write failed: nothing of this entity was written. */
  error?: string
  upserted: number
  deleted: number
  /** Keys (or positions) of records skipped as invalid. */
  skipped: Array<string | number>
}

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100

/** Runs the sync for `entities` (default all). Returns one result per entity; never throws for backend failures. */
export async function syncContent(env: ContentEnv, options: SyncOptions = {}): Promise<EntityResult[]> {
  const config = contentConfig(env)
  if (!config) throw new Error('content sync is not configured (CONTENT_API_URL is empty)')
  const client: StrapiOptions = { ...config, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), ...options.client }
  const results: Outcome[] = []
  let unavailable: string | undefined
  for (const entity of options.entities ?? SYNC_ENTITIES) {
    // One unreachable call means the backend is down: do not wait on it once per entity.
    const result = unavailable ? failed(entity, `not attempted: ${unavailable}`) : await syncEntity(env.DB, client, entity, options)
    if (result.error) await recordError(env.DB, entity, result.error)
    results.push(result)
    if (!unavailable && result.unavailable) unavailable = result.error
  }
  const changed = results.filter((r) => !r.error && r.upserted + r.deleted > 0).map((r) => r.entity)
  if (changed.length) await invalidateContent(env.KV, changed).catch((error) => log.error('content cache invalidation failed', { error: errorText(error) }))
  return results.map(({ unavailable: _, ...result }) => result)
}

type Outcome = EntityResult & { unavailable?: boolean }

const failed = (entity: SyncEntity, error: string, unavailable = false): Outcome => ({ entity, error, upserted: 0, deleted: 0, skipped: [], unavailable })

async function syncEntity(db: D1Database, client: StrapiOptions, entity: SyncEntity, options: SyncOptions): Promise<Outcome> {
  const spec = ENTITIES[entity]
  let docs: MappedDocument[]
  try {
    docs = await pullEntity(client, entity, options.collections?.[entity] ?? COLLECTIONS[entity], options)
  } catch (error) {
    const message = syncErrorText(error)
    log.error('content sync: pull failed', { entity, error: message })
    return failed(entity, message, error instanceof StrapiError && error.unavailable)
  }
  try {
    const identity = await assignIds(db, entity, spec, docs)
    const { valid, seen, skipped } = validate(
      entity,
      spec,
      docs.map((d) => d.record),
    )
    const plan = await planWrites(db, spec, valid, seen)
    const notes = [
      ...(skipped.length ? [`skipped ${skipped.length} invalid record(s): ${skipped.slice(0, 20).join(', ')}`] : []),
      ...(plan.keptAll ? [`the backend listed no ${entity}: kept the ${plan.existing} existing row(s)`] : []),
    ]
    await db.batch([
      ...identity,
      ...plan.deletes,
      ...spec.upserts(db, plan.upserts),
      db
        .prepare(
          'INSERT INTO content_sync (entity, synced_at, error) VALUES (?, ?, ?) ON CONFLICT (entity) DO UPDATE SET synced_at = excluded.synced_at, error = excluded.error',
        )
        .bind(entity, new Date().toISOString(), notes.length ? notes.join('; ') : null),
    ])
    return { entity, upserted: plan.upserts.length, deleted: plan.deleteCount, skipped }
  } catch (error) {
    const message = syncErrorText(error)
    log.error('content sync: write failed', { entity, error: message })
    return failed(entity, message)
  }
}

/**
 * Every record of a collection (in one locale on version 5), page by page. The backend's page count
 * (else its total) decides when to stop, never the page size asked for: Strapi caps it at 100
 * without saying so. Throws on any failed page: a partial pull is never used.
 */
async function pullAll(client: StrapiOptions, collection: string, options: SyncOptions, locale?: string): Promise<unknown[]> {
  const pageSize = options.pageSize ?? 100
  const maxPages = options.maxPages ?? 100
  const version = client.version ?? 4
  const records: unknown[] = []
  for (let page = 1; ; page++) {
    if (page > maxPages) throw new Error(`more than ${maxPages} pages of ${collection}`)
    const result = readPage(await strapiRequest(client, `/${encodeURIComponent(collection)}`, { query: pageQuery(version, page, pageSize, locale) }))
    records.push(...result.records)
    const last =
      result.pageCount !== undefined
        ? page >= result.pageCount
        : result.total !== undefined
          ? records.length >= result.total
          : version === 3 && result.records.length < pageSize
    if (last || result.records.length === 0) return records
  }
}

const documentIdOf = (raw: unknown): string | undefined => {
  const id = typeof raw === 'object' && raw !== null ? (raw as { documentId?: unknown }).documentId : undefined
  return typeof id === 'string' && id ? id : undefined
}

/**
 * The entity's documents in the site's shape. On version 5 a localized entity is pulled in the
 * default locale, then in every other site locale, whose localized fields fill `translations`
 * (a locale version missing or partly filled leaves English there). A document listed twice
 * (it moved between pages) counts once.
 */
async function pullEntity(client: StrapiOptions, entity: SyncEntity, collection: string, options: SyncOptions): Promise<MappedDocument[]> {
  const localized = (client.version ?? 4) === 5 && LOCALIZED_FIELDS[entity] !== undefined
  const base = await pullAll(client, collection, options, localized ? DEFAULT_LOCALE : undefined)
  const docs: MappedDocument[] = []
  const byDocument = new Map<string, MappedDocument>()
  for (const raw of base) {
    const documentId = documentIdOf(raw)
    if (documentId && byDocument.has(documentId)) continue
    const doc = mapDocument(entity, raw, client.baseUrl)
    docs.push(doc)
    if (documentId) byDocument.set(documentId, doc)
  }
  if (!localized || byDocument.size === 0) return docs
  const others = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)
  const concurrency = Math.max(1, options.localeConcurrency ?? 4)
  for (let i = 0; i < others.length; i += concurrency) {
    const chunk = others.slice(i, i + concurrency)
    const pulled = await Promise.all(chunk.map((locale) => pullAll(client, collection, options, locale)))
    chunk.forEach((locale, index) => {
      for (const raw of pulled[index] ?? []) {
        const doc = byDocument.get(documentIdOf(raw) ?? '')
        const part = doc ? localizedPart(entity, raw, client.baseUrl) : {}
        if (!doc || Object.keys(part).length === 0) continue
        const current = doc.record.translations
        doc.record.translations = { ...(typeof current === 'object' && current !== null ? current : {}), [locale]: part }
      }
    })
  }
  return docs
}

/**
 * Gives each Strapi 5 document (one with a documentId) its stable site id as `id`; returns the
 * identity writes for the entity's batch. Entities keyed on slug, and v3/v4 records, keep their key.
 */
async function assignIds(db: D1Database, entity: SyncEntity, spec: EntitySpec, docs: MappedDocument[]): Promise<D1PreparedStatement[]> {
  if (spec.key !== 'id') return []
  const identified = docs.filter((d) => d.meta.documentId)
  if (!identified.length) return []
  const { results } = await db.prepare(`SELECT id FROM ${spec.table}`).all<{ id: number }>()
  const identities: DocumentIdentity[] = identified.map((d) => ({
    documentId: d.meta.documentId as string,
    strapiIds: d.meta.strapiId ? [d.meta.strapiId] : [],
    ...(d.meta.siteId ? { siteId: d.meta.siteId } : {}),
  }))
  const { ids, statements } = await resolveIdentities(
    db,
    entity,
    identities,
    results.map((r) => r.id),
  )
  for (const doc of identified) doc.record.id = ids.get(doc.meta.documentId as string)
  return statements
}

/** Valid records (first of each key and unique value), every key the backend listed, and what was skipped. */
function validate(entity: SyncEntity, spec: EntitySpec, records: unknown[]) {
  const valid: Record<string, unknown>[] = []
  const seen = new Set<string | number>()
  const skipped: Array<string | number> = []
  const taken = new Map([spec.key, ...spec.unique].map((field) => [field, new Set<unknown>()]))
  records.forEach((record, index) => {
    const key = keyOf(spec, record)
    if (key !== undefined) seen.add(key)
    const label = key ?? `#${index + 1}`
    const parsed = spec.schema.safeParse(record)
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`)
      log.warn('content sync: skipped invalid record', { entity, record: label, issues: issues.join('; ') })
      skipped.push(label)
      return
    }
    const item = parsed.data as Record<string, unknown>
    const clash = [...taken].find(([field, values]) => values.has(item[field]))?.[0]
    if (clash) {
      log.warn('content sync: skipped duplicate record', { entity, record: label, field: clash })
      skipped.push(label)
      return
    }
    for (const [field, values] of taken) values.add(item[field])
    valid.push(item)
  })
  return { valid, seen, skipped }
}

/** The record's key as D1 stores it, read before validation so an invalid record still counts as present. */
function keyOf(spec: EntitySpec, record: unknown): string | number | undefined {
  const raw = typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[spec.key] : undefined
  if (spec.key === 'slug') return typeof raw === 'string' ? raw : undefined
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined
}

/** Compares with what D1 holds: only changed rows are written, rows the backend no longer lists are deleted. */
async function planWrites(db: D1Database, spec: EntitySpec, valid: Record<string, unknown>[], seen: Set<string | number>) {
  const { results } = await db.prepare(`SELECT ${spec.columns.join(', ')} FROM ${spec.table}`).all<Record<string, string | number | null>>()
  const current = new Map(results.map((row) => [row[spec.key] as string | number, JSON.stringify(spec.columns.map((c) => row[c] ?? null))]))
  const upserts = valid.filter((item) => current.get(item[spec.key] as string | number) !== JSON.stringify(spec.values(item)))
  // An empty list from a backend that held rows before is more likely a misconfiguration than a wipe.
  const keptAll = seen.size === 0 && current.size > 0
  const gone = keptAll ? [] : [...current.keys()].filter((key) => !seen.has(key))
  const deletes: D1PreparedStatement[] = []
  for (let i = 0; i < gone.length; i += MAX_PARAMS) {
    const chunk = gone.slice(i, i + MAX_PARAMS)
    deletes.push(db.prepare(`DELETE FROM ${spec.table} WHERE ${spec.key} IN (${chunk.map(() => '?').join(', ')})`).bind(...chunk))
  }
  return { upserts, deletes, deleteCount: gone.length, keptAll, existing: current.size }
}

/** Keeps the last successful `synced_at`; sets the error. */
async function recordError(db: D1Database, entity: SyncEntity, error: string): Promise<void> {
  await db
    .prepare('INSERT INTO content_sync (entity, synced_at, error) VALUES (?, NULL, ?) ON CONFLICT (entity) DO UPDATE SET error = excluded.error')
    .bind(entity, error.slice(0, 1000))
    .run()
    .catch((e) => log.error('content sync: could not record the error', { entity, error: errorText(e) }))
}

/** The error recorded in `content_sync`: a backend failure with its kind and status. */
function syncErrorText(error: unknown): string {
  if (error instanceof StrapiError) return `${error.failure} ${error.status}: ${error.message}`.slice(0, 1000)
  return errorText(error, 1000)
}

/** The cron job (worker/scheduled.ts): runs when CONTENT_API_URL is set; fails loudly when an entity failed. */
export const contentSyncJob = {
  name: 'content-sync',
  run: async (env: Env): Promise<void> => {
    if (!contentConfig(env)) return
    const failures = (await syncContent(env)).filter((r) => r.error)
    if (failures.length) throw new Error(`content sync failed for ${failures.map((r) => `${r.entity} (${r.error})`).join(', ')}`)
  },
}
