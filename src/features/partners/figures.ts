// The Refer & Earn page's figures (spec section 1: 2500+ units sold, 80+ consultants, 7+ locations,
// 2.1B+ sales, 23+ languages, 95%), formatted with the visitor's locale: digit groups, compact units
// ("2.1B", "2,1 Mrd.", "٢٫١ مليار") and percent signs all follow the language.
import { numberFormat } from '../../lib/intl'

export interface Figure {
  /** Locale-file key under `partners.milestones.labels`. */
  key: 'units' | 'consultants' | 'locations' | 'sales' | 'languages' | 'satisfaction'
  value: number
  format: 'plus' | 'compactPlus' | 'percent'
}

export const FIGURES: readonly Figure[] = [
  { key: 'units', value: 2500, format: 'plus' },
  { key: 'consultants', value: 80, format: 'plus' },
  { key: 'locations', value: 7, format: 'plus' },
  { key: 'sales', value: 2_100_000_000, format: 'compactPlus' },
  { key: 'languages', value: 23, format: 'plus' },
  { key: 'satisfaction', value: 0.95, format: 'percent' },
]

const OPTIONS: Record<Figure['format'], Intl.NumberFormatOptions | undefined> = {
  plus: undefined,
  compactPlus: { notation: 'compact', maximumFractionDigits: 1 },
  percent: { style: 'percent' },
}

export function formatFigure({ value, format }: Figure, locale: string): string {
  const number = numberFormat(locale, OPTIONS[format]).format(value)
  return format === 'percent' ? number : `${number}+`
}
