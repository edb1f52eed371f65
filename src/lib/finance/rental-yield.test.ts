import { describe, expect, it } from 'vitest'
import { computeYield } from './rental-yield'

const base = { priceAed: 1_000_000, rentAed: 80_000, sizeSqft: 800, serviceChargeAedSqft: 15, maintenancePercent: 0.5, vacancyPercent: 5 }

describe('computeYield', () => {
  it('gives gross and net yield on the price', () => {
    const y = computeYield(base)
    expect(y.gross).toBeCloseTo(0.08, 10)
    expect(y).toMatchObject({ collectedAed: 76_000, serviceChargeAed: 12_000, maintenanceAed: 5_000, netIncomeAed: 59_000, monthlyNetAed: 4_917 })
    expect(y.net).toBeCloseTo(0.059, 10)
  })
  it('has net equal to gross with no costs and no vacancy', () => {
    const y = computeYield({ ...base, serviceChargeAedSqft: 0, maintenancePercent: 0, vacancyPercent: 0 })
    expect(y.net).toBe(y.gross)
  })
  it('goes negative when costs exceed the rent', () => {
    expect(computeYield({ ...base, rentAed: 10_000 }).net).toBeLessThan(0)
  })
  it('collects nothing at 100 % vacancy', () => {
    expect(computeYield({ ...base, vacancyPercent: 100 }).collectedAed).toBe(0)
  })
  it('is zero rather than NaN or Infinity for a zero price', () => {
    expect(computeYield({ ...base, priceAed: 0 })).toMatchObject({ gross: 0, net: 0 })
  })
})
