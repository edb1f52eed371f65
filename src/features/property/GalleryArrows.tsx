// Previous / next over a gallery photo, on the stage and in the fullscreen viewer (wide screens;
// phones swipe). Disabled, and so invisible, at either end.
import { Glyph } from './glyphs'

const ROUND_BUTTON =
  'grid size-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow-lg backdrop-blur transition hover:bg-white focus-ring disabled:opacity-0'

export function GalleryArrows({
  labels,
  index,
  total,
  onPrevious,
  onNext,
}: {
  labels: { previous: string; next: string }
  index: number
  total: number
  onPrevious: () => void
  onNext: () => void
}) {
  return (
    <>
      <button
        type="button"
        aria-label={labels.previous}
        onClick={onPrevious}
        disabled={index === 0}
        className={`${ROUND_BUTTON} absolute start-4 top-1/2 hidden -translate-y-1/2 sm:grid`}
      >
        <Glyph name="prev" />
      </button>
      <button
        type="button"
        aria-label={labels.next}
        onClick={onNext}
        disabled={index === total - 1}
        className={`${ROUND_BUTTON} absolute end-4 top-1/2 hidden -translate-y-1/2 sm:grid`}
      >
        <Glyph name="next" />
      </button>
    </>
  )
}
