// The home page's marketing figures (spec section 1), formatted with the visitor's locale: digits,
// compact units ("2B", "2 Mrd.", "٢ مليار") and percent signs all follow the language.
import { perLocale } from './intl'

export interface Milestone {
  /** Locale-file key under `home.milestones.labels`. */
  key: 'partners' | 'consultants' | 'locations' | 'assets' | 'languages' | 'satisfaction'
  value: number
  format: 'plus' | 'plain' | 'compactPlus' | 'percent'
}

export const MILESTONES: readonly Milestone[] = [
  { key: 'partners', value: 300, format: 'plus' },
  { key: 'consultants', value: 100, format: 'plus' },
  { key: 'locations', value: 7, format: 'plain' },
  { key: 'assets', value: 2_000_000_000, format: 'compactPlus' },
  { key: 'languages', value: 20, format: 'plus' },
  { key: 'satisfaction', value: 0.95, format: 'percent' },
]

export function formatMilestone({ value, format }: Milestone, locale: string): string {
  const style = format === 'percent' ? 'percent' : format === 'compactPlus' ? 'compact' : 'plain'
  const formatter = perLocale(
    `milestone:${style}:${locale}`,
    () => new Intl.NumberFormat(locale, style === 'percent' ? { style: 'percent' } : style === 'compact' ? { notation: 'compact' } : {}),
  )
  const number = formatter.format(value)
  return format === 'plain' || format === 'percent' ? number : `${number}+`
}
