// A campaign's key facts as the visitor reads them, in their locale: the starting price in AED with
// its US dollar equivalent (the dirham is pegged at 3.6725), bedrooms, sizes, the handover quarter
// and the payment plan as "before / on handover" percentages.
import type { TFunction } from 'i18next'
import { numberFormat } from '../../lib/intl'
import { AED_PER_USD } from '../../lib/money'
import type { CampaignConfig, PlanStep } from './campaigns'

export interface CampaignFacts {
  priceAed: string
  priceUsd: string
  bedrooms: string
  sizes: string
  handover: string
  /** e.g. `60/40`. */
  plan: string
  /** Formatted percentages for the texts: paid on booking, before handover, on and after it. */
  percents: { booking: string; before: string; after: string }
  developer: string
}

/** Percent paid up to the end of construction, and the rest (on and after handover). */
export function planSplit(plan: readonly PlanStep[]): [number, number] {
  const before = plan.filter((s) => s.stage === 'booking' || s.stage === 'construction').reduce((sum, s) => sum + s.percent, 0)
  const total = plan.reduce((sum, s) => sum + s.percent, 0)
  return [before, total - before]
}

/** `2028-12-31` → quarter 4 of 2028. */
export function quarterOf(date: string): { quarter: number; year: number } {
  const [year = 0, month = 1] = date.split('-').map(Number)
  return { quarter: Math.ceil(month / 3), year }
}

/** Whole amount with the currency's ISO code (`AED 1,150,000`, `USD 313,138`). */
function money(amount: number, currency: 'AED' | 'USD', iso: string): string {
  return numberFormat(iso, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0 }).format(amount)
}

export function campaignFacts(config: CampaignConfig, t: TFunction, iso: string): CampaignFacts {
  const count = numberFormat(iso)
  const [fewest, most] = config.bedrooms
  const { quarter, year } = quarterOf(config.handover)
  const [before, after] = planSplit(config.plan)
  return {
    priceAed: money(config.priceFromAed, 'AED', iso),
    priceUsd: t('landing.usd', { amount: money(Math.round(config.priceFromAed / AED_PER_USD), 'USD', iso) }),
    bedrooms:
      fewest === 0
        ? t('landing.bedrooms.fromStudio', { max: count.format(most) })
        : t('landing.bedrooms.range', { min: count.format(fewest), max: count.format(most) }),
    sizes: t('landing.sizes', { min: count.format(config.sizeSqft[0]), max: count.format(config.sizeSqft[1]) }),
    handover: t('landing.quarter', { quarter: count.format(quarter), year: numberFormat(iso, { useGrouping: false }).format(year) }),
    plan: `${count.format(before)}/${count.format(after)}`,
    percents: { booking: count.format(config.plan.find((s) => s.stage === 'booking')?.percent ?? 0), before: count.format(before), after: count.format(after) },
    developer: config.developer,
  }
}
