// The guide's price figures as the page shows them: one row per kind of home (type and bedrooms),
// the asking median with its count and, when imported, the transaction median with its count, in
// the visitor's currency and area unit.
import type { TFunction } from 'i18next'
import { type AreaLabels, formatPrice, formatPricePerArea, type Rates, SQFT_PER_SQM, toCurrency, type UnitPrefs } from '../../lib/money'
import type { Project as ProjectT } from '../../modules/content/schema'
import { unitName } from '../../modules/content/unit-types'
import type { ChartRow } from './chart'
import type { AreaGuide, AskingRow, PriceRow } from './data.server'

type PropertyType = ProjectT['type']
export interface PriceLine {
  key: string
  label: string
  asking: AskingRow | null
  transaction: PriceRow | null
}

const keyOf = (row: { type: PropertyType; bedrooms: number | null }) => `${row.type}:${row.bedrooms ?? '-'}`

/** "Apartment · 2 BR", "Villa · Studio", or the type alone for a plot, an office or a shop. */
export function homeLabel(t: TFunction, row: { type: PropertyType; bedrooms: number | null }): string {
  const type = t(`catalog.types.${row.type}`)
  if (row.bedrooms === null) return type
  return `${type} · ${unitName(t, { bedrooms: row.bedrooms } as never, row.type)}`
}

/** The asking rows, with the transaction figures of the same kind of home beside them, and the kinds only sold (not listed) after. */
export function priceLines(t: TFunction, guide: Pick<AreaGuide, 'asking' | 'transactions'>): PriceLine[] {
  const sold = new Map((guide.transactions?.rows ?? []).map((row) => [keyOf(row), row]))
  const lines: PriceLine[] = guide.asking.map((row) => ({ key: keyOf(row), label: homeLabel(t, row), asking: row, transaction: sold.get(keyOf(row)) ?? null }))
  const listed = new Set(lines.map((line) => line.key))
  for (const row of guide.transactions?.rows ?? [])
    if (!listed.has(keyOf(row))) lines.push({ key: keyOf(row), label: homeLabel(t, row), asking: null, transaction: row })
  return lines
}

/** AED per sq ft in the visitor's unit (per sq ft or per m²) and currency, as a number. */
export const inUnits = (aedPerSqft: number, prefs: UnitPrefs, rates: Rates) =>
  toCurrency(prefs.unit === 'sqft' ? aedPerSqft : aedPerSqft * SQFT_PER_SQM, prefs.currency, rates)

/** The chart's rows: values in the visitor's units, each bar's figure written short (`AED 2,150`, `≈ €7.6K`). */
export function chartRows(lines: readonly PriceLine[], prefs: UnitPrefs, rates: Rates, locale: string): ChartRow[] {
  const short = (aedPerSqft: number) => formatPrice(prefs.unit === 'sqft' ? aedPerSqft : aedPerSqft * SQFT_PER_SQM, prefs.currency, rates, locale)
  return lines.map((line) => ({
    label: line.label,
    values: {
      asking: line.asking ? inUnits(line.asking.aedPerSqft, prefs, rates) : null,
      transaction: line.transaction ? inUnits(line.transaction.aedPerSqft, prefs, rates) : null,
    },
    texts: {
      ...(line.asking ? { asking: short(line.asking.aedPerSqft) } : {}),
      ...(line.transaction ? { transaction: short(line.transaction.aedPerSqft) } : {}),
    },
  }))
}

/** `AED 2,150 / sq ft` in the visitor's units. */
export const perArea = (aedPerSqft: number, prefs: UnitPrefs, rates: Rates, locale: string, labels: AreaLabels) =>
  formatPricePerArea(aedPerSqft, prefs.currency, prefs.unit, rates, locale, labels)
