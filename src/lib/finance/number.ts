// Reads a number as people type it in any of our languages: "1,500,000", "1.500.000", "1 500 000",
// "١٬٥٠٠٬٠٠٠", "AED 2,000,000", "1.5m", "750k", "4,5" (a German rate). The calculator forms and
// their island both read through here, so the server and the browser always agree; the partners'
// commission calculator (src/features/partners/schema.ts) reads its dollars with the same digits
// and digit groups (normaliseDigits, groupedNumber).

/** Longer input is refused unread. */
export const MAX_NUMBER_INPUT = 40

/** Digits other than ASCII that people type: Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu), full-width. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0xff10]

/**
 * Separators and marks mapped to ASCII: the Arabic thousands (U+066C) and decimal (U+066B)
 * separators and comma, full-width punctuation, the minus sign.
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
/** Spaces and apostrophes as digit groups, and the direction marks Intl puts around Arabic and Hebrew numbers. */
const DROPPED = /[\s\u00a0\u2009\u202f'\u2019\u02bc\u200e\u200f\u061c]/g
/** A currency or percent sign before or after the number. */
const AFFIX = /^(?:aed|dhs?|د\.إ\.?|%)|(?:aed|dhs?|د\.إ\.?|%)$/i
/**
 * A scale word at the end, as buyers write it: thousands "k", "тыс", "ألف"; millions "m", "mn", "mln",
 * "mio", "млн", "مليون" and its short form "م" ("١٫٥ م"). Longer spellings before their prefixes.
 */
const SUFFIX = /(k|тыс|ألف|الف|mln|mio|mn|m|млн|مليون|م)$/i
const THOUSANDS = new Set(['k', 'тыс', 'ألف', 'الف'])

/** `input` with ASCII digits and marks, without the spaces, apostrophes and direction marks that group or wrap digits. */
export function normaliseDigits(input: string): string {
  let out = ''
  for (const char of input) {
    const code = char.charCodeAt(0)
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)
    out += zero === undefined ? (MARKS[char] ?? char) : String(code - zero)
  }
  return out.replace(DROPPED, '')
}

/**
 * Digit groups: with both `,` and `.`, the last is the decimal point ("1,000.50", "1.000,50"); a
 * separator that occurs more than once groups digits ("1.000.000", Indian "10,00,000"); one that
 * occurs once groups when exactly three digits follow it ("500,000"), else it is the decimal point
 * ("1000,5"). `scaled` (a k/m suffix follows): a single separator is always the decimal point
 * ("1.5m", "1,5m"). `leadingPoint`: ".5" reads as 0.5. Null for anything else.
 */
export function groupedNumber(text: string, { scaled = false, leadingPoint = false } = {}): number | null {
  if (!/^\d(?:[\d.,]*\d)?$/.test(text) && !(leadingPoint && /^[.,]\d+$/.test(text))) return null
  if (/[.,]{2}/.test(text)) return null
  const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'))
  if (last < 0) return Number(text)
  const mark = text.charAt(last)
  const other = mark === ',' ? '.' : ','
  const count = text.split(mark).length - 1
  let decimal: string | null
  if (text.includes(other)) {
    if (count > 1 || text.indexOf(other) > last) return null
    decimal = mark
  } else decimal = count === 1 && (scaled || text.length - last - 1 !== 3) ? mark : null
  const [whole = '', fraction] = decimal ? [text.slice(0, last), text.slice(last + 1)] : [text, undefined]
  const value = Number((whole.replace(/[.,]/g, '') || '0') + (fraction === undefined ? '' : `.${fraction}`))
  return Number.isFinite(value) ? value : null
}

/** The number typed, or null when it is not one. Negative numbers come back negative (the field decides). */
export function parseNumber(input: string): number | null {
  if (input.length > MAX_NUMBER_INPUT) return null
  let text = normaliseDigits(input.trim()).replace(AFFIX, '').replace(AFFIX, '')
  const negative = text.startsWith('-')
  if (negative || text.startsWith('+')) text = text.slice(1)
  const suffix = SUFFIX.exec(text)?.[1]?.toLowerCase()
  if (suffix) text = text.slice(0, -suffix.length)
  if (!text) return null
  const value = groupedNumber(text, { scaled: suffix !== undefined, leadingPoint: true })
  if (value === null) return null
  const scaled = suffix && THOUSANDS.has(suffix) ? value * 1_000 : suffix ? value * 1_000_000 : value
  return negative ? -scaled : scaled
}
