import { describe, expect, it } from 'vitest'
import { formatAreaRange, formatBedrooms, formatMonthYear, humanize, pricePerSqft, splitDescription, whatsappLink } from './format'

describe('formatBedrooms', () => {
  it.each([
    [0, 0, 'Studio'],
    [2, 2, '2'],
    [0, 3, 'Studio – 3'],
    [1, 3, '1 – 3'],
    [4, 6, '4 – 6+'],
    [6, 6, '6+'],
    [3, 1, '1 – 3'],
  ])('shows %i–%i bedrooms as "%s"', (min, max, expected) => {
    expect(formatBedrooms(min, max, 'Studio', 'en-US')).toBe(expected)
  })

  it("uses the locale's digits", () => {
    expect(formatBedrooms(1, 3, 'استوديو', 'ar-SA')).toBe('١ – ٣')
  })
})

const EN = { sqft: 'sq ft', sqm: 'm²' }
const RU = { sqft: 'кв. фут', sqm: 'м²' }

describe('formatAreaRange', () => {
  it('shows square feet as stored', () => {
    expect(formatAreaRange(480, 1720, 'sqft', 'en-US', EN)).toBe('480 – 1,720 sq ft')
  })

  it('converts to square metres (10.7639 sq ft each)', () => {
    expect(formatAreaRange(480, 1720, 'sqm', 'en-US', EN)).toBe('45 – 160 m²')
  })

  it('names the unit in the visitor’s language, with its digits', () => {
    expect(formatAreaRange(480, 1720, 'sqm', 'ru-RU', RU).replace(/\u00a0/g, ' ')).toBe('45 – 160 м²')
    expect(formatAreaRange(1000, 1000, 'sqft', 'ru-RU', RU).replace(/\u00a0/g, ' ')).toBe('1 000 кв. фут')
  })

  it('shows one value when both ends are the same', () => {
    expect(formatAreaRange(1000, 1000, 'sqft', 'en-US', EN)).toBe('1,000 sq ft')
  })
})

describe('pricePerSqft', () => {
  it('divides the price from by the smallest size', () => {
    expect(pricePerSqft(1_850_000, 480)).toBe(3854)
    expect(pricePerSqft(1_000_000, 0)).toBe(0)
  })
})

describe('formatMonthYear', () => {
  it('names the month in the visitor language, never shifted by time zone', () => {
    expect(formatMonthYear('2027-12-01', 'en-US')).toBe('December 2027')
    expect(formatMonthYear('2027-01-01', 'de-DE')).toBe('Januar 2027')
  })
})

describe('splitDescription', () => {
  it('keeps a short text whole', () => {
    expect(splitDescription('One.\n\nTwo.')).toEqual({ lead: ['One.', 'Two.'], rest: [] })
  })

  it('shows the first paragraph of a long text and folds the others', () => {
    const first = 'A'.repeat(300)
    const text = `${first}\n\n${'B'.repeat(300)}\n\n${'C'.repeat(300)}`
    expect(splitDescription(text)).toEqual({ lead: [first], rest: ['B'.repeat(300), 'C'.repeat(300)] })
  })

  it('cuts one very long paragraph at the last sentence end before the limit', () => {
    const sentence = `${'word '.repeat(30).trim()}.`
    const text = Array.from({ length: 8 }, () => sentence).join(' ')
    const { lead, rest } = splitDescription(text, 420)
    expect(lead[0]?.endsWith('.')).toBe(true)
    expect((lead[0] ?? '').length).toBeLessThanOrEqual(420)
    expect(`${lead[0]} ${rest[0]}`).toBe(text)
  })
})

describe('whatsappLink', () => {
  it('links wa.me with the digits and the encoded message', () => {
    expect(whatsappLink('+971 50 441 7201', 'Hi: Marina & Co? https://x.test/catalog/1')).toBe(
      'https://wa.me/971504417201?text=Hi%3A%20Marina%20%26%20Co%3F%20https%3A%2F%2Fx.test%2Fcatalog%2F1',
    )
  })

  it('gives null without a usable number', () => {
    expect(whatsappLink(null, 'x')).toBeNull()
    expect(whatsappLink('12', 'x')).toBeNull()
  })
})

describe('humanize', () => {
  it('turns a slug into words', () => {
    expect(humanize('rooftop-lounge')).toBe('Rooftop lounge')
  })
})
