// Money and rates in the visitor's locale (Intl: digits, separators, currency placement, percent
// sign): "$2,500" in English, "2.500 $" in German, "‏٢٬٥٠٠ US$" in Arabic. Cents only when there are some.
import { numberFormat } from '../../lib/intl'

export function formatCurrency(value: number, currency: 'USD' | 'AED', locale: string): string {
  const digits = Number.isInteger(value) ? 0 : 2
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
}

/** 0.02 → "2%", 0.025 → "2.5%". */
export function formatRate(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value)
}

/** A plain number with the locale's digit groups ("1,000,000", "1.000.000"); up to `digits` decimals (default 2). */
export function formatPlain(value: number, locale: string, digits = 2): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value)
}
