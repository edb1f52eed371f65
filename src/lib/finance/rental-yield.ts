// Rental yield: gross (the year's rent over the price) and net (after the service charge, upkeep and
// the weeks it stands empty). Over the price alone, as Dubai listings quote it; the costs to buy are
// shown beside it, not folded in.
import { DEFAULTS } from './config'

export interface YieldInput {
  priceAed: number
  /** Rent a year, in AED. */
  rentAed: number
  sizeSqft: number
  /** Service charge a year, AED per sq ft. */
  serviceChargeAedSqft: number
  /** Maintenance a year, as a percent of the price. */
  maintenancePercent: number
  /** Share of the year the home stands empty, percent. */
  vacancyPercent: number
}

export interface RentalYield {
  gross: number
  net: number
  /** Rent actually collected (after vacancy). */
  collectedAed: number
  serviceChargeAed: number
  maintenanceAed: number
  /** What is left a year. */
  netIncomeAed: number
  monthlyNetAed: number
}

export function computeYield(input: YieldInput): RentalYield {
  const { priceAed, rentAed, sizeSqft } = input
  const collectedAed = Math.round(rentAed * (1 - input.vacancyPercent / 100))
  const serviceChargeAed = Math.round(input.serviceChargeAedSqft * sizeSqft)
  const maintenanceAed = Math.round((priceAed * input.maintenancePercent) / 100)
  const netIncomeAed = collectedAed - serviceChargeAed - maintenanceAed
  return {
    gross: priceAed > 0 ? rentAed / priceAed : 0,
    net: priceAed > 0 ? netIncomeAed / priceAed : 0,
    collectedAed,
    serviceChargeAed,
    maintenanceAed,
    netIncomeAed,
    monthlyNetAed: Math.round(netIncomeAed / 12),
  }
}

/** A year's rent for `sizeSqft` at an area's typical rent per sq ft, rounded to AED 1,000 like a quoted rent (an estimate should not look more exact than it is). */
export const estimateRent = (rentAedSqftYear: number, sizeSqft: number): number => Math.round((rentAedSqftYear * sizeSqft) / 1000) * 1000

/**
 * A yield estimate for a home of `sizeSqft` at `priceAed` from an area's typical asking rent per sq ft
 * a year (Marsa's estimate, content), with the calculator's default upkeep and vacancy and the
 * project's service charge (else the default). Null when the area has no rent figure.
 */
export function estimateYield({
  priceAed,
  sizeSqft,
  rentAedSqftYear,
  serviceChargeAedSqft,
}: {
  priceAed: number
  sizeSqft: number
  rentAedSqftYear: number | null
  serviceChargeAedSqft: number | null
}): (RentalYield & { rentAed: number }) | null {
  if (rentAedSqftYear === null || priceAed <= 0 || sizeSqft <= 0) return null
  const rentAed = estimateRent(rentAedSqftYear, sizeSqft)
  const figures = computeYield({
    priceAed,
    rentAed,
    sizeSqft,
    serviceChargeAedSqft: serviceChargeAedSqft ?? DEFAULTS.serviceChargeAedSqft,
    maintenancePercent: DEFAULTS.maintenancePercent,
    vacancyPercent: DEFAULTS.vacancyPercent,
  })
  return { ...figures, rentAed }
}
