// International phone numbers (product spec §5): the country table for the selector, parsing and
// validation to E.164, and the country of a number. Shared by the server's lead validation and the
// PhoneInput island, so both always agree.
//
// Metadata: the library's default "min" set (`libphonenumber-js`, not `/max` or `/mobile`), on
// purpose and on both sides: validity differs between the sets (e.g. some UAE ranges), and a number
// the browser accepted must never be refused by the server. Never any network call.
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js'
// The same module the functions above read (min metadata), so a bundle carries it once.
import metadata from 'libphonenumber-js/min/metadata'
import * as z from 'zod'

export type { CountryCode }

/** Defaults for the number field: what every phone input on the site renders. */
export const PHONE_DEFAULTS = { maxLength: 25, placeholder: 'Enter a phone number', name: 'telephone', type: 'tel' } as const

export interface CountryEntry {
  /** ISO 3166-1 alpha-2, uppercase: `AE`. */
  iso2: CountryCode
  /** Localized through `Intl.DisplayNames`; the ISO code when the runtime has no name for it. */
  name: string
  /** Calling code without the plus: `971`. */
  dialCode: string
  /** Order among the countries sharing `dialCode`: 0 for its main country (US for 1, RU for 7, GB for 44). */
  priority: number
  /** Leading national digits that pick this country inside a shared code (`JM`: 658, 876), when the metadata lists them plainly. */
  areaCodes?: string[]
}

const tables = new Map<string, readonly CountryEntry[]>()

/** Leading-digits pattern of a country that shares its calling code (`876|658` for JM), if any. */
function leadingDigits(iso2: CountryCode): string | undefined {
  const plan = new Metadata()
  plan.selectNumberingPlan(iso2)
  return plan.numberingPlan?.leadingDigits()
}

/**
 * Every country libphonenumber-js knows (≈245), named in `locale` and sorted by that name with
 * `Intl.Collator(locale)`. Computed once per locale; an unknown locale falls back to English.
 */
export function countryTable(locale: string): readonly CountryEntry[] {
  const cached = tables.get(locale)
  if (cached) return cached
  let names: Intl.DisplayNames
  let collator: Intl.Collator
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' })
    collator = new Intl.Collator(locale)
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' })
    collator = new Intl.Collator('en')
  }
  const table = getCountries()
    .map((iso2): CountryEntry => {
      const dialCode = getCountryCallingCode(iso2)
      const priority = Math.max(0, metadata.country_calling_codes[dialCode]?.indexOf(iso2) ?? 0)
      const entry: CountryEntry = { iso2, name: names.of(iso2) ?? iso2, dialCode, priority }
      const leading = priority > 0 ? leadingDigits(iso2) : undefined
      if (leading && /^\d+(?:\|\d+)*$/.test(leading)) entry.areaCodes = leading.split('|')
      return entry
    })
    .sort((a, b) => collator.compare(a.name, b.name))
  // Locales come from negotiation (a handful), but never let a stray value grow this without bound.
  if (tables.size >= 32) tables.clear()
  tables.set(locale, table)
  return table
}

/** The flag emoji of a country: two regional indicator symbols (`AE` → 🇦🇪); '' for anything else. */
export function flagEmoji(iso2: string): string {
  if (!/^[a-z]{2}$/i.test(iso2)) return ''
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
}

export type PhoneError = 'empty' | 'chars' | 'too-short' | 'too-long' | 'not-a-number' | 'invalid-country' | 'invalid' | 'not-allowed'

export type PhoneResult =
  | { ok: true /** `+971501234567`: a plus and digits only. */; e164: string; country: CountryCode | undefined /** `050 123 4567` */; national: string }
  | { ok: false; reason: PhoneError }

export interface ParsePhoneOptions {
  /** The selected country (ISO alpha-2): how a number without `+`/`00` is read. Unknown codes count as none. */
  country?: string
  /** Accept only numbers of these countries (default: any). */
  allowed?: readonly CountryCode[]
  /** Allow only digits, spaces, parentheses, `+` and `-` (default `false`: letters such as "ext." pass to the parser). */
  strictChars?: boolean
}

/**
 * Arabic-Indic (٠-٩), Persian (۰-۹) and fullwidth (０-９) digits to ASCII, fullwidth plus and
 * Unicode dashes to `+`/`-`, and bidi marks (pasted from RTL text) removed.
 */
export function normalizePhoneInput(input: string): string {
  return input
    .replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
      const code = d.charCodeAt(0)
      return String(code - (code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660))
    })
    .replace(/\uff0b/g, '+')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
}

const LENGTH_ERRORS: Record<string, PhoneError> = {
  TOO_SHORT: 'too-short',
  TOO_LONG: 'too-long',
  NOT_A_NUMBER: 'not-a-number',
  INVALID_COUNTRY: 'invalid-country',
  INVALID_LENGTH: 'invalid',
}

/**
 * Reads what a visitor typed. A number starting with `+` or `00` is international; any other is
 * read as a national number of `country`. Valid means possible and valid for the country it belongs
 * to (which, within a shared code, may differ from the selected one: a Canadian number typed with US
 * selected is CA), and one of `allowed` when given. An extension is dropped: E.164 has none.
 */
export function parsePhone(input: string, options: ParsePhoneOptions = {}): PhoneResult {
  const fail = (reason: PhoneError): PhoneResult => ({ ok: false, reason })
  const text = normalizePhoneInput(input)
  if (!text) return fail('empty')
  if (text.length > PHONE_DEFAULTS.maxLength) return fail('too-long')
  if (options.strictChars && !/^[\d\s()+-]+$/.test(text)) return fail('chars')
  if (!/\d/.test(text)) return fail('not-a-number')
  const international = text.startsWith('+') || text.startsWith('00')
  const selected = options.country?.toUpperCase()
  const country = selected && isSupportedCountry(selected) ? selected : undefined
  if (!international && !country) return fail('invalid-country')
  const number = international ? `+${text.replace(/^(\+|00)/, '')}` : text
  const length = validatePhoneNumberLength(number, international ? undefined : country)
  if (length) return fail(LENGTH_ERRORS[length] ?? 'invalid')
  const parsed = parsePhoneNumberFromString(number, international ? undefined : country)
  if (!parsed) return fail('not-a-number')
  if (!parsed.isPossible() || !parsed.isValid()) return fail('invalid')
  if (options.allowed && !(parsed.country && options.allowed.includes(parsed.country))) return fail('not-allowed')
  const plain = parsed.ext ? parsePhoneNumberFromString(parsed.number) : parsed
  return { ok: true, e164: parsed.number, country: parsed.country, national: (plain ?? parsed).formatNational() }
}

/**
 * The country of an international number (E.164, or typed with `+`/`00`), for the lead's
 * `country_iso`. A valid number gets libphonenumber's answer, which tells apart the countries of a
 * shared code (+1 604 → CA, +1 876 → JM, +7 701 → KZ); anything else the main country of its
 * calling code, or the sharer whose leading digits match. `undefined` for national or unknown codes.
 */
export function countryFromPhone(phone: string): CountryCode | undefined {
  const text = normalizePhoneInput(phone)
  if (!/^(\+|00)/.test(text)) return undefined
  const digits = text.replace(/^(\+|00)/, '').replace(/\D/g, '')
  const country = parsePhoneNumberFromString(`+${digits}`)?.country
  if (country) return country
  // Calling codes are prefix-free (ITU E.164), so the first hit from the longest is the only one.
  for (let length = Math.min(4, digits.length); length >= 1; length--) {
    const sharers = metadata.country_calling_codes[digits.slice(0, length)]
    if (!sharers) continue
    const rest = digits.slice(length)
    const byArea = sharers.slice(1).find((iso2) => {
      const leading = rest && leadingDigits(iso2)
      return leading && new RegExp(`^(?:${leading})`).test(rest)
    })
    const found = byArea ?? sharers[0]
    return found && isSupportedCountry(found) ? found : undefined
  }
  return undefined
}

/**
 * A zod schema for a phone field: parses with {@link parsePhone} and outputs the E.164 number; any
 * failure is one issue with `message` (the reason in `params.reason`).
 */
export function phoneSchema(message: string, options: ParsePhoneOptions = {}) {
  return z.string().transform((value, ctx) => {
    const result = parsePhone(value, options)
    if (result.ok) return result.e164
    ctx.addIssue({ code: 'custom', message, params: { reason: result.reason } })
    return z.NEVER
  })
}
