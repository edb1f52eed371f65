// Marketing figures (spec section 1: "300+", "2.1B+", "95%") formatted with the visitor's locale:
// digit groups, compact units ("2.1B", "2,1 Mrd.", "٢٫١ مليار") and percent signs follow the language.
import { numberFormat } from './intl'

export type FigureFormat = 'plus' | 'plain' | 'compactPlus' | 'percent'

export interface Figure<Key extends string = string> {
  /** Locale-file key of the figure's label. */
  key: Key
  value: number
  format: FigureFormat
}

const OPTIONS: Record<FigureFormat, Intl.NumberFormatOptions | undefined> = {
  plus: undefined,
  plain: undefined,
  compactPlus: { notation: 'compact', maximumFractionDigits: 1 },
  percent: { style: 'percent' },
}

export function formatFigure({ value, format }: Figure, locale: string): string {
  const number = numberFormat(locale, OPTIONS[format]).format(value)
  return format === 'plain' || format === 'percent' ? number : `${number}+`
}
