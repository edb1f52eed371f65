// The property investor's Golden Visa: a value of at least AED 2,000,000 (one or more properties
// together), off-plan from a developer the authority approves, mortgaged with a UAE bank (which then
// gives a no-objection letter). The check says yes or no on the value and lists the conditions that
// apply to this purchase; our reading of the rules is in docs/decisions/025-buyer-calculators.md.
import { GOLDEN_VISA } from './config'

export interface GoldenVisaInput {
  /** The property's value (purchase price or DLD valuation), AED; several properties: their total. */
  valueAed: number
  offPlan: boolean
  mortgaged: boolean
}

export type GoldenVisaCondition = 'health-insurance' | 'approved-developer' | 'local-bank-noc' | 'title-deed'

export interface GoldenVisaCheck {
  eligible: boolean
  /** How far below the threshold, AED (0 when eligible). */
  shortfallAed: number
  conditions: GoldenVisaCondition[]
}

export function checkGoldenVisa({ valueAed, offPlan, mortgaged }: GoldenVisaInput): GoldenVisaCheck {
  const eligible = valueAed >= GOLDEN_VISA.minValueAed
  const conditions: GoldenVisaCondition[] = [offPlan ? 'approved-developer' : 'title-deed']
  if (mortgaged) conditions.push('local-bank-noc')
  conditions.push('health-insurance')
  return { eligible, shortfallAed: eligible ? 0 : Math.max(0, GOLDEN_VISA.minValueAed - valueAed), conditions }
}
