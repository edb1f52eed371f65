// The consultant finder's filters, read from the query string (`/?expertise=land&language=fr`).
// Unknown or malformed values fall back to "any": a mistyped shared link still shows consultants.
import { z } from 'zod'
import { EXPERTISE } from '../../../modules/content/schema'
import { ANY } from './filter'

export { ANY }

export const ConsultantFilter = z.object({
  expertise: z.enum(EXPERTISE).or(z.literal(ANY)).catch(ANY).default(ANY),
  /** An ISO 639-1 code, lower case. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .or(z.literal(ANY))
    .catch(ANY)
    .default(ANY),
  /** `all` lifts the list's first-page limit (the no-JS "Show all" link). */
  show: z.enum(['all']).optional().catch(undefined),
})
export type ConsultantFilter = z.infer<typeof ConsultantFilter>

/** Clean filters from a query object (first value of each key); never throws. */
export function parseConsultantFilter(query: Record<string, string | undefined>): ConsultantFilter {
  return ConsultantFilter.parse({ expertise: query.expertise, language: query.language, show: query.show })
}
