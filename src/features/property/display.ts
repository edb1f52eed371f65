// The currency and area unit the visitor picks on this page view, shared by the property page's
// islands through the one jotai store so every price and size follows at once. The cookie
// (`marsa_units`, decision 017) stays the source of truth: the server renders every amount in it,
// and a pick is saved there through /units, so a reload or any other page shows the same choice.
import { atom } from 'jotai'
import { type UnitPrefs, unitsHref } from '../../lib/money'

/** A pick made on this page view; null until the visitor picks (the islands show their server props). */
export const chosenUnitsAtom = atom<UnitPrefs | null>(null)

/**
 * Saves `prefs` in the cookie: the endpoint answers a redirect, which this request never follows
 * (`manual`: the browser still stores the cookie it sets). Failing quietly keeps the pick for this
 * page view.
 */
/** The saves in flight, one after another: two quick choices must set the cookie in the order they were made. */
let saving: Promise<void> = Promise.resolve()

export function saveUnits(prefs: UnitPrefs, fetcher: typeof fetch = fetch): Promise<void> {
  saving = saving.then(() =>
    fetcher(unitsHref(prefs, '/'), { redirect: 'manual', credentials: 'same-origin' }).then(
      () => undefined,
      () => undefined,
    ),
  )
  return saving
}
