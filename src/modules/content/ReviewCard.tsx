// One client review: stars, the words, who and when. Plain props: the server renders the first
// page, the home page's reviews island renders the ones "Load More" brings; consultant pages show
// the reviews about them with it.

import { dateTimeFormat } from '../../lib/intl'
import { Stars } from './Stars'
import type { Review } from './schema'

export interface ReviewCardLabels {
  /** "{rating} out of 5 stars" with `{rating}` left to fill. */
  stars: string
  /** "on {source}" with `{source}` left to fill. */
  via: string
}

/** "March 2026" in `locale`, the same on the server and in any browser time zone. */
export function reviewDate(date: string, locale: string): string {
  const format = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })
  return format.format(new Date(`${date}T00:00:00Z`))
}

export function ReviewCard({
  review,
  labels,
  locale,
  focusRef,
}: {
  review: Review
  labels: ReviewCardLabels
  locale: string
  focusRef?: (el: HTMLElement | null) => void
}) {
  return (
    <article ref={focusRef} tabIndex={focusRef ? -1 : undefined} className="card flex h-full flex-col p-6 outline-none sm:p-7" data-testid="review">
      <div className="flex items-center justify-between gap-3">
        <span role="img" aria-label={labels.stars.replace('{rating}', String(review.rating))} className="text-neutral-400">
          <Stars rating={review.rating} />
        </span>
        <span className="text-xs text-muted">{labels.via.replace('{source}', review.source)}</span>
      </div>
      {/* As written by the reviewer: marked with its language, its direction from its own text. */}
      <blockquote className="mt-5 flex-1 line-clamp-[8] text-pretty leading-relaxed" lang={review.language} dir="auto">
        <p>{review.text}</p>
      </blockquote>
      <footer className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 font-display text-lg text-primary" aria-hidden="true">
          {review.author.charAt(0)}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium">{review.author}</span>
          <span className="block text-xs text-muted">{reviewDate(review.date, locale)}</span>
        </span>
      </footer>
    </article>
  )
}
