// A broad search at scale is counted up to COUNT_CAP and said as "1,000+" (counting every match of
// 100,000 listings cost more than the search): the page, Load More's "Showing 12 of 1,000+" and the
// pages it offers; a narrower search keeps its exact count.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { COUNT_CAP, MAX_PAGE } from '../../src/features/catalog/schema'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { get } from './helpers'

beforeAll(async () => {
  const projects = Array.from({ length: COUNT_CAP + 5 }, (_, i) =>
    makeProject({ id: 5000 + i, title: `Harbour Tower ${i + 1}`, type: i < 7 ? 'villa' : 'apartment', publishedAt: '2025-06-01' }),
  )
  for (let i = 0; i < projects.length; i += 250) await env.DB.batch(upsertStatements(env.DB, 'projects', projects.slice(i, i + 250)))
}, 60_000)

const count = (html: string) => html.match(/id="results-count"[^>]*>([^<]+)</)?.[1]

describe('counting at scale', () => {
  it('more results than the cap: "1,000+ projects found", and Load More says "of 1,000+"', async () => {
    const { response, html } = await get('/catalog')
    expect(response.status).toBe(200)
    expect(count(html)).toBe('1,000+ projects found')
    expect(html).toContain('Showing 12 of 1,000+')
    // Load More still walks to the last page it serves.
    const last = await get(`/catalog?page=${MAX_PAGE}`)
    expect(last.html).toContain(`id="result-${MAX_PAGE * 12}"`)
  })

  it('exactly the cap is exact; a narrower search is exact', async () => {
    expect(count((await get('/catalog?type=apartment')).html)).toBe(`${(COUNT_CAP - 2).toLocaleString('en-US')} projects found`)
    expect(count((await get('/catalog?type=villa')).html)).toBe('7 projects found')
  })

  it('in another language, the same "1,000+" in its digits', async () => {
    expect(count((await get('/de/catalog')).html)).toBe('1.000+ Projekte gefunden')
  })
})
