import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES, defaultUnits, formatArea, formatPrice, formatPricePerArea, parseUnitsCookie, resolveUnits, serializeUnits, unitsHref } from './money'

/** Intl separates a code or symbol from the number with no-break (and narrow no-break) spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const EN = { sqft: 'sq ft', sqm: 'm²' }
const AR = { sqft: 'قدم مربعة', sqm: 'م²' }

describe('formatPrice', () => {
  it('shows AED exactly, to the dirham', () => {
    expect(plain(formatPrice(2_150_000, 'AED', DEFAULT_RATES, 'en-US'))).toBe('AED 2,150,000')
    expect(plain(formatPrice(650_000, 'AED', DEFAULT_RATES, 'de-DE'))).toBe('650.000 AED')
  })

  it('rounds a converted price and marks it approximate (review F2.10: never “EUR 163,317”)', () => {
    // AED 650,000 / 3.98 = EUR 163,317.
    expect(formatPrice(650_000, 'EUR', DEFAULT_RATES, 'en-US')).toBe('≈ €163K')
    // AED 2,150,000 / 3.6725 = USD 585,432; / 4.65 = GBP 462,366.
    expect(formatPrice(2_150_000, 'USD', DEFAULT_RATES, 'en-US')).toBe('≈ $585K')
    expect(formatPrice(2_150_000, 'GBP', DEFAULT_RATES, 'en-GB')).toBe('≈ £462k')
    expect(formatPrice(45_000_000, 'EUR', DEFAULT_RATES, 'en-US')).toBe('≈ €11.3M')
  })

  it('writes the compact form the way the visitor’s language does', () => {
    // German has no short form for thousands: still rounded, never 163.317 €.
    expect(plain(formatPrice(650_000, 'EUR', DEFAULT_RATES, 'de-DE'))).toBe('≈ 163.000 €')
    expect(plain(formatPrice(5_000_000, 'EUR', DEFAULT_RATES, 'de-DE'))).toBe('≈ 1,26 Mio. €')
    expect(plain(formatPrice(5_000_000, 'EUR', DEFAULT_RATES, 'ru-RU'))).toBe('≈ 1,26 млн €')
    expect(plain(formatPrice(5_000_000, 'EUR', DEFAULT_RATES, 'fr-FR'))).toBe('≈ 1,26 M €')
  })
})

describe('formatArea', () => {
  it('shows square feet as stored, or square metres (10.7639 sq ft each), with the unit’s name from the locale', () => {
    expect(formatArea(760, 'sqft', 'en-US', EN)).toBe('760 sq ft')
    expect(formatArea(760, 'sqm', 'en-US', EN)).toBe('71 m²')
    expect(formatArea(1840, 'sqft', 'ar-AE', AR)).toMatch(/^[0-9٠-٩٬,]+ قدم مربعة$/)
    expect(formatArea(1840, 'sqm', 'ar-AE', AR)).toMatch(/^[0-9٠-٩]+ م²$/)
  })
})

describe('formatPricePerArea', () => {
  it('is exact in AED and approximate in another currency, per sq ft or m²', () => {
    expect(plain(formatPricePerArea(2829, 'AED', 'sqft', DEFAULT_RATES, 'en-US', EN))).toBe('AED 2,829 / sq ft')
    // 2,829 AED/sq ft × 10.7639 / 3.98 = 7,651 EUR/m².
    expect(formatPricePerArea(2829, 'EUR', 'sqm', DEFAULT_RATES, 'en-US', EN)).toBe('≈ €7.65K / m²')
  })
})

describe('the site-wide choice (marsa_units)', () => {
  it('is stored as currency.unit and read back; unknown halves are dropped', () => {
    expect(serializeUnits({ currency: 'EUR', unit: 'sqm' })).toBe('EUR.sqm')
    expect(parseUnitsCookie('EUR.sqm')).toEqual({ currency: 'EUR', unit: 'sqm' })
    expect(parseUnitsCookie('BTC.sqm')).toEqual({ unit: 'sqm' })
    expect(parseUnitsCookie('GBP.acres')).toEqual({ currency: 'GBP' })
    expect(parseUnitsCookie(undefined)).toEqual({})
    expect(parseUnitsCookie('<script>')).toEqual({})
  })

  it('defaults from the country, then the language (decision 017)', () => {
    expect(defaultUnits('en', undefined)).toEqual({ currency: 'AED', unit: 'sqft' })
    expect(defaultUnits('en', 'GB')).toEqual({ currency: 'GBP', unit: 'sqft' })
    expect(defaultUnits('en', 'US')).toEqual({ currency: 'USD', unit: 'sqft' })
    expect(defaultUnits('de', 'DE')).toEqual({ currency: 'EUR', unit: 'sqm' })
    // A German speaker in Dubai prices in dirhams; with no country known, in euros.
    expect(defaultUnits('de', 'AE')).toEqual({ currency: 'AED', unit: 'sqm' })
    expect(defaultUnits('fr', undefined)).toEqual({ currency: 'EUR', unit: 'sqm' })
    expect(defaultUnits('ru', 'RU')).toEqual({ currency: 'AED', unit: 'sqm' })
    expect(defaultUnits('ar', 'SA')).toEqual({ currency: 'AED', unit: 'sqft' })
    expect(defaultUnits('en', 'IE')).toEqual({ currency: 'EUR', unit: 'sqft' })
  })

  it('takes each half from the cookie when it has one, else the default', () => {
    expect(resolveUnits('USD.sqm', 'en', 'GB')).toEqual({ currency: 'USD', unit: 'sqm' })
    expect(resolveUnits('x.sqm', 'en', 'GB')).toEqual({ currency: 'GBP', unit: 'sqm' })
    expect(resolveUnits(undefined, 'ko', undefined)).toEqual({ currency: 'AED', unit: 'sqm' })
  })

  it('is saved through a link to /units that comes back to the page', () => {
    expect(unitsHref({ currency: 'EUR' }, '/de/catalog?type=villa')).toBe('/units?currency=EUR&next=%2Fde%2Fcatalog%3Ftype%3Dvilla')
    expect(unitsHref({ currency: 'GBP', unit: 'sqm' }, '/')).toBe('/units?currency=GBP&unit=sqm&next=%2F')
  })
})
