// Where the development is: the area in a paragraph, travel times to the places that matter, and an
// illustrative map whose numbered markers match the list (the map itself is decorative: the list
// carries the information, in order).
import { numberFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import type { Campaign, CampaignConfig } from './campaigns'
import { TravelIcon } from './icons'

function LocationMap({ config, numbers }: { config: CampaignConfig; numbers: string[] }) {
  const { map, places } = config
  const [px, py] = map.project
  return (
    <svg viewBox="0 0 400 300" className="block h-auto w-full" aria-hidden="true" data-testid="location-map">
      <rect width="400" height="300" className="fill-neutral-100 dark:fill-neutral-900" />
      <path d={map.water} className="fill-secondary-200 stroke-secondary-300 dark:fill-secondary-950 dark:stroke-secondary-800" strokeWidth="1.5" />
      {map.islands?.map((d) => (
        <path key={d} d={d} className="fill-neutral-100 stroke-secondary-300 dark:fill-neutral-900 dark:stroke-secondary-800" strokeWidth="1.5" />
      ))}
      {map.roads.map((d) => (
        <path key={d} d={d} fill="none" className="stroke-neutral-300 dark:stroke-neutral-700" strokeWidth="4" strokeLinecap="round" />
      ))}
      <circle cx={px} cy={py} r="22" className="fill-primary-400/20" />
      <circle cx={px} cy={py} r="9" className="fill-primary-500 stroke-white dark:fill-primary-400 dark:stroke-neutral-950" strokeWidth="3" />
      {places.map((place, i) => (
        <g key={place.name}>
          <circle
            cx={place.at[0]}
            cy={place.at[1]}
            r="11"
            className="fill-white stroke-neutral-400 dark:fill-neutral-800 dark:stroke-neutral-500"
            strokeWidth="1.5"
          />
          <text
            x={place.at[0]}
            y={place.at[1]}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="11"
            fontWeight="600"
            className="fill-neutral-800 dark:fill-neutral-100"
          >
            {numbers[i]}
          </text>
        </g>
      ))}
    </svg>
  )
}

export function Location({ campaign, config }: { campaign: Campaign; config: CampaignConfig }) {
  const { t, iso, locale } = usePage()
  const format = numberFormat(iso)
  const numbers = config.places.map((_, i) => format.format(i + 1))
  return (
    <section aria-labelledby="location-title" className="container py-16 sm:py-24" data-testid="location">
      <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="min-w-0">
          <p className="eyebrow">{t(`landing.${campaign}.location`)}</p>
          <h2 id="location-title" className="heading-2 mt-3">
            {t('landing.location.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted">{t(`landing.${campaign}.area`)}</p>
          <ol className="mt-8 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-elevated" data-testid="travel-times">
            {config.places.map((place, i) => (
              <li key={place.name} className="flex items-center gap-4 break-words px-4 py-3.5 sm:px-5">
                <span className="grid size-8 shrink-0 place-items-center rounded-full border border-line text-sm font-semibold" aria-hidden="true">
                  {numbers[i]}
                </span>
                <span className="min-w-0 flex-1 font-medium" lang={locale === 'en' ? undefined : 'en'}>
                  {place.name}
                </span>
                <span className="flex min-w-0 items-center gap-2 text-end text-sm">
                  <TravelIcon mode={place.mode} className="size-4.5 shrink-0 text-muted" />
                  <span>
                    <span className="font-semibold tabular-nums">{t('landing.location.minutes', { minutes: format.format(place.minutes) })}</span>{' '}
                    <span className="text-muted">{t(`landing.location.${place.mode}`)}</span>
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <figure className="overflow-hidden rounded-3xl border border-line bg-elevated lg:sticky lg:top-8">
          <LocationMap config={config} numbers={numbers} />
          <figcaption className="border-t border-line px-4 py-3 text-xs text-muted">{t('landing.location.map')}</figcaption>
        </figure>
      </div>
    </section>
  )
}
