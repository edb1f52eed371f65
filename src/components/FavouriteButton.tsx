// The heart that saves a property to the visitor's list (cards and the property page). Plain HTML:
// no React, no island. The page's one small script (features/shortlist/shortlist.client.ts, loaded by
// the browser entry) sets `aria-pressed` from localStorage and handles the click; CSS shows "Save"
// or "Saved" and fills the heart from `aria-pressed`. Without JavaScript there is nothing to save to,
// so it is not shown (`data-needs-js`, hidden until the color-mode script has marked the document).
import { usePage } from '../lib/page-context'

export const HEART_PATH =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z'

export function Heart({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" aria-hidden="true" data-heart="">
      <path d={HEART_PATH} />
    </svg>
  )
}

/**
 * `variant="card"`: a round icon button over a card's photo, its name "Save: {title}" / "Saved: {title}";
 * `variant="page"`: a labelled button beside Share on the property page.
 */
export function FavouriteButton({ id, title, variant }: { id: number; title: string; variant: 'card' | 'page' }) {
  const { t } = usePage()
  const save = t('favourites.save')
  const saved = t('favourites.saved')
  if (variant === 'card') {
    return (
      <button
        type="button"
        data-favourite={id}
        data-needs-js=""
        aria-pressed="false"
        className="absolute end-3 top-3 grid size-10 place-items-center rounded-full bg-neutral-950/60 text-white backdrop-blur transition-colors hover:bg-neutral-950/80 focus-ring aria-pressed:text-rose-400"
      >
        <Heart />
        <span className="sr-only" data-off="">
          {save}: {title}
        </span>
        <span className="sr-only" data-on="">
          {saved}: {title}
        </span>
      </button>
    )
  }
  return (
    <button
      type="button"
      data-favourite={id}
      data-needs-js=""
      data-testid="favourite"
      aria-pressed="false"
      className="btn-ghost h-11 gap-2 px-4 bg-bg/80 backdrop-blur aria-pressed:border-rose-300 aria-pressed:text-rose-600 dark:aria-pressed:border-rose-800 dark:aria-pressed:text-rose-400"
    >
      <Heart className="size-4" />
      <span data-off="">{save}</span>
      <span data-on="">{saved}</span>
    </button>
  )
}
