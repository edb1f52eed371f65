// The site's content sync against the real Strapi 5 of cms/: every content type in English and
// Arabic with the seed's ids (so URLs match `npm start`'s), unit types with their floor plans and the
// payment plans' due dates, the embedded German translations (texts, payment plan, travel times, alt
// texts, aliases) arriving in D1, an editor's new unit price moving the catalogue's price from, an
// editor's publish keeping the id and URL (the old Strapi id redirects), pages past 100, deletions,
// and the webhooks Strapi really sent replayed into the worker (one targeted sync). Prints the sync
// time of the embedded content.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { articles as seedArticles } from '../../seed/content/articles'
import { consultants as seedConsultants } from '../../seed/content/consultants'
import { faqs as seedFaqs } from '../../seed/content/faqs'
import german from '../../seed/content/i18n/de/content.json'
import { locations as seedLocations } from '../../seed/content/locations'
import { partners as seedPartners } from '../../seed/content/partners'
import { projects as seedProjects } from '../../seed/content/projects'
import { reviews as seedReviews } from '../../seed/content/reviews'
import type { UnitType } from '../../src/modules/content/schema'
import { syncContent } from '../../src/modules/content/sync.server'
import worker from '../../worker/index'
import { adminRequest, clearWebhooks, cmsEnv, waitForWebhook, webhooks } from './helpers'

type Doc = Record<string, unknown> & { id: number; documentId: string }
/** A unit type as the seed writes it (before the schema's defaults). */
type UnitTypeInput = NonNullable<(typeof seedProjects)[number]['unitTypes']>[number]

const configured = () => cmsEnv(env) as unknown as Env
const ARABIC = /[\u0600-\u06FF]/

async function fetchWith(path: string, base: Env = configured(), init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(`http://example.com${path}`, { redirect: 'manual', ...init }), base, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

async function list(path: string): Promise<Doc[]> {
  const res = await adminRequest(path)
  expect(res.status, path).toBe(200)
  return ((await res.json()) as { data: Doc[] }).data
}

async function ids(table: string, column = 'id'): Promise<Array<number | string>> {
  const { results } = await env.DB.prepare(`SELECT ${column} AS k FROM ${table} ORDER BY ${column}`).all<{ k: number | string }>()
  return results.map((r) => r.k)
}

const row = async <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<T>()
const project = async (id: number) => JSON.parse((await row<{ data: string }>('SELECT data FROM projects WHERE id = ?', id))?.data ?? 'null')

const has = (actual: Array<number | string>, expected: Array<number | string>) => expect(actual).toEqual(expect.arrayContaining(expected))

afterEach(() => {
  vi.restoreAllMocks()
})

/** Arabic versions of one document of each localized type, written by an editor over the embedded ones. */
const ARABIC_VERSIONS = [
  { plural: 'locations', find: 'filters[slug][$eq]=dubai-marina', data: { name: 'دبي مارينا', description: 'مدينة على الماء.' } },
  { plural: 'consultants', find: 'filters[siteId][$eq]=1', data: { role: 'مستشار عقاري' } },
  { plural: 'projects', find: 'filters[siteId][$eq]=1', data: { title: 'مارينا كرست', description: 'برج على الماء.' } },
  { plural: 'faqs', find: 'filters[siteId][$eq]=1', data: { question: 'من يمكنه الانضمام؟', answer: 'أي شخص.' } },
  { plural: 'articles', find: 'filters[siteId][$eq]=1', data: { title: 'دليل الشراء', excerpt: 'مقتطف.', takeaways: ['نقطة أولى.'] } },
] as const

describe('a full sync from the real Strapi', () => {
  it('writes every content type with the seed’s ids, in English and Arabic, and the pages show it', async () => {
    for (const { plural, find, data } of ARABIC_VERSIONS) {
      const [en] = await list(`/api/${plural}?${find}`)
      const saved = await adminRequest(`/api/${plural}/${en?.documentId}?locale=ar`, { method: 'PUT', json: { data } })
      expect(saved.status, plural).toBe(200)
    }

    const started = performance.now()
    const results = await syncContent(configured())
    const ms = Math.round(performance.now() - started)
    console.log(`[sync] embedded content, all entities, 13 locales: ${ms} ms (${results.map((r) => `${r.entity} ${r.upserted}`).join(', ')})`)
    expect(results.map((r) => [r.entity, r.error, r.skipped])).toEqual(
      ['locations', 'consultants', 'developers', 'projects', 'reviews', 'partners', 'faqs', 'articles'].map((e) => [e, undefined, []]),
    )

    // The seed's ids (the bootstrap's siteId): every URL `npm start` serves is the same here.
    has(
      await ids('projects'),
      seedProjects.map((p) => p.id),
    )
    has(
      await ids('consultants'),
      seedConsultants.map((c) => c.id),
    )
    has(
      await ids('reviews'),
      seedReviews.map((r) => r.id),
    )
    has(
      await ids('partners'),
      seedPartners.map((p) => p.id),
    )
    has(
      await ids('faqs'),
      seedFaqs.map((f) => f.id),
    )
    has(
      await ids('articles'),
      seedArticles.map((a) => a.id),
    )
    has(
      await ids('locations', 'slug'),
      seedLocations.map((l) => l.slug),
    )

    const first = await project(1)
    const seedFirst = seedProjects.find((p) => p.id === 1)
    expect(first.slug).toBe(seedFirst?.slug)
    expect(first.translations.ar).toMatchObject({ title: 'مارينا كرست', description: 'برج على الماء.' })
    expect(first.photos[0].src).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+\.(webp|svg|png|jpe?g|avif)$/)
    expect(first.photos[0].alt.trim()).not.toBe('')
    expect(first.publishedAt).toBe(seedProjects.find((p) => p.id === 1)?.publishedAt)
    for (const [table, id, field] of [
      ['consultants', 1, 'role'],
      ['faqs', 1, 'question'],
    ] as const) {
      const data = JSON.parse((await row<{ data: string }>(`SELECT data FROM ${table} WHERE id = ?`, id))?.data ?? '{}')
      expect(data.translations?.ar?.[field], table).toMatch(ARABIC)
    }
    const location = JSON.parse((await row<{ data: string }>("SELECT data FROM locations WHERE slug = 'dubai-marina'"))?.data ?? '{}')
    expect(location.translations.ar.name).toBe('دبي مارينا')
    const article = await row<{ slug: string; body: string; translations: string }>('SELECT slug, body, translations FROM articles WHERE id = 1')
    expect(article?.body).toMatch(/^<(h2|p|ul|ol)/)
    expect(JSON.parse(article?.translations ?? '{}').ar).toMatchObject({ title: 'دليل الشراء', takeaways: ['نقطة أولى.'] })

    // Unit types as embedded, each floor plan the same upload as the project's plan it is in the seed;
    // the catalogue's rows of them; the handover step's due date.
    const facts = (u: UnitTypeInput) => ({ bedrooms: u.bedrooms ?? null, sizeSqftMin: u.sizeSqftMin, sizeSqftMax: u.sizeSqftMax, priceAed: u.priceAed })
    const seedUnits = seedFirst?.unitTypes ?? []
    expect(first.unitTypes.length).toBeGreaterThan(1)
    expect(first.unitTypes.map(facts)).toEqual(seedUnits.map(facts))
    first.unitTypes.forEach((unit: UnitType, i: number) => {
      expect(unit.floorPlan?.src).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+\.svg$/)
      const at = seedFirst?.floorPlans?.findIndex((plan) => plan.src === seedUnits[i]?.floorPlan?.src) ?? -1
      expect(unit.floorPlan?.src).toBe(first.floorPlans[at]?.src)
    })
    expect(first.priceAed).toBe(Math.min(...seedUnits.map((u) => u.priceAed)))
    const units = await env.DB.prepare('SELECT bedrooms, price_aed FROM unit_types WHERE project_id = 1 ORDER BY position').all()
    expect(units.results).toEqual(seedUnits.map((u) => ({ bedrooms: u.bedrooms ?? null, price_aed: u.priceAed })))
    expect(first.paymentPlan).toEqual(seedFirst?.paymentPlan)
    expect(first.paymentPlan.find((step: { due?: string }) => step.due)?.due).toBe(seedFirst?.handover)

    // The embedded German version (seed/content/i18n/de, loaded by the CMS bootstrap): its own payment
    // plan and travel times (same percents and minutes, German labels), alt texts by position.
    const glossary = german.glossary as Record<'paymentPlan' | 'places' | 'communities', Record<string, string>>
    const de = first.translations.de
    expect(de.paymentPlan).toEqual((seedFirst?.paymentPlan ?? []).map((step) => ({ ...step, label: glossary.paymentPlan[step.label] })))
    expect(de.paymentPlan.length).toBeGreaterThan(0)
    expect(de.paymentPlan.every((step: { label?: string }) => step.label && step.label !== '')).toBe(true)
    expect(de.travelTimes).toEqual((seedFirst?.travelTimes ?? []).map((travel) => ({ ...travel, place: glossary.places[travel.place] })))
    expect(de.development).toBe(glossary.communities[seedFirst?.development ?? ''])
    expect(de.photoAlts).toEqual(german.projects['1'].photoAlts)
    expect(de.description).toBe(german.projects['1'].description)
    // Media are shared by every locale: the English photos, with their own alts, stay as they were.
    expect(first.photos.map((p: { alt: string }) => p.alt)).not.toEqual(de.photoAlts)
    const marina = german.locations['dubai-marina']
    expect(location.translations.de).toMatchObject({ name: marina.name, imageAlt: marina.imageAlt, aliases: marina.aliases })
    const [coverSlug, coverText] = Object.entries(german.articles).find(([, a]) => 'coverAlt' in a && a.coverAlt) ?? []
    const covered = await row<{ translations: string }>('SELECT translations FROM articles WHERE slug = ?', coverSlug)
    expect(JSON.parse(covered?.translations ?? '{}').de?.coverAlt).toBe((coverText as { coverAlt: string }).coverAlt)

    const page = await fetchWith(`/ar/catalog/1-${first.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('مارينا كرست')
    const blog = await fetchWith(`/blog/${article?.slug}`)
    expect(blog.status).toBe(200)
    await blog.arrayBuffer()
    // The photo comes through the site's own origin.
    const photo = await fetchWith(first.photos[0].src)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toMatch(/^image\//)
    expect(photo.headers.get('cache-control')).toContain('immutable')
    await photo.arrayBuffer()
  })
})

describe('editing in Strapi', () => {
  it('a published edit keeps the project’s id and URL; its old Strapi id redirects there', async () => {
    await syncContent(configured(), { entities: ['projects'] })
    const [before] = await list('/api/projects?filters[siteId][$eq]=2&locale=en')
    const edit = async (title: string) => {
      const res = await adminRequest(`/api/projects/${before?.documentId}?locale=en`, { method: 'PUT', json: { data: { title } } })
      expect(res.status).toBe(200)
      return ((await res.json()) as { data: Doc }).data.id
    }
    const firstEdit = await edit('Edited once')
    await syncContent(configured(), { entities: ['projects'] })
    const secondEdit = await edit(String(before?.title))
    expect(new Set([before?.id, firstEdit, secondEdit]).size).toBe(3)
    const [result] = await syncContent(configured(), { entities: ['projects'] })
    expect(result?.error).toBeUndefined()
    expect((await project(2)).title).toBe(before?.title)
    // The id Strapi gave the first edit named the project for a while: it redirects now.
    expect(await ids('projects')).not.toContain(firstEdit)
    const moved = await fetchWith(`/catalog/${firstEdit}`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`/catalog/2-${before?.slug}`)
    expect((await fetchWith(`/catalog/2-${before?.slug}`)).status).toBe(200)
  })

  it('a new price for a unit type changes the catalogue’s price from: the cheapest unit’s', async () => {
    await syncContent(configured(), { entities: ['projects'] })
    const price = () => env.DB.prepare('SELECT price_aed FROM projects WHERE id = 3').first<number>('price_aed')
    const [before] = await list('/api/projects?filters[siteId][$eq]=3&locale=en&populate=*')
    type StrapiUnit = { id: number; priceAed: number; floorPlan: { id: number } | null }
    const units = (before?.unitTypes ?? []) as StrapiUnit[]
    const prices = units.map((u) => u.priceAed).sort((a, b) => a - b)
    expect(prices.length).toBeGreaterThan(1)
    expect(await price()).toBe(prices[0])

    // The cheapest unit now costs more than the next one. A component list is saved whole, its items
    // without ids (the published version's component ids are not the draft's: Strapi answers 400);
    // a media field takes the file's id.
    const dearer = (prices[1] ?? 0) + 100_000
    const unitTypes = units.map(({ id, ...u }) => ({ ...u, floorPlan: u.floorPlan?.id ?? null, priceAed: u.priceAed === prices[0] ? dearer : u.priceAed }))
    const saved = await adminRequest(`/api/projects/${before?.documentId}?locale=en`, { method: 'PUT', json: { data: { unitTypes } } })
    expect(saved.status).toBe(200)
    const [result] = await syncContent(configured(), { entities: ['projects'] })
    expect(result?.error).toBeUndefined()
    expect(await price()).toBe(prices[1])
    const synced = await project(3)
    expect(synced.priceAed).toBe(prices[1])
    expect(synced.unitTypes.map((u: UnitType) => u.priceAed).sort((a: number, b: number) => a - b)).toEqual([...prices.slice(1), dearer].sort((a, b) => a - b))
    // Its floor plans stayed linked through the save.
    expect(synced.unitTypes.every((u: UnitType) => u.floorPlan?.src.startsWith('/media/uploads/'))).toBe(true)
    const { results } = await env.DB.prepare('SELECT MIN(price_aed) AS low, COUNT(*) AS n FROM unit_types WHERE project_id = 3').all()
    expect(results).toEqual([{ low: prices[1], n: units.length }])
  })

  it('reads past 100 FAQs, and drops the deleted ones on the next sync', async () => {
    const listed = async () => {
      const res = await adminRequest('/api/faqs?locale=en&pagination[pageSize]=1')
      return ((await res.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total
    }
    const needed = Math.max(0, 105 - (await listed()))
    const created: string[] = []
    for (let i = 0; i < needed; i++) {
      const res = await adminRequest('/api/faqs', {
        method: 'POST',
        json: { data: { topic: 'careers', question: `Bulk question ${i}?`, answer: `Answer ${i}.` } },
      })
      expect(res.status).toBe(201)
      created.push(((await res.json()) as { data: Doc }).data.documentId)
    }
    const total = await listed()
    expect(total).toBeGreaterThan(100)
    const [faqs] = await syncContent(configured(), { entities: ['faqs'] })
    expect(faqs?.error).toBeUndefined()
    expect((await ids('faqs')).length).toBe(total)

    for (const documentId of created) expect((await adminRequest(`/api/faqs/${documentId}`, { method: 'DELETE' })).status).toBeLessThan(300)
    const [after] = await syncContent(configured(), { entities: ['faqs'] })
    expect(after?.deleted).toBe(created.length)
    expect((await ids('faqs')).length).toBe(total - created.length)
    has(
      await ids('faqs'),
      seedFaqs.map((f) => f.id),
    )
  })
})

describe('the webhooks Strapi sent', () => {
  it('replayed into the worker, the two of one save run one sync of that type', async () => {
    await env.DB.prepare('DELETE FROM content_sync').run()
    await clearWebhooks()
    const [faq] = await list('/api/faqs?filters[siteId][$eq]=2&locale=en')
    const saved = await adminRequest(`/api/faqs/${faq?.documentId}?locale=en`, { method: 'PUT', json: { data: { answer: 'Answered again.' } } })
    expect(saved.status).toBe(200)
    const mine = (c: { body: unknown }) => (c.body as { entry?: Doc }).entry?.documentId === faq?.documentId
    await waitForWebhook((c) => mine(c) && (c.body as { event?: string }).event === 'entry.publish')
    const calls = (await webhooks()).filter(mine)
    expect(calls.map((c) => (c.body as { event: string }).event)).toEqual(['entry.update', 'entry.publish'])

    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
    const base = { ...configured(), CONTENT_WEBHOOK_DEBOUNCE_MS: '500' } as Env
    const contexts = calls.map(() => createExecutionContext())
    const answers = await Promise.all(
      calls.map((call, i) =>
        worker.fetch(
          new Request('http://example.com/api/content/webhook', {
            method: 'POST',
            headers: { authorization: call.headers.authorization ?? '', 'content-type': 'application/json' },
            body: JSON.stringify(call.body),
          }),
          base,
          contexts[i] as ExecutionContext,
        ),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual([202, 202])
    await Promise.all(contexts.map(waitOnExecutionContext))
    expect(lines.filter((l) => l.includes('a later webhook runs the sync'))).toHaveLength(1)
    expect(await ids('content_sync', 'entity')).toEqual(['faqs'])
    expect(JSON.parse((await row<{ data: string }>('SELECT data FROM faqs WHERE id = 2'))?.data ?? '{}').answer).toBe('Answered again.')
  })
})
