// The largest mortgage the Central Bank's rules allow for one purchase, and what it costs: the
// loan-to-value cap for the buyer and the property, the term cut by the age at the last instalment,
// and the instalment held to half the income. Names the rule that decided the loan so the page can
// say it. Pure: the same code runs on the server (GET form) and in the island (live).
import { type Buyer, DEFAULTS, type HomeOrder, MORTGAGE_RULES } from './config'

export interface MortgageInput {
  /** Property price in AED. */
  priceAed: number
  buyer: Buyer
  home: HomeOrder
  offPlan: boolean
  /** The buyer's age today, in whole years. */
  age: number
  /** The term asked for, in years (cut to the rules). */
  termYears: number
  /** Yearly interest rate in percent (4.5 = 4.5 %). */
  ratePercent: number
  /** Monthly income in AED; absent: the debt burden cap is not applied (and the page says so). */
  incomeAed?: number
  /** The down payment the buyer means to make, in AED; absent: the smallest the rules allow. */
  downAed?: number
}

/** Which cap set the loan-to-value ceiling. */
export type LtvRule = 'off-plan' | 'first-up-to-tier' | 'first-above-tier' | 'second'

/** What decided the loan: the value cap, the income cap, the visitor's own down payment, or the age (no term left). */
export type Binding = 'ltv' | 'income' | 'down' | 'age'

/** What decided the term: the visitor's choice, the 25-year maximum, or the age at the last instalment. */
export type TermRule = 'chosen' | 'max-term' | 'age'

export interface Mortgage {
  ltv: number
  ltvRule: LtvRule
  /** The loan the value cap alone allows. */
  ltvLoanAed: number
  /** The loan half the income repays over the term; null without an income. */
  incomeLoanAed: number | null
  /** The loan: the smallest of the caps (and of price less the chosen down payment). */
  loanAed: number
  downAed: number
  termYears: number
  termRule: TermRule
  /** The longest term the age allows (may be 0 or less: no mortgage). */
  termLimitYears: number
  monthlyAed: number
  totalInterestAed: number
  binding: Binding
}

/** Whole dirhams: the regulator's and the banks' caps are in dirhams, and so is every figure shown. */
const round = (value: number) => Math.round(value)

/** The loan-to-value cap and which rule it comes from. The tier is the whole value (see 025). */
export function ltvCap(priceAed: number, buyer: Buyer, home: HomeOrder, offPlan: boolean): { ltv: number; rule: LtvRule } {
  if (offPlan) return { ltv: MORTGAGE_RULES.offPlan, rule: 'off-plan' }
  if (home === 'second') return { ltv: MORTGAGE_RULES.secondHome[buyer], rule: 'second' }
  const caps = MORTGAGE_RULES.firstHome[buyer]
  return priceAed <= MORTGAGE_RULES.tierAed ? { ltv: caps.upTo, rule: 'first-up-to-tier' } : { ltv: caps.above, rule: 'first-above-tier' }
}

/** The monthly instalment that repays `loan` over `months` at `monthlyRate` (an annuity; straight division at 0 %). */
export function annuity(loan: number, monthlyRate: number, months: number): number {
  if (months <= 0 || loan <= 0) return 0
  if (monthlyRate === 0) return loan / months
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
}

/** The loan a monthly `payment` repays over `months` at `monthlyRate`: the inverse of `annuity`. */
export function presentValue(payment: number, monthlyRate: number, months: number): number {
  if (months <= 0 || payment <= 0) return 0
  if (monthlyRate === 0) return payment * months
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate
}

/** The mortgage under the rules. Inputs are assumed valid (see ./fields.ts): finite, in range. */
export function computeMortgage(input: MortgageInput): Mortgage {
  const { priceAed, buyer, home, offPlan, age } = input
  const { ltv, rule: ltvRule } = ltvCap(priceAed, buyer, home, offPlan)
  const termLimitYears = Math.min(MORTGAGE_RULES.maxTermYears, MORTGAGE_RULES.maxAge[buyer] - age)
  const asked = Math.max(1, Math.floor(input.termYears || DEFAULTS.termYears))
  const termYears = Math.max(0, Math.min(asked, termLimitYears))
  const termRule: TermRule = asked <= termLimitYears ? 'chosen' : termLimitYears < MORTGAGE_RULES.maxTermYears ? 'age' : 'max-term'
  const months = termYears * 12
  const monthlyRate = input.ratePercent / 100 / 12

  const ltvLoanAed = round(priceAed * ltv)
  const incomeLoanAed = input.incomeAed === undefined ? null : Math.floor(presentValue(input.incomeAed * MORTGAGE_RULES.maxDebtBurden, monthlyRate, months))
  const chosenLoan = input.downAed === undefined ? Number.POSITIVE_INFINITY : Math.max(0, round(priceAed - input.downAed))

  let loanAed: number
  let binding: Binding
  if (months === 0) {
    loanAed = 0
    binding = 'age'
  } else {
    loanAed = ltvLoanAed
    binding = 'ltv'
    if (incomeLoanAed !== null && incomeLoanAed < loanAed) {
      loanAed = incomeLoanAed
      binding = 'income'
    }
    if (chosenLoan < loanAed) {
      loanAed = chosenLoan
      binding = 'down'
    }
  }
  const monthly = annuity(loanAed, monthlyRate, months)
  const monthlyAed = round(monthly)
  return {
    ltv,
    ltvRule,
    ltvLoanAed,
    incomeLoanAed,
    loanAed,
    downAed: round(priceAed - loanAed),
    termYears,
    termRule,
    termLimitYears,
    monthlyAed,
    totalInterestAed: Math.max(0, round(monthly * months - loanAed)),
    binding,
  }
}
