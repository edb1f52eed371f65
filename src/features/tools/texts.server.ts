// The calculators' strings for one locale, built once per translator (the island's props).
import type { TFunction } from 'i18next'
import { FIELDS, type FieldName } from '../../lib/finance/fields'
import { TOOLS, type Tool } from '../../lib/finance/forms'
import { numberFormat } from '../../lib/intl'
import type { CalculatorText } from './text'

const byTranslator = new WeakMap<TFunction, Map<string, { text: CalculatorText; bounds: Record<FieldName, { min: string; max: string; example: string }> }>>()

const tree = <T>(t: TFunction, key: string) => t(key, { returnObjects: true }) as T

export function calculatorTexts(t: TFunction, iso: string) {
  let byLocale = byTranslator.get(t)
  if (!byLocale) {
    byLocale = new Map()
    byTranslator.set(t, byLocale)
  }
  const found = byLocale.get(iso)
  if (found) return found
  const n = numberFormat(iso, { maximumFractionDigits: 2 })
  const bounds = Object.fromEntries(
    Object.entries(FIELDS).map(([name, f]) => [name, { min: n.format(f.min), max: n.format(f.max), example: n.format('initial' in f ? f.initial : f.min) }]),
  ) as Record<FieldName, { min: string; max: string; example: string }>
  const text: CalculatorText = {
    fields: tree(t, 'tools.fields'),
    errors: tree(t, 'tools.errors'),
    buyer: tree(t, 'tools.buyer'),
    home: tree(t, 'tools.home'),
    seller: tree(t, 'tools.seller'),
    offPlan: t('tools.offPlan'),
    mortgaged: t('tools.mortgaged'),
    submit: t('tools.submit'),
    optional: t('tools.optional'),
    inputsNote: t('tools.inputsNote'),
    results: t('tools.results'),
    fix: t('tools.fix'),
    source: t('tools.source'),
    mortgage: tree(t, 'tools.mortgage'),
    costs: tree(t, 'tools.costs'),
    yield: tree(t, 'tools.yield'),
    yieldArea: tree(t, 'tools.yieldArea'),
    goldenVisa: tree(t, 'tools.goldenVisa'),
    next: { title: t('tools.next.title'), ...(Object.fromEntries(TOOLS.map((tool) => [tool, t(`tools.pages.${tool}.short`)])) as Record<Tool, string>) },
    disclaimer: t('tools.disclaimer'),
  }
  const value = { text, bounds }
  byLocale.set(iso, value)
  return value
}
