// The commission calculator's one field: the investment amount in US dollars, read from what a
// visitor types in any of our languages ("1,000,000", "1.000.000", "1 000 000", "١٬٠٠٠٬٠٠٠",
// "US$ 500,000") and checked against the bounds. The route (`?amount=`, no JavaScript) and the
// island (live) both use it, so they always agree. Plain functions rather than zod: the form is one
// number, and the island would otherwise ship zod for it (docs/decisions/006-referral-commission.md).
// Digits and digit groups are read as the buyer calculators read them (src/lib/finance/number.ts).
import { groupedNumber, normaliseDigits } from '../../lib/finance/number'

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

/** A currency written before or after the number: US$, $, USD (any case). */
const CURRENCY = /^(?:us\$|usd|\$)|(?:us\$|usd|\$)$/i

/** The amount in US dollars, or why it cannot be used. */
export function parseAmount(input: string | null | undefined): AmountResult {
  const raw = (input ?? '').trim()
  if (!raw) return { ok: false, error: 'required' }
  if (raw.length > MAX_INPUT_LENGTH) return { ok: false, error: 'invalid' }
  let text = normaliseDigits(raw).replace(CURRENCY, '')
  const negative = text.startsWith('-')
  if (negative || text.startsWith('+')) text = text.slice(1)
  text = text.replace(CURRENCY, '')
  if (!text) return { ok: false, error: negative ? 'invalid' : 'required' }
  const value = groupedNumber(text)
  if (value === null) return { ok: false, error: 'invalid' }
  if (negative && value > 0) return { ok: false, error: 'negative' }
  if (value < MIN_AMOUNT_USD) return { ok: false, error: 'min' }
  if (value > MAX_AMOUNT_USD) return { ok: false, error: 'max' }
  return { ok: true, value }
}
