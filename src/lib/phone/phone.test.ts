import { getCountries } from 'libphonenumber-js'
import { describe, expect, it } from 'vitest'
import { countryFromPhone, countryTable, flagEmoji, PHONE_DEFAULTS, parsePhone, phoneSchema } from './phone'

describe('parsePhone: international numbers', () => {
  // Real-format numbers as people type them: [input, E.164, detected country].
  it.each([
    // United Arab Emirates: mobiles (50, 56) and landlines (Dubai 4, Abu Dhabi 2).
    ['+971 50 123 4567', '+971501234567', 'AE'],
    ['+971 56 789 0123', '+971567890123', 'AE'],
    ['+971 4 234 5678', '+97142345678', 'AE'],
    ['+971 2 612 3456', '+97126123456', 'AE'],
    // North America shares +1: the area code decides the country.
    ['+1 212 555 0123', '+12125550123', 'US'],
    ['+1 (415) 555-2671', '+14155552671', 'US'],
    ['+1 604 555 0199', '+16045550199', 'CA'],
    ['+1 416 555 0123', '+14165550123', 'CA'],
    ['+1 876 927 1234', '+18769271234', 'JM'],
    ['+1 242 359 1234', '+12423591234', 'BS'],
    ['+1 787 555 1234', '+17875551234', 'PR'],
    // Russia and Kazakhstan share +7: 7xx is Kazakh.
    ['+7 912 345 6789', '+79123456789', 'RU'],
    ['+7 495 123 4567', '+74951234567', 'RU'],
    ['+7 701 234 5678', '+77012345678', 'KZ'],
    ['+7 727 258 1234', '+77272581234', 'KZ'],
    // The UK shares +44 with the Crown Dependencies; Italy +39 with the Vatican.
    ['+44 20 7946 0958', '+442079460958', 'GB'],
    ['+44 7400 123456', '+447400123456', 'GB'],
    ['+44 1481 256789', '+441481256789', 'GG'],
    ['+39 06 4991 2345', '+390649912345', 'IT'],
    ['+39 312 345 6789', '+393123456789', 'IT'],
    ['+39 06 6982 1234', '+390669821234', 'VA'],
    ['+91 98765 43210', '+919876543210', 'IN'],
    ['+91 11 2345 6789', '+911123456789', 'IN'],
    ['+966 50 123 4567', '+966501234567', 'SA'],
    ['+966 11 234 5678', '+966112345678', 'SA'],
    ['+20 10 0123 4567', '+201001234567', 'EG'],
    ['+20 2 2345 6789', '+20223456789', 'EG'],
    ['+49 30 901820', '+4930901820', 'DE'],
    ['+49 1512 3456789', '+4915123456789', 'DE'],
    ['+33 1 42 68 53 00', '+33142685300', 'FR'],
    ['+33 6 12 34 56 78', '+33612345678', 'FR'],
    ['+36 1 234 5678', '+3612345678', 'HU'],
    ['+36 20 123 4567', '+36201234567', 'HU'],
    ['+972 52-123-4567', '+972521234567', 'IL'],
    ['+972 2 123 4567', '+97221234567', 'IL'],
    ['+90 532 123 45 67', '+905321234567', 'TR'],
    ['+90 212 345 67 89', '+902123456789', 'TR'],
    ['+82 10-1234-5678', '+821012345678', 'KR'],
    ['+82 2 312 3456', '+8223123456', 'KR'],
    ['+34 612 34 56 78', '+34612345678', 'ES'],
    ['+34 91 123 45 67', '+34911234567', 'ES'],
    ['+31 6 12345678', '+31612345678', 'NL'],
    ['+31 20 123 4567', '+31201234567', 'NL'],
    ['+40 721 234 567', '+40721234567', 'RO'],
    ['+40 21 123 4567', '+40211234567', 'RO'],
    ['+86 138 0013 8000', '+8613800138000', 'CN'],
    ['+86 10 1234 5678', '+861012345678', 'CN'],
    ['+92 300 1234567', '+923001234567', 'PK'],
    ['+92 21 12345678', '+922112345678', 'PK'],
    ['+63 917 123 4567', '+639171234567', 'PH'],
    ['+63 2 8123 4567', '+63281234567', 'PH'],
    ['+234 802 123 4567', '+2348021234567', 'NG'],
    ['+55 11 91234-5678', '+5511912345678', 'BR'],
    ['+55 21 2345-6789', '+552123456789', 'BR'],
    ['+61 412 345 678', '+61412345678', 'AU'],
    ['+61 2 9876 5432', '+61298765432', 'AU'],
    ['+41 44 668 18 00', '+41446681800', 'CH'],
    ['+43 664 1234567', '+436641234567', 'AT'],
    ['+974 3312 3456', '+97433123456', 'QA'],
    ['+965 5012 3456', '+96550123456', 'KW'],
    ['+968 9212 3456', '+96892123456', 'OM'],
    ['+973 3600 1234', '+97336001234', 'BH'],
    ['+962 7 9012 3456', '+962790123456', 'JO'],
    ['+961 3 123 456', '+9613123456', 'LB'],
    ['+98 912 345 6789', '+989123456789', 'IR'],
    ['+27 82 123 4567', '+27821234567', 'ZA'],
    ['+254 712 345678', '+254712345678', 'KE'],
    ['+48 512 345 678', '+48512345678', 'PL'],
    ['+380 50 123 4567', '+380501234567', 'UA'],
    ['+353 85 123 4567', '+353851234567', 'IE'],
  ])('reads %s as %s (%s)', (input, e164, country) => {
    expect(parsePhone(input, { strictChars: true })).toMatchObject({ ok: true, e164, country })
    // The country of the number alone, as the lead's country_iso is derived.
    expect(countryFromPhone(e164)).toBe(country)
  })

  it('ignores the selected country for a number written with + (a Korean number with the UAE selected)', () => {
    expect(parsePhone('+82 10 1234 5678', { country: 'AE' })).toMatchObject({ ok: true, e164: '+821012345678', country: 'KR' })
  })

  it.each([
    ['00971501234567', '+971501234567', 'AE'],
    ['00 44 20 7946 0958', '+442079460958', 'GB'],
    ['001 212 555 0123', '+12125550123', 'US'],
    ['00 7 701 234 5678', '+77012345678', 'KZ'],
  ])('reads the 00 prefix as international: %s', (input, e164, country) => {
    expect(parsePhone(input, { country: 'FR' })).toMatchObject({ ok: true, e164, country })
  })

  it('returns a plus and digits only, and the national form for people', () => {
    expect(parsePhone('+971 (50) 123-4567')).toEqual({ ok: true, e164: '+971501234567', country: 'AE', national: '050 123 4567' })
  })

  it('accepts a non-geographic number (no country) unless an allow-list is given', () => {
    expect(parsePhone('+800 1234 5678')).toEqual({ ok: true, e164: '+80012345678', country: undefined, national: '1234 5678' })
    expect(parsePhone('+800 1234 5678', { allowed: ['AE'] })).toEqual({ ok: false, reason: 'not-allowed' })
  })
})

describe('parsePhone: national numbers with the selected country', () => {
  it.each([
    ['050 123 4567', 'AE', '+971501234567', 'AE'],
    ['04 234 5678', 'AE', '+97142345678', 'AE'],
    ['2 612 3456', 'AE', '+97126123456', 'AE'],
    ['050 123 4567', 'ae', '+971501234567', 'AE'],
    ['(212) 555-0123', 'US', '+12125550123', 'US'],
    // A Canadian number typed with the US selected belongs to Canada.
    ['604 555 0199', 'US', '+16045550199', 'CA'],
    ['8 (912) 345-67-89', 'RU', '+79123456789', 'RU'],
    ['8 701 234 5678', 'RU', '+77012345678', 'KZ'],
    ['07400 123456', 'GB', '+447400123456', 'GB'],
    ['06 12 34 56 78', 'FR', '+33612345678', 'FR'],
    ['030 901820', 'DE', '+4930901820', 'DE'],
    ['052-123-4567', 'IL', '+972521234567', 'IL'],
    ['98765 43210', 'IN', '+919876543210', 'IN'],
  ])('reads %s with %s selected as %s (%s)', (input, country, e164, detected) => {
    expect(parsePhone(input, { country, strictChars: true })).toMatchObject({ ok: true, e164, country: detected })
  })
})

describe('parsePhone: other digit systems', () => {
  it.each([
    ['Arabic-Indic, national', '٠٥٠١٢٣٤٥٦٧', 'AE', '+971501234567'],
    ['Arabic-Indic, international', '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', undefined, '+971501234567'],
    ['Persian', '۰۹۱۲ ۳۴۵ ۶۷۸۹', 'IR', '+989123456789'],
    ['fullwidth', '＋９７１５０１２３４５６７', undefined, '+971501234567'],
    ['with bidi marks pasted from RTL text', '\u200e+971 50 123 4567\u200f', undefined, '+971501234567'],
  ])('normalises %s digits', (_, input, country, e164) => {
    expect(parsePhone(input, { country, strictChars: true })).toMatchObject({ ok: true, e164 })
  })
})

describe('parsePhone: refusals', () => {
  it.each([
    ['an empty field', '   ', {}, 'empty'],
    ['too few digits', '+971 50 12', {}, 'too-short'],
    ['too few digits for the selected country', '123', { country: 'AE' }, 'too-short'],
    ['a calling code alone', '+1', {}, 'too-short'],
    ['too many digits', '+971 50 123 4567 8901 2', {}, 'too-long'],
    ['more than 25 characters', '+971 50 123 4567 8901 234567', {}, 'too-long'],
    ['letters with strictChars', '05O 123 4567', { country: 'AE', strictChars: true }, 'chars'],
    ['an extension with strictChars', '050 123 4567 ext 5', { country: 'AE', strictChars: true }, 'chars'],
    ['no digits at all', 'call me', { country: 'AE' }, 'not-a-number'],
    ['a plus alone', '+', {}, 'not-a-number'],
    ['a national number with no country selected', '050 123 4567', {}, 'invalid-country'],
    ['a national number with an unknown country', '050 123 4567', { country: 'XX' }, 'invalid-country'],
    ['an unassigned calling code', '+999 1234', {}, 'invalid-country'],
    ['a UAE number with the UK selected', '050 123 4567', { country: 'GB' }, 'invalid'],
    ['a UAE number in an unassigned range', '+971 1234 5678', {}, 'invalid'],
    ['a +7 number valid in neither Russia nor Kazakhstan', '+7 601 234 5678', {}, 'invalid'],
    ['a UK number when only the Gulf is allowed', '+44 7400 123456', { allowed: ['AE', 'SA'] }, 'not-allowed'],
  ] as const)('refuses %s', (_, input, options, reason) => {
    expect(parsePhone(input, options)).toEqual({ ok: false, reason })
  })

  it('accepts a number from an allowed country', () => {
    expect(parsePhone('+966 50 123 4567', { allowed: ['AE', 'SA'] })).toMatchObject({ ok: true, country: 'SA' })
  })

  it('drops an extension when letters are allowed (E.164 carries none)', () => {
    expect(parsePhone('050 123 4567 ext 5', { country: 'AE' })).toEqual({ ok: true, e164: '+971501234567', country: 'AE', national: '050 123 4567' })
  })
})

describe('countryFromPhone', () => {
  it.each([
    ['+1 999 123 4567', 'US'],
    ['+1 555 123', 'US'],
    ['+1 876 123', 'JM'],
    ['+1 242', 'BS'],
    ['+7 7012', 'KZ'],
    ['+7 6012', 'RU'],
    ['+971 1', 'AE'],
    ['+44 1', 'GB'],
    ['+358 18 1', 'AX'],
    ['+٩٧١٥٠', 'AE'],
  ])('falls back to the calling code for the incomplete or invalid %s → %s', (phone, country) => {
    expect(countryFromPhone(phone)).toBe(country)
  })

  it.each([['+9'], ['+999'], ['0501234567'], ['+800 1234 5678'], ['']])('has no country for %j', (phone) => {
    expect(countryFromPhone(phone)).toBeUndefined()
  })
})

describe('countryTable', () => {
  it('lists every country libphonenumber-js knows, once', () => {
    const table = countryTable('en')
    expect(table.length).toBe(getCountries().length)
    expect(table.length).toBeGreaterThanOrEqual(240)
    expect(table.length).toBeLessThanOrEqual(250)
    expect(new Set(table.map((c) => c.iso2)).size).toBe(table.length)
    expect(table.find((c) => c.iso2 === 'AE')).toEqual({ iso2: 'AE', name: 'United Arab Emirates', dialCode: '971', priority: 0 })
  })

  it.each([
    ['fr', 'AE', 'Émirats arabes unis'],
    ['fr', 'DE', 'Allemagne'],
    ['ar', 'AE', 'الإمارات العربية المتحدة'],
    ['ar', 'DE', 'ألمانيا'],
  ])('names countries in %s (%s → %s)', (locale, iso2, name) => {
    expect(countryTable(locale).find((c) => c.iso2 === iso2)?.name).toBe(name)
  })

  it.each(['en', 'fr', 'ar'])('sorts by the localized name (%s)', (locale) => {
    const collator = new Intl.Collator(locale)
    const names = countryTable(locale).map((c) => c.name)
    expect(names).toEqual([...names].sort(collator.compare))
    expect(names.slice(0, 2)).toEqual(
      { en: ['Afghanistan', 'Åland Islands'], fr: ['Afghanistan', 'Afrique du Sud'], ar: ['آيسلندا', 'إثيوبيا'] }[locale as 'en' | 'fr' | 'ar'],
    )
  })

  it('puts the main country of a shared calling code first', () => {
    const table = countryTable('en')
    const byIso = (iso2: string) => table.find((c) => c.iso2 === iso2)
    const firstFor = (dialCode: string) => table.filter((c) => c.dialCode === dialCode).sort((a, b) => a.priority - b.priority)[0]?.iso2
    expect(firstFor('1')).toBe('US')
    expect(firstFor('7')).toBe('RU')
    expect(firstFor('44')).toBe('GB')
    expect(byIso('CA')?.priority).toBeGreaterThan(0)
    expect(byIso('KZ')).toMatchObject({ dialCode: '7', priority: 1, areaCodes: ['7'] })
    expect(byIso('JM')).toMatchObject({ dialCode: '1', areaCodes: ['658', '876'] })
    for (const iso2 of ['GG', 'IM', 'JE']) expect(byIso(iso2)?.priority).toBeGreaterThan(0)
  })

  it('is computed once per locale and falls back to English for a broken locale', () => {
    expect(countryTable('fr')).toBe(countryTable('fr'))
    expect(countryTable('not a locale!').find((c) => c.iso2 === 'AE')?.name).toBe('United Arab Emirates')
  })
})

describe('flagEmoji', () => {
  it.each([
    ['AE', '🇦🇪'],
    ['gb', '🇬🇧'],
    ['X', ''],
    ['A1', ''],
  ])('%s → %j', (iso2, flag) => {
    expect(flagEmoji(iso2)).toBe(flag)
  })
})

describe('phoneSchema', () => {
  const schema = phoneSchema('Enter a valid phone number', { country: 'AE', strictChars: true })

  it('outputs the E.164 number', () => {
    expect(schema.parse('050 123 4567')).toBe('+971501234567')
    expect(schema.parse('+44 20 7946 0958')).toBe('+442079460958')
  })

  it('fails with the given message and the reason', () => {
    const result = schema.safeParse('050')
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: 'Enter a valid phone number', params: { reason: 'too-short' } })])
  })
})

it('has the spec defaults for the field', () => {
  expect(PHONE_DEFAULTS).toEqual({ maxLength: 25, placeholder: 'Enter a phone number', name: 'telephone', type: 'tel' })
})
