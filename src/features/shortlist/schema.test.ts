import { describe, expect, it } from 'vitest'
import { COMPARE_MAX, idsQuery, parseIds, SHARE_MAX } from './schema'

describe('parseIds', () => {
  it.each([
    ['no value', undefined, []],
    ['an empty value', [''], []],
    ['a share link', ['1,5,9'], [1, 5, 9]],
    ['repeated checkboxes', ['1', '5', '9'], [1, 5, 9]],
    ['both, without duplicates', ['1,5', '5', '9,1'], [1, 5, 9]],
    ['spaces and a trailing comma', [' 1, 5,'], [1, 5]],
  ] as const)('reads %s', (_, values, expected) => {
    const result = parseIds(values, SHARE_MAX)
    expect(result).toEqual({ ok: true, ids: expected, cut: false })
  })

  it('keeps the first COMPARE_MAX and says more were given', () => {
    expect(parseIds(['1,2,3,4,5'], COMPARE_MAX)).toEqual({ ok: true, ids: [1, 2, 3, 4], cut: true })
  })

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['1;2'], ['1234567890'], ['1,,x'], ['9'.repeat(2001)]])('refuses %s, naming the field', (value) => {
    const result = parseIds([value], SHARE_MAX)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/^ids: /)
  })
})

describe('idsQuery', () => {
  it('writes a share link query', () => {
    expect(idsQuery([1, 5, 9])).toBe('?ids=1,5,9')
    expect(idsQuery([])).toBe('')
  })
})
