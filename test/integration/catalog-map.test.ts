// The catalogue's map (issue 13 item 5): `view=map` shows the same search as the list with every
// located result on the map; `bbox` ("search this area") filters in SQL so the list, its count and
// the markers agree; a malformed or impossible area is dropped like any bad filter (the page still
// answers 200 with the results, never 400 or 500); the lat/lng columns follow every write.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { get } from './helpers'

const MARINA = { lat: 25.0805, lng: 55.1403 }
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 }

const projects = [
  makeProject({ id: 1, title: 'Marina One', coordinates: MARINA }),
  makeProject({ id: 2, title: 'Marina Two', coordinates: { lat: 25.0822, lng: 55.1415 }, type: 'penthouse' }),
  makeProject({ id: 3, title: 'Downtown Views', area: 'downtown-dubai', coordinates: DOWNTOWN }),
  makeProject({ id: 4, title: 'Unplaced Tower', area: 'downtown-dubai', coordinates: null }),
]

/** Around the Marina only: west, south, east, north. */
const MARINA_BOX = '55.13,25.07,55.15,25.09'

const count = (html: string) => html.match(/id="results-count"[^>]*>([^<]+)</)?.[1]
const markers = (html: string) => [...html.matchAll(/data-marker="(\d+)"/g)].map((m) => Number(m[1])).sort()
const clusters = (html: string) => [...html.matchAll(/data-cluster="(\d+)"/g)].reduce((sum, m) => sum + Number(m[1]), 0)
const cards = (html: string) => [...html.matchAll(/<li [^>]*data-project="(\d+)"/g)].map((m) => Number(m[1])).sort()

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', projects))
})

describe('the map view', () => {
  it('lists the same results as the list view, and puts every located one on the map', async () => {
    const list = await get('/catalog')
    const map = await get('/catalog?view=map')
    expect(map.response.status).toBe(200)
    expect(count(map.html)).toBe(count(list.html))
    expect(cards(map.html)).toEqual(cards(list.html))
    // Project 4 has no point: listed, not on the map.
    expect(markers(map.html).length + clusters(map.html)).toBe(3)
    expect(map.html).toContain('data-island="MapView"')
    expect(list.html).not.toContain('data-island="MapView"')
  })

  it('draws the map on the server: the land, the markers as links to their projects, the switch', async () => {
    const { html } = await get('/catalog?view=map&location=downtown-dubai')
    expect(html).toMatch(/<svg[^>]+viewBox="[-\d. ]+"/)
    expect(html).toMatch(/<a href="(\/en)?\/catalog\/3-project-3" data-marker="3" aria-label="Downtown Views, Price from AED\s[\d,]+"/)
    expect(html).toMatch(/<a href="(\/en)?\/catalog\?location=downtown-dubai" rel="nofollow" class="[^"]*">.{0,400}?List<\/a>/)
    expect(html).toMatch(/<a href="(\/en)?\/catalog\?location=downtown-dubai&amp;view=map" rel="nofollow" aria-current="page"/)
  })

  it('keeps the view through the filters: hidden field, chips and links', async () => {
    const { html } = await get(`/catalog?view=map&bbox=${MARINA_BOX}&type=penthouse`)
    expect(html).toContain('<input type="hidden" name="view" value="map"/>')
    expect(html).toContain(`<input type="hidden" name="bbox" value="${MARINA_BOX}"/>`)
    // The chip removes the area and keeps the rest.
    expect(html).toMatch(/href="(\/en)?\/catalog\?type=penthouse&amp;view=map"[^>]*aria-label="Remove filter: Map area"/)
  })
})

describe('search this area (bbox)', () => {
  it('filters the list, its count and the markers to the area', async () => {
    const { response, html } = await get(`/catalog?bbox=${MARINA_BOX}`)
    expect(response.status).toBe(200)
    expect(count(html)).toBe('2 projects found')
    expect(cards(html)).toEqual([1, 2])
    const map = await get(`/catalog?bbox=${MARINA_BOX}&view=map`)
    expect(count(map.html)).toBe('2 projects found')
    expect(markers(map.html).length + clusters(map.html)).toBe(2)
  })

  it('combines with the other filters', async () => {
    const { html } = await get(`/catalog?bbox=${MARINA_BOX}&type=penthouse`)
    expect(cards(html)).toEqual([2])
  })

  it('an area with nothing in it offers the whole city, with its count', async () => {
    const { html } = await get('/catalog?bbox=55.3,25.25,55.31,25.26')
    expect(count(html)).toBe('0 projects found')
    // Every project, the one without a point too (the list has it).
    expect(html).toMatch(/4 projects in all of Dubai/)
  })

  it.each([
    ['letters', 'abc'],
    ['three numbers', '55.1,25.0,55.2'],
    ['west past east', '55.2,25.0,55.1,25.1'],
    ['outside Dubai', '2.3,48.8,2.4,48.9'],
    ['SQL', '55.1,25.0,55.2,25.1);DROP TABLE projects;--'],
  ])('drops a malformed area (%s) like any bad filter: 200 with every result, no chip', async (_, bbox) => {
    const { response, html } = await get(`/catalog?bbox=${encodeURIComponent(bbox)}`)
    expect(response.status).toBe(200)
    expect(count(html)).toBe('4 projects found')
    expect(html).not.toContain('Remove filter: Map area')
  })

  it('a box larger than Dubai searches Dubai', async () => {
    const { html } = await get('/catalog?bbox=50,20,60,30')
    expect(count(html)).toBe('3 projects found')
    expect(html).toContain('<input type="hidden" name="bbox" value="54.85,24.6,55.65,25.4"/>')
  })
})

describe('the lat/lng columns', () => {
  it('follow the project through an update and a removal of its point', async () => {
    const row = async () => env.DB.prepare('SELECT lat, lng FROM projects WHERE id = 1').first<{ lat: number | null; lng: number | null }>()
    expect(await row()).toEqual(MARINA)
    await env.DB.batch(upsertStatements(env.DB, 'projects', [makeProject({ id: 1, title: 'Marina One', coordinates: DOWNTOWN })]))
    expect(await row()).toEqual(DOWNTOWN)
    await env.DB.batch(upsertStatements(env.DB, 'projects', [makeProject({ id: 1, title: 'Marina One', coordinates: null })]))
    expect(await row()).toEqual({ lat: null, lng: null })
  })
})
