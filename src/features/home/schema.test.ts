import { describe, expect, it } from 'vitest'
import { ReviewsQuery, reviewsOnPage } from './schema'

describe('reviewsOnPage (?reviews=N, the no-JS Load More)', () => {
  it('shows one page of six by default and for anything that is not a whole number', () => {
    for (const value of [undefined, '', 'abc', '-5', '1.5', '6e2']) expect(reviewsOnPage(value), String(value)).toBe(6)
  })

  it('rounds up to whole pages of six and caps at 96', () => {
    expect(reviewsOnPage('12')).toBe(12)
    expect(reviewsOnPage('13')).toBe(18)
    expect(reviewsOnPage('1')).toBe(6)
    expect(reviewsOnPage('999999')).toBe(96)
  })
})

describe('ReviewsQuery (GET /api/reviews)', () => {
  it('defaults to offset 0 and limit 6', () => {
    expect(ReviewsQuery.parse({})).toEqual({ offset: 0, limit: 6 })
  })

  it('accepts limits 1 to 24 and offsets from 0', () => {
    expect(ReviewsQuery.parse({ offset: '18', limit: '24' })).toEqual({ offset: 18, limit: 24 })
  })

  it.each([
    [{ limit: '25' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: ' 3' }, 'offset'],
  ])('rejects %o, naming %s', (query, field) => {
    const result = ReviewsQuery.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
