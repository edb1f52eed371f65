// The referral commission: the agency's commission on the sale (a rate of the price), of which the
// partner gets a share. Both numbers are configuration (REFERRAL_AGENCY_COMMISSION_RATE,
// REFERRAL_PARTNER_SHARE), validated here with defaults and bounds; the sum is shown to the visitor
// step by step. Why this formula: docs/decisions/006-referral-commission.md.
import { AED_PER_USD } from './money'

export interface CommissionConfig {
  /** The agency's commission as a fraction of the price, e.g. 0.02 for 2%. */
  agencyRate: number
  /** The partner's share of the agency's commission, e.g. 0.25 for a quarter. */
  partnerShare: number
}

/** 2% is the customary agency commission on a Dubai sale; a quarter of it goes to the partner. */
export const DEFAULT_COMMISSION: CommissionConfig = { agencyRate: 0.02, partnerShare: 0.25 }

/** Accepted ranges, ends included: a value outside is a typo (`"2"` meant as 2%), not a policy. */
export const COMMISSION_BOUNDS = {
  agencyRate: { min: 0.001, max: 0.1 },
  partnerShare: { min: 0.01, max: 1 },
} as const

export interface CommissionEnv {
  REFERRAL_AGENCY_COMMISSION_RATE?: string
  REFERRAL_PARTNER_SHARE?: string
}

export type ConfigCheck = { config: CommissionConfig; problems: string[] }

function fraction(name: keyof CommissionEnv, raw: string | undefined, fallback: number, bounds: { min: number; max: number }, problems: string[]): number {
  const text = (raw ?? '').trim()
  if (!text) return fallback
  const value = /^\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN
  if (value >= bounds.min && value <= bounds.max) return value
  problems.push(`${name}="${raw}" is not a fraction from ${bounds.min} to ${bounds.max}; using ${fallback}`)
  return fallback
}

/**
 * Reads the two variables: unset or empty gives the default; a value that is not a plain decimal
 * fraction within `COMMISSION_BOUNDS` gives the default too, with a problem to report.
 */
export function checkCommissionConfig(env: CommissionEnv): ConfigCheck {
  const problems: string[] = []
  const { agencyRate, partnerShare } = COMMISSION_BOUNDS
  const config = {
    agencyRate: fraction('REFERRAL_AGENCY_COMMISSION_RATE', env.REFERRAL_AGENCY_COMMISSION_RATE, DEFAULT_COMMISSION.agencyRate, agencyRate, problems),
    partnerShare: fraction('REFERRAL_PARTNER_SHARE', env.REFERRAL_PARTNER_SHARE, DEFAULT_COMMISSION.partnerShare, partnerShare, problems),
  }
  return { config, problems }
}

let checked: { key: string; config: CommissionConfig } | undefined

/**
 * The configuration for this isolate, validated on first use (a Worker has no start-up hook that
 * sees its variables without breaking every route): problems are logged once, then the defaults
 * apply. Re-read if the variables change (tests, `wrangler dev` reloads).
 */
export function commissionConfig(env: CommissionEnv): CommissionConfig {
  const key = `${env.REFERRAL_AGENCY_COMMISSION_RATE}|${env.REFERRAL_PARTNER_SHARE}`
  if (checked?.key !== key) {
    const { config, problems } = checkCommissionConfig(env)
    for (const problem of problems) console.error(`referral commission config: ${problem}`)
    checked = { key, config }
  }
  return checked.config
}

export interface Commission {
  amountUsd: number
  /** The agency's commission: amount × agency rate. */
  agencyUsd: number
  /** The partner's commission: agency commission × partner share. */
  partnerUsd: number
  /** The partner's commission in dirhams at the peg. */
  partnerAed: number
}

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100

/** Each step rounded to the cent, from the rounded step before, so the breakdown adds up as shown. */
export function computeCommission(amountUsd: number, { agencyRate, partnerShare }: CommissionConfig): Commission {
  const agencyUsd = cents(amountUsd * agencyRate)
  const partnerUsd = cents(agencyUsd * partnerShare)
  return { amountUsd, agencyUsd, partnerUsd, partnerAed: cents(partnerUsd * AED_PER_USD) }
}
