import { describe, expect, it } from 'vitest'
import { makeProject } from '../../../test/fixtures/content'
import type { Project } from '../../modules/content/schema'
import { bestOf, compareFigures, dayNumber } from './compare'

describe('bestOf', () => {
  it.each([
    ['the lowest price', [3, 1, 2], 'lower', [1]],
    ['the largest size', [3, 1, 2], 'higher', [0]],
    ['every tie for best', [1, 2, 1], 'lower', [0, 2]],
    ['nothing when all are equal', [5, 5, 5], 'lower', []],
    ['nothing with one known value', [null, 4, null], 'lower', []],
    ['nothing with none known', [null, null], 'higher', []],
    ['only among known values', [null, 7, 3], 'lower', [2]],
    ['nothing for one property', [9], 'lower', []],
  ] as const)('marks %s', (_, values, better, expected) => {
    expect([...bestOf(values, better)].sort()).toEqual(expected)
  })
})

describe('dayNumber', () => {
  it('orders ISO dates, sooner first', () => {
    expect(dayNumber('2026-01-01')).toBeLessThan(dayNumber('2026-01-02'))
    expect(dayNumber('1970-01-02')).toBe(1)
  })
})

describe('compareFigures: the gross yield estimate', () => {
  const unit = { bedrooms: 1, sizeSqftMin: 800, sizeSqftMax: 800, unitsAvailable: null, floorPlan: null, serviceChargeAedSqft: 16 }
  const project = (type: Project['type']) =>
    makeProject({
      id: 1,
      type,
      priceAed: 1_600_000,
      unitTypes: [
        { ...unit, priceAed: 1_600_000 },
        { ...unit, sizeSqftMin: 1200, priceAed: 2_600_000 },
      ],
    })

  it('rents the cheapest unit of a home at the area’s typical rent', () => {
    // 800 sq ft × AED 120 = 96,000 a year on 1,600,000: 6 %.
    expect(compareFigures(project('apartment'), 120).grossYield).toBeCloseTo(0.06, 6)
    expect(compareFigures(project('villa'), 120).grossYield).toBeCloseTo(0.06, 6)
  })

  it.each(['retail', 'office', 'land'] as const)('gives none for %s (a home’s rent says nothing of it)', (type) => {
    expect(compareFigures(project(type), 120).grossYield).toBeNull()
  })

  it('gives none without a rent figure for the area', () => {
    expect(compareFigures(project('apartment')).grossYield).toBeNull()
  })
})
