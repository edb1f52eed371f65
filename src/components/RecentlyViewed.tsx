// "Recently viewed": a strip of the last properties this visitor opened (localStorage `marsa-recent`,
// src/lib/recent.ts). The server sends only an empty, hidden section (the same HTML for everyone, so
// a first-time visitor gets nothing and no space is held); the page's script fills it with cards
// from /recent/results and shows it. Placed below the fold, so its appearance moves nothing in view
// (decision 026). `exclude`: the property of the page it is on.
import { usePage } from '../lib/page-context'

export function RecentlyViewed({ exclude }: { exclude?: number }) {
  const { t, href } = usePage()
  return (
    <section
      hidden
      data-recent={href('/recent/results')}
      data-exclude={exclude}
      aria-labelledby="recent-title"
      className="py-12 sm:py-16"
      data-testid="recently-viewed"
    >
      <div className="container">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t('recent.eyebrow')}</p>
            <h2 id="recent-title" className="heading-2 mt-2">
              {t('recent.title')}
            </h2>
          </div>
          <button type="button" className="btn-ghost min-h-11" data-recent-clear="" data-cleared={t('recent.cleared')}>
            {t('recent.clear')}
          </button>
        </div>
        <ol
          className="-mx-5 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-3"
          data-recent-list=""
        />
      </div>
    </section>
  )
}
