// Neighbourhood: travel times to the places that matter, by car, on foot or by metro, and a link to
// the area's guide.

import { Icon } from '../../components/Icon'
import { numberFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import type { Project } from '../../modules/content/schema'
import { PropertyIcon } from './icons'

export function Neighbourhood({
  travel,
  development,
  lang,
  guide,
}: {
  travel: Project['travelTimes']
  development: string
  lang?: string
  /** The area's guide: its link and its label ("Dubai Marina area guide"). */
  guide?: { href: string; label: string; lang?: string }
}) {
  const { t, iso } = usePage()
  if (!travel.length) return null
  const minutes = numberFormat(iso)
  return (
    <section aria-labelledby="neighbourhood" className="scroll-mt-24">
      <h2 id="neighbourhood" className="heading-3">
        {t('property.neighbourhood.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('property.neighbourhood.lead', { development })}</p>
      <ul className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-elevated">
        {travel.map((item) => (
          <li key={`${item.place}-${item.mode}`} className="flex items-center gap-4 px-4 py-3.5 sm:px-5">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary/10 text-secondary">
              <PropertyIcon name={item.mode} className="size-4.5" />
            </span>
            <span className="min-w-0 flex-1 font-medium" lang={lang}>
              {item.place}
            </span>
            <span className="shrink-0 text-end text-sm">
              <span className="font-semibold tabular-nums">{t('property.neighbourhood.minutes', { minutes: minutes.format(item.minutes) })}</span>{' '}
              <span className="text-muted">{t(`property.neighbourhood.${item.mode}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      {guide && (
        <p className="mt-4">
          <a href={guide.href} className="link inline-flex items-center gap-2 font-semibold" lang={guide.lang}>
            {guide.label}
            <Icon name="arrow" className="size-4 rtl:-scale-x-100" />
          </a>
        </p>
      )}
    </section>
  )
}
