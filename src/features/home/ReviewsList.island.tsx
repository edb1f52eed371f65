// Client reviews with "Load More". Without JavaScript the button is a link to `?reviews=N#reviews`
// (the server renders N); hydrated, it fetches the next page from /api/reviews and appends it,
// moving focus to the first new review and announcing the new count.
import { useCallback, useState } from 'react'
import { ReviewCard, type ReviewCardLabels } from '../../modules/content/ReviewCard'
import type { Review } from '../../modules/content/schema'

export interface ReviewsListProps {
  reviews: Review[]
  total: number
  pageSize: number
  /** BCP 47 tag for dates. */
  locale: string
  /** The page's clean query (allow-listed filters) and path: the no-JS Load More link keeps them. */
  path: string
  query: Record<string, string>
  labels: ReviewCardLabels & {
    loadMore: string
    loading: string
    error: string
    /** "Showing {shown} of {total} reviews" with both left to fill. */
    showing: string
  }
}

export const REVIEWS_ENDPOINT = '/api/reviews'

function moreHref(path: string, query: Record<string, string>, count: number): string {
  return `${path}?${new URLSearchParams({ ...query, reviews: String(count) })}#reviews`
}

export default function ReviewsList({ reviews: initial, total: initialTotal, pageSize, locale, path, query, labels }: ReviewsListProps) {
  const [reviews, setReviews] = useState(initial)
  const [total, setTotal] = useState(initialTotal)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const [firstNew, setFirstNew] = useState<number | null>(null)
  // Stable, and given only to the first new review: it runs once, when that review mounts.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), [])

  const loadMore = async (event: React.MouseEvent) => {
    event.preventDefault()
    if (state === 'loading') return
    setState('loading')
    try {
      const response = await fetch(`${REVIEWS_ENDPOINT}?offset=${reviews.length}&limit=${pageSize}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const page = (await response.json()) as { reviews: Review[]; total: number }
      const known = new Set(reviews.map((r) => r.id))
      const fresh = page.reviews.filter((r) => !known.has(r.id))
      setFirstNew(fresh[0]?.id ?? null)
      setReviews([...reviews, ...fresh])
      setTotal(fresh.length ? page.total : reviews.length)
      setState('idle')
    } catch (error) {
      console.warn('reviews: load more failed', error)
      setState('error')
    }
  }

  const shown = reviews.length
  return (
    <>
      {/* On a phone the list scrolls sideways: focusable and named, so a keyboard can scroll it (WCAG 2.1.1). */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take keyboard focus (axe scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby="reviews-title"
        className="-mx-5 mt-12 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-3"
      >
        {reviews.map((review) => (
          <li key={review.id} className="w-[85%] shrink-0 snap-start sm:w-auto">
            <ReviewCard review={review} labels={labels} locale={locale} focusRef={review.id === firstNew ? focusOnMount : undefined} />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="text-sm text-muted" aria-live="polite" data-testid="reviews-showing">
          {labels.showing.replace('{shown}', String(shown)).replace('{total}', String(total))}
        </p>
        {shown < total && (
          <a href={moreHref(path, query, shown + pageSize)} onClick={loadMore} className="btn-ghost px-8 py-3" aria-disabled={state === 'loading' || undefined}>
            {state === 'loading' ? labels.loading : labels.loadMore}
          </a>
        )}
        {state === 'error' && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {labels.error}
          </p>
        )}
      </div>
    </>
  )
}
