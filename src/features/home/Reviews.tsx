// Client reviews (id="reviews"): the Google rating (mean of the Google reviews' ratings, stars,
// "Based on N Google reviews" counting those: it says whose, so it agrees with the list's "Showing 6 of 24") and the first page of reviews, server-rendered inside the Load More island.

import { SectionHeading } from '../../components/SectionHeading'
import { numberFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import { StarSymbol, Stars } from '../../modules/content/Stars'
import type { ReviewsPage } from './data.server'
import ReviewsList from './ReviewsList.island'
import { REVIEWS_PAGE_SIZE } from './schema'

/** The mean rating as shown: one decimal ("4.8"), in the visitor's digits. */
export function formatRating(average: number, locale: string): string {
  const format = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return format.format(Math.round(average * 10) / 10)
}

export function Reviews({ page, shown, query }: { page: ReviewsPage; shown: number; query: Record<string, string> }) {
  const { t, iso, href } = usePage()
  const rating = formatRating(page.average, iso)
  const summary = page.googleCount ? (
    <div className="flex items-center gap-5 rounded-3xl border border-line bg-elevated px-6 py-5 md:shrink-0" data-testid="google-rating">
      <p className="font-display text-5xl leading-none">{rating}</p>
      <div>
        <p className="text-sm font-semibold">{t('home.reviews.googleRating')}</p>
        <span role="img" aria-label={t('home.reviews.stars', { rating })} className="mt-1 block text-neutral-400">
          <Stars rating={page.average} className="h-5 w-25" />
        </span>
        <p className="mt-1 text-sm text-muted">
          {t('home.reviews.basedOn', { count: page.googleCount, formatted: numberFormat(iso).format(page.googleCount) })}
        </p>
      </div>
    </div>
  ) : undefined
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="container scroll-mt-20 py-20 sm:py-28">
      <StarSymbol />
      <SectionHeading id="reviews-title" eyebrow={t('home.reviews.eyebrow')} title={t('home.reviews.title')} action={summary} />
      {page.total ? (
        <Island
          name="ReviewsList"
          component={ReviewsList}
          hydrate="interaction"
          props={{
            reviews: page.reviews.slice(0, shown),
            total: page.total,
            pageSize: REVIEWS_PAGE_SIZE,
            locale: iso,
            path: href('/'),
            query,
            labels: {
              stars: t('home.reviews.stars', { rating: '{rating}' }),
              via: t('home.reviews.via', { source: '{source}' }),
              loadMore: t('home.reviews.loadMore'),
              loading: t('home.reviews.loading'),
              error: t('home.reviews.error'),
              showing: t('home.reviews.showing', { shown: '{shown}', total: '{total}' }),
            },
          }}
        />
      ) : (
        <p className="mt-12 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('home.reviews.empty')}</p>
      )}
    </section>
  )
}
