// The visitor's display choice for prices and sizes (currency, area unit), shared by every island of
// the page through the one jotai store and remembered in localStorage (`marsa-currency`,
// `marsa-area-unit`). The server always renders AED and sq ft; islands show the stored choice only
// after they have mounted, so hydration always matches the server's HTML.
import { atom } from 'jotai'
import { FAVOURITES_KEY } from '../../lib/favourites'
import { type Currency, isCurrency } from '../../lib/money'
import { browserStorage, type KeyValueStorage } from '../../lib/storage'
import { type AreaUnit, isAreaUnit } from './format'

export const CURRENCY_KEY = 'marsa-currency'
export const AREA_UNIT_KEY = 'marsa-area-unit'

export interface DisplayPrefs {
  currency: Currency
  unit: AreaUnit
}

export const SERVER_PREFS: DisplayPrefs = { currency: 'AED', unit: 'sqft' }

/** The stored choice; anything unknown falls back to AED and sq ft. */
export function readPrefs(storage: KeyValueStorage | null = browserStorage()): DisplayPrefs {
  const get = (key: string) => {
    try {
      return storage?.getItem(key)
    } catch {
      return null
    }
  }
  const currency = get(CURRENCY_KEY)
  const unit = get(AREA_UNIT_KEY)
  return { currency: isCurrency(currency) ? currency : SERVER_PREFS.currency, unit: isAreaUnit(unit) ? unit : SERVER_PREFS.unit }
}

export function savePrefs(prefs: DisplayPrefs, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(CURRENCY_KEY, prefs.currency)
    storage?.setItem(AREA_UNIT_KEY, prefs.unit)
  } catch {
    // Private mode: the choice lasts for this page view.
  }
}

const prefsAtom = atom<DisplayPrefs>(SERVER_PREFS)
// Read the stored choice when the first island subscribes, and follow changes made in other tabs.
prefsAtom.onMount = (set) => {
  set(readPrefs())
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_KEY || event.key === AREA_UNIT_KEY || event.key === null) set(readPrefs())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** Current display choice; write a partial choice to change and remember it. */
export const displayAtom = atom(
  (get) => get(prefsAtom),
  (get, set, update: Partial<DisplayPrefs>) => {
    const next = { ...get(prefsAtom), ...update }
    set(prefsAtom, next)
    savePrefs(next)
  },
)

/** What makes the price and save islands hydrate at once (a stored currency, unit or favourite). */
export const PREFERENCE_KEYS = [CURRENCY_KEY, AREA_UNIT_KEY, FAVOURITES_KEY] as const
