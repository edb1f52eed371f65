import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, getLocale, isLocaleCode, LOCALE_CODES, LOCALES, splitLocalePrefix, stripLocalePrefix, withLocalePrefix } from './locales'

describe('LOCALES', () => {
  it('lists each locale once, by a two-letter code, with en first and the default', () => {
    expect(new Set(LOCALE_CODES).size).toBe(LOCALES.length)
    for (const code of LOCALE_CODES) expect(code).toMatch(/^[a-z]{2}$/)
    expect(LOCALE_CODES[0]).toBe('en')
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('supports every locale the spec names (a new one is added to LOCALES, not here)', () => {
    expect(LOCALE_CODES).toEqual(expect.arrayContaining(['ar', 'de', 'en', 'es', 'fr', 'he', 'hu', 'it', 'ko', 'nl', 'ro', 'ru', 'tr']))
  })

  it('writes Arabic and Hebrew right to left, everything else left to right', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he'])
  })

  it('gives every locale a BCP 47 tag starting with its code', () => {
    for (const l of LOCALES) expect(l.iso).toMatch(new RegExp(`^${l.code}-[A-Z]{2}$`))
  })

  it('getLocale falls back to English for an unknown code', () => {
    expect(getLocale('he').dir).toBe('rtl')
    expect(getLocale('zz' as never).code).toBe('en')
  })
})

describe('isLocaleCode', () => {
  it.each(['en', 'ar', 'he', 'ro'])('accepts %s', (code) => expect(isLocaleCode(code)).toBe(true))
  it.each(['EN', 'en-US', 'xx', '', ' en', 'en\n', 'toString', '__proto__', null, undefined, 1, {}])('rejects %j', (value) => {
    expect(isLocaleCode(value)).toBe(false)
  })
})

describe('splitLocalePrefix', () => {
  it.each([
    ['/fr/terms', 'fr', '/terms'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/he/blog/some-post', 'he', '/blog/some-post'],
    ['/ar/catalog/123', 'ar', '/catalog/123'],
  ])('splits %s into %s and %s', (path, prefix, rest) => {
    expect(splitLocalePrefix(path)).toEqual({ prefix, path: rest })
  })

  it.each(['/', '/terms', '/french/terms', '/FR/terms', '/fr-FR/terms', '/xx/terms', '//fr/terms', '/blog/fr'])(
    'leaves %s without a prefix unchanged',
    (path) => {
      expect(splitLocalePrefix(path)).toEqual({ prefix: null, path })
    },
  )

  it('strips only the first prefix', () => {
    expect(splitLocalePrefix('/fr/de/terms')).toEqual({ prefix: 'fr', path: '/de/terms' })
    expect(stripLocalePrefix('/fr/de/terms')).toBe('/de/terms')
    expect(stripLocalePrefix('/terms')).toBe('/terms')
  })
})

describe('withLocalePrefix', () => {
  it('puts a path under the prefix the visitor came through (the home page is the bare prefix), and leaves it alone otherwise', () => {
    expect(withLocalePrefix('fr', true, '/account?notice=reset')).toBe('/fr/account?notice=reset')
    expect(withLocalePrefix('fr', true, '/')).toBe('/fr')
    // The root's query or fragment hangs off the bare prefix: /fr/ would redirect.
    expect(withLocalePrefix('fr', true, '/?reviews=12#reviews')).toBe('/fr?reviews=12#reviews')
    expect(withLocalePrefix('fr', true, '/#consultants')).toBe('/fr#consultants')
    expect(withLocalePrefix('fr', false, '/account')).toBe('/account')
  })
})
