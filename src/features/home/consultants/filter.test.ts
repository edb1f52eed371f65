import { describe, expect, it } from 'vitest'
import { filterConsultants } from './filter'
import { parseConsultantFilter } from './schema'

const amal = { id: 1, expertise: ['off-plan', 'secondary'] as const, languages: ['ar', 'en'] }
const pierre = { id: 2, expertise: ['land'] as const, languages: ['fr', 'en'] }
const team = [amal, pierre].map((c) => ({ ...c, expertise: [...c.expertise] }))

describe('filterConsultants', () => {
  it('returns everyone for "any" expertise and language', () => {
    expect(filterConsultants(team, { expertise: 'any', language: 'any' })).toEqual({ matches: team, others: [] })
  })

  it('keeps the consultants with the expertise and the language', () => {
    expect(filterConsultants(team, { expertise: 'off-plan', language: 'any' }).matches.map((c) => c.id)).toEqual([1])
    expect(filterConsultants(team, { expertise: 'any', language: 'fr' }).matches.map((c) => c.id)).toEqual([2])
    expect(filterConsultants(team, { expertise: 'land', language: 'en' }).matches.map((c) => c.id)).toEqual([2])
  })

  it('offers every other consultant when nobody matches', () => {
    expect(filterConsultants(team, { expertise: 'commercial', language: 'ko' })).toEqual({ matches: [], others: team })
  })

  it('has nothing to offer when there are no consultants at all', () => {
    expect(filterConsultants([], { expertise: 'land', language: 'any' })).toEqual({ matches: [], others: [] })
  })
})

describe('parseConsultantFilter', () => {
  it('reads known expertise, a two-letter language and show=all', () => {
    expect(parseConsultantFilter({ expertise: 'land', language: 'fr', show: 'all' })).toEqual({ expertise: 'land', language: 'fr', show: 'all' })
  })

  it('falls back to "any" for missing, unknown or malformed values', () => {
    expect(parseConsultantFilter({})).toEqual({ expertise: 'any', language: 'any', show: undefined })
    expect(parseConsultantFilter({ expertise: 'yachts', language: 'FR"><script>', show: 'everything' })).toEqual({
      expertise: 'any',
      language: 'any',
      show: undefined,
    })
  })
})
