// Recently viewed properties, kept in this browser only: localStorage `marsa-recent` holds a JSON
// array of project ids, newest first, at most RECENT_MAX. Recorded by the property page, shown as a
// strip on the home and property pages (decision 026). Ids only: nothing personal is stored.
import { sanitizeIds } from './favourites'
import { browserStorage, type KeyValueStorage } from './storage'

export const RECENT_KEY = 'marsa-recent'
/** How many recently viewed properties are kept (oldest dropped). */
export const RECENT_MAX = 12

/** The recently viewed ids, newest first; `[]` without storage or with a corrupt value. */
export function readRecent(storage: KeyValueStorage | null = browserStorage()): number[] {
  try {
    return sanitizeIds(JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]'), RECENT_MAX)
  } catch {
    return []
  }
}

/** Puts `id` first (once), keeping at most RECENT_MAX; returns the new list. */
export function recordView(id: number, storage: KeyValueStorage | null = browserStorage()): number[] {
  const ids = sanitizeIds([id, ...readRecent(storage)], RECENT_MAX)
  try {
    storage?.setItem(RECENT_KEY, JSON.stringify(ids))
  } catch {
    // Quota or private mode: nothing to show next time, nothing broken now.
  }
  return ids
}

export function clearRecent(storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(RECENT_KEY, '[]')
  } catch {
    // As above.
  }
}
