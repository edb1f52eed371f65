// The home page (spec section 2): every section in the spec's order, content from D1 through the
// KV cache, reviews Load More with and without JavaScript (`?reviews=N`, `/api/reviews`), and the
// consultant finder's filters through the query string. An empty D1 still renders the whole page.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { invalidate } from '../../src/lib/cache.server'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Consultant, Location, Partner, Project, Review } from '../../src/modules/content/schema'
import { decodeHtml, get, tr } from './helpers'

const NO_MATCH =
  "We couldn't find any consultants matching your specific search right now. But don't worry! Connect with one of our other available consultants..."

/** Ids of the home sections' headings, in the spec's order. */
const SECTION_ORDER = [
  'home-title',
  'experience-title',
  'milestones-title',
  'featured-title',
  'services-title',
  'consultants-title',
  'spotlight-title',
  'trust-title',
  'reviews-title',
  'world-title',
  'partners-title',
]

const CACHE_KEYS = [
  'home:featured',
  'consultants:all',
  'locations:all',
  'partners:all',
  'reviews:page:0:6',
  'reviews:page:0:12',
  'reviews:page:0:18',
  'reviews:page:0:96',
]

const image = (name: string) => ({ src: `/images/test/${name}.svg`, alt: `Picture of ${name}`, width: 1200, height: 800 })

const project = (id: number, title: string, priceAed: number, featured: boolean, publishedAt: string) =>
  Project.parse({
    id,
    slug: `test-project-${id}`,
    title,
    developer: 'Test Developer',
    area: 'dubai-marina',
    development: 'Marina Gate',
    type: 'apartment',
    market: 'off-plan',
    priceAed,
    bedroomsMin: 1,
    bedroomsMax: 3,
    sizeSqftMin: 700,
    sizeSqftMax: 1800,
    handover: '2028-06-30',
    description: 'A test project.',
    photos: [image(`project-${id}`)],
    agentId: 'TST-1',
    featured,
    permit: '1234567890',
    publishedAt,
    translations: { fr: { title: `${title} (FR)` } },
  })

const PROJECTS = [
  project(701, 'Harbour Lights Residences', 1_750_000, true, '2026-10-01'),
  project(702, 'Palm Crescent Villas', 9_800_000, true, '2026-09-01'),
  project(703, 'Creek Garden Towers', 980_000, true, '2026-08-01'),
  project(704, 'Not Featured Tower', 2_000_000, false, '2026-10-15'),
]

const SPOTLIGHT = ['dubai-marina', 'downtown-dubai', 'business-bay', 'palm-jumeirah', 'dubai-hills-estate']
const LOCATIONS = [
  ...SPOTLIGHT.map((slug) =>
    Location.parse({
      slug,
      name: slug
        .split('-')
        .map((w) => w[0]?.toUpperCase() + w.slice(1))
        .join(' '),
      spotlight: true,
      description: `Life in ${slug}.`,
      image: image(slug),
      translations: slug === 'dubai-marina' ? { fr: { name: 'Marina de Dubaï' } } : {},
    }),
  ),
  Location.parse({ slug: 'jumeirah-village-circle', name: 'Jumeirah Village Circle', description: 'Not in the spotlight.', image: image('jvc') }),
]

const consultant = (id: number, name: string, expertise: string[], languages: string[]) =>
  Consultant.parse({
    id,
    agentId: `TST-${id}`,
    name,
    role: 'Property Consultant',
    photo: { src: `/images/test/consultant-${id}.svg`, alt: name, width: 600, height: 600 },
    expertise,
    languages,
    phone: '+971500000000',
    email: `c${id}@example.com`,
    brn: '12345',
    translations: { fr: { role: 'Consultante immobilière' } },
  })

const CONSULTANTS = [
  consultant(1, 'Amal Haddad', ['off-plan', 'secondary'], ['en', 'ar']),
  consultant(2, 'Pierre Laurent', ['land'], ['fr', 'en']),
  consultant(3, 'Olga Petrova', ['commercial', 'off-plan'], ['ru', 'en']),
]

/** 20 reviews, newest first by id: 18 from Google rated 5, 4, 5, 4, … (mean 4.5), the two oldest from Bayut rated 1. */
const REVIEWS = Array.from({ length: 20 }, (_, i) =>
  Review.parse({
    id: 100 + i,
    author: `Reviewer ${i + 1}`,
    rating: i >= 18 ? 1 : i % 2 ? 4 : 5,
    text: `Review number ${i + 1}.`,
    date: `2026-${String(12 - Math.floor(i / 2)).padStart(2, '0')}-${i % 2 ? '01' : '15'}`,
    source: i >= 18 ? 'Bayut' : 'Google',
  }),
)

const PARTNERS = [
  Partner.parse({ id: 1, name: 'Test Developments', logo: image('partner-1') }),
  Partner.parse({ id: 2, name: 'Test Bank', logo: image('partner-2') }),
]

async function seedContent() {
  const db = env.DB
  await db.batch([
    ...upsertStatements(db, 'projects', PROJECTS),
    ...upsertStatements(db, 'locations', LOCATIONS),
    ...upsertStatements(db, 'consultants', CONSULTANTS),
    ...upsertStatements(db, 'reviews', REVIEWS),
    ...upsertStatements(db, 'partners', PARTNERS),
  ])
  await invalidate(env.KV, CACHE_KEYS)
}

async function clearContent() {
  const db = env.DB
  await db.batch(['projects', 'locations', 'consultants', 'reviews', 'partners'].map((table) => db.prepare(`DELETE FROM ${table}`)))
  await invalidate(env.KV, CACHE_KEYS)
}

/** The HTML of the <section> whose heading has id `headingId`, without island props (only what is shown). */
function section(html: string, headingId: string): string {
  const start = html.lastIndexOf('<section', html.indexOf(`aria-labelledby="${headingId}"`))
  const end = html.indexOf('</section>', html.indexOf(`id="${headingId}"`))
  if (start < 0 || end < 0) throw new Error(`no section ${headingId}`)
  // Nested sections do not occur on the home page; the first </section> after the heading closes it.
  return html.slice(start, end).replace(/<script type="application\/json" data-island-props="[^"]*">.*?<\/script>/gs, '')
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decodeHtml(m[1] ?? ''))
const consultantsShown = (html: string) => all(section(html, 'consultants-title'), /data-agent-id="([^"]+)" data-testid="consultant"/g)
const reviewAuthors = (html: string) => all(section(html, 'reviews-title'), /<span class="block truncate font-medium">([^<]+)<\/span>/g)

describe('the home page with an empty D1', () => {
  beforeAll(clearContent)

  it('answers 200 with every section, each with its empty state', async () => {
    const { response, html } = await get('/')
    expect(response.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    for (const id of SECTION_ORDER) expect(html, id).toContain(`id="${id}"`)
    const text = decodeHtml(html)
    expect(text).toContain(tr('en', 'home.featured.empty'))
    expect(text).toContain(tr('en', 'home.spotlight.empty'))
    expect(text).toContain(tr('en', 'home.reviews.empty'))
    expect(text).toContain(tr('en', 'home.partners.empty'))
    expect(text).toContain(tr('en', 'consultants.empty'))
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
  })

  it('answers /api/reviews with an empty page', async () => {
    const { response, html } = await get('/api/reviews')
    expect(response.status).toBe(200)
    expect(JSON.parse(html)).toEqual({ reviews: [], total: 0, average: 0, googleCount: 0, offset: 0, limit: 6 })
  })
})

describe('the home page with content', () => {
  beforeAll(seedContent)

  it('shows every section of the spec in its order', async () => {
    const { html } = await get('/')
    const positions = SECTION_ORDER.map((id) => html.indexOf(`id="${id}"`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).toContain('id="services"')
    expect(html).toContain('id="consultants"')
    expect(html).toContain('id="reviews"')
  })

  it('opens with the hero image (preloaded) and its four entries', async () => {
    const { html } = await get('/')
    expect(html).toMatch(/<link rel="preload" href="\/images\/hero-dubai\.svg" as="image"/)
    // Once: React's own preload of the same eager image is not repeated.
    expect(html.match(/<link rel="preload"[^>]*hero-dubai\.svg/g)).toHaveLength(1)
    const hero = section(html, 'home-title')
    expect(all(hero, /<a href="([^"]+)"/g)).toEqual(['/en/catalog', '#services', '#consultants', '#consultation'])
    expect(decodeHtml(hero)).toContain(tr('en', 'home.entries.journey.title'))
    expect(decodeHtml(hero)).toContain(tr('en', 'nav.contact'))
    // "Contact us" leads to the consultation form further down the page.
    expect(html).toMatch(/id="consultation"/)
    expect(html).toMatch(/<input type="hidden" name="source" value="consultation"\/>/)
  })

  it('shows the marketing figures, formatted for the locale', async () => {
    const english = section((await get('/')).html, 'milestones-title')
    expect(all(english, /<dd[^>]*>([^<]+)<\/dd>/g)).toEqual(['300+', '100+', '7', '2B+', '20+', '95%'])
    const arabic = section((await get('/ar')).html, 'milestones-title')
    expect(all(arabic, /<dd[^>]*>([^<]+)<\/dd>/g)[0]).toBe('300+')
  })

  it('lists the featured projects from D1, newest first, each linking to /catalog/{id}-{slug} with its price from in AED', async () => {
    const featured = section((await get('/')).html, 'featured-title')
    expect(featured.match(/data-testid="featured-project"/g)).toHaveLength(3)
    const text = decodeHtml(featured)
    expect(text.indexOf('Harbour Lights Residences')).toBeLessThan(text.indexOf('Palm Crescent Villas'))
    expect(text).not.toContain('Not Featured Tower')
    for (const id of [701, 702, 703]) expect(featured).toContain(`href="/en/catalog/${id}-test-project-${id}"`)
    expect(text).toMatch(/AED\s1,750,000/)
    expect(featured).toContain('src="/images/test/project-701.svg"')
    expect(featured).toContain('href="/en/catalog"')
  })

  it('offers six services as native <details> accordions under #services', async () => {
    const services = section((await get('/')).html, 'services-title')
    expect(services.match(/<details/g)).toHaveLength(6)
    const text = decodeHtml(services)
    for (const key of ['mortgage', 'buy', 'sell', 'furnishing', 'managing', 'goldenVisa']) expect(text).toContain(tr('en', `services.items.${key}.title`))
  })

  it('spotlights the five areas, each opening the catalogue filtered to it', async () => {
    const spotlight = section((await get('/')).html, 'spotlight-title')
    expect(all(spotlight, /href="\/en\/catalog\?location=([^"]+)"/g)).toEqual(SPOTLIGHT)
    expect(spotlight).not.toContain('jumeirah-village-circle')
    expect(spotlight).toContain('src="/images/test/dubai-marina.svg"')
  })

  it('marks content still in English with lang="en" in another locale, and uses the translation where there is one', async () => {
    const { html } = await get('/fr')
    const spotlight = decodeHtml(section(html, 'spotlight-title'))
    expect(spotlight).toContain('Marina de Dubaï')
    expect(spotlight).toMatch(/lang="en">Downtown Dubai</)
    const finder = decodeHtml(section(html, 'consultants-title'))
    expect(finder).toContain('Consultante immobilière')
  })

  it("searches from the hero: a GET form to the catalogue with location, market, type and a top price in the visitor's currency", async () => {
    const hero = decodeHtml(section((await get('/')).html, 'home-title'))
    const form = hero.match(/<form[^>]*data-testid="hero-search"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? ''
    expect(form).toMatch(/method="get"/)
    expect(form).toMatch(/action="\/en\/catalog"/)
    for (const name of ['location', 'market', 'type', 'maxPrice']) expect(form).toContain(`name="${name}"`)
    expect(form).toContain('<input type="hidden" name="priceIn" value="AED"/>')
    expect(form).toContain('<option value="off-plan">Off-plan</option>')
    expect(form).toMatch(/<option value="3000000">AED\s3M<\/option>/)

    // In the visitor's currency (the marsa_units cookie), in their language.
    const euro = decodeHtml(section((await get('/fr', { headers: { cookie: 'marsa_units=EUR.sqm' } })).html, 'home-title'))
    expect(euro).toContain('action="/fr/catalog"')
    expect(euro).toContain('<input type="hidden" name="priceIn" value="EUR"/>')
    expect(euro).toMatch(/<option value="500000">500\sk\sEUR<\/option>/)
  })

  it('shows the Google rating: the mean of the Google reviews, stars and "Based on 18 Google reviews" (other sites\' reviews are not in it)', async () => {
    const reviews = decodeHtml(section((await get('/')).html, 'reviews-title'))
    expect(reviews).toMatch(/data-testid="google-rating"[^>]*><p[^>]*>4\.5<\/p>/)
    // Says whose reviews it counts, so it agrees with "Showing 6 of 20 reviews" below (buyer review F7.6).
    expect(reviews).toContain('Based on 18 Google reviews')
    expect(reviews).toContain('Showing 6 of 20 reviews')
    expect(reviews).toContain('aria-label="4.5 out of 5 stars"')
  })

  it('renders the first six reviews, newest first, with a Load More link to ?reviews=12#reviews', async () => {
    const { html } = await get('/')
    expect(reviewAuthors(html)).toEqual(REVIEWS.slice(0, 6).map((r) => r.author))
    const reviews = decodeHtml(section(html, 'reviews-title'))
    expect(reviews).toContain('href="/en?reviews=12#reviews"')
    expect(reviews).toContain('Showing 6 of 20 reviews')
  })

  it('renders more reviews without JavaScript through ?reviews=N, clamped to the total', async () => {
    expect(reviewAuthors((await get('/?reviews=12')).html)).toHaveLength(12)
    const everything = (await get('/?reviews=999')).html
    expect(reviewAuthors(everything)).toEqual(REVIEWS.map((r) => r.author))
    expect(decodeHtml(section(everything, 'reviews-title'))).toContain('Showing 20 of 20 reviews')
    expect(section(everything, 'reviews-title')).not.toContain('?reviews=')
    expect(reviewAuthors((await get('/?reviews=abc')).html)).toHaveLength(6)
    expect(reviewAuthors((await get('/?reviews=-5')).html)).toHaveLength(6)
  })

  it('keeps the consultant filters in the no-JS Load More link', async () => {
    const reviews = decodeHtml(section((await get('/?expertise=land&language=fr')).html, 'reviews-title'))
    expect(reviews).toContain('href="/en?expertise=land&language=fr&reviews=12#reviews"')
  })

  it('serves further reviews as JSON from /api/reviews?offset=&limit=', async () => {
    const { response, html } = await get('/api/reviews?offset=6&limit=6')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const page = JSON.parse(html) as { reviews: Review[]; total: number; average: number; offset: number; limit: number }
    expect(page.reviews.map((r) => r.id)).toEqual(REVIEWS.slice(6, 12).map((r) => r.id))
    expect(page).toMatchObject({ total: 20, average: 4.5, googleCount: 18, offset: 6, limit: 6 })
    const last = JSON.parse((await get('/api/reviews?offset=18&limit=24')).html) as { reviews: Review[] }
    expect(last.reviews.map((r) => r.id)).toEqual([118, 119])
    const defaults = JSON.parse((await get('/api/reviews')).html) as { reviews: Review[]; offset: number; limit: number }
    expect(defaults).toMatchObject({ offset: 0, limit: 6 })
    expect(defaults.reviews).toHaveLength(6)
  })

  it.each([
    ['limit=25', 'limit', 'limit must be at most 24'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=six', 'limit', 'limit must be a whole number'],
    ['offset=-1', 'offset', 'offset must be a whole number'],
    ['offset=1.5', 'offset', 'offset must be a whole number'],
    ['offset=99999999', 'offset', 'offset must be at most 10000'],
  ])('answers /api/reviews?%s with 400 and a JSON error naming the field', async (query, field, message) => {
    const { response, html } = await get(`/api/reviews?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(html)).toEqual({ error: 'invalid_query', field, message })
  })

  it('lists every consultant with photo, role, languages, expertise and a "Request a call" carrying the agent_id', async () => {
    const { html } = await get('/')
    expect(consultantsShown(html)).toEqual(['TST-1', 'TST-2', 'TST-3'])
    const finder = decodeHtml(section(html, 'consultants-title'))
    expect(finder).toContain('src="/images/test/consultant-1.svg"')
    expect(finder).toMatch(/Speaks: <\/span>English, Arabic/)
    expect(finder).toContain('Off plan')
    // Request a call: the form as a page without JavaScript, the dialog with it; either way with the agent's id.
    expect(finder).toMatch(
      /<a href="\/en\/request-call\?agent_id=TST-1&next=%2Fen%23consultants"[^>]*data-action="request-call" data-agent-id="TST-1" aria-label="Request a call with Amal Haddad"/,
    )
    expect(finder).not.toContain('c1@example.com')
    expect(finder).not.toContain('+971500000000')
  })

  it('filters consultants by expertise and by language through the query string (the no-JS form)', async () => {
    expect(consultantsShown((await get('/?expertise=land')).html)).toEqual(['TST-2'])
    expect(consultantsShown((await get('/?expertise=off-plan')).html)).toEqual(['TST-1', 'TST-3'])
    expect(consultantsShown((await get('/?language=ru')).html)).toEqual(['TST-3'])
    expect(consultantsShown((await get('/?expertise=off-plan&language=ar')).html)).toEqual(['TST-1'])
    const finder = section((await get('/?expertise=land')).html, 'consultants-title')
    expect(finder).toMatch(/<form [^>]*action="\/en#consultants" method="get"/)
    expect(finder).toMatch(/<option value="land" selected="">/)
    expect(decodeHtml(finder)).not.toContain(NO_MATCH)
  })

  it('offers the languages the consultants speak and the site languages, named in the visitor language', async () => {
    const english = decodeHtml(section((await get('/')).html, 'consultants-title'))
    expect(english).toContain('<option value="ru">Russian</option>')
    expect(english).toContain('<option value="hu">Hungarian</option>')
    const french = decodeHtml(section((await get('/fr')).html, 'consultants-title'))
    expect(french).toContain('<option value="ru">Russe</option>')
  })

  it('with no match shows the warning verbatim, followed by the other available consultants', async () => {
    const { html } = await get('/?language=hu')
    const finder = decodeHtml(section(html, 'consultants-title'))
    expect(finder).toContain(NO_MATCH)
    expect(consultantsShown(html)).toEqual(['TST-1', 'TST-2', 'TST-3'])
    expect(finder.indexOf(NO_MATCH)).toBeLessThan(finder.indexOf('data-testid="consultant"'))
    expect(consultantsShown((await get('/?expertise=land&language=ru')).html)).toEqual(['TST-1', 'TST-2', 'TST-3'])
  })

  it('ignores unknown or malformed filters instead of failing', async () => {
    for (const query of ['expertise=yachts', 'language=xx%22%3E%3Cscript%3E', 'language=english', 'show=everything']) {
      const { response, html } = await get(`/?${query}`)
      expect(response.status, query).toBe(200)
      expect(consultantsShown(html), query).toEqual(['TST-1', 'TST-2', 'TST-3'])
      expect(html, query).not.toContain('<script>')
    }
  })

  it('shows the world map as a lazily loaded picture, named and described (Dubai and the client countries), with Dubai marked in words', async () => {
    const world = decodeHtml(section((await get('/')).html, 'world-title'))
    const map = world.match(/<div role="img" aria-labelledby="world-map-title world-map-desc"[\s\S]*?data-dubai-marker[\s\S]*?<\/div>/)?.[0] ?? ''
    expect(map).toMatch(/<span id="world-map-desc" class="sr-only">Dubai, in the United Arab Emirates, is highlighted, with arcs from [^<]*United Kingdom/)
    expect(map).toMatch(/<img src="\/images\/world-map.svg" alt="" width="1000" height="435" loading="lazy"/)
    expect(map).toMatch(/data-dubai-marker[\s\S]*>Dubai<\/span>/)
    // The drawing is no longer inline: the page carries only the marker.
    expect(world).not.toContain('<svg')
  })

  it('shows the partner logos', async () => {
    const partners = decodeHtml(section((await get('/')).html, 'partners-title'))
    expect(partners.match(/data-testid="partner"/g)).toHaveLength(2)
    expect(partners).toContain('alt="Test Developments"')
  })

  it('reads through the KV cache: a change in D1 shows once the key is invalidated', async () => {
    await get('/')
    await env.DB.prepare('DELETE FROM partners WHERE id = 2').run()
    expect((await get('/')).html.match(/data-testid="partner"/g)).toHaveLength(2)
    await invalidate(env.KV, ['partners:all'])
    expect((await get('/')).html.match(/data-testid="partner"/g)).toHaveLength(1)
  })
})
