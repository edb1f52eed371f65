import { describe, expect, it } from 'vitest'
import { computeCosts } from './costs'

const byId = (price: number, loan = 0, agency = true) =>
  Object.fromEntries(computeCosts({ priceAed: price, loanAed: loan, agency }).lines.map((l) => [l.id, l.totalAed]))

describe('computeCosts', () => {
  it('adds up a AED 2M cash purchase through an agent', () => {
    const costs = computeCosts({ priceAed: 2_000_000, loanAed: 0, agency: true })
    expect(byId(2_000_000)).toEqual({ transfer: 80_000, dldAdmin: 580, titleDeed: 250, trustee: 4_200, agency: 42_000 })
    expect(costs.totalAed).toBe(127_030)
    expect(costs.share).toBeCloseTo(0.063515, 6)
  })

  it('charges the lower trustee fee below AED 500,000 and the higher one at 500,000 exactly', () => {
    expect(byId(499_999).trustee).toBe(2_100)
    expect(byId(500_000).trustee).toBe(4_200)
  })

  it('registers the mortgage at 0.25 % of the loan + AED 290 only when financed', () => {
    expect(byId(2_000_000, 1_600_000).mortgageRegistration).toBe(4_290)
    expect(byId(2_000_000, 0).mortgageRegistration).toBeUndefined()
  })

  it('leaves out the commission on a developer’s sale', () => {
    expect(byId(2_000_000, 0, false).agency).toBeUndefined()
  })

  it('splits VAT from the fee', () => {
    const agency = computeCosts({ priceAed: 1_000_000, loanAed: 0, agency: true }).lines.find((l) => l.id === 'agency')
    expect(agency).toMatchObject({ netAed: 20_000, vatAed: 1_000, totalAed: 21_000 })
    expect(agency?.fee.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('has a zero share for a zero price rather than NaN', () => {
    expect(computeCosts({ priceAed: 0, loanAed: 0, agency: false }).share).toBe(0)
  })
})
