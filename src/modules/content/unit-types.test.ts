import { describe, expect, it } from 'vitest'
import { projects } from '../../../seed/content/projects'
import { makeProject } from '../../../test/fixtures/content'
import { Project, type UnitType } from './schema'
import { filtersUnits, matchingUnit } from './unit-types'

const unit = (bedrooms: number | null, priceAed: number, sizeSqftMin = 800): UnitType => ({
  bedrooms,
  priceAed,
  sizeSqftMin,
  sizeSqftMax: sizeSqftMin + 200,
  unitsAvailable: null,
  floorPlan: null,
  serviceChargeAedSqft: null,
})

const crest = { unitTypes: [unit(1, 2_150_000), unit(2, 2_830_000), unit(3, 3_720_000)] }

describe('matchingUnit: the unit a search asks about', () => {
  it.each([
    [{ bedrooms: '2', maxAed: 3_000_000 }, 2],
    [{ bedrooms: '2' }, 2],
    [{ bedrooms: '3' }, 3],
    [{ bedrooms: 'any', minAed: 2_500_000 }, 2],
    [{ bedrooms: 'any', maxAed: 2_150_000 }, 1],
    [{ bedrooms: 'any', minAed: 3_720_000, maxAed: 3_720_000 }, 3],
  ])('%o → %s BR', (filter, bedrooms) => {
    expect(matchingUnit(crest, filter)?.bedrooms).toBe(bedrooms)
  })

  it.each([{ bedrooms: '2', maxAed: 2_829_999 }, { bedrooms: '4' }, { bedrooms: 'studio' }, { bedrooms: 'any', minAed: 3_720_001 }])('%o → none', (filter) => {
    expect(matchingUnit(crest, filter)).toBeUndefined()
  })

  it('a studio is 0 bedrooms; a plot, an office or a shop (null) matches no bedroom filter, only a price', () => {
    expect(matchingUnit({ unitTypes: [unit(0, 650_000), unit(1, 900_000)] }, { bedrooms: 'studio' })?.priceAed).toBe(650_000)
    expect(matchingUnit({ unitTypes: [unit(null, 1_400_000)] }, { bedrooms: '1' })).toBeUndefined()
    expect(matchingUnit({ unitTypes: [unit(null, 1_400_000)] }, { bedrooms: 'any', maxAed: 1_500_000 })?.priceAed).toBe(1_400_000)
  })

  it('asks about units only when the search filters bedrooms or price', () => {
    expect(filtersUnits({ bedrooms: 'any' })).toBe(false)
    expect(filtersUnits({ bedrooms: 'studio' })).toBe(true)
    expect(filtersUnits({ bedrooms: 'any', minAed: 1 })).toBe(true)
  })
})

describe('a project and its unit types never disagree', () => {
  it('price from, bedroom range and sizes follow the units; units are sorted by bedrooms then price', () => {
    const p = makeProject({ id: 1, priceAed: 9_999_999, bedroomsMin: 0, bedroomsMax: 6, unitTypes: [unit(3, 3_000_000, 1_500), unit(1, 1_000_000, 700)] })
    expect(p.unitTypes.map((u) => u.bedrooms)).toEqual([1, 3])
    expect(p.priceAed).toBe(1_000_000)
    expect([p.bedroomsMin, p.bedroomsMax, p.sizeSqftMin, p.sizeSqftMax]).toEqual([1, 3, 700, 1_700])
  })

  it('a non-residential project has no bedrooms, whatever was typed', () => {
    const p = makeProject({ id: 2, type: 'office', bedroomsMin: 1, bedroomsMax: 3, unitTypes: [unit(null, 2_000_000)] })
    expect([p.bedroomsMin, p.bedroomsMax]).toEqual([0, 0])
  })

  it('parsing is idempotent (rows are parsed again when read)', () => {
    const p = makeProject({ id: 3, unitTypes: [unit(2, 2_000_000), unit(1, 1_000_000)] })
    expect(Project.parse(JSON.parse(JSON.stringify(p)))).toEqual(p)
  })

  it('every embedded project has a unit type per bedroom count in its range, each with a plan of the project', () => {
    for (const input of projects) {
      const p = Project.parse(input)
      const beds = p.unitTypes.map((u) => u.bedrooms)
      if (p.type === 'land' || p.type === 'office' || p.type === 'retail') expect(beds, p.slug).toEqual([null])
      else expect(beds, p.slug).toEqual(Array.from({ length: p.bedroomsMax - p.bedroomsMin + 1 }, (_, i) => p.bedroomsMin + i))
      for (const u of p.unitTypes) {
        expect(
          p.floorPlans.map((plan) => plan.src),
          p.slug,
        ).toContain(u.floorPlan?.src)
        expect(u.sizeSqftMin, p.slug).toBeLessThanOrEqual(u.sizeSqftMax)
      }
      // Larger layouts cost more.
      const prices = p.unitTypes.map((u) => u.priceAed)
      expect(prices, p.slug).toEqual([...prices].sort((a, b) => a - b))
    }
  })
})
