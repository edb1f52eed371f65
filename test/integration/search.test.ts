// The one search box against the embedded catalogue (68 projects, 13 areas, their translations and
// aliases): what a buyer types and what they expect to find (issue 13 item 2). Results through the
// whole worker (/catalog), suggestions through /catalog/suggest.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import type { Location, Project } from '../../src/modules/content/schema'
import { get } from './helpers'

const seed = JSON.parse((env as unknown as { TEST_SEED: string }).TEST_SEED) as { locations: Location[]; projects: Project[] }

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'locations', seed.locations))
  for (let i = 0; i < seed.projects.length; i += 20) await env.DB.batch(upsertStatements(env.DB, 'projects', seed.projects.slice(i, i + 20)))
})

const titles = (html: string) => [...html.matchAll(/<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1] ?? '')
const countOf = (html: string) => Number(html.match(/id="results-count"[^>]*>\s*(\d+)/)?.[1] ?? Number.NaN)
const inArea = (slug: string) => seed.projects.filter((p) => p.area === slug).length
const byDeveloper = (name: string) => seed.projects.filter((p) => p.developer === name).length

describe('results: what a buyer types finds what they mean', () => {
  it.each([
    // Project and building names, any order, any case.
    ['Marina Crest', ['Marina Crest Residences'], 1],
    ['crest marina', ['Marina Crest Residences'], 1],
    ['MARINA HORIZON', ['Marina Horizon Tower'], 1],
    // Developers.
    ['DAMAC', ['Marina Horizon Tower'], byDeveloper('DAMAC')],
    ['Binghatti', ['Binghatti Circle Gardens'], byDeveloper('Binghatti')],
    // Aliases everybody uses.
    ['JVC', ['Binghatti Circle Gardens'], inArea('jumeirah-village-circle')],
    ['JLT', [], inArea('jumeirah-lake-towers')],
    ['MBR City', [], inArea('mohammed-bin-rashid-city')],
    ['Downtown', [], inArea('downtown-dubai')],
    // Other scripts: Arabic and Russian names of Dubai Marina; a Hebrew one of JVC.
    ['دبي مارينا', ['Marina Crest Residences'], inArea('dubai-marina')],
    ['Дубай Марина', ['Marina Crest Residences'], inArea('dubai-marina')],
    // Arabic as people type it: hamza left off, ى for ي, ه for ة (the indexes fold them, migrations/0019).
    ['دبى مارينا', ['Marina Crest Residences'], inArea('dubai-marina')],
    ['نخله جميرا', [], inArea('palm-jumeirah')],
    ['ابراج بحيرات جميرا', [], inArea('jumeirah-lake-towers')],
    ['قريه جميرا الدائريه', ['Binghatti Circle Gardens'], inArea('jumeirah-village-circle')],
    // Mixed: a developer in an area.
    ['DAMAC Dubai Marina', ['Marina Horizon Tower'], 1],
    // A community.
    ['Marina Gate', ['Marina Crest Residences'], 1],
    // The area's slug (links from cards and the home page).
    ['dubai-marina', ['Marina Crest Residences'], inArea('dubai-marina')],
  ])('"%s"', async (query, expected, count) => {
    const { response, html } = await get(`/catalog?location=${encodeURIComponent(query)}`)
    expect(response.status).toBe(200)
    expect(countOf(html)).toBe(count)
    for (const title of expected) expect(titles(html)).toContain(title)
    expect(html).not.toContain('data-testid="did-you-mean"')
  })

  it.each([
    ['binghati', 'Binghatti'],
    ['Marina Krest', 'Marina Crest'],
    ['dubai hils', 'Dubai Hills'],
  ])('a typo, "%s": the results of the nearest spelling, and "did you mean %s"', async (typed, meant) => {
    const { html } = await get(`/catalog?location=${encodeURIComponent(typed)}`)
    expect(countOf(html)).toBeGreaterThan(0)
    const notice = html.match(/data-testid="did-you-mean"[\s\S]*?<\/p>/)?.[0] ?? ''
    expect(notice).toContain(`>${meant}</a>`)
  })

  it.each([
    ['a long text', 'Marina '.repeat(11).trim()],
    ['Arabic letters only, long', 'ب'.repeat(80)],
    ['symbols', '!@#$%^&*()_+={}[]|\\:;"\'<>,.?/~`'],
    ['SQL', "'; DROP TABLE projects; --"],
    ['FTS syntax', 'marina* OR "crest" NEAR(a b) ^title: -x'],
    ['an emoji', '🏠 marina'],
    ['over the field limit', 'x'.repeat(500)],
  ])('%s never fails: 200 with results or an empty state', async (_, query) => {
    const { response, html } = await get(`/catalog?location=${encodeURIComponent(query)}`)
    expect(response.status).toBe(200)
    expect(Number.isNaN(countOf(html))).toBe(false)
  })

  it('a word that matches nothing and has no near spelling: the empty state suggests wider searches with counts', async () => {
    const { html } = await get('/catalog?location=zzyzx&type=villa')
    expect(countOf(html)).toBe(0)
    const relax = html.match(/data-testid="relax"[\s\S]*?<\/ul>/)?.[0] ?? ''
    expect(relax).toMatch(/\d+ projects in all areas/)
  })
})

describe('an empty search in one area', () => {
  it('offers the nearest areas that have what was asked for, nearest first, with their counts', async () => {
    const origin = seed.locations.find((l) => l.slug === 'dubai-marina') as Location
    expect(inArea('dubai-marina')).toBeGreaterThan(0)
    expect(seed.projects.some((p) => p.area === 'dubai-marina' && p.type === 'villa')).toBe(false)
    const { lat, lng } = origin.center ?? { lat: 0, lng: 0 }
    const distance = (l: Location) => Math.hypot((l.center?.lat ?? 0) - lat, ((l.center?.lng ?? 0) - lng) * Math.cos((lat * Math.PI) / 180))
    const villas = (slug: string) => seed.projects.filter((p) => p.area === slug && p.type === 'villa').length
    const expected = seed.locations
      .filter((l) => l.slug !== 'dubai-marina' && l.center)
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, 4)
      .filter((l) => villas(l.slug) > 0)
      .slice(0, 2)
    expect(expected.length).toBeGreaterThan(0)

    const { html } = await get('/catalog?location=dubai-marina&type=villa&sort=newest')
    expect(countOf(html)).toBe(0)
    const relax = html.match(/data-testid="relax"[\s\S]*?<\/ul>/)?.[0] ?? ''
    const nearby = [...relax.matchAll(/<a href="([^"]*)"[^>]*>([^<]*nearby[^<]*)</g)].map((m) => ({ href: m[1] ?? '', text: (m[2] ?? '').trim() }))
    expect(nearby.map((n) => n.text)).toEqual(expected.map((l) => `${villas(l.slug)} project${villas(l.slug) === 1 ? '' : 's'} nearby, in ${l.name}`))
    for (const [i, l] of expected.entries()) {
      expect(nearby[i]?.href).toContain(`location=${l.slug}`)
      expect(nearby[i]?.href).toContain('type=villa')
    }
  })
})

interface Suggestions {
  groups: { kind: string; label: string; options: { label: string; detail: string; value: string; href?: string }[] }[]
  status: string
}

const suggest = async (q: string, locale = 'en') => {
  const { response, html } = await get(`/${locale}/catalog/suggest?q=${encodeURIComponent(q)}`)
  return { status: response.status, body: response.status === 200 ? (JSON.parse(html) as Suggestions) : (JSON.parse(html) as Record<string, string>) }
}
const groupsOf = (body: unknown) => (body as Suggestions).groups

describe('suggestions as you type', () => {
  it('groups areas, communities, projects and developers, exact name first, without repeats', async () => {
    const groups = groupsOf((await suggest('marina')).body)
    expect(groups.map((g) => g.kind)).toEqual(['area', 'community', 'project'])
    expect(groups[0]?.options[0]).toMatchObject({ label: 'Dubai Marina', value: 'Dubai Marina' })
    expect(groups[0]?.options[0]?.detail).toBe(`${inArea('dubai-marina')} projects`)
    const labels = groups.flatMap((g) => g.options.map((o) => o.label))
    expect(new Set(labels).size).toBe(labels.length)
    // "Dubai Marina" is the area, not also a community of it.
    expect(groups[1]?.options.map((o) => o.label)).not.toContain('Dubai Marina')
  })

  it('a project opens its page; a developer is its own group', async () => {
    const crest = groupsOf((await suggest('marina cr')).body).find((g) => g.kind === 'project')
    expect(crest?.options[0]).toMatchObject({ label: 'Marina Crest Residences', href: '/en/catalog/1-marina-crest-residences' })
    const damac = groupsOf((await suggest('dama')).body)
    expect(damac.find((g) => g.kind === 'developer')?.options[0]).toMatchObject({ label: 'DAMAC', detail: `${byDeveloper('DAMAC')} projects` })
  })

  it('an alias finds its area; names and headings are in the page language', async () => {
    expect(groupsOf((await suggest('JVC')).body)[0]?.options[0]?.value).toBe('Jumeirah Village Circle')
    const arabic = await suggest('دبي مار', 'ar')
    expect(groupsOf(arabic.body)[0]?.options[0]?.label).toBe('دبي مارينا')
    expect(groupsOf(arabic.body)[0]?.label).not.toBe('Areas')
  })

  it('a shared cache may keep the answer of a prefixed URL, never one whose language came from the cookie or Accept-Language', async () => {
    const prefixed = await get('/ar/catalog/suggest?q=mar')
    expect(prefixed.response.headers.get('cache-control')).toBe('public, max-age=60')
    const bare = await get('/catalog/suggest?q=mar', { headers: { 'accept-language': 'ar' } })
    expect(bare.response.headers.get('cache-control')).toBe('private, max-age=60')
    expect(bare.response.headers.get('vary')).toMatch(/Accept-Language/)
    expect(bare.response.headers.get('vary')).toMatch(/Cookie/)
  })

  it('nothing for nothing; a query over 200 characters is refused naming the field', async () => {
    expect(groupsOf((await suggest('')).body)).toEqual([])
    expect(groupsOf((await suggest('*"()')).body)).toEqual([])
    const long = await suggest('x'.repeat(201))
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ field: 'q' })
  })
})

describe('the index follows the content', () => {
  it('a renamed project is found by its new name only; a deleted one not at all', async () => {
    const project = seed.projects.find((p) => p.slug === 'marina-crest-residences') as Project
    await env.DB.batch(upsertStatements(env.DB, 'projects', [{ ...project, title: 'Seabreeze Pavilion' }]))
    expect(countOf((await get('/catalog?location=Seabreeze')).html)).toBe(1)
    expect(countOf((await get('/catalog?location=Marina%20Crest%20Residences')).html)).toBe(0)
    // (Each search a new text: results are cached in KV for a minute, and only a sync clears them.)
    await env.DB.prepare('DELETE FROM projects WHERE id = ?').bind(project.id).run()
    expect(countOf((await get('/catalog?location=Seabreeze%20Pavilion')).html)).toBe(0)
    await env.DB.batch(upsertStatements(env.DB, 'projects', [project]))
    expect(countOf((await get('/catalog?location=crest%20residences')).html)).toBe(1)
  })

  it("a community goes from the suggestions with its last project, and a developer's count follows", async () => {
    const gate = seed.projects.filter((p) => p.development === 'Marina Gate')
    await env.DB.prepare("DELETE FROM projects WHERE development = 'Marina Gate'").run()
    const communities = groupsOf((await suggest('marina gate')).body).find((g) => g.kind === 'community')
    expect(communities?.options.map((o) => o.label) ?? []).not.toContain('Marina Gate')
    await env.DB.batch(upsertStatements(env.DB, 'projects', gate))
    expect(groupsOf((await suggest('marina gate')).body).find((g) => g.kind === 'community')?.options[0]?.label).toBe('Marina Gate')
  })
})
