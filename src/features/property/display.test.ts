import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AREA_UNIT_KEY, CURRENCY_KEY, displayAtom, readPrefs, SERVER_PREFS, savePrefs } from './display'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('display preferences', () => {
  it('default to AED and sq ft, as the server renders', () => {
    expect(readPrefs(memoryStorage())).toEqual({ currency: 'AED', unit: 'sqft' })
    expect(SERVER_PREFS).toEqual({ currency: 'AED', unit: 'sqft' })
  })

  it('read the stored choice from marsa-currency and marsa-area-unit', () => {
    expect(CURRENCY_KEY).toBe('marsa-currency')
    expect(AREA_UNIT_KEY).toBe('marsa-area-unit')
    expect(readPrefs(memoryStorage({ 'marsa-currency': 'GBP', 'marsa-area-unit': 'sqm' }))).toEqual({ currency: 'GBP', unit: 'sqm' })
  })

  it('ignore unknown stored values', () => {
    expect(readPrefs(memoryStorage({ 'marsa-currency': 'BTC', 'marsa-area-unit': 'acres' }))).toEqual(SERVER_PREFS)
  })

  it('survive storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(readPrefs(broken)).toEqual(SERVER_PREFS)
    expect(() => savePrefs({ currency: 'EUR', unit: 'sqm' }, broken)).not.toThrow()
  })

  it('are shared through one store and remembered when changed', () => {
    const storage = memoryStorage({ 'marsa-currency': 'USD' })
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() })
    const store = createStore()
    const seen: string[] = []
    const unsubscribe = store.sub(displayAtom, () => seen.push(store.get(displayAtom).currency))
    // Mounting read the stored choice.
    expect(store.get(displayAtom)).toEqual({ currency: 'USD', unit: 'sqft' })
    store.set(displayAtom, { unit: 'sqm' })
    expect(store.get(displayAtom)).toEqual({ currency: 'USD', unit: 'sqm' })
    expect(storage.data.get('marsa-area-unit')).toBe('sqm')
    expect(storage.data.get('marsa-currency')).toBe('USD')
    unsubscribe()
    expect(seen.at(-1)).toBe('USD')
  })
})
