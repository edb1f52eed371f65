// Helpers for the content-sync tests (workerd side): an env pointing at the fake backend in a given
// mode, the requests the backend saw, a known "before" state of D1 and readers for what changed.
import { env } from 'cloudflare:test'
import { inject } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Project } from '../../src/modules/content/schema'
import { FAKE_PROJECTS, type FakeMode, type FakeRequest } from './fake-backend-data'
import type { Strapi5Op } from './fake-backend-strapi5'

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789'
export const API_TOKEN = 'test-api-token'

export const CONTENT_TABLES = [
  'projects',
  'consultants',
  'locations',
  'reviews',
  'partners',
  'faqs',
  'articles',
  'developers',
  'content_sync',
  'content_ids',
  'content_id_aliases',
  'content_sync_requests',
] as const

/** The worker env configured for the fake backend in `mode`; `run` separates this test's requests. */
export function backendEnv(mode: FakeMode | 'down', run = crypto.randomUUID()): { env: Env; run: string } {
  const base = mode === 'down' ? inject('closedApiUrl') : `${inject('contentApiUrl')}/${mode}/${run}`
  const configured = {
    ...env,
    CONTENT_API_URL: base,
    CONTENT_API_PREFIX: '/api',
    CONTENT_API_VERSION: mode === 'v3' ? '3' : mode === 'strapi5' ? '5' : '4',
    CONTENT_WEBHOOK_DEBOUNCE_MS: '50',
    CONTENT_API_TOKEN: API_TOKEN,
    CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  }
  return { env: configured, run }
}

/** An editor's action in the fake Strapi 5 of `run` (publish, unpublish, delete, add FAQs). */
export async function strapi5Control(run: string, op: Strapi5Op): Promise<unknown> {
  const response = await fetch(`${inject('contentApiUrl')}/strapi5/${run}/__control`, { method: 'POST', body: JSON.stringify(op) })
  if (!response.ok) throw new Error(`control ${op.op}: ${response.status}`)
  return response.json()
}

/** What the fake backend received during `run`. */
export async function requestsOf(run: string): Promise<FakeRequest[]> {
  const response = await fetch(`${inject('contentApiUrl')}/__requests/${run}`)
  return (await response.json()) as FakeRequest[]
}

export async function clearContent(db: D1Database): Promise<void> {
  await db.batch(CONTENT_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)))
}

/** An older version of project 501 and a project (999) the backend no longer lists. */
export const BEFORE = {
  changed: Project.parse({ ...FAKE_PROJECTS[0], title: 'Old title', publishedAt: '2026-01-01' }),
  removed: Project.parse({ ...FAKE_PROJECTS[1], id: 999, slug: 'gone-from-backend', publishedAt: '2026-01-01' }),
}

export async function seedBefore(db: D1Database): Promise<void> {
  await db.batch(upsertStatements(db, 'projects', [BEFORE.changed, BEFORE.removed]))
}

/** Every row of every content table, to compare before and after a failed sync. */
export async function snapshot(db: D1Database): Promise<Record<string, unknown[]>> {
  const tables = CONTENT_TABLES.filter((t) => t !== 'content_sync')
  const results = await db.batch(tables.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1`)))
  return Object.fromEntries(tables.map((table, i) => [table, results[i]?.results ?? []]))
}

export async function syncRows(db: D1Database): Promise<Record<string, { synced_at: string | null; error: string | null }>> {
  const { results } = await db
    .prepare('SELECT entity, synced_at, error FROM content_sync')
    .all<{ entity: string; synced_at: string | null; error: string | null }>()
  return Object.fromEntries(results.map(({ entity, ...rest }) => [entity, rest]))
}

export async function projectIds(db: D1Database): Promise<number[]> {
  const { results } = await db.prepare('SELECT id FROM projects ORDER BY id').all<{ id: number }>()
  return results.map((r) => r.id)
}
