import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX, DESCRIPTION_MIN, documentTitle, metaDescription, shorten, TITLE_MAX } from './seo'

const len = (text: string) => [...text].length

describe('documentTitle', () => {
  it('adds the brand when it fits in 60 characters', () => {
    expect(documentTitle('Property Catalogue', 'Marsa')).toBe('Property Catalogue | Marsa')
  })

  it('drops the brand, then cuts at a word, when the title is long', () => {
    expect(documentTitle('Buying off-plan in Dubai in 2026: a step-by-step guide', 'Marsa')).toBe('Buying off-plan in Dubai in 2026: a step-by-step guide')
    const long = documentTitle('The real cost of buying in Dubai: DLD fees, trustee charges and the rest', 'Marsa')
    expect(len(long)).toBeLessThanOrEqual(TITLE_MAX)
    expect(long).toBe('The real cost of buying in Dubai: DLD fees, trustee charges…')
  })

  it('counts characters as people read them (Arabic, Korean)', () => {
    expect(len(documentTitle('ت'.repeat(70), 'Marsa'))).toBeLessThanOrEqual(TITLE_MAX)
    expect(len(documentTitle('가'.repeat(59), 'Marsa'))).toBeLessThanOrEqual(TITLE_MAX)
  })
})

describe('metaDescription', () => {
  it('keeps a description of 70–160 characters as it is', () => {
    const text = 'Escrow accounts, Oqood registration, payment plans and handover: what every buyer should know.'
    expect(metaDescription(text, 'More.')).toBe(text)
  })

  it('completes a short one with the site line, and cuts a long one at a word', () => {
    const short = metaDescription('Off-plan homes in Dubai.', 'A Dubai brokerage for buyers and investors from around the world.')
    expect(short).toBe('Off-plan homes in Dubai. — A Dubai brokerage for buyers and investors from around the world.')
    expect(len(short)).toBeGreaterThanOrEqual(DESCRIPTION_MIN)
    const long = metaDescription(`${'word '.repeat(60)}end`, '')
    expect(len(long)).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(long.endsWith('word…')).toBe(true)
  })
})

describe('shorten', () => {
  it('cuts a run without spaces on a character', () => {
    expect(shorten('가'.repeat(100), 10)).toBe(`${'가'.repeat(9)}…`)
  })
})
