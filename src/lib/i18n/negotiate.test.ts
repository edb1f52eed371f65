import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeForCountry, localeFromAcceptLanguage, negotiateLocale } from './negotiate'

describe('negotiateLocale', () => {
  const all = { pathLocale: 'it', cookie: 'fr', country: 'DE', acceptLanguage: 'es' }

  it('prefers the path prefix over every other signal', () => {
    expect(negotiateLocale(all)).toEqual({ locale: 'it', source: 'path' })
  })

  it('prefers the i18n_language cookie over the country and the browser language', () => {
    expect(negotiateLocale({ ...all, pathLocale: null })).toEqual({ locale: 'fr', source: 'cookie' })
  })

  it('prefers the browser language (Accept-Language) over CF-IPCountry', () => {
    expect(negotiateLocale({ ...all, pathLocale: null, cookie: undefined })).toEqual({ locale: 'es', source: 'header' })
    // An Arabic browser in the UAE gets Arabic; a German one there gets German.
    expect(negotiateLocale({ country: 'AE', acceptLanguage: 'ar-AE,ar;q=0.9,en;q=0.8' })).toEqual({ locale: 'ar', source: 'header' })
    expect(negotiateLocale({ country: 'AE', acceptLanguage: 'de-DE,de;q=0.9' })).toEqual({ locale: 'de', source: 'header' })
  })

  it('uses the country when no browser language is one of ours', () => {
    expect(negotiateLocale({ country: 'DE', acceptLanguage: 'ja, zh;q=0.8' })).toEqual({ locale: 'de', source: 'country' })
    expect(negotiateLocale({ country: 'SA' })).toEqual({ locale: 'ar', source: 'country' })
    // The UAE's visitors without a browser language of ours read English (most are expatriates).
    expect(negotiateLocale({ country: 'AE', acceptLanguage: 'hi-IN' })).toEqual({ locale: 'en', source: 'country' })
  })

  it('falls back to Accept-Language when there is no path or cookie, whatever the country', () => {
    expect(negotiateLocale({ acceptLanguage: 'es-MX,es;q=0.9' })).toEqual({ locale: 'es', source: 'header' })
    expect(negotiateLocale({ country: 'XX', acceptLanguage: 'ko' })).toEqual({ locale: 'ko', source: 'header' })
    expect(negotiateLocale({ country: 'T1', acceptLanguage: 'ko' })).toEqual({ locale: 'ko', source: 'header' })
  })

  it('defaults to en when nothing matches', () => {
    expect(negotiateLocale({})).toEqual({ locale: 'en', source: 'default' })
    expect(negotiateLocale({ pathLocale: null, cookie: null, country: null, acceptLanguage: null })).toEqual({ locale: 'en', source: 'default' })
    expect(negotiateLocale({ country: 'JP', acceptLanguage: 'ja, zh;q=0.8' })).toEqual({ locale: 'en', source: 'default' })
  })

  it.each([
    ['an unknown code', 'xx'],
    ['a header injection attempt', 'en\r\nSet-Cookie: a=b'],
    ['a bare CRLF suffix', 'fr\r\n'],
    ['upper case', 'FR'],
    ['a region tag', 'fr-FR'],
    ['padding', ' fr'],
    ['an empty value', ''],
    ['a prototype key', '__proto__'],
  ])('ignores an invalid cookie value (%s)', (_, cookie) => {
    expect(negotiateLocale({ cookie, country: 'IL' })).toEqual({ locale: 'he', source: 'country' })
  })

  it('ignores a path segment that is not a locale code', () => {
    expect(negotiateLocale({ pathLocale: 'xx', cookie: 'ru' })).toEqual({ locale: 'ru', source: 'cookie' })
  })
})

describe('localeForCountry', () => {
  it.each([
    ['AE', 'en'],
    ['SA', 'ar'],
    ['IL', 'he'],
    ['FR', 'fr'],
    ['CH', 'de'],
    ['KR', 'ko'],
    ['MX', 'es'],
    ['KZ', 'ru'],
    ['MD', 'ro'],
    ['TR', 'tr'],
    ['HU', 'hu'],
    ['NL', 'nl'],
    ['IT', 'it'],
  ])('maps %s to %s', (country, locale) => {
    expect(localeForCountry(country)).toBe(locale)
  })

  it('gives the UAE English although Arabic is spoken there (en is listed first)', () => {
    expect(localeForCountry('AE')).toBe('en')
  })

  it('accepts lower-case country codes', () => {
    expect(localeForCountry('sa')).toBe('ar')
  })

  it.each([
    ['unknown country', 'XX'],
    ['Tor exit (T1)', 'T1'],
    ['too long', 'FRA'],
    ['too short', 'F'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['with a line break', 'FR\n'],
  ])('returns undefined for %s', (_, country) => {
    expect(localeForCountry(country)).toBeUndefined()
  })

  it('picks the first locale in LOCALES order whose list holds the country', () => {
    for (const { code, countries } of LOCALES) {
      for (const country of countries) {
        const first = LOCALES.find((l) => (l.countries as readonly string[]).includes(country))
        expect(localeForCountry(country), `${country} (${code})`).toBe(first?.code)
      }
    }
  })
})

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['EN-gb', 'en'],
    ['zh-Hant-TW, he-IL;q=0.5', 'he'],
    ['ja, de;q=0.9, fr;q=0.8', 'de'],
    ['de;q=0.5, fr;q=0.9', 'fr'],
    ['it;q=0.8, ru;q=0.8', 'it'],
    [' nl;q=0.7 , *;q=0.1', 'nl'],
    ['es;q=1.0', 'es'],
    ['xx, ar-AE;q=0.3', 'ar'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })

  it('honours q-values over order', () => {
    expect(localeFromAcceptLanguage('en;q=0.1, ko;q=0.9')).toBe('ko')
  })

  it('keeps header order among equal weights', () => {
    expect(localeFromAcceptLanguage('ro, hu')).toBe('ro')
  })

  it('accepts optional whitespace around ";" (RFC 9110 weight = OWS ";" OWS "q=" qvalue)', () => {
    expect(localeFromAcceptLanguage('ja;q=0.9, nl ; q=0.7')).toBe('nl')
  })

  it('skips ranges with q=0', () => {
    expect(localeFromAcceptLanguage('fr;q=0, de;q=0.1')).toBe('de')
  })

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['the wildcard', '*'],
    ['unsupported languages', 'ja, zh-CN;q=0.9'],
    ['garbage', ';;;,,,=='],
    ['an invalid q-value', 'fr;q=abc'],
    ['a tag with spaces inside', 'f r'],
    ['a tag with illegal characters', 'fr_FR, de@x'],
    ['markup', '<script>fr</script>'],
    ['only q=0', 'fr;q=0'],
  ])('returns undefined for %s', (_, header) => {
    expect(localeFromAcceptLanguage(header)).toBeUndefined()
  })

  it('ignores garbage between valid ranges', () => {
    expect(localeFromAcceptLanguage('@@@, ;q=1, tr;q=0.4')).toBe('tr')
  })

  it('reads only the first 512 characters of a huge header', () => {
    expect(localeFromAcceptLanguage(`${'ja,'.repeat(200)}fr`)).toBeUndefined()
    expect(localeFromAcceptLanguage(`ru,${'x'.repeat(100_000)}`)).toBe('ru')
  })
})

describe('language cookie', () => {
  it('is named i18n_language and lives 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_language')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000)
  })
})
