import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '../../lib/money'
import { formatAreaRange, formatBedrooms, formatMonthYear, formatPricePerArea, humanize, pricePerSqft, splitDescription, whatsappLink } from './format'

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

describe('formatAreaRange', () => {
  it('shows square feet as stored', () => {
    expect(formatAreaRange(480, 1720, 'sqft', 'en-US')).toBe('480 – 1,720 sq ft')
  })

  it('converts to square metres (10.7639 sq ft each)', () => {
    expect(formatAreaRange(480, 1720, 'sqm', 'en-US')).toBe('45 – 160 m²')
  })

  it('shows one value when both ends are the same', () => {
    expect(formatAreaRange(1000, 1000, 'sqft', 'en-US')).toBe('1,000 sq ft')
  })
})

/** Intl puts a no-break space between the currency code and the number. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('price per area', () => {
  it('divides the price from by the smallest size', () => {
    expect(pricePerSqft(1_850_000, 480)).toBe(3854)
    expect(pricePerSqft(1_000_000, 0)).toBe(0)
  })

  it('formats per sq ft in AED and per m² in another currency', () => {
    expect(plain(formatPricePerArea(1000, 'AED', 'sqft', DEFAULT_RATES, 'en-US'))).toBe('AED 1,000 / sq ft')
    // 1,000 AED/sq ft = 10,763.9 AED/m² = 2,931 USD/m² at the 3.6725 peg.
    expect(plain(formatPricePerArea(1000, 'USD', 'sqm', DEFAULT_RATES, 'en-US'))).toBe('USD 2,931 / m²')
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
