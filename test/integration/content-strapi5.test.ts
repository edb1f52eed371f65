// The sync against a Strapi 5 as it answers (the fake's `strapi5` mode: flat documents, nulls, media
// objects, one locale per request with per-locale ids, pageSize capped at 100, a new id on every
// publish): every locale, every page, stable ids with redirects from old ones, deletions, Blocks,
// same-origin media (also a unit type's floor plan), unit types and the catalogue's rows of them, and
// the debounced webhook.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { findDeveloper, findProject, listFaqs, listLocations, listPartners } from '../../src/modules/content/data.server'
import { MEDIA_CACHE_CONTROL } from '../../src/modules/content/media-routes'
import { syncContent } from '../../src/modules/content/sync.server'
import worker from '../../worker/index'
import { backendEnv, clearContent, projectIds, requestsOf, snapshot, strapi5Control, syncRows, WEBHOOK_SECRET } from './content-helpers'

const FAST = { client: { retryDelayMs: 0 } }
const ENTITIES = ['locations', 'consultants', 'developers', 'projects', 'reviews', 'partners', 'faqs', 'articles']
const OTHER_LOCALES = ['ar', 'fr', 'de', 'it', 'ko', 'nl', 'hu', 'he', 'tr', 'es', 'ru', 'ro']

beforeEach(async () => {
  await clearContent(env.DB)
})

/** A request through the worker configured for `configured`, its background work awaited. */
async function fetchWith(configured: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(`http://example.com${path}`, { redirect: 'manual', ...init }), configured, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** The current Strapi ids of a project document (default locale), read from the fake Strapi of `run`. */
async function strapi5Ids(run: string, documentId: string): Promise<number[]> {
  const response = await fetch(`${inject('contentApiUrl')}/strapi5/${run}/api/projects?pagination[pageSize]=100`)
  const { data } = (await response.json()) as { data: Array<{ id: number; documentId: string }> }
  return data.filter((d) => d.documentId === documentId).map((d) => d.id)
}

describe('a full sync from Strapi 5', () => {
  it('writes developers with their logo and their localized texts', async () => {
    const results = await syncContent(backendEnv('strapi5').env, { ...FAST, entities: ['developers'] })
    expect(results).toEqual([{ entity: 'developers', upserted: 1, deleted: 0, skipped: [] }])
    const emaar = await findDeveloper(env.DB, 'emaar')
    expect(emaar?.name).toBe('Emaar')
    expect(emaar?.logo?.src).toBe('/media/uploads/emaar_a1b2c3d4e5.svg')
    expect(emaar?.notableProjects).toEqual(['Burj Khalifa'])
    expect(emaar?.translations.ar).toMatchObject({ trackRecord: 'تأسست في دبي عام 1997.', notableProjects: ['برج خليفة'] })
  })

  it('writes every entity in every locale, with the seed’s site ids, site images and rendered Blocks', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    const results = await syncContent(configured, FAST)
    expect(results.map((r) => [r.entity, r.error, r.skipped])).toEqual(ENTITIES.map((e) => [e, undefined, []]))

    // siteId kept (501, 502); the document created without one gets the next free id.
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    const harbour = await findProject(env.DB, 501)
    expect(harbour?.title).toBe('Synced Harbour Views')
    expect(harbour?.publishedAt).toBe('2026-10-01')
    expect(harbour?.sizeSqftMin).toBe(700.5)
    expect(harbour?.translations).toEqual({
      ar: { title: 'إطلالات المرفأ', description: 'شقق على الواجهة المائية.' },
      // French only partly translated: its description stays English.
      fr: { title: 'Vue sur le port' },
    })
    expect(harbour?.photos).toEqual([
      { src: '/media/uploads/harbour_a1b2c3d4e5.webp', alt: 'Harbour Views from the creek', width: 1200, height: 800 },
      { src: '/media/uploads/harbour2_a1b2c3d4e5.webp', alt: 'Synced Harbour Views', width: 1200, height: 800 },
    ])
    expect(harbour?.unitsLeft).toBeNull()
    expect(harbour?.amenities).toEqual([])
    // Unit types (not localized): decimals as numbers, the floor plan a site image (the project's plan
    // of that upload, its alt the title), sorted by bedrooms; the price from is the cheapest unit's.
    expect(harbour?.unitTypes).toEqual([
      {
        bedrooms: 1,
        sizeSqftMin: 700.5,
        sizeSqftMax: 950,
        priceAed: 1_850_000,
        unitsAvailable: null,
        floorPlan: { src: '/media/uploads/harbour-1br_a1b2c3d4e5.svg', alt: 'Synced Harbour Views', width: 1200, height: 800 },
        serviceChargeAedSqft: 17.5,
      },
      { bedrooms: 3, sizeSqftMin: 1300, sizeSqftMax: 1650, priceAed: 3_200_000, unitsAvailable: 6, floorPlan: null, serviceChargeAedSqft: 17.5 },
    ])
    expect(harbour?.floorPlans.map((p) => p.src)).toEqual(['/media/uploads/harbour-1br_a1b2c3d4e5.svg'])
    expect(harbour?.paymentPlan).toEqual([
      { label: 'On booking', percent: 20 },
      { label: 'On handover', percent: 80, due: '2028-06-30' },
    ])
    // The catalogue's rows: one per unit type (503 has none in the CMS: one from its bedrooms and price).
    const units = await env.DB.prepare('SELECT project_id, bedrooms, price_aed FROM unit_types ORDER BY project_id, position').all()
    expect(units.results).toEqual([
      { project_id: 501, bedrooms: 1, price_aed: 1_850_000 },
      { project_id: 501, bedrooms: 3, price_aed: 3_200_000 },
      { project_id: 502, bedrooms: 4, price_aed: 6_400_000 },
      { project_id: 502, bedrooms: 6, price_aed: 9_750_000 },
      { project_id: 503, bedrooms: 4, price_aed: 9_900_000 },
    ])
    expect((await findProject(env.DB, 502))?.floorPlans).toEqual([
      { src: '/media/uploads/hills-plan_a1b2c3d4e5.svg', alt: 'Ground floor', width: 1200, height: 800 },
    ])

    const locations = await listLocations(env.DB)
    expect(locations.map((l) => [l.slug, l.translations])).toEqual([
      ['dubai-creek-harbour', { ar: { name: 'خور دبي', description: 'أبراج على الخور.' } }],
      ['dubai-hills-estate', { ar: { name: 'دبي هيلز استيت' } }],
    ])
    expect((await listPartners(env.DB))[0]?.logo).toEqual({ src: '/media/uploads/emaar_a1b2c3d4e5.svg', alt: 'Emaar', width: 1200, height: 800 })
    expect((await listFaqs(env.DB, 'home'))[0]?.translations.ar?.question).toBe('هل يمكن للأجانب الشراء في دبي؟')

    const article = await env.DB.prepare('SELECT id, body, takeaways, published_at, translations FROM articles').first<Record<string, string | number>>()
    expect(article?.id).toBe(71)
    expect(article?.body).toBe('<h2>Prices</h2>\n<p>Prices held <strong>steady</strong>. x</p>\n<ul><li>Off-plan led</li></ul>')
    expect(article?.published_at).toBe('2026-10-30')
    expect(article?.takeaways).toBe('[]')
    expect(JSON.parse(String(article?.translations))).toEqual({
      ar: { title: 'تحديث السوق', excerpt: 'مقال من نظام المحتوى.', body: '<p>استقرت الأسعار.</p>', takeaways: ['استقرار.'] },
    })

    // One request per locale for the localized types; reviews and partners are asked once, without a locale.
    const seen = await requestsOf(run)
    const locales = (path: string) => seen.filter((r) => r.path === path).map((r) => new URLSearchParams(r.query).get('locale'))
    expect(locales('/api/projects').sort()).toEqual(['en', ...OTHER_LOCALES].sort())
    expect(locales('/api/reviews')).toEqual([null])
    expect(seen.find((r) => r.path === '/api/projects')?.query).toContain('sort[]=documentId%3Aasc')
    expect((await syncRows(env.DB)).projects).toEqual({ synced_at: expect.any(String), error: null })
  })

  it('serves the synced pages: the article in Arabic, the property page with its same-origin photos', async () => {
    const { env: configured } = backendEnv('strapi5')
    await syncContent(configured, FAST)
    const arabic = await fetchWith(configured, '/ar/blog/synced-market-update')
    expect(arabic.status).toBe(200)
    const html = await arabic.text()
    expect(html).toContain('استقرت الأسعار.')
    const english = await (await fetchWith(configured, '/blog/synced-market-update')).text()
    expect(english).toContain('<strong>steady</strong>')
    expect(english).not.toContain('javascript:')
    const property = await fetchWith(configured, '/catalog/501-synced-harbour-views')
    expect(property.status).toBe(200)
    expect(await property.text()).toContain('/media/uploads/harbour_a1b2c3d4e5.webp')
  })

  it('a second sync with nothing changed writes nothing', async () => {
    const { env: configured } = backendEnv('strapi5')
    await syncContent(configured, FAST)
    const again = await syncContent(configured, FAST)
    expect(again.map((r) => r.upserted + r.deleted)).toEqual(ENTITIES.map(() => 0))
  })
})

describe('stable identity', () => {
  it('keeps the id and URL when an editor publishes (Strapi gives a new id), and the old Strapi id redirects', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    const [before] = await strapi5Ids(run, 'prj2marina')
    await syncContent(configured, { ...FAST, entities: ['projects'] })
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])

    await strapi5Control(run, { op: 'publish', collection: 'projects', documentId: 'prj2marina', fields: { title: 'Marina Loft, edited' } })
    const [after] = await strapi5Ids(run, 'prj2marina')
    expect(after).not.toBe(before)
    const [result] = await syncContent(configured, { ...FAST, entities: ['projects'] })
    expect(result).toMatchObject({ upserted: 1, deleted: 0 })
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    expect((await findProject(env.DB, 503))?.title).toBe('Marina Loft, edited')

    for (const old of [before, after]) {
      const response = await fetchWith(configured, `/catalog/${old}?utm_source=x`)
      expect(response.status, String(old)).toBe(301)
      expect(response.headers.get('location')).toBe('/catalog/503-synced-marina-loft?utm_source=x')
    }
    expect((await fetchWith(configured, `/ar/catalog/${before}`)).headers.get('location')).toBe('/ar/catalog/503-synced-marina-loft')
    // A number that never named a project is still the 404 page.
    expect((await fetchWith(configured, '/catalog/99999')).status).toBe(404)
  })

  it('gives a document its id back when D1 already maps it, even without a siteId, and never reuses a removed one', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    await syncContent(configured, { ...FAST, entities: ['projects'] })
    await strapi5Control(run, { op: 'delete', collection: 'projects', documentId: 'prj2marina' })
    await syncContent(configured, { ...FAST, entities: ['projects'] })
    expect(await projectIds(env.DB)).toEqual([501, 502])
    // The mapping stays: a removed document's id is not handed to the next new one.
    const mapped = await env.DB.prepare("SELECT site_id FROM content_ids WHERE entity = 'projects' AND document_id = 'prj2marina'").first()
    expect(mapped).toEqual({ site_id: 503 })
    // Its old URLs no longer redirect (nothing to redirect to).
    const [strapiId] = (await env.DB.prepare("SELECT alias FROM content_id_aliases WHERE entity = 'projects' AND site_id = 503").all<{ alias: number }>())
      .results
    expect((await fetchWith(configured, `/catalog/${strapiId?.alias}`)).status).toBe(404)
  })
})

describe('unit types', () => {
  it('follow an editor’s change of a unit’s price: the project’s price from is then the cheapest unit’s', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    await syncContent(configured, { ...FAST, entities: ['projects'] })
    const price = async () => env.DB.prepare('SELECT price_aed FROM projects WHERE id = 501').first<number>('price_aed')
    expect(await price()).toBe(1_850_000)

    const unitTypes = [
      {
        id: 21,
        bedrooms: 1,
        sizeSqftMin: '700.50',
        sizeSqftMax: '950.00',
        priceAed: 3_350_000,
        unitsAvailable: null,
        floorPlan: null,
        serviceChargeAedSqft: null,
      },
      {
        id: 22,
        bedrooms: 3,
        sizeSqftMin: '1300.00',
        sizeSqftMax: '1650.00',
        priceAed: 3_200_000,
        unitsAvailable: 6,
        floorPlan: null,
        serviceChargeAedSqft: null,
      },
    ]
    await strapi5Control(run, { op: 'publish', collection: 'projects', documentId: 'prj0harbour', shared: { unitTypes } })
    const [result] = await syncContent(configured, { ...FAST, entities: ['projects'] })
    expect(result).toMatchObject({ upserted: 1, skipped: [] })
    expect(await price()).toBe(3_200_000)
    expect((await findProject(env.DB, 501))?.unitTypes.map((u) => [u.bedrooms, u.priceAed])).toEqual([
      [1, 3_350_000],
      [3, 3_200_000],
    ])
    const { results } = await env.DB.prepare('SELECT bedrooms, price_aed FROM unit_types WHERE project_id = 501 ORDER BY position').all()
    expect(results).toEqual([
      { bedrooms: 1, price_aed: 3_350_000 },
      { bedrooms: 3, price_aed: 3_200_000 },
    ])
  })
})

describe('pages, removals and bad records', () => {
  it('reads every page past 100, whatever page size it asked for (Strapi caps it at 100 without saying)', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    await strapi5Control(run, { op: 'add-faqs', count: 250 })
    const [faqs] = await syncContent(configured, { ...FAST, entities: ['faqs'], pageSize: 500 })
    expect(faqs?.error).toBeUndefined()
    expect(faqs).toMatchObject({ upserted: 251, skipped: [] })
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT id) AS ids, MIN(id) AS low FROM faqs').all()
    expect(results[0]).toEqual({ n: 251, ids: 251, low: 41 })
    const english = (await requestsOf(run)).filter((r) => r.path === '/api/faqs' && new URLSearchParams(r.query).get('locale') === 'en')
    expect(english.map((r) => new URLSearchParams(r.query).get('pagination[page]'))).toEqual(['1', '2', '3'])
  })

  it('removes unpublished and deleted documents on the next sync', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    await syncContent(configured, FAST)
    await strapi5Control(run, { op: 'unpublish', collection: 'projects', documentId: 'prj1hills' })
    await strapi5Control(run, { op: 'delete', collection: 'faqs', documentId: 'faq0foreign' })
    const results = await syncContent(configured, FAST)
    expect(results.find((r) => r.entity === 'projects')).toMatchObject({ deleted: 1 })
    expect(await projectIds(env.DB)).toEqual([501, 503])
    expect((await fetchWith(configured, '/catalog/502')).status).toBe(404)
    // The only FAQ gone: an empty list is more likely a misconfiguration than a wipe, so the row stays.
    expect((await listFaqs(env.DB, 'home')).map((f) => f.id)).toEqual([41])
    expect((await syncRows(env.DB)).faqs?.error).toBe('the backend listed no faqs: kept the 1 existing row(s)')
  })

  it('skips a malformed document with a note and keeps its row and the others', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    await syncContent(configured, { ...FAST, entities: ['projects'] })
    await strapi5Control(run, { op: 'publish', collection: 'projects', documentId: 'prj1hills', shared: { priceAed: -5, photos: null } })
    const [projects] = await syncContent(configured, { ...FAST, entities: ['projects'] })
    expect(projects?.skipped).toEqual([502])
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    expect((await findProject(env.DB, 502))?.priceAed).toBe(6_400_000)
    expect((await syncRows(env.DB)).projects?.error).toBe('skipped 1 invalid record(s): 502')
  })
})

describe('when a Strapi 5 backend fails', () => {
  it.each([
    ['down', 'down', /network 500/],
    ['answering malformed JSON', 'malformed', /parse 500/],
    ['too slow', 'slow', /timeout 500/],
  ] as const)('keeps every row, identity and alias when it is %s, and records the error', async (_label, mode, error) => {
    await syncContent(backendEnv('strapi5').env, FAST)
    const before = await snapshot(env.DB)
    const failing = { ...backendEnv(mode).env, CONTENT_API_VERSION: '5' } as Env
    const results = await syncContent(failing, { ...FAST, timeoutMs: 200 })
    expect(results.every((r) => r.error)).toBe(true)
    expect(await snapshot(env.DB)).toEqual(before)
    expect((await syncRows(env.DB)).projects?.error).toMatch(error)
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
  })
})

describe('GET /media/uploads/<file>', () => {
  it('serves a CMS upload from this origin with its type and immutable caching, from the edge cache the second time', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    const first = await fetchWith(configured, '/media/uploads/harbour_a1b2c3d4e5.webp')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await first.text()).toBe('RIFF----WEBPVP8 fake')
    const second = await fetchWith(configured, '/media/uploads/harbour_a1b2c3d4e5.webp?v=2')
    expect(second.status).toBe(200)
    await second.arrayBuffer()
    expect((await requestsOf(run)).filter((r) => r.path === '/uploads/harbour_a1b2c3d4e5.webp')).toHaveLength(1)
    const svg = await fetchWith(configured, '/media/uploads/emaar_a1b2c3d4e5.svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it.each([
    ['a file the CMS does not have', '/media/uploads/missing_zz.webp', 1],
    ['a type that is not an image', '/media/uploads/page.html', 0],
    ['a dot segment', '/media/uploads/..%2Fsecret.webp', 0],
    ['a nested path', '/media/uploads/a/b.webp', 0],
    ['a double extension', '/media/uploads/a.svg.html', 0],
  ])('answers 404 for %s (asking the CMS %i times)', async (_label, path, calls) => {
    const { env: configured, run } = backendEnv('strapi5')
    const response = await fetchWith(configured, path)
    expect(response.status).toBe(404)
    await response.arrayBuffer()
    expect((await requestsOf(run)).filter((r) => r.path.startsWith('/uploads/'))).toHaveLength(calls)
  })

  it('answers 404 when no CMS is configured and 502 (not cached) when it is down', async () => {
    expect((await fetchWith(env, '/media/uploads/harbour_a1b2c3d4e5.webp')).status).toBe(404)
    const down = await fetchWith(backendEnv('down').env, '/media/uploads/unseen_a1b2c3d4e5.webp')
    expect(down.status).toBe(502)
    expect(down.headers.get('cache-control')).toBe('no-store')
  })
})

describe('Strapi 5 webhooks', () => {
  /** The bodies Strapi 5 sends for one save: entry.update, then entry.publish. */
  const save = (event: string) =>
    JSON.stringify({
      event,
      createdAt: '2026-11-25T10:00:00.000Z',
      model: 'project',
      uid: 'api::project.project',
      entry: { id: 12, documentId: 'prj0harbour', locale: 'en', title: 'Synced Harbour Views' },
    })

  const hook = (body: string) =>
    new Request('http://example.com/api/content/webhook', {
      method: 'POST',
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      body,
    })

  it('runs one targeted sync for the two webhooks of one save', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    const slow = { ...configured, CONTENT_WEBHOOK_DEBOUNCE_MS: '400' } as Env
    const contexts = [createExecutionContext(), createExecutionContext()]
    const answers = [await worker.fetch(hook(save('entry.update')), slow, contexts[0]), await worker.fetch(hook(save('entry.publish')), slow, contexts[1])]
    expect(answers.map((r) => r.status)).toEqual([202, 202])
    await Promise.all(contexts.map(waitOnExecutionContext))
    const seen = await requestsOf(run)
    // Projects only, once: 13 locale pulls of one page each.
    expect(new Set(seen.map((r) => r.path))).toEqual(new Set(['/api/projects']))
    expect(seen).toHaveLength(13)
    expect(Object.keys(await syncRows(env.DB))).toEqual(['projects'])
    expect(await projectIds(env.DB)).toEqual([501, 502, 503])
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM content_sync_requests').first()).toEqual({ n: 0 })
  })

  it('maps the uid when the model is absent, and syncs everything for a media event', async () => {
    const { env: configured, run } = backendEnv('strapi5')
    const ctx = createExecutionContext()
    await worker.fetch(hook(JSON.stringify({ event: 'entry.unpublish', uid: 'api::faq.faq', entry: { documentId: 'x' } })), configured, ctx)
    await waitOnExecutionContext(ctx)
    expect(new Set((await requestsOf(run)).map((r) => r.path))).toEqual(new Set(['/api/faqs']))

    const media = createExecutionContext()
    const { env: other, run: mediaRun } = backendEnv('strapi5')
    await worker.fetch(
      hook(JSON.stringify({ event: 'media.update', createdAt: '2026-11-25T10:00:00.000Z', media: { id: 3, url: '/uploads/x.webp' } })),
      other,
      media,
    )
    await waitOnExecutionContext(media)
    expect(new Set((await requestsOf(mediaRun)).map((r) => r.path)).size).toBe(8)
  })
})
