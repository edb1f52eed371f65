import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkCommissionConfig, commissionConfig, computeCommission, DEFAULT_COMMISSION } from './commission'

describe('computeCommission', () => {
  it.each([
    // amount, agency rate, partner share → agency commission, partner commission, in AED (3.6725)
    [10_000, 0.02, 0.25, 200, 50, 183.63],
    [500_000, 0.02, 0.25, 10_000, 2_500, 9_181.25],
    [1_000_000, 0.02, 0.25, 20_000, 5_000, 18_362.5],
    [1_234_567.89, 0.02, 0.25, 24_691.36, 6_172.84, 22_669.75],
    [100_000_000, 0.02, 0.25, 2_000_000, 500_000, 1_836_250],
    [750_000, 0.03, 0.5, 22_500, 11_250, 41_315.63],
    [2_000_000, 0.02, 1, 40_000, 40_000, 146_900],
  ])('US$%d at %d × %d: agency US$%d, partner US$%d, AED %d', (amount, agencyRate, partnerShare, agency, partner, aed) => {
    expect(computeCommission(amount, { agencyRate, partnerShare })).toEqual({ amountUsd: amount, agencyUsd: agency, partnerUsd: partner, partnerAed: aed })
  })
})

describe('checkCommissionConfig', () => {
  it('uses 2% and a quarter share when the variables are unset or empty', () => {
    expect(checkCommissionConfig({})).toEqual({ config: DEFAULT_COMMISSION, problems: [] })
    expect(checkCommissionConfig({ REFERRAL_AGENCY_COMMISSION_RATE: '', REFERRAL_PARTNER_SHARE: ' ' })).toEqual({ config: DEFAULT_COMMISSION, problems: [] })
  })

  it('reads decimal fractions within the bounds', () => {
    expect(checkCommissionConfig({ REFERRAL_AGENCY_COMMISSION_RATE: '0.03', REFERRAL_PARTNER_SHARE: '.5' }).config).toEqual({
      agencyRate: 0.03,
      partnerShare: 0.5,
    })
    expect(checkCommissionConfig({ REFERRAL_AGENCY_COMMISSION_RATE: '0.1', REFERRAL_PARTNER_SHARE: '1' }).config).toEqual({ agencyRate: 0.1, partnerShare: 1 })
  })

  it.each([
    ['2', '0.25'],
    ['2%', '0.25'],
    ['0', '0.25'],
    ['-0.02', '0.25'],
    ['0,02', '0.25'],
    ['abc', '0.25'],
    ['0.02', '25'],
    ['0.02', '1.5'],
    ['0.02', '0'],
    ['0.02', 'NaN'],
  ])('refuses REFERRAL_AGENCY_COMMISSION_RATE=%j / REFERRAL_PARTNER_SHARE=%j, keeping the default and saying why', (rate, share) => {
    const { config, problems } = checkCommissionConfig({ REFERRAL_AGENCY_COMMISSION_RATE: rate, REFERRAL_PARTNER_SHARE: share })
    expect(config).toEqual({
      agencyRate: rate === '0.02' ? 0.02 : DEFAULT_COMMISSION.agencyRate,
      partnerShare: share === '0.25' ? 0.25 : DEFAULT_COMMISSION.partnerShare,
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^REFERRAL_(AGENCY_COMMISSION_RATE|PARTNER_SHARE)=".*" is not a fraction from [\d.]+ to [\d.]+; using [\d.]+$/)
  })

  it('accepts the values in wrangler.toml', () => {
    const toml = readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8')
    const read = (name: string) => toml.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm'))?.[1]
    const env = { REFERRAL_AGENCY_COMMISSION_RATE: read('REFERRAL_AGENCY_COMMISSION_RATE'), REFERRAL_PARTNER_SHARE: read('REFERRAL_PARTNER_SHARE') }
    expect(env.REFERRAL_AGENCY_COMMISSION_RATE, 'REFERRAL_AGENCY_COMMISSION_RATE in wrangler.toml [vars]').toBeDefined()
    expect(env.REFERRAL_PARTNER_SHARE, 'REFERRAL_PARTNER_SHARE in wrangler.toml [vars]').toBeDefined()
    expect(checkCommissionConfig(env).problems).toEqual([])
  })
})

describe('commissionConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('logs a bad value once per isolate and keeps the default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const env = { REFERRAL_AGENCY_COMMISSION_RATE: '2', REFERRAL_PARTNER_SHARE: '0.3' }
    expect(commissionConfig(env)).toEqual({ agencyRate: 0.02, partnerShare: 0.3 })
    expect(commissionConfig(env)).toEqual({ agencyRate: 0.02, partnerShare: 0.3 })
    expect(log).toHaveBeenCalledTimes(1)
    expect(commissionConfig({})).toEqual(DEFAULT_COMMISSION)
    expect(log).toHaveBeenCalledTimes(1)
  })
})
