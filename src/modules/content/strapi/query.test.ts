import { describe, expect, it } from 'vitest'
import { parseQuery, stringifyQuery } from './query.server'

describe('stringifyQuery', () => {
  it('writes nested keys in brackets and leaves keys unencoded', () => {
    expect(stringifyQuery({ pagination: { page: 1, pageSize: 100 }, populate: '*' })).toBe('pagination[page]=1&pagination[pageSize]=100&populate=%2A')
  })

  it('writes arrays with empty brackets and percent-encodes values', () => {
    expect(stringifyQuery({ sort: ['id:asc'], filters: { slug: { $in: ['a b', 'ç&='] } } })).toBe(
      'sort[]=id%3Aasc&filters[slug][$in][]=a%20b&filters[slug][$in][]=%C3%A7%26%3D',
    )
  })

  it('leaves out null and undefined values and gives an empty string for nothing', () => {
    expect(stringifyQuery({ a: null, b: undefined, c: 'x' })).toBe('c=x')
    expect(stringifyQuery({})).toBe('')
  })
})

describe('parseQuery', () => {
  it('reads bracketed arrays and nested keys, ignoring a leading question mark', () => {
    expect(parseQuery('?a[]=1&a[]=2&b[c]=x%20y')).toEqual({ a: ['1', '2'], b: { c: 'x y' } })
  })

  it('keeps arrays up to 20 items and turns a higher index into an object key', () => {
    expect(parseQuery('a[19]=x').a).toEqual(['x'])
    expect(parseQuery('a[20]=x').a).toEqual({ 20: 'x' })
  })

  it('nests at most 5 levels deep; deeper brackets stay in the last key', () => {
    expect(parseQuery('a[b][c][d][e][f][g]=x')).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': 'x' } } } } } } })
  })

  it('reads at most 1000 parameters', () => {
    const many = Array.from({ length: 1005 }, (_, i) => `p${i}=1`).join('&')
    expect(Object.keys(parseQuery(many))).toHaveLength(1000)
  })
})
