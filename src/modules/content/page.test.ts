import { describe, expect, it } from 'vitest'
import { pageQuery, readPage, toRecord } from './page.server'

describe('readPage', () => {
  it('lifts version 4 attributes beside the id and reads the page count', () => {
    const page = readPage({
      data: [{ id: 7, attributes: { slug: 'a', title: 'A' } }],
      meta: { pagination: { page: 1, pageSize: 100, pageCount: 3, total: 201 } },
    })
    expect(page).toEqual({ records: [{ id: 7, slug: 'a', title: 'A' }], pageCount: 3, total: 201 })
  })

  it('unwraps version 4 relations and media ({ data: ... })', () => {
    const record = toRecord({
      id: 1,
      attributes: {
        cover: { data: { id: 9, attributes: { src: '/images/x.webp' } } },
        photos: { data: [{ id: 10, attributes: { src: '/images/y.webp' } }] },
        author: { data: null },
        paymentPlan: [{ label: 'On booking', percent: 20 }],
      },
    })
    expect(record).toEqual({
      id: 1,
      cover: { id: 9, src: '/images/x.webp' },
      photos: [{ id: 10, src: '/images/y.webp' }],
      author: null,
      paymentPlan: [{ label: 'On booking', percent: 20 }],
    })
  })

  it('keeps version 5 records flat (documentId is ignored later by the schema)', () => {
    expect(readPage({ data: [{ id: 2, documentId: 'abc', slug: 'b' }], meta: {} })).toEqual({
      records: [{ id: 2, documentId: 'abc', slug: 'b' }],
      pageCount: undefined,
    })
  })

  it('reads a version 3 bare list', () => {
    expect(readPage([{ id: 3 }])).toEqual({ records: [{ id: 3 }] })
  })

  it('turns the backend publishedAt timestamp into a date', () => {
    expect(toRecord({ id: 1, publishedAt: '2026-10-01T08:30:00.000Z' })).toEqual({ id: 1, publishedAt: '2026-10-01' })
  })

  it.each([null, 'x', { data: null }, { error: { status: 403 } }, { data: { id: 1 } }])('refuses an answer without a data list: %j', (body) => {
    expect(() => readPage(body)).toThrow('unexpected answer')
  })
})

describe('pageQuery', () => {
  it('pages by number on version 4 and 5, by offset on version 3, in id order', () => {
    expect(pageQuery(4, 2, 50)).toEqual({ pagination: { page: 2, pageSize: 50 }, populate: '*', sort: ['id:asc'] })
    expect(pageQuery(3, 2, 50)).toEqual({ _start: 50, _limit: 50, _sort: 'id:ASC' })
  })

  it('asks version 5 for one locale, in documentId order (publishing moves ids, never documentIds)', () => {
    expect(pageQuery(5, 3, 100, 'ar')).toEqual({ pagination: { page: 3, pageSize: 100 }, populate: '*', sort: ['documentId:asc'], locale: 'ar' })
    expect(pageQuery(5, 1, 100)).toEqual({ pagination: { page: 1, pageSize: 100 }, populate: '*', sort: ['documentId:asc'] })
  })

  it('reads the total beside the page count', () => {
    expect(readPage({ data: [], meta: { pagination: { pageCount: 3, total: 250 } } })).toEqual({ records: [], pageCount: 3, total: 250 })
  })
})
