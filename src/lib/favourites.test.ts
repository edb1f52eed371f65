import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  FAVOURITES_EVENT,
  FAVOURITES_KEY,
  FAVOURITES_MAX,
  isFavourite,
  mergeIds,
  onFavouritesChange,
  readFavourites,
  sanitizeIds,
  toggleFavourite,
  writeFavourites,
} from './favourites'

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[FAVOURITES_KEY, initial]])
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readFavourites', () => {
  it('reads the project ids saved under marsa-favourites', () => {
    expect(FAVOURITES_KEY).toBe('marsa-favourites')
    expect(readFavourites(memoryStorage('[3, 1, 2]'))).toEqual([3, 1, 2])
  })

  it.each([
    ['nothing stored', undefined, []],
    ['not JSON', '{oops', []],
    ['not an array', '{"1": true}', []],
    ['bad entries', '[1, "2", -3, 0, 1.5, 1e12, null, 4, 1]', [1, 4]],
  ])('is safe with %s', (_, stored, expected) => {
    expect(readFavourites(memoryStorage(stored))).toEqual(expected)
  })

  it('is empty where there is no storage (the server)', () => {
    expect(readFavourites(null)).toEqual([])
    expect(readFavourites()).toEqual([])
  })
})

describe('toggleFavourite', () => {
  it('saves a project first, then removes it, and says which it did', () => {
    const storage = memoryStorage('[5]')
    expect(toggleFavourite(7, undefined, storage)).toBe(true)
    expect(readFavourites(storage)).toEqual([7, 5])
    expect(isFavourite(7, storage)).toBe(true)
    expect(toggleFavourite(7, undefined, storage)).toBe(false)
    expect(readFavourites(storage)).toEqual([5])
  })

  it('sets an explicit state without duplicating', () => {
    const storage = memoryStorage('[5]')
    expect(toggleFavourite(5, true, storage)).toBe(true)
    expect(readFavourites(storage)).toEqual([5])
  })

  it(`keeps at most ${FAVOURITES_MAX} ids, newest first`, () => {
    const storage = memoryStorage(JSON.stringify(Array.from({ length: FAVOURITES_MAX }, (_, i) => i + 1)))
    toggleFavourite(999, true, storage)
    const ids = readFavourites(storage)
    expect(ids).toHaveLength(FAVOURITES_MAX)
    expect(ids[0]).toBe(999)
    expect(ids).not.toContain(FAVOURITES_MAX)
  })

  it('tells listeners in this tab', () => {
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const listener = vi.fn()
    const stop = onFavouritesChange(listener)
    toggleFavourite(1, true, memoryStorage())
    expect(listener).toHaveBeenCalledTimes(1)
    target.dispatchEvent(new Event(FAVOURITES_EVENT))
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    toggleFavourite(2, true, memoryStorage())
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('mergeIds (the browser list and the account list on sign-in)', () => {
  it.each([
    ['both empty', [], [], []],
    ['browser only', [3, 1], [], [3, 1]],
    ['account only', [], [7, 2], [7, 2]],
    ['union, browser first, no duplicates', [3, 1], [1, 7, 3, 2], [3, 1, 7, 2]],
  ] as const)('%s', (_, browser, account, expected) => {
    expect(mergeIds(browser, account)).toEqual(expected)
  })

  it('is capped at FAVOURITES_MAX, the newest kept', () => {
    const browser = Array.from({ length: 150 }, (_, i) => i + 1)
    const account = Array.from({ length: 150 }, (_, i) => i + 1000)
    const merged = mergeIds(browser, account)
    expect(merged).toHaveLength(FAVOURITES_MAX)
    expect(merged.slice(0, 3)).toEqual([1, 2, 3])
    expect(merged.at(-1)).toBe(1049)
  })

  it('drops what is not a project id', () => {
    expect(sanitizeIds([1, 'x', 0, -2, 2.5, 2, 1], 10)).toEqual([1, 2])
    expect(sanitizeIds('1,2', 10)).toEqual([])
  })
})

describe('writeFavourites', () => {
  it('stores a clean list and tells this tab', () => {
    const storage = memoryStorage()
    const listener = vi.fn()
    vi.stubGlobal('window', new EventTarget())
    window.addEventListener(FAVOURITES_EVENT, listener)
    expect(writeFavourites([5, 5, 0, 4], storage)).toEqual([5, 4])
    expect(readFavourites(storage)).toEqual([5, 4])
    expect(listener).toHaveBeenCalledOnce()
  })
})
