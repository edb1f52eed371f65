// The world map of the home page: where our clients come from, and Dubai. The drawing is a file
// (src/components/world-map-geometry.ts → assets/images/world-map.svg), loaded lazily below the fold;
// the marker and the word "Dubai" are the page's own, so they are in the reader's language. The
// section lists the countries in words as well.

import { MAP_HEIGHT, MAP_WIDTH } from './world-map-geometry'

export { CLIENT_CITIES } from './world-map-geometry'

export const WORLD_MAP_IMAGE = '/images/world-map.svg'

export interface WorldMapProps {
  /** Accessible name, e.g. "Where our clients come from". */
  title: string
  /** Accessible description naming Dubai and the client countries. */
  description: string
  /** Label written below the Dubai marker. */
  dubai: string
  className?: string
}

/**
 * Dotted world map (for a dark background): client countries in green, arcs converging on Dubai.
 * The marker sits at Dubai's point of the canvas, DUBAI = [649, 171] of 1000 × 435 (a unit test
 * holds these percentages to it; classes, since the CSP allows no style attributes).
 */
export function WorldMap({ title, description, dubai, className = '' }: WorldMapProps) {
  return (
    <div role="img" aria-labelledby="world-map-title world-map-desc" className={`relative ${className}`}>
      <span id="world-map-title" className="sr-only">
        {title}
      </span>
      <span id="world-map-desc" className="sr-only">
        {description}
      </span>
      <img src={WORLD_MAP_IMAGE} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} loading="lazy" decoding="async" className="block h-auto w-full" />
      <span data-dubai-marker="" className="absolute left-[64.9%] top-[39.31%] grid size-0 place-items-center">
        <span className="absolute size-[1.8%] min-h-3 min-w-3 rounded-full bg-[#f2b97c]/35 motion-safe:animate-ping" />
        <span className="absolute size-2.5 rounded-full border-[1.5px] border-[#121110] bg-[#f2b97c]" />
        <span className="absolute top-2 whitespace-nowrap text-xs font-semibold text-white sm:top-3 sm:text-sm">{dubai}</span>
      </span>
    </div>
  )
}
