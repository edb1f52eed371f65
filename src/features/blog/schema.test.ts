import { describe, expect, it } from 'vitest'
import { blogSearch, MAX_PAGE, PAGE_SIZE, pageCount, pageOnly, pagesThrough, parseBlogQuery } from './schema'

describe('parseBlogQuery', () => {
  it('reads a known topic and a page', () => {
    expect(parseBlogQuery({ topic: 'news', page: '2' })).toEqual({ topic: 'news', page: 2 })
    expect(parseBlogQuery({})).toEqual({ topic: undefined, page: 1 })
    expect(parseBlogQuery({ topic: '', utm_source: 'x' })).toEqual({ topic: undefined, page: 1 })
  })

  it('answers null for a topic that is not one of ours (the 404 page)', () => {
    for (const topic of ['bogus', 'NEWS', 'news ', 'all', '../news']) expect(parseBlogQuery({ topic })).toBeNull()
  })

  it(`reads a bad page as 1 and caps it at ${MAX_PAGE}`, () => {
    for (const page of ['abc', '0', '-2', '1.5', '']) expect(parseBlogQuery({ page })?.page).toBe(1)
    expect(parseBlogQuery({ page: '1000000' })?.page).toBe(MAX_PAGE)
  })
})

describe('blogSearch', () => {
  it('leaves out View all and page 1', () => {
    expect(blogSearch({})).toBe('')
    expect(blogSearch({ page: 1 })).toBe('')
    expect(blogSearch({ topic: 'buyer-seller' })).toBe('?topic=buyer-seller')
    expect(blogSearch({ topic: 'news', page: 3 })).toBe('?topic=news&page=3')
    expect(blogSearch({ page: 2 })).toBe('?page=2')
  })
})

describe('paging', () => {
  it('opens View all with one lead article above the first page of cards', () => {
    expect(pagesThrough({ page: 1 })).toEqual({ offset: 0, limit: 1 + PAGE_SIZE })
    expect(pagesThrough({ page: 2 })).toEqual({ offset: 0, limit: 1 + 2 * PAGE_SIZE })
    expect(pageOnly({ page: 2 })).toEqual({ offset: 1 + PAGE_SIZE, limit: PAGE_SIZE })
    expect(pageCount(undefined, 26)).toBe(3)
    expect(pageCount(undefined, 10)).toBe(1)
  })

  it('shows a topic as the grid alone', () => {
    expect(pagesThrough({ topic: 'news', page: 1 })).toEqual({ offset: 0, limit: PAGE_SIZE })
    expect(pageOnly({ topic: 'news', page: 3 })).toEqual({ offset: 2 * PAGE_SIZE, limit: PAGE_SIZE })
    expect(pageCount('news', 9)).toBe(1)
    expect(pageCount('news', 10)).toBe(2)
    expect(pageCount('news', 0)).toBe(1)
  })
})
