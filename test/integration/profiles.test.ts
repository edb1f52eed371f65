// The developer pages (/developers, /developers/{slug}) and the consultant pages (/consultants/{slug})
// over the embedded content (TEST_SEED) in real D1: each lists exactly what D1 holds for that
// developer or consultant, unknown slugs are 404 pages, every locale has its UI, the sitemap lists
// them, and the links into them (cards, the property page, the consultant finder) lead somewhere.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/lib/i18n/locales'
import { consultantSlug } from '../../src/modules/content/profiles'
import { upsertStatements } from '../../src/modules/content/rows.server'
import type { Consultant, Developer, Location, Project, Review } from '../../src/modules/content/schema'
import { makeProject } from '../fixtures/content'
import { decodeHtml, dirOf, get, htmlAttributes, ORIGIN, titleOf, tr } from './helpers'

const seed = JSON.parse((env as unknown as { TEST_SEED: string }).TEST_SEED) as {
  locations: Location[]
  projects: Project[]
  consultants: Consultant[]
  reviews: Review[]
  developers: Developer[]
}

/** A developer no Developer entry describes, and one whose name has no Latin letter (no page to link to). */
const NAMELESS = makeProject({ id: 9501, slug: 'nova-heights', developer: 'Nova Builders', agentId: 'MRS-101' })
const ARABIC_NAME = makeProject({ id: 9502, slug: 'arabic-name-tower', developer: 'شركة النخبة', agentId: 'MRS-101' })

beforeAll(async () => {
  await env.DB.batch([
    ...upsertStatements(env.DB, 'locations', seed.locations),
    ...upsertStatements(env.DB, 'consultants', seed.consultants),
    ...upsertStatements(env.DB, 'developers', seed.developers),
    ...upsertStatements(env.DB, 'reviews', seed.reviews),
    ...upsertStatements(env.DB, 'projects', [...seed.projects, NAMELESS, ARABIC_NAME]),
  ])
})

const ids = (html: string, attribute: string) => [...html.matchAll(new RegExp(`${attribute}="([^"]+)"`, 'g'))].map((m) => m[1]).sort()
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)

async function d1Ids(sql: string, ...params: string[]): Promise<string[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<{ id: number }>()
  return results.map((r) => String(r.id)).sort()
}

describe('/developers', () => {
  it('lists every developer in D1 with the number of its projects on the site', async () => {
    const { response, html } = await get('/en/developers')
    expect(response.status).toBe(200)
    expect(titleOf(html)).toContain(tr('en', 'developer.index.title'))
    const { results } = await env.DB.prepare(
      'SELECT d.slug, d.name, (SELECT COUNT(*) FROM projects p WHERE p.developer = d.name) AS n FROM developers d ORDER BY d.name COLLATE NOCASE',
    ).all<{ slug: string; name: string; n: number }>()
    expect(results.length).toBe(seed.developers.length)
    const cards = [...html.matchAll(/<li data-testid="developer">[\s\S]*?<a href="([^"]+)"[\s\S]*?data-testid="developer-count">([^<]+)</g)].map((m) => [
      m[1],
      decodeHtml(m[2] ?? ''),
    ])
    expect(cards).toEqual(
      results.map((r) => [
        `/en/developers/${r.slug}`,
        r.n ? tr('en', `developer.projectCount_${r.n === 1 ? 'one' : 'other'}`, { formatted: r.n }) : tr('en', 'developer.noProjects'),
      ]),
    )
  })
})

describe('/developers/{slug}', () => {
  it.each(seed.developers.map((d) => d.slug))('%s lists exactly the projects D1 has for it, newest first', async (slug) => {
    const { response, html } = await get(`/en/developers/${slug}`)
    expect(response.status).toBe(200)
    const developer = seed.developers.find((d) => d.slug === slug) as Developer
    expect(ids(html, 'data-project-id')).toEqual(await d1Ids('SELECT id FROM projects WHERE developer = ?', developer.name))
    expect(html).toContain(`<h1 class="heading-1 mt-3 text-balance">${developer.name.replace('&', '&amp;')}</h1>`)
  })

  it('shows the track record in paragraphs, the figures with their note, and Organization and BreadcrumbList data', async () => {
    const { html } = await get('/en/developers/emaar')
    const emaar = seed.developers.find((d) => d.slug === 'emaar') as Developer
    const record = html.match(/data-testid="track-record">([\s\S]*?)<\/div>/)?.[1] ?? ''
    expect(record.match(/<p>/g)?.length).toBe(emaar.trackRecord.split('\n\n').length)
    expect(decodeHtml(html)).toContain(tr('en', 'developer.figuresNote'))
    expect(html).toContain('100,000+')
    for (const name of emaar.notableProjects) expect(html).toContain(`>${name}<`)
    const data = jsonLd(html)
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Emaar', foundingDate: '1997', url: `${ORIGIN}/en/developers/emaar` }))
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Marsa', tr('en', 'developer.index.eyebrow'), 'Emaar'])
  })

  it('is the 404 page for a slug nobody has', async () => {
    for (const path of ['/developers/nobody-at-all', '/ar/developers/nobody-at-all', '/developers/Emaar']) {
      expect((await get(path)).response.status, path).toBe(404)
    }
  })

  it('gives a developer that projects name without an entry a page of its projects, not indexed', async () => {
    const { response, html } = await get('/en/developers/nova-builders')
    expect(response.status).toBe(200)
    expect(ids(html, 'data-project-id')).toEqual(['9501'])
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })
})

describe('a project card names its developer', () => {
  it('as a link to a page that answers, or as plain text where the name makes no link', async () => {
    const { html } = await get('/en/consultants/layla-haddad')
    const nova = html.match(/data-project-id="9501"[\s\S]*?data-testid="card-developer"[^>]*>([^<]+)</)
    expect(nova?.[1]).toBe('Nova Builders')
    const hrefs = [...html.matchAll(/<a href="([^"]+)"[^>]*data-testid="card-developer"/g)].map((m) => m[1] ?? '')
    expect(hrefs).toContain('/en/developers/nova-builders')
    for (const href of new Set(hrefs)) expect((await get(href)).response.status, href).toBe(200)
    const arabic = html.match(/data-project-id="9502"[\s\S]*?<\/article>/)?.[0] ?? ''
    expect(arabic).toContain('شركة النخبة')
    expect(arabic).not.toContain('card-developer')
  })
})

describe('/consultants/{slug}', () => {
  it.each(seed.consultants.map((c) => [consultantSlug(c), c.agentId]))('%s lists exactly their listings and reviews in D1', async (slug, agentId) => {
    const { response, html } = await get(`/en/consultants/${slug}`)
    expect(response.status).toBe(200)
    expect(ids(html, 'data-project-id')).toEqual(await d1Ids("SELECT id FROM projects WHERE json_extract(data, '$.agentId') = ?", agentId))
    expect(ids(html, 'data-review-id')).toEqual(await d1Ids("SELECT id FROM reviews WHERE json_extract(data, '$.agentId') = ?", agentId))
  })

  it('shows the photo, role, BRN and languages, a WhatsApp link to their number and a call-back carrying their agent_id', async () => {
    const layla = seed.consultants.find((c) => c.agentId === 'MRS-101') as Consultant
    const { html } = await get('/en/consultants/layla-haddad')
    expect(html).toContain(layla.photo.src)
    expect(html).toContain(tr('en', 'consultantPage.brn', { brn: layla.brn }))
    expect(html).toMatch(/data-testid="consultant-languages">English, Arabic, and French</)
    const whatsapp = decodeHtml(html.match(/<a href="([^"]+)"[^>]*data-testid="consultant-whatsapp"/)?.[1] ?? '')
    expect(whatsapp.startsWith(`https://wa.me/${layla.phone.slice(1)}?text=`)).toBe(true)
    expect(decodeURIComponent(whatsapp.split('text=')[1] ?? '')).toContain(`${ORIGIN}/en/consultants/layla-haddad`)
    expect(decodeHtml(html)).toMatch(/href="\/en\/request-call\?agent_id=MRS-101&next=[^"]*"[^>]*data-agent-id="MRS-101"/)
    const person = jsonLd(html).find((d) => d['@type'] === 'Person')
    expect(person).toMatchObject({ name: 'Layla Haddad', jobTitle: layla.role, knowsLanguage: layla.languages, worksFor: { '@type': 'RealEstateAgent' } })
  })

  it('is the 404 page for a slug nobody has', async () => {
    for (const path of ['/consultants/nobody', '/fr/consultants/layla', '/consultants/mrs-101']) expect((await get(path)).response.status, path).toBe(404)
  })

  it('names the languages in the page’s language', async () => {
    const { html } = await get('/de/consultants/layla-haddad')
    expect(html).toMatch(/data-testid="consultant-languages">Englisch, Arabisch und Französisch</)
  })
})

describe('every locale', () => {
  it.each(LOCALES.map((l) => l.code))('%s renders both page kinds with its own UI strings and direction', async (code) => {
    const consultant = await get(`/${code}/consultants/layla-haddad`)
    expect(consultant.response.status).toBe(200)
    expect(htmlAttributes(consultant.html).dir).toBe(dirOf(code))
    const text = decodeHtml(consultant.html)
    expect(text).toContain(tr(code, 'consultantPage.reviewsTitle', { name: 'Layla Haddad' }))
    expect(text).toContain(tr(code, 'consultantPage.requestCall'))
    const developer = await get(`/${code}/developers/emaar`)
    expect(developer.response.status).toBe(200)
    expect(decodeHtml(developer.html)).toContain(tr(code, 'developer.trackRecord'))
    expect(decodeHtml(developer.html)).toContain(tr(code, 'developer.projectsTitle', { name: 'Emaar' }))
    const index = await get(`/${code}/developers`)
    expect(titleOf(index.html)).toContain(tr(code, 'developer.index.title'))
  })
})

describe('the sitemap', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')

  it('lists the developer index and every consultant page in every locale, and each developer where its track record is written', async () => {
    for (const { code } of LOCALES) {
      const all = locs((await get(`/sitemaps/${code}-1.xml`)).html)
      expect(all, code).toContain(`${ORIGIN}/${code}/developers`)
      for (const c of seed.consultants) expect(all, code).toContain(`${ORIGIN}/${code}/consultants/${consultantSlug(c)}`)
      for (const d of seed.developers) {
        const written = code === 'en' || Boolean(d.translations[code]?.trackRecord)
        expect(all.includes(`${ORIGIN}/${code}/developers/${d.slug}`), `${code} ${d.slug}`).toBe(written)
      }
      expect(
        all.some((loc) => loc.endsWith('/developers/nova-builders')),
        code,
      ).toBe(false)
    }
  })
})

describe('links into the pages', () => {
  it('the property page links its developer and its consultant agent', async () => {
    const project = seed.projects.find((p) => p.developer === 'Sobha' && p.agentId === 'MRS-101') ?? seed.projects.find((p) => p.developer === 'Sobha')
    const path = `/en/catalog/${project?.id}-${project?.slug}`
    const { html } = await get(path)
    expect(html).toMatch(/<a href="\/en\/developers\/sobha"[^>]*data-testid="property-developer"/)
    const consultant = seed.consultants.find((c) => c.agentId === project?.agentId) as Consultant
    expect(html).toContain(`href="/en/consultants/${consultantSlug(consultant)}"`)
  })

  it('the consultant finder links each card to the consultant’s page', async () => {
    const { html } = await get('/en?show=all')
    const pages = [...html.matchAll(/"page":"([^"]+)"/g)].map((m) => m[1])
    expect(pages.sort()).toEqual(seed.consultants.map((c) => `/en/consultants/${consultantSlug(c)}`).sort())
  })
})
