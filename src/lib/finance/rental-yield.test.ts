import { describe, expect, it } from 'vitest'
import { computeYield, estimateRent, estimateYield } from './rental-yield'

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

describe('estimateRent', () => {
  it('is the area’s rate times the size, to the nearest AED 1,000 as a quoted rent is', () => {
    expect(estimateRent(140, 900)).toBe(126_000)
    expect(estimateRent(135, 1_111)).toBe(150_000)
    expect(estimateRent(135, 1_107)).toBe(149_000)
  })
})

describe('estimateYield (an area’s typical rent per sq ft)', () => {
  it('rents the home at the area’s rate, rounded to AED 1,000, and applies the default upkeep and vacancy', () => {
    // 760 sq ft × AED 140 = 106,400 → 106,000 a year on AED 2,150,000: 4.93 % gross.
    const estimate = estimateYield({ priceAed: 2_150_000, sizeSqft: 760, rentAedSqftYear: 140, serviceChargeAedSqft: 18 })
    expect(estimate?.rentAed).toBe(106_000)
    expect(estimate?.gross).toBeCloseTo(106_000 / 2_150_000, 6)
    // Collected 95 % (100,700) less service charge 760 × 18 = 13,680 and upkeep 0.5 % = 10,750.
    expect(estimate?.netIncomeAed).toBe(100_700 - 13_680 - 10_750)
  })

  it('uses the default service charge when the project publishes none', () => {
    const withDefault = estimateYield({ priceAed: 1_000_000, sizeSqft: 1000, rentAedSqftYear: 100, serviceChargeAedSqft: null })
    expect(withDefault?.serviceChargeAed).toBe(15_000)
  })

  it.each([
    ['no rent figure for the area', { priceAed: 1_000_000, sizeSqft: 800, rentAedSqftYear: null, serviceChargeAedSqft: null }],
    ['a zero price', { priceAed: 0, sizeSqft: 800, rentAedSqftYear: 100, serviceChargeAedSqft: null }],
    ['a zero size', { priceAed: 1_000_000, sizeSqft: 0, rentAedSqftYear: 100, serviceChargeAedSqft: null }],
  ])('gives no estimate with %s', (_, input) => {
    expect(estimateYield(input)).toBeNull()
  })
})
