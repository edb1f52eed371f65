// The commission calculator's one field: the investment amount in US dollars, read from what a
// visitor types in any of our languages ("1,000,000", "1.000.000", "1 000 000", "١٬٠٠٠٬٠٠٠",
// "US$ 500,000") and checked against the bounds. The route (`?amount=`, no JavaScript) and the
// island (live) both use it, so they always agree. Plain functions rather than zod: the form is one
// number, and the island would otherwise ship zod for it (docs/decisions/006-referral-commission.md).

/** Smallest amount the calculator accepts, in US dollars. */
export const MIN_AMOUNT_USD = 10_000
/** Largest amount the calculator accepts, in US dollars: more is a typo, not an investment. */
export const MAX_AMOUNT_USD = 100_000_000
/** Shown before the visitor types anything. */
export const DEFAULT_AMOUNT_USD = 1_000_000
/** Longer input is refused unread ("US$ 100,000,000.00" is 18 characters). */
export const MAX_INPUT_LENGTH = 40

export const AMOUNT_ERRORS = ['required', 'invalid', 'negative', 'min', 'max'] as const
export type AmountError = (typeof AMOUNT_ERRORS)[number]
export type AmountResult = { ok: true; value: number } | { ok: false; error: AmountError }

/** Digits other than ASCII that people type: Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu), full-width. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0xff10]

/**
 * Separators and marks mapped to ASCII: the Arabic thousands (U+066C) and decimal (U+066B)
 * separators and comma, full-width punctuation, the minus sign; spaces and apostrophes used as digit
 * groups ("1 000 000", "1'000'000") and the direction marks Intl puts around Arabic and Hebrew
 * numbers are dropped.
 */
const MARKS: Record<string, string> = {
  '\u066c': ',',
  '\u060c': ',',
  '\uff0c': ',',
  '\u066b': '.',
  '\uff0e': '.',
  '\u2212': '-',
  '\uff0d': '-',
}
const DROPPED = /[\s\u00a0\u2009\u202f'\u2019\u02bc\u200e\u200f\u061c]/g
/** A currency written before or after the number: US$, $, USD (any case). */
const CURRENCY = /^(?:us\$|usd|\$)|(?:us\$|usd|\$)$/i

function normalise(input: string): string {
  let out = ''
  for (const char of input) {
    const code = char.charCodeAt(0)
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)
    out += zero === undefined ? (MARKS[char] ?? char) : String(code - zero)
  }
  return out.replace(DROPPED, '')
}

/**
 * Reads digit grouping sensibly: with both `,` and `.`, the last one is the decimal point
 * ("1,000.50", "1.000,50"); a separator that occurs more than once groups digits ("1.000.000",
 * Indian "10,00,000"); one that occurs once groups when exactly three digits follow it ("500,000",
 * "500.000"), else it is the decimal point ("1000,5"). Returns null for anything else.
 */
function toNumber(text: string): number | null {
  if (!/^\d(?:[\d.,]*\d)?$/.test(text) || /[.,]{2}/.test(text)) return null
  const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'))
  if (last < 0) return Number(text)
  const mark = text.charAt(last)
  const other = mark === ',' ? '.' : ','
  const count = text.split(mark).length - 1
  let decimal: string | null
  if (text.includes(other)) {
    if (count > 1 || text.indexOf(other) > last) return null
    decimal = mark
  } else decimal = count === 1 && text.length - last - 1 !== 3 ? mark : null
  const [whole = '', fraction] = decimal ? [text.slice(0, last), text.slice(last + 1)] : [text, undefined]
  const digits = whole.replace(/[.,]/g, '') + (fraction === undefined ? '' : `.${fraction}`)
  const value = Number(digits)
  return Number.isFinite(value) ? value : null
}

/** The amount in US dollars, or why it cannot be used. */
export function parseAmount(input: string | null | undefined): AmountResult {
  const raw = (input ?? '').trim()
  if (!raw) return { ok: false, error: 'required' }
  if (raw.length > MAX_INPUT_LENGTH) return { ok: false, error: 'invalid' }
  let text = normalise(raw).replace(CURRENCY, '')
  const negative = text.startsWith('-')
  if (negative || text.startsWith('+')) text = text.slice(1)
  text = text.replace(CURRENCY, '')
  if (!text) return { ok: false, error: negative ? 'invalid' : 'required' }
  const value = toNumber(text)
  if (value === null) return { ok: false, error: 'invalid' }
  if (negative && value > 0) return { ok: false, error: 'negative' }
  if (value < MIN_AMOUNT_USD) return { ok: false, error: 'min' }
  if (value > MAX_AMOUNT_USD) return { ok: false, error: 'max' }
  return { ok: true, value }
}
