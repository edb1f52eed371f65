import { describe, expect, it } from 'vitest'
import { annuity, computeMortgage, ltvCap, type MortgageInput, presentValue } from './mortgage'

const base: MortgageInput = { priceAed: 2_000_000, buyer: 'expat', home: 'first', offPlan: false, age: 35, termYears: 25, ratePercent: 4.5 }

describe('ltvCap: the Central Bank loan-to-value caps', () => {
  it.each([
    ['expat first home at AED 5M exactly', 5_000_000, 'expat', 'first', false, 0.8, 'first-up-to-tier'],
    ['expat first home one dirham above AED 5M', 5_000_001, 'expat', 'first', false, 0.7, 'first-above-tier'],
    ['expat first home below AED 5M', 1_000_000, 'expat', 'first', false, 0.8, 'first-up-to-tier'],
    ['national first home at AED 5M exactly', 5_000_000, 'national', 'first', false, 0.85, 'first-up-to-tier'],
    ['national first home above AED 5M', 8_000_000, 'national', 'first', false, 0.75, 'first-above-tier'],
    ['expat second home', 1_000_000, 'expat', 'second', false, 0.6, 'second'],
    ['national second home above the tier', 9_000_000, 'national', 'second', false, 0.65, 'second'],
    ['off-plan for an expat first home', 1_000_000, 'expat', 'first', true, 0.5, 'off-plan'],
    ['off-plan for a national second home', 9_000_000, 'national', 'second', true, 0.5, 'off-plan'],
  ] as const)('%s', (_, price, buyer, home, offPlan, ltv, rule) => {
    expect(ltvCap(price, buyer, home, offPlan)).toEqual({ ltv, rule })
  })
})

describe('annuity and presentValue', () => {
  it('repays AED 1.6M over 25 years at 4.5 % with AED 8,893 a month', () => {
    expect(Math.round(annuity(1_600_000, 0.045 / 12, 300))).toBe(8_893)
  })
  it('divides straight at 0 %', () => {
    expect(annuity(1_200_000, 0, 300)).toBe(4_000)
    expect(presentValue(4_000, 0, 300)).toBe(1_200_000)
  })
  it('is the inverse of presentValue', () => {
    expect(presentValue(annuity(1_000_000, 0.004, 240), 0.004, 240)).toBeCloseTo(1_000_000, 4)
  })
  it('is zero for no loan or no months', () => {
    expect(annuity(0, 0.004, 240)).toBe(0)
    expect(annuity(1_000, 0.004, 0)).toBe(0)
    expect(presentValue(0, 0.004, 240)).toBe(0)
  })
})

describe('computeMortgage', () => {
  it('lends 80 % of a AED 2M first home to an expatriate: the value cap binds', () => {
    const m = computeMortgage(base)
    expect(m).toMatchObject({
      loanAed: 1_600_000,
      downAed: 400_000,
      termYears: 25,
      termRule: 'chosen',
      binding: 'ltv',
      ltvRule: 'first-up-to-tier',
      monthlyAed: 8_893,
    })
    expect(m.totalInterestAed).toBe(Math.round(annuity(1_600_000, 0.045 / 12, 300) * 300 - 1_600_000))
  })

  it('applies the whole-value tier at AED 5M exactly and above it', () => {
    expect(computeMortgage({ ...base, priceAed: 5_000_000 }).loanAed).toBe(4_000_000)
    expect(computeMortgage({ ...base, priceAed: 6_000_000 }).loanAed).toBe(4_200_000)
    expect(computeMortgage({ ...base, priceAed: 6_000_000, buyer: 'national', age: 40 }).loanAed).toBe(4_500_000)
  })

  it('lends half of an off-plan price', () => {
    expect(computeMortgage({ ...base, offPlan: true })).toMatchObject({ loanAed: 1_000_000, ltvRule: 'off-plan' })
  })

  it.each([
    // buyer, age, expected term, rule
    ['expat', 35, 25, 'chosen'],
    ['expat', 40, 25, 'chosen'],
    ['expat', 41, 24, 'age'],
    ['expat', 64, 1, 'age'],
    ['expat', 65, 0, 'age'],
    ['national', 45, 25, 'chosen'],
    ['national', 50, 20, 'age'],
    ['national', 69, 1, 'age'],
    ['national', 70, 0, 'age'],
  ] as const)('caps the term for a %s aged %i at %i years (%s)', (buyer, age, term, rule) => {
    const m = computeMortgage({ ...base, buyer, age })
    expect(m.termYears).toBe(term)
    expect(m.termRule).toBe(rule)
  })

  it('gives no loan when the age leaves no term, naming the age', () => {
    expect(computeMortgage({ ...base, age: 65 })).toMatchObject({ loanAed: 0, downAed: 2_000_000, monthlyAed: 0, totalInterestAed: 0, binding: 'age' })
    expect(computeMortgage({ ...base, buyer: 'national', age: 80 })).toMatchObject({ loanAed: 0, binding: 'age' })
  })

  it('cuts a term asked beyond 25 years to 25 (max-term)', () => {
    expect(computeMortgage({ ...base, termYears: 40 })).toMatchObject({ termYears: 25, termRule: 'max-term' })
  })

  it('holds the instalment to half the income: the income binds', () => {
    const m = computeMortgage({ ...base, incomeAed: 10_000 })
    expect(m.binding).toBe('income')
    expect(m.monthlyAed).toBeLessThanOrEqual(5_000)
    expect(m.monthlyAed).toBeGreaterThanOrEqual(4_999)
    expect(m.loanAed).toBe(Math.floor(presentValue(5_000, 0.045 / 12, 300)))
  })

  it('lets the value cap bind when the income is ample', () => {
    expect(computeMortgage({ ...base, incomeAed: 100_000 }).binding).toBe('ltv')
  })

  it('gives no loan on zero income', () => {
    expect(computeMortgage({ ...base, incomeAed: 0 })).toMatchObject({ loanAed: 0, binding: 'income' })
  })

  it('takes a larger down payment as the visitor’s choice', () => {
    expect(computeMortgage({ ...base, downAed: 1_000_000 })).toMatchObject({ loanAed: 1_000_000, downAed: 1_000_000, binding: 'down' })
  })

  it('ignores a down payment smaller than the rules require', () => {
    expect(computeMortgage({ ...base, downAed: 100_000 })).toMatchObject({ loanAed: 1_600_000, binding: 'ltv' })
  })

  it('charges no interest at 0 %', () => {
    expect(computeMortgage({ ...base, ratePercent: 0 })).toMatchObject({ monthlyAed: 5_333, totalInterestAed: 0 })
  })
})
