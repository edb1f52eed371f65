// The strings a calculator shows, as the island receives them (islands get translated strings as
// props, never i18next): templates keep their {{placeholders}}, filled in the browser by `fill`.

import type { CostId } from '../../lib/finance/costs'
import type { FieldError, FieldName } from '../../lib/finance/fields'
import type { Tool } from '../../lib/finance/forms'
import type { GoldenVisaCondition } from '../../lib/finance/golden-visa'
import type { Binding, LtvRule, TermRule } from '../../lib/finance/mortgage'

/** An area the yield tool can take a typical rent from. */
export interface AreaRent {
  slug: string
  /** In the page's language. */
  name: string
  /** AED per sq ft a year. */
  rate: number
  /** The rate and its date as the page writes them. */
  rateText: string
  asOf: string
}

export interface CalculatorText {
  fields: Record<FieldName, { label: string; hint: string }>
  /** Templates with {{field}}, {{min}}, {{max}}; `invalidNumber` (a field not in money) with {{example}}. */
  errors: Record<FieldError | 'invalidNumber', string>
  buyer: { legend: string; expat: string; national: string }
  home: { legend: string; first: string; second: string }
  seller: { legend: string; agent: string; developer: string }
  offPlan: string
  mortgaged: string
  submit: string
  optional: string
  inputsNote: string
  results: string
  fix: string
  /** "{{name}}, as of {{date}}" */
  source: string
  mortgage: {
    loan: string
    down: string
    monthly: string
    interest: string
    term: string
    bound: string
    binding: Record<Binding, string>
    ltvRule: Record<LtvRule, string>
    termRule: Record<Exclude<TermRule, 'chosen'>, string>
    noIncome: string
  }
  costs: { lines: Record<CostId, string>; vat: string; total: string; share: string; developer: string }
  yield: { gross: string; net: string; collected: string; serviceCharge: string; maintenance: string; netIncome: string; monthly: string; rentNote: string }
  /** The yield tool's area choice; `estimated` has {{area}}, {{rate}}, {{date}}. */
  yieldArea: { label: string; hint: string; none: string; estimate: string; estimated: string }
  goldenVisa: {
    eligible: string
    notEligible: string
    shortfall: string
    threshold: string
    conditionsTitle: string
    conditions: Record<GoldenVisaCondition, string>
  }
  next: { title: string } & Record<Tool, string>
  disclaimer: string
}

/** Replaces each {{name}} in `template` with its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
}
