// Formatting for the property page, shared by the server components and the islands: bedroom and
// size ranges, price per square foot, handover dates, the "read more" split, WhatsApp and DLD links.
import { dateTimeFormat, numberFormat } from '../../lib/intl'
import { type AreaLabels, type AreaUnit, toAreaUnit } from '../../lib/money'

const number = (value: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value)

/** `Studio`, `2`, `Studio – 3`, `1 – 3`, `4 – 6+` (6 means six or more). */
export function formatBedrooms(min: number, max: number, studio: string, locale: string): string {
  const one = (n: number) => (n <= 0 ? studio : n >= 6 ? `${number(6, locale)}+` : number(n, locale))
  const [low, high] = min <= max ? [min, max] : [max, min]
  return low === high ? one(low) : `${one(low)} – ${one(high)}`
}

/** `650 – 1,400 sq ft` or `60 – 130 m²` (the unit's name from the locale); one value when both ends round to the same number. */
export function formatAreaRange(minSqft: number, maxSqft: number, unit: AreaUnit, locale: string, labels: AreaLabels): string {
  const low = number(toAreaUnit(Math.min(minSqft, maxSqft), unit), locale)
  const high = number(toAreaUnit(Math.max(minSqft, maxSqft), unit), locale)
  return `${low === high ? low : `${low} – ${high}`} ${labels[unit]}`
}

/** Price from divided by the smallest size: AED per square foot, whole dirhams. */
export function pricePerSqft(priceAed: number, sizeSqftMin: number): number {
  return sizeSqftMin > 0 ? Math.round(priceAed / sizeSqftMin) : 0
}

/** `December 2027` in the visitor's language, for an ISO date (read as UTC so the month never shifts). */
export function formatMonthYear(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/**
 * Splits a description (paragraphs separated by blank lines) into what is always shown and what
 * "Read more" reveals: the first paragraph, cut at a sentence end near `limit` characters when it
 * is long. `rest` is empty when everything fits.
 */
export function splitDescription(text: string, limit = 420): { lead: string[]; rest: string[] } {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const [first = '', ...others] = paragraphs
  if (first.length <= limit * 1.5) {
    const total = paragraphs.reduce((sum, p) => sum + p.length, 0)
    return total <= limit * 1.5 ? { lead: paragraphs, rest: [] } : { lead: [first], rest: others }
  }
  let cut = -1
  for (const match of first.slice(0, limit).matchAll(/[.!?؟。](?=\s)/g)) cut = match.index
  if (cut < 80) return { lead: [first], rest: others }
  return { lead: [first.slice(0, cut + 1)], rest: [first.slice(cut + 1).trim(), ...others] }
}

export { whatsappLink } from '../../lib/whatsapp'

/** Humanises an unknown slug for display: `rooftop-lounge` → `Rooftop lounge`. */
export function humanize(slug: string): string {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
