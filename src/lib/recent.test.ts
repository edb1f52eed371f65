import { describe, expect, it } from 'vitest'
import { clearRecent, RECENT_KEY, RECENT_MAX, readRecent, recordView } from './recent'

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENT_KEY, initial]])
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) }
}

describe('recently viewed', () => {
  it('puts the property just opened first, once', () => {
    const storage = memoryStorage('[3, 1, 2]')
    expect(recordView(1, storage)).toEqual([1, 3, 2])
    expect(readRecent(storage)).toEqual([1, 3, 2])
  })

  it(`keeps the last ${RECENT_MAX}`, () => {
    const storage = memoryStorage()
    for (let id = 1; id <= 20; id++) recordView(id, storage)
    expect(readRecent(storage)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9])
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"a":1}'],
    ['bad entries', '["1", -1, 0]'],
  ])('reads %s as nothing', (_, stored) => {
    expect(readRecent(memoryStorage(stored))).toEqual([])
  })

  it('clears on request', () => {
    const storage = memoryStorage('[4, 5]')
    clearRecent(storage)
    expect(readRecent(storage)).toEqual([])
  })

  it('is empty without storage (the server)', () => {
    expect(readRecent(null)).toEqual([])
    expect(recordView(3, null)).toEqual([3])
  })
})
