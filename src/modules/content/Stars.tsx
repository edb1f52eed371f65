// A rating as five stars (review cards, the home page's Google rating): one star shape, drawn once
// per page by <StarSymbol>, used by every <Stars>.

const STARS = [0, 1, 2, 3, 4] as const

/**
 * Five stars, the first `rating` (0–5) filled. Whole ratings colour whole stars; a fraction (the
 * mean rating) clips the gold row to its width. Stars come from one shape via <use>.
 */
export function Stars({ rating, className = 'h-4 w-20' }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, rating))
  const whole = Number.isInteger(value)
  return (
    <svg viewBox="0 0 100 20" className={`${className} rtl:-scale-x-100`} aria-hidden="true">
      {STARS.map((i) => (
        <use key={i} href="#review-star" x={i * 20} fill={whole && i < value ? '#f5b400' : 'currentColor'} opacity={whole && i < value ? undefined : '.25'} />
      ))}
      {!whole && (
        <svg width={value * 20} height="20" fill="#f5b400">
          {STARS.map((i) => (
            <use key={i} href="#review-star" x={i * 20} />
          ))}
        </svg>
      )}
    </svg>
  )
}

/** The star shape used by <Stars>: render once per page, before any <Stars>. */
export function StarSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      <defs>
        <path id="review-star" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9Z" />
      </defs>
    </svg>
  )
}
