// Filtering consultants by expertise and language: one pure function for the server render and the
// island, so the list a visitor sees without JavaScript is exactly the one the island shows.
import type { Expertise } from './types'

/** The filter value meaning "no filter". (Here, not in schema.ts, so the island ships without zod.) */
export const ANY = 'any'

export interface Filterable {
  expertise: readonly Expertise[]
  languages: readonly string[]
}

export interface FilterResult<T> {
  /** Consultants matching every chosen filter. */
  matches: T[]
  /** When nothing matches: everyone else, so the visitor can still connect with someone. */
  others: T[]
}

export function filterConsultants<T extends Filterable>(consultants: readonly T[], filter: { expertise: string; language: string }): FilterResult<T> {
  const matches = consultants.filter(
    (c) =>
      (filter.expertise === ANY || c.expertise.includes(filter.expertise as Expertise)) && (filter.language === ANY || c.languages.includes(filter.language)),
  )
  return { matches, others: matches.length ? [] : [...consultants] }
}
