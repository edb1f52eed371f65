import { describe, expect, it } from 'vitest'
import { bestOf, dayNumber } from './compare'

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
