// A catalogue larger than Load More goes (MAX_PAGE pages of PAGE_SIZE): the last loadable page says
// to refine the search instead of offering a page that is not served.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAGE, PAGE_SIZE } from '../../src/features/catalog/schema'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { get } from './helpers'

const TOTAL = MAX_PAGE * PAGE_SIZE + 5

beforeAll(async () => {
  const projects = Array.from({ length: TOTAL }, (_, i) =>
    makeProject({ id: 1000 + i, title: `Creek Tower ${i + 1}`, area: 'dubai-creek-harbour', development: 'Creek Rise', publishedAt: '2025-06-01' }),
  )
  await env.DB.batch(upsertStatements(env.DB, 'projects', projects))
}, 30_000)

const cards = (html: string) => html.match(/<li id="result-\d+"/g)?.length ?? 0
/** The hint as shown (the island's props carry its text too). */
const hintShown = (html: string) => html.includes('>Refine your search to see the rest.</p>')

describe(`a catalogue of more than ${MAX_PAGE * PAGE_SIZE} results`, () => {
  it('offers Load More up to the last page served', async () => {
    const { html } = await get(`/catalog?page=${MAX_PAGE - 1}`)
    expect(cards(html)).toBe((MAX_PAGE - 1) * PAGE_SIZE)
    expect(html).toContain(`page=${MAX_PAGE}#result-${(MAX_PAGE - 1) * PAGE_SIZE + 1}`)
    expect(hintShown(html)).toBe(false)
  })

  it('stops there: no link to a page that would repeat the last one, and a hint to refine the search', async () => {
    const { html } = await get(`/catalog?page=${MAX_PAGE}`)
    expect(cards(html)).toBe(MAX_PAGE * PAGE_SIZE)
    expect(html).toContain(`Showing ${MAX_PAGE * PAGE_SIZE} of ${TOTAL}`)
    expect(html).not.toContain(`page=${MAX_PAGE + 1}`)
    expect(hintShown(html)).toBe(true)
  })
})
