// /areas: every area as an image-led card (picture, name, one line, how many projects and the
// median asking price per sq ft of its listings), each opening the area's guide.

import { PageHero } from '../../components/PageHero'
import { Picture } from '../../components/Picture'
import { numberFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import { areaPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import { localizeLocation } from '../../modules/content/schema'
import type { AreaSummary } from './data.server'
import { perArea } from './prices'

export function AreasPage({ areas }: { areas: AreaSummary[] }) {
  const { t, href, locale, iso, rates } = usePage()
  const { prefs, labels } = useUnits()
  const count = numberFormat(iso)
  return (
    <>
      <PageHero eyebrow={t('areaGuide.index.eyebrow')} title={t('areaGuide.index.title')} lead={t('areaGuide.index.lead')} />
      <div className="container py-14 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="area-list">
          {areas.map(({ location, projectCount, aedPerSqft }, index) => {
            const area = localizeLocation(location, locale)
            const english = (field: 'name' | 'description') => (area.untranslated.includes(field) ? 'en' : undefined)
            return (
              <li key={area.slug} className="card group relative flex flex-col overflow-hidden" data-area={area.slug}>
                <div className="aspect-[3/2] overflow-hidden bg-neutral-200 dark:bg-neutral-800">
                  <Picture
                    src={area.image.src}
                    alt=""
                    width={area.image.width}
                    height={area.image.height}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    maxWidth={640}
                    priority={index === 0}
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="flex flex-1 flex-col p-5 sm:p-6">
                  <h2 className="font-display text-2xl leading-snug" lang={english('name')}>
                    <a href={href(areaPath(area.slug))} className="rounded after:absolute after:inset-0 after:content-[''] focus-ring hover:text-primary">
                      {area.name}
                    </a>
                  </h2>
                  <p className="mt-2 line-clamp-3 text-sm text-muted text-pretty" lang={english('description')}>
                    {area.description}
                  </p>
                  <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-5 text-sm">
                    <span className="font-semibold">{t('areaGuide.index.projects', { count: projectCount, formatted: count.format(projectCount) })}</span>
                    <span className="text-muted">
                      {aedPerSqft === null ? (
                        t('areaGuide.index.noListings')
                      ) : (
                        <bdi>{t('areaGuide.index.asking', { price: perArea(aedPerSqft, prefs, rates, iso, labels) })}</bdi>
                      )}
                    </span>
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </>
  )
}
