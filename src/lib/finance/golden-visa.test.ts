import { describe, expect, it } from 'vitest'
import { checkGoldenVisa } from './golden-visa'

describe('checkGoldenVisa', () => {
  it.each([
    [1_999_999, false, 1],
    [2_000_000, true, 0],
    [2_000_001, true, 0],
    [0, false, 2_000_000],
  ])('a property worth AED %i: eligible %s, short by %i', (valueAed, eligible, shortfallAed) => {
    expect(checkGoldenVisa({ valueAed, offPlan: false, mortgaged: false })).toMatchObject({ eligible, shortfallAed })
  })
  it('asks for an approved developer off-plan and a title deed when completed', () => {
    expect(checkGoldenVisa({ valueAed: 2_000_000, offPlan: true, mortgaged: false }).conditions).toEqual(['approved-developer', 'health-insurance'])
    expect(checkGoldenVisa({ valueAed: 2_000_000, offPlan: false, mortgaged: false }).conditions).toEqual(['title-deed', 'health-insurance'])
  })
  it('asks for the bank’s no-objection letter when mortgaged, and counts the whole value', () => {
    const check = checkGoldenVisa({ valueAed: 2_500_000, offPlan: false, mortgaged: true })
    expect(check.eligible).toBe(true)
    expect(check.conditions).toContain('local-bank-noc')
  })
})
