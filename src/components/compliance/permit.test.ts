import { describe, expect, it } from 'vitest'
import { permitVerificationUrl } from './permit'

describe('permitVerificationUrl', () => {
  it("opens the DLD's Trakheesi validation with the permit number", () => {
    expect(permitVerificationUrl('7123456789')).toBe('https://dubailand.gov.ae/en/eservices/validate-trakheesi-permit/?permit=7123456789')
  })
})
