// Which of a project's unit types answers a search: "2+ bedrooms between AED 1M and 3M" is a unit of
// that kind in that range (the catalogue's SQL asks the same of the unit_types rows, see
// migrations/0009_unit_types.sql), and the card shows the cheapest such unit.
import type { TFunction } from 'i18next'
import type { Project, UnitType } from './schema'

export interface UnitFilter {
  /** 'studio' (0 bedrooms), 'N' (N or more), or 'any'. */
  bedrooms: string
  minAed?: number
  maxAed?: number
}

/** Whether the filter says anything about units (else a card shows the project's range). */
export const filtersUnits = (filter: UnitFilter) => filter.bedrooms !== 'any' || filter.minAed !== undefined || filter.maxAed !== undefined

export function unitMatches(unit: UnitType, { bedrooms, minAed, maxAed }: UnitFilter): boolean {
  if (bedrooms === 'studio' && unit.bedrooms !== 0) return false
  if (bedrooms !== 'any' && bedrooms !== 'studio' && (unit.bedrooms === null || unit.bedrooms < Number(bedrooms))) return false
  if (minAed !== undefined && unit.priceAed < minAed) return false
  if (maxAed !== undefined && unit.priceAed > maxAed) return false
  return true
}

/** The cheapest unit type of `project` that the filter matches (fewest bedrooms on a tie), if any. */
export function matchingUnit(project: Pick<Project, 'unitTypes'>, filter: UnitFilter): UnitType | undefined {
  let best: UnitType | undefined
  for (const unit of project.unitTypes) {
    if (!unitMatches(unit, filter)) continue
    if (!best || unit.priceAed < best.priceAed || (unit.priceAed === best.priceAed && (unit.bedrooms ?? 0) < (best.bedrooms ?? 0))) best = unit
  }
  return best
}

/** A unit type's name: "Studio", "2 BR", or the property type for a plot, an office or a shop. */
export function unitName(t: TFunction, unit: UnitType, type: Project['type']): string {
  if (unit.bedrooms === null) return t(`catalog.types.${type}`)
  return unit.bedrooms === 0 ? t('catalog.card.studio') : t('catalog.card.unitBeds', { count: unit.bedrooms })
}

/** The project's cheapest unit type (what its "price from" is). */
export const cheapestUnit = (project: Pick<Project, 'unitTypes'>): UnitType | undefined => matchingUnit(project, { bedrooms: 'any' })
