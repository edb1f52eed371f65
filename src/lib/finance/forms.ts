// The four calculator forms: which fields each has, and a form's values read from the query (the
// server) or from the inputs (the island), with one error per field. A parameter absent from the
// query takes its starting value, so a link from one tool that carries only the price opens the next
// one computed; a parameter sent empty is the visitor's, and an error when required.
import type { Buyer, HomeOrder } from './config'
import { type Costs, computeCosts } from './costs'
import { FIELDS, type FieldError, type FieldName, readChoice, readField, readFlag } from './fields'
import { checkGoldenVisa, type GoldenVisaCheck } from './golden-visa'
import { computeMortgage, type Mortgage } from './mortgage'
import { computeYield, type RentalYield } from './rental-yield'

export const TOOLS = ['mortgage', 'costs', 'yield', 'golden-visa'] as const
export type Tool = (typeof TOOLS)[number]

export const TOOL_FIELDS = {
  mortgage: ['price', 'down', 'age', 'term', 'rate', 'income'],
  costs: ['price', 'loan'],
  yield: ['price', 'rent', 'size', 'sc', 'maint', 'vacancy'],
  'golden-visa': ['price'],
} as const satisfies Record<Tool, readonly FieldName[]>

export const BUYERS = ['expat', 'national'] as const satisfies readonly Buyer[]
export const HOMES = ['first', 'second'] as const satisfies readonly HomeOrder[]
export const SELLERS = ['agent', 'developer'] as const
export type Seller = (typeof SELLERS)[number]

/** A query or a form's inputs: name → text (absent: not sent). */
export type Query = Record<string, string | undefined>

export interface FormState {
  /** Numbers read, by field (undefined: an optional field left empty). */
  numbers: Partial<Record<FieldName, number>>
  errors: Partial<Record<FieldName, FieldError>>
  buyer: Buyer
  home: HomeOrder
  offPlan: boolean
  mortgaged: boolean
  seller: Seller
}

export interface ToolResults {
  mortgage?: Mortgage
  costs?: Costs
  yield?: RentalYield
  goldenVisa?: GoldenVisaCheck
}

/** Reads one tool's form. */
export function readForm(tool: Tool, query: Query): FormState {
  const numbers: FormState['numbers'] = {}
  const errors: FormState['errors'] = {}
  for (const name of TOOL_FIELDS[tool]) {
    const field = FIELDS[name]
    const sent = query[name]
    const read = sent === undefined ? { ok: true as const, value: 'initial' in field ? field.initial : undefined } : readField(field, sent)
    if (read.ok) numbers[name] = read.value
    else errors[name] = read.error
  }
  // A down payment or a loan larger than the price is a typo.
  const price = numbers.price
  for (const name of ['down', 'loan'] as const) {
    const value = numbers[name]
    if (price !== undefined && value !== undefined && value > price) {
      errors[name] = 'max'
      delete numbers[name]
    }
  }
  return {
    numbers,
    errors,
    buyer: readChoice(query.buyer, BUYERS, 'expat'),
    home: readChoice(query.home, HOMES, 'first'),
    offPlan: readFlag(query.offplan),
    mortgaged: readFlag(query.mortgaged),
    seller: readChoice(query.seller, SELLERS, 'agent'),
  }
}

/** The tool's results, when its form has no error. */
export function computeTool(tool: Tool, form: FormState): ToolResults | null {
  if (Object.keys(form.errors).length > 0) return null
  const n = form.numbers
  const price = n.price ?? 0
  switch (tool) {
    case 'mortgage':
      return {
        mortgage: computeMortgage({
          priceAed: price,
          buyer: form.buyer,
          home: form.home,
          offPlan: form.offPlan,
          age: n.age ?? 0,
          termYears: n.term ?? 0,
          ratePercent: n.rate ?? 0,
          incomeAed: n.income,
          downAed: n.down,
        }),
      }
    case 'costs':
      return { costs: computeCosts({ priceAed: price, loanAed: n.loan ?? 0, agency: form.seller === 'agent' }) }
    case 'yield':
      return {
        yield: computeYield({
          priceAed: price,
          rentAed: n.rent ?? 0,
          sizeSqft: n.size ?? 0,
          serviceChargeAedSqft: n.sc ?? 0,
          maintenancePercent: n.maint ?? 0,
          vacancyPercent: n.vacancy ?? 0,
        }),
      }
    case 'golden-visa':
      return { goldenVisa: checkGoldenVisa({ valueAed: price, offPlan: form.offPlan, mortgaged: form.mortgaged }) }
  }
}
