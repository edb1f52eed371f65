// Query parameters of the home page and of the reviews endpoint, allow-listed and clamped.
import { z } from 'zod'

/** Reviews rendered at first and added by each "Load More". */
export const REVIEWS_PAGE_SIZE = 6
/** Most reviews `/?reviews=N` renders in one page (bounds the page weight and the cache keys). */
export const MAX_REVIEWS_ON_PAGE = 96
/** Most reviews `/api/reviews` returns at once. */
export const MAX_REVIEWS_LIMIT = 24
/** Highest offset the endpoint accepts: far beyond any real review count, bounded all the same. */
export const MAX_REVIEWS_OFFSET = 10_000

/**
 * How many reviews the page shows for `?reviews=N` (the no-JS Load More): whole pages of six,
 * at least one page, at most MAX_REVIEWS_ON_PAGE. Anything that is not a number means one page.
 * The caller clamps it to the number of reviews there are.
 */
export function reviewsOnPage(value: string | undefined): number {
  const n = /^\d{1,6}$/.test(value ?? '') ? Number(value) : REVIEWS_PAGE_SIZE
  const pages = Math.ceil(Math.max(n, REVIEWS_PAGE_SIZE) / REVIEWS_PAGE_SIZE)
  return Math.min(pages * REVIEWS_PAGE_SIZE, MAX_REVIEWS_ON_PAGE)
}

const wholeNumber = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number`)
    .transform(Number)

/** `GET /api/reviews?offset=&limit=`: both optional (0 and 6); limit 1–24, offset 0–10000. */
export const ReviewsQuery = z.object({
  offset: wholeNumber('offset')
    .pipe(z.number().max(MAX_REVIEWS_OFFSET, `offset must be at most ${MAX_REVIEWS_OFFSET}`))
    .optional()
    .default(0),
  limit: wholeNumber('limit')
    .pipe(z.number().min(1, 'limit must be at least 1').max(MAX_REVIEWS_LIMIT, `limit must be at most ${MAX_REVIEWS_LIMIT}`))
    .optional()
    .default(REVIEWS_PAGE_SIZE),
})
export type ReviewsQuery = z.infer<typeof ReviewsQuery>
