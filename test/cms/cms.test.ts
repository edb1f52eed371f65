// The real Strapi 5 of cms/ as the site meets it: every content type with its fields in English and
// Arabic (shared non-localized fields, media with alt text, components, unit types with their floor
// plans), the embedded German version (its own payment plan and travel times, alt texts, aliases),
// the sync token reads only, drafts stay private, pages stop at 100, a publish reaches the site's
// webhook with the secret, and a password-reset mail reaches the mail catcher with a link to the site.
import { describe, expect, it } from 'vitest'
import { projects as seedProjects } from '../../seed/content/projects'
import { adminRequest, clearMails, clearWebhooks, cms, syncRequest, waitForMail, waitForWebhook } from './helpers'

type Doc = Record<string, unknown> & { id: number; documentId: string; locale?: string }
interface Media {
  url: string
  alternativeText: string | null
  width: number | null
  height: number | null
  mime: string
}
interface List {
  data: Doc[]
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } }
}

/** A public (no token) GET of the REST API, as JSON. */
async function publicGet<T = List>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${cms().url}${path}`)
  return { status: res.status, body: (await res.json()) as T }
}

const expectMedia = (value: unknown) => {
  const media = value as Media
  expect(media.url).toMatch(/^\/uploads\/[^/]+\.(svg|png|jpe?g|webp|avif)$/)
  expect(media.alternativeText?.trim()).toBeTruthy()
  expect(media.width).toBeGreaterThan(0)
  expect(media.height).toBeGreaterThan(0)
}

/** Each localized type, a query finding one entry of the embedded content, and fields to translate. */
const LOCALIZED = [
  {
    plural: 'locations',
    find: 'filters[slug][$eq]=dubai-marina',
    translate: { name: 'دبي مارينا', description: 'مدينة على الماء.' },
    shared: ['slug', 'spotlight'],
    media: ['image'],
  },
  {
    plural: 'consultants',
    find: 'filters[siteId][$eq]=1',
    translate: { role: 'مستشار عقاري' },
    shared: ['siteId', 'agentId', 'name', 'expertise', 'languages', 'phone', 'email', 'brn'],
    media: ['photo'],
  },
  {
    plural: 'projects',
    find: 'filters[siteId][$eq]=1',
    translate: { title: 'مارينا كرست', description: 'برج على الماء.' },
    shared: ['siteId', 'slug', 'area', 'developer', 'agentId', 'priceAed', 'type', 'market', 'amenities', 'publicationDate'],
    media: ['photos', 'floorPlans'],
  },
  { plural: 'faqs', find: 'filters[siteId][$eq]=1', translate: { question: 'سؤال؟', answer: 'جواب.' }, shared: ['siteId', 'topic'], media: [] },
  {
    plural: 'articles',
    find: 'filters[siteId][$eq]=1',
    translate: { title: 'دليل', excerpt: 'مقتطف.', takeaways: ['نقطة'] },
    shared: ['siteId', 'slug', 'topic', 'author', 'publicationDate'],
    media: ['cover'],
  },
] as const

describe('the content types in English', () => {
  it('projects carry siteId, the site-owned publication date, media with alt text, their components and unit types’ floor plans', async () => {
    const { status, body } = await publicGet('/api/projects?filters[siteId][$eq]=1&populate=*')
    expect(status).toBe(200)
    const [project] = body.data
    const seedFirst = seedProjects.find((p) => p.id === 1)
    expect(project).toMatchObject({
      siteId: 1,
      slug: 'marina-crest-residences',
      locale: 'en',
      area: 'dubai-marina',
      agentId: 'MRS-101',
      type: 'apartment',
      market: 'off-plan',
    })
    expect(project?.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(project?.amenities).toContain('pool')
    const photos = project?.photos as unknown[]
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) expectMedia(photo)
    for (const plan of (project?.floorPlans ?? []) as unknown[]) expectMedia(plan)
    const steps = project?.paymentPlan as { label: string; percent: number; due: string | null }[]
    expect(steps.reduce((sum, step) => sum + Number(step.percent), 0)).toBe(100)
    expect(steps.map((step) => step.due)).toEqual(seedFirst?.paymentPlan?.map((step) => step.due ?? null))
    // Unit types (one list for every locale): `populate=*` fills their floor plans too, for the public
    // role as well (media inside a component; the project controller asks for them), each the very
    // upload of one of the project's floor plans.
    const units = project?.unitTypes as { bedrooms: number | null; priceAed: number; sizeSqftMin: number; floorPlan: (Media & { id: number }) | null }[]
    expect(units.map((u) => [u.bedrooms, u.priceAed, Number(u.sizeSqftMin)])).toEqual(
      seedFirst?.unitTypes?.map((u) => [u.bedrooms ?? null, u.priceAed, u.sizeSqftMin]),
    )
    const plans = ((project?.floorPlans ?? []) as (Media & { id: number })[]).map((plan) => plan.id)
    for (const unit of units) {
      expectMedia(unit.floorPlan)
      expect(plans).toContain(unit.floorPlan?.id)
    }
    expect(project?.travelTimes).toEqual(expect.arrayContaining([expect.objectContaining({ place: 'Marina Walk', minutes: 3, mode: 'walk' })]))
  })

  it('every type answers with its embedded entries and their fields', async () => {
    const expected = { locations: 13, consultants: 16, developers: 16, projects: 68, reviews: 24, partners: 12, faqs: 10, articles: 26 }
    for (const [plural, total] of Object.entries(expected)) {
      const { status, body } = await publicGet(`/api/${plural}?populate=*&pagination[pageSize]=100`)
      expect(status, plural).toBe(200)
      // At least the embedded entries (other tests in this run may add some).
      expect(body.meta.pagination.total, plural).toBeGreaterThanOrEqual(total)
      const embedded = body.data.filter((d) => plural === 'locations' || plural === 'developers' || typeof d.siteId === 'number')
      expect(embedded.length, plural).toBeGreaterThanOrEqual(total)
    }
    const [review] = (await publicGet('/api/reviews?filters[siteId][$eq]=1')).body.data
    expect(review).toMatchObject({ siteId: 1, rating: expect.any(Number), source: expect.stringMatching(/^(Google|Property Finder|Bayut|Trustpilot)$/) })
    expect(review?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [partner] = (await publicGet('/api/partners?filters[siteId][$eq]=1&populate=*')).body.data
    expectMedia(partner?.logo)
    const [consultant] = (await publicGet('/api/consultants?filters[siteId][$eq]=1&populate=*')).body.data
    expectMedia(consultant?.photo)
    expect(consultant?.languages).toEqual(expect.arrayContaining([expect.stringMatching(/^[a-z]{2}$/)]))
  })

  it('article bodies are Blocks rich text (headings, lists, bold, links) converted from the Markdown', async () => {
    const { body } = await publicGet('/api/articles?filters[siteId][$eq]=1&populate=*')
    const [article] = body.data
    expectMedia(article?.cover)
    const blocks = article?.body as { type: string; children: { type: string; bold?: boolean; url?: string }[] }[]
    expect(Array.isArray(blocks)).toBe(true)
    const types = new Set(blocks.map((b) => b.type))
    for (const type of ['paragraph', 'heading', 'list']) expect(types).toContain(type)
    const inline = JSON.stringify(blocks)
    expect(inline).toContain('"bold":true')
    expect(article?.takeaways).toEqual(expect.arrayContaining([expect.any(String)]))
  })

  it('quotes, links to site paths and a table (as a list, one row an item) survive the conversion', async () => {
    const { body } = await publicGet('/api/articles?fields[0]=slug&fields[1]=body&pagination[pageSize]=100')
    const all = JSON.stringify(body.data.map((a) => a.body))
    expect(all).toContain('"type":"quote"')
    expect(all).toMatch(/"type":"link","url":"\/[^"]*"/)
    const ejari = JSON.stringify(body.data.find((a) => a.slug === 'ejari-tenancy-basics')?.body)
    expect(ejari).toContain(
      '{"type":"list-item","children":[{"type":"text","text":"Up to 10% below","bold":true},{"type":"text","text":" — Maximum increase on renewal: "},{"type":"text","text":"No increase"}]}',
    )
  })
})

describe('the content types in Arabic', () => {
  it.each(LOCALIZED)(
    '$plural: an Arabic version has its own texts and shares every other field with English',
    async ({ plural, find, translate, shared, media }) => {
      const [en] = (await publicGet(`/api/${plural}?${find}&populate=*`)).body.data
      expect(en, plural).toBeDefined()
      // Creates the Arabic version, or replaces the texts of one another test file made (they share one Strapi).
      const saved = await adminRequest(`/api/${plural}/${en?.documentId}?locale=ar`, { method: 'PUT', json: { data: translate } })
      expect(saved.status, await saved.clone().text()).toBe(200)
      const [ar] = (await publicGet(`/api/${plural}?${find}&locale=ar&populate=*`)).body.data
      expect(ar).toMatchObject({ documentId: en?.documentId, locale: 'ar', ...translate })
      expect(ar?.id).not.toBe(en?.id)
      const strip = (value: unknown) => JSON.parse(JSON.stringify(value, (k, v) => (k === 'id' ? undefined : v)))
      for (const field of shared) expect(strip(ar?.[field]), `${plural}.${field}`).toEqual(strip(en?.[field]))
      for (const field of media) expect(strip(ar?.[field]), `${plural}.${field}`).toEqual(strip(en?.[field]))
    },
  )

  it('reviews and partners are not localized: the same entries in every locale', async () => {
    for (const plural of ['reviews', 'partners']) {
      const en = (await publicGet(`/api/${plural}?filters[siteId][$eq]=1`)).body.data
      const ar = (await publicGet(`/api/${plural}?filters[siteId][$eq]=1&locale=ar`)).body.data
      expect(
        ar.map((d) => d.documentId),
        plural,
      ).toEqual(en.map((d) => d.documentId))
      expect(en.length, plural).toBe(1)
    }
  })
})

type Step = { label: string; percent: number | string }
type Travel = { place: string; minutes: number; mode: string }
const plan = (doc: Doc | undefined) => ((doc?.paymentPlan ?? []) as Step[]).map(({ label, percent }) => [label, Number(percent)])

describe('the embedded translations (German)', () => {
  it('a project’s payment plan and travel times are its own components: same percents and minutes, German labels', async () => {
    const [en] = (await publicGet('/api/projects?filters[siteId][$eq]=1&populate=*')).body.data
    const [de] = (await publicGet('/api/projects?filters[siteId][$eq]=1&locale=de&populate=*')).body.data
    const [enSteps, deSteps] = [en?.paymentPlan as Step[], de?.paymentPlan as Step[]]
    expect(deSteps.length).toBeGreaterThan(0)
    expect(deSteps.map((s) => Number(s.percent))).toEqual(enSteps.map((s) => Number(s.percent)))
    expect(deSteps.map((s) => s.label)).not.toEqual(enSteps.map((s) => s.label))
    const [enTimes, deTimes] = [en?.travelTimes as Travel[], de?.travelTimes as Travel[]]
    expect(deTimes.map(({ minutes, mode }) => [minutes, mode])).toEqual(enTimes.map(({ minutes, mode }) => [minutes, mode]))
    expect(deTimes.map((t) => t.place)).not.toEqual(enTimes.map((t) => t.place))
    // Alt texts by position; the media themselves are the English ones.
    const photos = de?.photos as Media[]
    expect(de?.photoAlts).toHaveLength(photos.length)
    expect(photos.map((p) => p.url)).toEqual(((en?.photos ?? []) as Media[]).map((p) => p.url))
    expect(en?.photoAlts).toBeNull()
  })

  it('a German payment plan edited in Strapi leaves the English one as it was', async () => {
    const [en] = (await publicGet('/api/projects?filters[siteId][$eq]=4&populate=*')).body.data
    const before = plan(en)
    expect(before.length).toBeGreaterThan(0)
    const saved = await adminRequest(`/api/projects/${en?.documentId}?locale=de`, {
      method: 'PUT',
      json: { data: { paymentPlan: [{ label: 'Bei Unterzeichnung', percent: 100 }] } },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const [de] = (await publicGet('/api/projects?filters[siteId][$eq]=4&locale=de&populate=*')).body.data
    expect(plan(de)).toEqual([['Bei Unterzeichnung', 100]])
    const [after] = (await publicGet('/api/projects?filters[siteId][$eq]=4&populate=*')).body.data
    expect(plan(after)).toEqual(before)
  })

  it('a location carries its German image alt and aliases, an article its German cover alt', async () => {
    const [location] = (await publicGet('/api/locations?filters[slug][$eq]=dubai-marina&locale=de')).body.data
    expect(location?.imageAlt).toEqual(expect.stringMatching(/\S/))
    expect(location?.aliases).toEqual(expect.arrayContaining([expect.any(String)]))
    const [english] = (await publicGet('/api/locations?filters[slug][$eq]=dubai-marina')).body.data
    expect(english?.imageAlt).toBeNull()
    const articles = (await publicGet('/api/articles?locale=de&fields[0]=slug&fields[1]=coverAlt&pagination[pageSize]=100')).body.data
    expect(articles.filter((a) => typeof a.coverAlt === 'string' && a.coverAlt.trim() !== '').length).toBeGreaterThan(0)
  })
})

describe('access', () => {
  it('the sync token reads but may not write', async () => {
    expect((await syncRequest('/api/faqs')).status).toBe(200)
    const write = await syncRequest('/api/faqs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { topic: 'home', question: 'Q?', answer: 'A.' } }),
    })
    expect(write.status).toBe(403)
    expect(await write.json()).toMatchObject({ data: null, error: { status: 403, name: 'ForbiddenError' } })
    const [faq] = (await publicGet('/api/faqs?filters[siteId][$eq]=2')).body.data
    expect((await syncRequest(`/api/faqs/${faq?.documentId}`, { method: 'DELETE' })).status).toBe(403)
    expect((await publicGet(`/api/faqs/${faq?.documentId}`)).status).toBe(200)
  })

  it('anonymous visitors may not write either', async () => {
    const res = await fetch(`${cms().url}/api/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { topic: 'home', question: 'Q?', answer: 'A.' } }),
    })
    expect(res.status).toBe(403)
  })

  it('drafts are not public: not listed, not found, and status=draft needs the full-access token', async () => {
    const created = await adminRequest('/api/faqs?status=draft', {
      method: 'POST',
      json: { data: { topic: 'home', question: 'A draft question?', answer: 'Not yet.' } },
    })
    expect(created.status).toBe(201)
    const draft = ((await created.json()) as { data: Doc }).data
    expect(draft.publishedAt).toBeNull()
    const list = (await publicGet('/api/faqs?pagination[pageSize]=100')).body.data
    expect(list.map((d) => d.documentId)).not.toContain(draft.documentId)
    expect((await publicGet(`/api/faqs/${draft.documentId}`)).status).toBe(404)
    for (const ask of [publicGet(`/api/faqs?status=draft`), publicGet(`/api/faqs/${draft.documentId}?status=draft`)]) {
      const { status, body } = await ask
      expect(status).toBe(403)
      expect(body).toMatchObject({ data: null, error: { status: 403, details: { key: 'status' } } })
    }
    expect((await syncRequest('/api/faqs?status=draft')).status).toBe(403)
    const asAdmin = await adminRequest(`/api/faqs/${draft.documentId}?status=draft`)
    expect(asAdmin.status).toBe(200)
    expect(((await asAdmin.json()) as { data: Doc }).data.question).toBe('A draft question?')
  })

  it('pages stop at 100 entries whatever pageSize asks for', async () => {
    const { body } = await publicGet('/api/projects?pagination[pageSize]=200&fields[0]=siteId')
    expect(body.meta.pagination.pageSize).toBe(100)
    expect(body.data.length).toBeLessThanOrEqual(100)
    expect(body.meta.pagination.pageCount).toBe(Math.ceil(body.meta.pagination.total / 100))
    const small = (await publicGet('/api/projects?pagination[pageSize]=30&fields[0]=siteId')).body
    expect(small.data).toHaveLength(30)
    expect(small.meta.pagination.pageCount).toBe(Math.ceil(small.meta.pagination.total / 30))
  })
})

describe('the webhook', () => {
  it('a publish reaches the site with entry.publish, the entry and the bearer secret', async () => {
    await clearWebhooks()
    const created = await adminRequest('/api/faqs', { method: 'POST', json: { data: { topic: 'careers', question: 'Published now?', answer: 'Yes.' } } })
    expect(created.status).toBe(201)
    const faq = ((await created.json()) as { data: Doc }).data
    const call = await waitForWebhook(
      (c) => (c.body as { event?: string }).event === 'entry.publish' && (c.body as { entry?: Doc }).entry?.documentId === faq.documentId,
    )
    expect(call.method).toBe('POST')
    expect(call.path).toBe('/webhook')
    expect(call.headers.authorization).toBe(`Bearer ${cms().webhookSecret}`)
    expect(call.body).toMatchObject({
      event: 'entry.publish',
      model: 'faq',
      uid: 'api::faq.faq',
      entry: { documentId: faq.documentId, locale: 'en', question: 'Published now?' },
    })
    expect((call.body as { createdAt?: string }).createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})

describe('accounts', () => {
  it('a registered user asking for a reset gets a mail with a link to the site and a code', async () => {
    await clearMails()
    const email = `reset-${Date.now()}@example.org`
    const registered = await fetch(`${cms().url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, email, password: 'Correct-Horse-9' }),
    })
    expect(registered.status, await registered.clone().text()).toBe(200)
    const asked = await fetch(`${cms().url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(asked.status, await asked.clone().text()).toBe(200)
    const deadline = Date.now() + 15_000
    let reset: Awaited<ReturnType<typeof waitForMail>> | undefined
    // Registration sends the confirmation mail first: wait for the reset one.
    while (!reset && Date.now() < deadline) {
      const mail = await waitForMail(email)
      if (/reset/i.test(mail.subject)) reset = mail
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(reset?.from[0]?.address).toBe('no-reply@marsa.example')
    expect(reset?.html ?? reset?.text).toMatch(/http:\/\/example\.com\/account\/reset-password\?code=[0-9a-f]{20,}/)
  })
})
