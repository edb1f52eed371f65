// What the shortlist pages take from a URL: a list of project ids, `?ids=1,5,9` (a share link) or
// repeated `?ids=1&ids=5` (the favourites page's compare checkboxes), both at once too.
import { z } from 'zod'

/** At most this many ids in a shared favourites link (longer lists are cut, newest kept). */
export const SHARE_MAX = 50
/** Properties compared side by side. */
export const COMPARE_MAX = 4

const Ids = z
  .string()
  .max(2000, 'too long')
  .regex(/^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$/, 'must be project ids separated by commas')

export type IdsResult = { ok: true; ids: number[]; cut: boolean } | { ok: false; message: string }

/**
 * The ids of the `ids` query values, in order, without duplicates, at most `max` (`cut` says more
 * were given). No value, or only empty ones, is an empty list; anything else malformed is an error
 * naming what is wrong (the page answers 400 with it).
 */
export function parseIds(values: readonly string[] | undefined, max: number): IdsResult {
  const joined = (values ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .join(',')
  if (!joined) return { ok: true, ids: [], cut: false }
  const parsed = Ids.safeParse(joined)
  if (!parsed.success) return { ok: false, message: `ids: ${parsed.error.issues[0]?.message ?? 'invalid'}` }
  const unique = [...new Set(parsed.data.split(',').map(Number))]
  return { ok: true, ids: unique.slice(0, max), cut: unique.length > max }
}

/** The query string of a list of ids (`?ids=1,5,9`), or '' for none. */
export const idsQuery = (ids: readonly number[]) => (ids.length ? `?ids=${ids.join(',')}` : '')
