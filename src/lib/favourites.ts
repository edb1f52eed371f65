// Saved properties (the heart on a property page), kept in the browser only: localStorage
// `marsa-favourites` holds a JSON array of project ids, newest first. Whatever is stored is
// re-validated on read, so a hand-edited or corrupt value can never break a page.
import { browserStorage, type KeyValueStorage } from './storage'

export const FAVOURITES_KEY = 'marsa-favourites'
/** Fired on `window` when this tab changes the favourites (other tabs get the `storage` event). */
export const FAVOURITES_EVENT = 'marsa-favourites-change'
/** Oldest ids are dropped beyond this many. */
export const FAVOURITES_MAX = 200

const isProjectId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 1e9

/** `value` as a list of project ids: an array's valid positive integers, first occurrence kept, at most `max`. */
export function sanitizeIds(value: unknown, max: number): number[] {
  return Array.isArray(value) ? [...new Set(value.filter(isProjectId))].slice(0, max) : []
}

/**
 * Two lists of saved ids as one (the browser's and the account's on sign-in): `first`'s order, then
 * what only `second` has, without duplicates, capped at `max` (FAVOURITES_MAX). Both are newest
 * first, so the browser's recent saves lead.
 */
export function mergeIds(first: readonly number[], second: readonly number[], max = FAVOURITES_MAX): number[] {
  return sanitizeIds([...first, ...second], max)
}

/**
 * The saved project ids, newest first: valid positive integers only, without duplicates. Returns
 * `[]` on the server, when storage is unavailable, or when the stored value is not a JSON array.
 */
export function readFavourites(storage: KeyValueStorage | null = browserStorage()): number[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(FAVOURITES_KEY) ?? '[]')
  } catch {
    return []
  }
  return sanitizeIds(parsed, FAVOURITES_MAX)
}

export function isFavourite(id: number, storage: KeyValueStorage | null = browserStorage()): boolean {
  return readFavourites(storage).includes(id)
}

/** Replaces the saved list (the account's merged list, "save all"); returns what was stored. */
export function writeFavourites(ids: readonly number[], storage: KeyValueStorage | null = browserStorage()): number[] {
  const clean = sanitizeIds(ids, FAVOURITES_MAX)
  try {
    storage?.setItem(FAVOURITES_KEY, JSON.stringify(clean))
  } catch {
    // Quota or private mode.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(FAVOURITES_EVENT))
  return clean
}

/** Saves or removes `id` (`saved` defaults to the opposite of its current state); returns whether it is saved now. */
export function toggleFavourite(id: number, saved?: boolean, storage: KeyValueStorage | null = browserStorage()): boolean {
  const current = readFavourites(storage)
  const next = saved ?? !current.includes(id)
  const ids = next ? [id, ...current.filter((other) => other !== id)].slice(0, FAVOURITES_MAX) : current.filter((other) => other !== id)
  try {
    storage?.setItem(FAVOURITES_KEY, JSON.stringify(ids))
  } catch {
    // Quota or private mode: the heart still reflects the choice for this page view.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(FAVOURITES_EVENT))
  return next
}

/** Calls `listener` when the favourites change in this tab or another; returns the unsubscribe function. */
export function onFavouritesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) listener()
  }
  window.addEventListener(FAVOURITES_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(FAVOURITES_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}
