// "Top amenities": icon and translated label (`amenities.<slug>`; an unknown slug shows humanised,
// in English). The first eight show; the rest open under "Show all", which needs no JavaScript.
import { usePage } from '../../lib/page-context'
import { humanize } from './format'

const WAVES =
  'M2 6c.6.5 1.2 1 2.5 1C7 7 7 5 9.5 5c2.6 0 2.4 2 5 2 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1M2 12c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 2.6 0 2.4 2 5 2 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1M2 18c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 2.6 0 2.4 2 5 2 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1'
const CAR =
  'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 17h6'
const LEAF = 'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10ZM2 21c0-3 1.85-5.36 5.08-6'
const TREE = 'M12 19v3M12 2 5 12h3l-3 5h14l-3-5h3L12 2Z'
const RACKET = 'M14.5 3a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13ZM9.9 14.1 3 21'
const HOUSE = 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8M3 10a2 2 0 0 1 .71-1.53l7-6a2 2 0 0 1 2.58 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'
const SPARKLE = 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9ZM19 17l.7 1.8 1.8.7-1.8.7L19 22l-.7-1.8-1.8-.7 1.8-.7Z'

/** Icon path per amenity slug (the seed's vocabulary); anything else gets a sparkle. */
const AMENITY_ICONS: Record<string, string> = {
  pool: WAVES,
  'private-pool': WAVES,
  'lagoon-access': WAVES,
  'marina-view': WAVES,
  'sea-view': WAVES,
  gym: 'M6.5 6.5v11M17.5 6.5v11M3 9.5v5M21 9.5v5M6.5 12h11',
  spa: LEAF,
  'yoga-deck': LEAF,
  concierge: 'M3 18h18M5 18a7 7 0 0 1 14 0M12 8V6M10 6h4',
  'valet-parking': CAR,
  parking: 'M4 3h16v18H4zM9 17V7h4a3 3 0 0 1 0 6H9',
  'security-24-7':
    'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  'smart-home': 'M12 20h.01M2 8.82a15 15 0 0 1 20 0M5 12.86a10 10 0 0 1 14 0M8.5 16.43a5 5 0 0 1 7 0',
  'kids-play-area': 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
  'bbq-area':
    'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z',
  'jogging-track': 'M22 12h-4l-3 9L9 3l-3 9H2',
  'cycling-track':
    'M5.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm13 0a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM15 6a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm-3 11.5V14l-3-3 4-3 2 3h2',
  'private-garden': TREE,
  'golf-course': 'M5 22V3l12 4-12 4M2 22h14',
  'beach-access': 'M22 12a10 10 0 0 0-20 0ZM12 12v8a2 2 0 0 0 4 0M12 2v1',
  'burj-view': 'M12 2 10 8v14h4V8L12 2ZM6 22V12h4M18 22V12h-4M3 22h18',
  clubhouse: HOUSE,
  'padel-court': RACKET,
  'tennis-court': RACKET,
  cinema: 'M3 3h18v18H3zM7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4',
  'co-working': 'M4 5h16v11H4zM2 20h20',
  'meeting-rooms': 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  'pet-friendly':
    'M11 5a2 2 0 1 0-4 0 2 2 0 0 0 4 0ZM17 5a2 2 0 1 0-4 0 2 2 0 0 0 4 0ZM21 10a2 2 0 1 0-4 0 2 2 0 0 0 4 0ZM7 10a2 2 0 1 0-4 0 2 2 0 0 0 4 0ZM12 12c-2.5 0-5 3-5 6 0 1.5 1 3 3 3 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 3-1.5 3-3 0-3-2.5-6-5-6Z',
  'ev-charging': 'M13 2 3 14h9l-1 8 10-12h-9l1-8Z',
  'metro-access': 'M8 3.1V7a4 4 0 0 0 8 0V3.1M9 15l-1-1M15 15l1-1M9 19c-2.8 0-5-2.2-5-5v-4a8 8 0 0 1 16 0v4c0 2.8-2.2 5-5 5ZM8 19l-2 3M16 19l2 3',
  'retail-podium': 'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4ZM3 6h18M16 10a4 4 0 0 1-8 0',
  'loading-bay':
    'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.62L18.3 9.38a1 1 0 0 0-.78-.38H14M17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM7 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
}

export const TOP_AMENITIES = 8

function Amenity({ slug }: { slug: string }) {
  const { t } = usePage()
  const missing = `\u0000${slug}`
  const label = t(`amenities.${slug}`, { defaultValue: missing })
  const known = label !== missing
  return (
    <li className="flex items-center gap-2.5 rounded-2xl border border-line bg-elevated px-3 py-2.5 sm:gap-3 sm:px-4 sm:py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary sm:size-10">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5"
          aria-hidden="true"
        >
          <path d={AMENITY_ICONS[slug] ?? SPARKLE} />
        </svg>
      </span>
      <span className="min-w-0 text-sm font-medium leading-snug" lang={known ? undefined : 'en'}>
        {known ? label : humanize(slug)}
      </span>
    </li>
  )
}

export function Amenities({ slugs }: { slugs: string[] }) {
  const { t } = usePage()
  if (!slugs.length) return null
  const top = slugs.slice(0, TOP_AMENITIES)
  const more = slugs.slice(TOP_AMENITIES)
  const grid = 'grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-3'
  return (
    <section aria-labelledby="amenities" className="scroll-mt-24">
      <h2 id="amenities" className="heading-3">
        {t('property.amenities.title')}
      </h2>
      <ul className={`mt-6 ${grid}`}>
        {top.map((slug) => (
          <Amenity key={slug} slug={slug} />
        ))}
      </ul>
      {more.length > 0 && (
        <details className="group mt-3">
          <summary className="link inline-flex cursor-pointer list-none items-center gap-1 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t('property.amenities.showAll', { total: slugs.length })}</span>
            <span className="hidden group-open:inline">{t('property.amenities.showLess')}</span>
          </summary>
          <ul className={`mt-3 ${grid}`}>
            {more.map((slug) => (
              <Amenity key={slug} slug={slug} />
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
