// A catalogue larger than Load More goes (MAX_PAGE pages of PAGE_SIZE): one request renders at most
// RENDERED_PAGES pages of cards however deep the page asked for, Load More (with and without
// JavaScript) still walks every result page by page, and the last loadable page says to refine the
// search instead of offering a page that is not served.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAGE, PAGE_SIZE, RENDERED_PAGES } from '../../src/features/catalog/schema'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { decodeHtml, get } from './helpers'

const TOTAL = MAX_PAGE * PAGE_SIZE + 5
const MOST_CARDS = RENDERED_PAGES * PAGE_SIZE

beforeAll(async () => {
  const projects = Array.from({ length: TOTAL }, (_, i) =>
    makeProject({ id: 1000 + i, title: `Creek Tower ${i + 1}`, area: 'dubai-creek-harbour', development: 'Creek Rise', publishedAt: '2025-06-01' }),
  )
  await env.DB.batch(upsertStatements(env.DB, 'projects', projects))
}, 30_000)

/** The positions of the cards on the page (`<li id="result-N">`). */
const positions = (html: string) => [...html.matchAll(/<li id="result-(\d+)"/g)].map((m) => Number(m[1]))
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
/** The hint as shown (the island's props carry its text too). */
const hintShown = (html: string) => html.includes('>Refine your search to see the rest.</p>')
/** The no-JS Load More link: the island's server-rendered <a>. */
const loadMoreHref = (html: string) => decodeHtml(html.match(/<a href="([^"]+)" class="btn-ghost px-10 py-3"/)?.[1] ?? '') || undefined
const earlierHref = (html: string) => decodeHtml(html.match(/<a href="([^"]+)" class="link" data-testid="earlier-results"/)?.[1] ?? '') || undefined
const showing = (html: string) => html.match(/<p class="text-sm text-muted" aria-live="polite">([^<]+)<\/p>/)?.[1]

describe(`a catalogue of more than ${MAX_PAGE * PAGE_SIZE} results`, () => {
  it(`renders at most ${RENDERED_PAGES} pages of cards however deep the page (not 1..N)`, async () => {
    for (const page of [3, 10, MAX_PAGE - 1, MAX_PAGE, 999_999]) {
      const { response, html } = await get(`/catalog?page=${page}`)
      expect(response.status).toBe(200)
      const shown = Math.min(page, MAX_PAGE)
      expect(positions(html), `page ${page}`).toEqual(range((shown - RENDERED_PAGES) * PAGE_SIZE + 1, shown * PAGE_SIZE))
      expect(positions(html).length).toBeLessThanOrEqual(MOST_CARDS)
    }
  })

  it('says which results it shows, links back to the earlier ones and on to the next page', async () => {
    const page = MAX_PAGE - 1
    const { html } = await get(`/catalog?page=${page}`)
    const first = (page - RENDERED_PAGES) * PAGE_SIZE + 1
    expect(showing(html)).toBe(`Showing ${first}–${page * PAGE_SIZE} of ${TOTAL}`)
    expect(earlierHref(html)).toBe(`/en/catalog?page=${page - RENDERED_PAGES}`)
    expect(loadMoreHref(html)).toBe(`/en/catalog?page=${MAX_PAGE}#result-${page * PAGE_SIZE + 1}`)
    expect(hintShown(html)).toBe(false)
  })

  it('stops at the last page served: no link to a page that would repeat it, and a hint to refine the search', async () => {
    const { html } = await get(`/catalog?page=${MAX_PAGE}`)
    expect(showing(html)).toBe(`Showing ${(MAX_PAGE - RENDERED_PAGES) * PAGE_SIZE + 1}–${MAX_PAGE * PAGE_SIZE} of ${TOTAL}`)
    expect(loadMoreHref(html)).toBeUndefined()
    expect(html).not.toContain(`page=${MAX_PAGE + 1}`)
    expect(hintShown(html)).toBe(true)
  })

  it('Load More without JavaScript reaches the last page served, every result once, a bounded page at a time', async () => {
    const seen: number[] = []
    let href: string | undefined = '/catalog'
    let html = ''
    let requests = 0
    while (href) {
      ;({ html } = await get(href))
      requests++
      const here = positions(html)
      expect(here.length).toBeLessThanOrEqual(MOST_CARDS)
      // The link's fragment is the first card the next page adds.
      const next = loadMoreHref(html)
      if (next) expect(next).toMatch(new RegExp(`#result-${(here.at(-1) ?? 0) + 1}$`))
      seen.push(...here.filter((position) => !seen.includes(position)))
      href = next?.replace(/#.*$/, '')
    }
    expect(requests).toBe(MAX_PAGE)
    expect(seen).toEqual(range(1, MAX_PAGE * PAGE_SIZE))
    expect(hintShown(html)).toBe(true)
  }, 60_000)

  it('the earlier-results links walk back to the first page', async () => {
    let href: string | undefined = `/catalog?page=${MAX_PAGE}`
    const firsts: number[] = []
    while (href) {
      const { html } = await get(href)
      firsts.push(positions(html)[0] ?? 0)
      href = earlierHref(html)
    }
    expect(firsts.at(-1)).toBe(1)
    // Each step back shows the page just before the first one shown.
    for (let i = 1; i < firsts.length; i++) expect(firsts[i]).toBeLessThan(firsts[i - 1] ?? 0)
  })

  it('Load More with JavaScript gets each page of 12 in turn, up to the last page served', async () => {
    const seen: number[] = []
    for (let page = 2; page <= MAX_PAGE; page++) {
      const { response, html } = await get(`/catalog/results?page=${page}`)
      expect(response.status).toBe(200)
      seen.push(...positions(html))
    }
    expect(seen).toEqual(range(PAGE_SIZE + 1, MAX_PAGE * PAGE_SIZE))
  }, 60_000)
})
