// Content sync against a real local HTTP server playing the content backend: what reaches D1 and KV
// when the backend is up, changes shape, pages, fails part-way, is down, slow or sends nonsense.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { pageCacheKey } from '../../src/features/blog/load.server'
import { LOCATION_OPTIONS_CACHE_KEY } from '../../src/features/catalog/data.server'
import { CONSULTANTS_CACHE_KEY } from '../../src/features/home/consultants/data.server'
import { FEATURED_CACHE_KEY, LOCATIONS_CACHE_KEY, reviewsCacheKey } from '../../src/features/home/data.server'
import { FAQS_CACHE_KEY } from '../../src/features/partners/data.server'
import { projectCacheKey } from '../../src/features/property/data.server'
import { CACHE_VERSION } from '../../src/lib/cache.server'
import { findProject, listConsultants, listFaqs, listLocations, listPartners, listReviews } from '../../src/modules/content/data.server'
import { syncContent } from '../../src/modules/content/sync.server'
import worker from '../../worker/index'
import { API_TOKEN, BEFORE, backendEnv, clearContent, projectIds, requestsOf, seedBefore, snapshot, syncRows } from './content-helpers'
import { FAKE_ARTICLES, FAKE_COLLECTIONS, FAKE_PROJECTS } from './fake-backend-data'
import { get } from './helpers'

const ENTITIES = ['locations', 'consultants', 'developers', 'projects', 'reviews', 'partners', 'faqs', 'articles']
const FAST = { client: { retryDelayMs: 0 } }

beforeEach(async () => {
  await clearContent(env.DB)
  await seedBefore(env.DB)
})

async function expectSite200() {
  for (const path of ['/', '/blog', '/catalog']) expect((await get(path)).response.status, path).toBe(200)
}

describe('when the backend is up (version 4 shape)', () => {
  it('writes every entity, maps the v4 attributes into our schemas and stamps content_sync', async () => {
    const { env: configured } = backendEnv('up')
    const results = await syncContent(configured, FAST)
    expect(results.map((r) => r.error)).toEqual(ENTITIES.map(() => undefined))

    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    const project = await findProject(env.DB, 501)
    expect(project?.title).toBe('Synced Harbour Views')
    expect(project?.publishedAt).toBe('2026-10-01')
    expect(project?.translations.fr?.title).toBe('Vue sur le port')
    expect((await listConsultants(env.DB)).map((c) => c.agentId)).toEqual(['AG-501'])
    expect((await listLocations(env.DB)).map((l) => l.slug)).toEqual(['dubai-creek-harbour', 'dubai-hills-estate'])
    expect((await listReviews(env.DB, 10)).total).toBe(2)
    expect((await listPartners(env.DB)).map((p) => p.name)).toEqual(['Emaar'])
    expect((await listFaqs(env.DB, 'home')).map((f) => f.id)).toEqual([41])
    const article = await env.DB.prepare('SELECT slug, body, author, published_at, translations FROM articles').first()
    expect(article).toEqual({
      slug: FAKE_ARTICLES[0]?.slug,
      body: 'Prices held steady.',
      author: 'Marsa research',
      published_at: '2026-10-30',
      translations: '{}',
    })

    const rows = await syncRows(env.DB)
    for (const entity of ENTITIES) {
      expect(rows[entity]?.error, entity).toBeNull()
      expect(Date.parse(rows[entity]?.synced_at ?? '')).toBeGreaterThan(Date.now() - 60_000)
    }
  })

  it('removes rows the backend no longer lists after a complete pull', async () => {
    const [projects] = await syncContent(backendEnv('up').env, { ...FAST, entities: ['projects'] })
    expect(projects).toMatchObject({ entity: 'projects', upserted: 3, deleted: 1, skipped: [] })
    expect(await findProject(env.DB, BEFORE.removed.id)).toBeNull()
  })

  it('asks for each collection page by page with the bearer token and a bracketed query', async () => {
    const { env: configured, run } = backendEnv('up')
    await syncContent(configured, { ...FAST, pageSize: 2 })
    const seen = await requestsOf(run)
    expect(seen.every((r) => r.method === 'GET' && r.authorization === `Bearer ${API_TOKEN}`)).toBe(true)
    const projects = seen.filter((r) => r.path === '/api/projects').map((r) => r.query)
    expect(projects).toEqual([
      '?pagination[page]=1&pagination[pageSize]=2&populate=%2A&sort[]=id%3Aasc',
      '?pagination[page]=2&pagination[pageSize]=2&populate=%2A&sort[]=id%3Aasc',
    ])
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
  })

  it('clears the cached content that changed, and only that', async () => {
    // The keys the features really cache under (a renamed key would escape the sync and fail here).
    const keys = [
      FEATURED_CACHE_KEY,
      projectCacheKey(501),
      LOCATIONS_CACHE_KEY,
      LOCATION_OPTIONS_CACHE_KEY,
      CONSULTANTS_CACHE_KEY,
      pageCacheKey('any-article', 'en'),
      reviewsCacheKey(0, 6),
      reviewsCacheKey(6, 6),
      FAQS_CACHE_KEY,
    ]
    await Promise.all([...keys, 'translations:en'].map((key) => env.KV.put(`${CACHE_VERSION}:${key}`, '{"value":1,"storedAt":0}')))
    await syncContent(backendEnv('up').env, FAST)
    for (const key of keys) expect(await env.KV.get(`${CACHE_VERSION}:${key}`), key).toBeNull()
    expect(await env.KV.get(`${CACHE_VERSION}:translations:en`)).not.toBeNull()

    // Nothing changed on the second run: nothing written, the cache stays.
    await env.KV.put(`${CACHE_VERSION}:${FEATURED_CACHE_KEY}`, '{"value":2,"storedAt":0}')
    const again = await syncContent(backendEnv('up').env, FAST)
    expect(again.map((r) => r.upserted + r.deleted)).toEqual(ENTITIES.map(() => 0))
    expect(await env.KV.get(`${CACHE_VERSION}:${FEATURED_CACHE_KEY}`)).not.toBeNull()
  })

  it('serves the synced article on its page', async () => {
    await syncContent(backendEnv('up').env, { ...FAST, entities: ['articles'] })
    const { response, html } = await get(`/blog/${FAKE_ARTICLES[0]?.slug}`)
    expect(response.status).toBe(200)
    expect(html).toContain('Synced market update')
  })
})

describe('other backend shapes', () => {
  it('reads the version 5 shape (flat fields, documentId)', async () => {
    const results = await syncContent(backendEnv('v5').env, FAST)
    expect(results.every((r) => !r.error)).toBe(true)
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    expect((await findProject(env.DB, 502))?.developer).toBe('Meraas')
  })

  it('reads version 3 (a bare list, _start/_limit paging, no prefix)', async () => {
    const { env: configured, run } = backendEnv('v3')
    const results = await syncContent(configured, { ...FAST, pageSize: 2 })
    expect(results.every((r) => !r.error)).toBe(true)
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    expect((await requestsOf(run)).filter((r) => r.path === '/projects').map((r) => r.query)).toEqual([
      '?_start=0&_limit=2&_sort=id%3AASC',
      '?_start=2&_limit=2&_sort=id%3AASC',
    ])
  })
})

describe('when some records are invalid', () => {
  it('skips and reports them, writes the valid ones, and keeps nothing invalid', async () => {
    const [projects] = await syncContent(backendEnv('invalid-records').env, { ...FAST, entities: ['projects'] })
    expect(projects?.skipped).toEqual([601, 602, '#6'])
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    expect((await syncRows(env.DB)).projects?.error).toBe('skipped 3 invalid record(s): 601, 602, #6')
  })
})

describe('when the backend fails', () => {
  it('leaves D1 untouched when a later page fails, and records the error', async () => {
    const before = await snapshot(env.DB)
    const results = await syncContent(backendEnv('page2-fails').env, { ...FAST, pageSize: 2 })
    expect(results.find((r) => r.entity === 'projects')?.error).toMatch(/502/)
    expect((await snapshot(env.DB)).projects).toEqual(before.projects)
    expect(await findProject(env.DB, BEFORE.removed.id)).not.toBeNull()
    const rows = await syncRows(env.DB)
    expect(rows.projects?.error).toMatch(/502/)
    expect(rows.projects?.synced_at).toBeNull()
    // The entities that pulled completely were still written.
    expect(rows.consultants?.error).toBeNull()
  })

  it('keeps the last successful synced_at when a later sync fails', async () => {
    await syncContent(backendEnv('up').env, { ...FAST, entities: ['projects'] })
    const synced = (await syncRows(env.DB)).projects?.synced_at
    await syncContent(backendEnv('malformed').env, { ...FAST, entities: ['projects'] })
    expect((await syncRows(env.DB)).projects).toEqual({ synced_at: synced, error: expect.stringMatching(/not valid JSON/) })
  })

  it.each([
    ['down (connection refused)', 'down', /network/],
    ['answering malformed JSON', 'malformed', /parse 500: The response is not valid JSON/],
    ['answering 503 every time', 'always-503', /http 503/],
  ] as const)('leaves D1 untouched and records the error when the backend is %s', async (_label, mode, error) => {
    const before = await snapshot(env.DB)
    const results = await syncContent(backendEnv(mode).env, FAST)
    expect(results.every((r) => r.error)).toBe(true)
    expect(await snapshot(env.DB)).toEqual(before)
    const rows = await syncRows(env.DB)
    expect(rows.projects?.error).toMatch(error)
    expect(Object.keys(rows).sort()).toEqual([...ENTITIES].sort())
    await expectSite200()
  })

  it('gives up on a slow backend within the time-out, calls it only for the first entity, and changes nothing', async () => {
    const before = await snapshot(env.DB)
    const { env: configured, run } = backendEnv('slow')
    const started = Date.now()
    const results = await syncContent(configured, { ...FAST, timeoutMs: 200 })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(results[0]?.error).toMatch(/timeout 500: No answer within 200 ms/)
    expect(results.slice(1).every((r) => r.error?.startsWith('not attempted: timeout'))).toBe(true)
    // One entity, one retry: then the backend counts as down for this run.
    expect(await requestsOf(run)).toHaveLength(2)
    expect(await snapshot(env.DB)).toEqual(before)
    await expectSite200()
  })

  it('retries once after a 500 and succeeds', async () => {
    const { env: configured, run } = backendEnv('500-then-ok')
    const results = await syncContent(configured, FAST)
    expect(results.every((r) => !r.error)).toBe(true)
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    // Every collection: one 500, one retry.
    expect(await requestsOf(run)).toHaveLength(Object.keys(FAKE_COLLECTIONS).length * 2)
  })

  it('keeps the rows it has when the backend suddenly lists nothing', async () => {
    const [projects] = await syncContent(backendEnv('empty').env, { ...FAST, entities: ['projects'] })
    expect(projects?.deleted).toBe(0)
    expect(await projectIds(env.DB)).toEqual([BEFORE.changed.id, BEFORE.removed.id])
    expect((await syncRows(env.DB)).projects?.error).toBe('the backend listed no projects: kept the 2 existing row(s)')
  })
})

describe('the cron job', () => {
  it('runs the sync from scheduled() when CONTENT_API_URL is set', async () => {
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), backendEnv('up').env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await projectIds(env.DB)).toEqual(FAKE_PROJECTS.map((p) => p.id))
  })

  it('does nothing when CONTENT_API_URL is empty', async () => {
    const before = await snapshot(env.DB)
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await snapshot(env.DB)).toEqual(before)
    expect(await syncRows(env.DB)).toEqual({})
  })
})
