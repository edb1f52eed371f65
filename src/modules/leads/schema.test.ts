// The lead contract's own rules: email addresses as mail systems accept them, dates that exist.
import { describe, expect, it } from 'vitest'
import { isCalendarDate, isMailAddress, LeadInput, validateLead } from './schema'

describe('isMailAddress', () => {
  it.each([
    'amira@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.ie",
    "!#$%&'*+-/=?^_`{|}~@example.com",
    'x@example.museum',
    'user@sub-domain.example.com',
    'user@123.example.com',
    'user@xn--mgbh0fb.xn--kgbechtv',
    'user@مثال.إختبار',
    'почта@пример.рф',
    'user@bücher.de',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.com`,
    // 254 octets: the most an address may have.
    `${'a'.repeat(64)}@${['b'.repeat(63), 'c'.repeat(63), 'd'.repeat(57)].join('.')}.com`,
  ])('accepts %s', (address) => {
    expect(isMailAddress(address)).toBe(true)
  })

  it.each([
    ['no @', 'amira.example.com'],
    ['nothing before @', '@example.com'],
    ['a leading dot', '.amira@example.com'],
    ['a trailing dot in the local part', 'amira.@example.com'],
    ['a double dot', 'am..ira@example.com'],
    ['a quoted local part', '"amira saleh"@example.com'],
    ['a space', 'amira saleh@example.com'],
    ['two @', 'a@b@example.com'],
    ['a comma', 'a,b@example.com'],
    ['brackets', 'a<b>@example.com'],
    ['a local part over 64 octets', `${'a'.repeat(65)}@example.com`],
    ['a local part over 64 octets in UTF-8', `${'ж'.repeat(33)}@example.com`],
    ['a domain without a dot', 'amira@localhost'],
    ['a trailing dot in the domain', 'amira@example.com.'],
    ['an empty label', 'amira@example..com'],
    ['a leading hyphen', 'amira@-example.com'],
    ['a trailing hyphen', 'amira@example-.com'],
    ['an underscore in the domain', 'amira@ex_ample.com'],
    ['a label over 63 octets', `a@${'b'.repeat(64)}.com`],
    // 20 letters (60 octets in UTF-8), 67 in the ASCII form DNS uses.
    ['an IDN label over 63 octets as punycode', 'a@東京大阪名古屋札幌福岡神戸京都横浜川崎広.com'],
    ['an all-numeric TLD', 'amira@example.123'],
    ['an IP address', 'amira@192.168.0.1'],
    ['an address literal', 'amira@[192.168.0.1]'],
    ['a one-letter TLD', 'amira@gmail.c'],
    ['an address over 254 octets', `${'a'.repeat(64)}@${['b'.repeat(63), 'c'.repeat(63), 'd'.repeat(58)].join('.')}.com`],
    ['a symbol in the domain', 'amira@exa$mple.com'],
    ['invalid punycode', 'amira@xn--a.com'],
  ])('refuses %s', (_, address) => {
    expect(isMailAddress(address)).toBe(false)
  })

  it('is what the lead endpoint checks, naming the email field', () => {
    const input = LeadInput.parse({ source: 'subscription', email: 'am..ira@example.com' })
    expect(validateLead(input)).toEqual({ ok: false, errors: [{ field: 'email', key: 'email' }] })
  })
})

describe('isCalendarDate', () => {
  it.each(['2026-12-02', '2026-12-02T14:30', '2026-12-02T23:59:59', '2028-02-29', '2000-02-29', '2026-01-31T00:00'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true)
  })

  it.each([
    '2024-02-31T25:61',
    '2024-02-30',
    '2026-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-12-00',
    '2026-12-02T24:00',
    '2026-12-02T12:60',
    '2026-12-02T12:30:60',
    '1999-12-31',
    '2101-01-01',
    '0001-01-01',
    '2026-12-02T14:30Z',
    '2026-12-2',
    'tomorrow',
  ])('refuses %s', (value) => {
    expect(isCalendarDate(value)).toBe(false)
  })

  it('is what the schema checks for the date field (a blank date is no date)', () => {
    expect(LeadInput.safeParse({ source: 'request-call', date: '2024-02-31T25:61' }).error?.issues[0]?.path).toEqual(['date'])
    expect(LeadInput.safeParse({ source: 'request-call', date: '' }).success).toBe(true)
    expect(LeadInput.safeParse({ source: 'request-call', date: ' 2026-12-02T14:30 ' }).data?.date).toBe('2026-12-02T14:30')
  })
})
