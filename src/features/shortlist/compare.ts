// The figures of the compare table, per project, and which is best in each row (pure, so the
// table's logic is tested as a table). Figures stay in AED and sq ft here; the page formats them in
// the visitor's currency and area unit. The gross yield is an estimate from the area's typical rent
// (content, with its date) for the cheapest unit type of a home; without a rent figure, or for land,
// offices and shops, there is none.
import { estimateYield } from '../../lib/finance/rental-yield'
import { isResidential, type Project } from '../../modules/content/schema'

export interface CompareFigures {
  priceAed: number
  /** The lowest asking price per sq ft among the unit types (price ÷ smallest size of that type). */
  aedPerSqft: number
  sizeMin: number
  sizeMax: number
  bedroomsMin: number | null
  bedroomsMax: number | null
  handover: string
  /** The lowest yearly service charge per sq ft among the unit types, when any is published. */
  serviceAedSqft: number | null
  /** Gross yield of the cheapest unit type at the area's typical rent (an estimate); null without a rent figure. */
  grossYield: number | null
}

/** `rentAedSqftYear`: the area's typical rent, AED per sq ft a year (null: not known). */
export function compareFigures(project: Project, rentAedSqftYear: number | null = null): CompareFigures {
  const perSqft = project.unitTypes.map((u) => u.priceAed / u.sizeSqftMin)
  const charges = project.unitTypes.flatMap((u) => (u.serviceChargeAedSqft === null ? [] : [u.serviceChargeAedSqft]))
  const beds = project.unitTypes.flatMap((u) => (u.bedrooms === null ? [] : [u.bedrooms]))
  const cheapest = project.unitTypes.reduce<Project['unitTypes'][number] | undefined>((low, u) => (!low || u.priceAed < low.priceAed ? u : low), undefined)
  const estimate = estimateYield({
    priceAed: cheapest?.priceAed ?? project.priceAed,
    sizeSqft: cheapest?.sizeSqftMin ?? project.sizeSqftMin,
    // A home's rent says nothing of a shop's or an office's.
    rentAedSqftYear: isResidential(project.type) ? rentAedSqftYear : null,
    serviceChargeAedSqft: cheapest?.serviceChargeAedSqft ?? null,
  })
  return {
    priceAed: project.priceAed,
    aedPerSqft: perSqft.length ? Math.min(...perSqft) : project.priceAed / project.sizeSqftMin,
    sizeMin: project.sizeSqftMin,
    sizeMax: project.sizeSqftMax,
    bedroomsMin: beds.length ? Math.min(...beds) : null,
    bedroomsMax: beds.length ? Math.max(...beds) : null,
    handover: project.handover,
    serviceAedSqft: charges.length ? Math.min(...charges) : null,
    grossYield: estimate?.gross ?? null,
  }
}

/**
 * The indexes holding the best of `values` (`lower` or higher is better; null = not known). None
 * when fewer than two values are known or all known values are equal: "best" then says nothing.
 */
export function bestOf(values: readonly (number | null)[], better: 'lower' | 'higher'): Set<number> {
  const known = values.flatMap((value, index) => (value === null ? [] : [{ value, index }]))
  if (known.length < 2) return new Set()
  const pick = better === 'lower' ? Math.min : Math.max
  const best = pick(...known.map((k) => k.value))
  if (known.every((k) => k.value === best)) return new Set()
  return new Set(known.filter((k) => k.value === best).map((k) => k.index))
}

/** Days since the epoch of an ISO date: handover compares as a number (sooner is lower). */
export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000)
