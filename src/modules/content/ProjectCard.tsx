// A project in a grid (catalogue, home featured, similar properties): photo, market, price from,
// key facts, "Request Call" and "View Details". Price and size in the visitor's currency and area
// unit (decision 017), each isolated in <bdi> so a right-to-left page never reorders them.

import { FavouriteButton } from '../../components/FavouriteButton'
import { Picture } from '../../components/Picture'
import { dateTimeFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { type Currency, formatArea, formatPrice } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { areaPath, developerPath, projectPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import RequestCallButton from '../leads/form/RequestCallButton.island'
import { nameSlug } from './profiles'
import { isResidential, localize, type Project, type UnitType } from './schema'
import { unitName } from './unit-types'

export function ProjectCard({
  project,
  currency,
  priority = false,
  areaName,
  unit,
}: {
  project: Project
  /** The currency to show, when the page overrides the visitor's (the catalogue's `?currency=`). */
  currency?: Currency
  priority?: boolean
  /** The area's display name, when the caller has it (shown after the development, linking to its guide). */
  areaName?: string
  /** The unit type the search asked about ("2 BR from … · 1,150 sq ft"), when it asked about one. */
  unit?: UnitType
}) {
  const { t, href, iso, locale, rates, fullPath } = usePage()
  const { prefs, labels } = useUnits()
  const { title, development, untranslated } = localize(project, locale, ['title', 'development'])
  const english = (field: 'title' | 'development') => (untranslated.includes(field) ? 'en' : undefined)
  const photo = project.photos[0]
  const residential = isResidential(project.type)
  const beds = !residential
    ? null
    : project.bedroomsMax === 0
      ? t('catalog.card.studio')
      : project.bedroomsMin === project.bedroomsMax
        ? t('catalog.card.beds', { count: project.bedroomsMax })
        : t('catalog.card.bedsRange', { min: project.bedroomsMin === 0 ? t('catalog.card.studio') : project.bedroomsMin, max: project.bedroomsMax })
  const detail = href(projectPath(project))
  const unitLabel = unit && unitName(t, unit, project.type)
  const ready = project.market === 'secondary' && project.handover <= new Date().toISOString().slice(0, 10)
  return (
    <article className="card group flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[3/2] overflow-hidden bg-neutral-200 dark:bg-neutral-800">
        {photo && (
          <Picture
            src={photo.src}
            alt=""
            width={photo.width}
            height={photo.height}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            maxWidth={640}
            priority={priority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        <span className="absolute start-3 top-3 rounded-full bg-neutral-950/70 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
          {t(`catalog.market.${project.market}`)}
        </span>
        <FavouriteButton id={project.id} title={title} variant="card" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">
          {t(`catalog.types.${project.type}`)} · <span lang={english('development')}>{development}</span>
        </p>
        <h3 className="mt-2 font-display text-xl leading-snug">
          <a href={detail} className="focus-ring rounded hover:text-primary" lang={english('title')}>
            {title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {areaName ? (
            <>
              <a href={href(areaPath(project.area))} className="rounded underline underline-offset-4 hover:text-fg focus-ring">
                {areaName}
              </a>
              {' · '}
            </>
          ) : (
            ''
          )}
          {/* Every developer name projects carry has a page (its profile, or its projects): decision 024. */}
          {nameSlug(project.developer) ? (
            <a
              href={href(developerPath(nameSlug(project.developer)))}
              className="rounded underline underline-offset-4 hover:text-fg focus-ring"
              data-testid="card-developer"
            >
              {project.developer}
            </a>
          ) : (
            project.developer
          )}
        </p>
        <p className="mt-4 text-sm text-muted">{unitLabel ? t('catalog.card.unitFrom', { unit: unitLabel }) : t('catalog.card.priceFrom')}</p>
        <p className="font-display text-2xl text-fg" data-testid={unit ? 'unit-price' : undefined}>
          <bdi data-amount="price">{formatPrice(unit?.priceAed ?? project.priceAed, currency ?? prefs.currency, rates, iso)}</bdi>
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {unit ? null : beds && <li>{beds}</li>}
          <li>
            <bdi data-amount="area">
              {unit ? formatArea(unit.sizeSqftMin, prefs.unit, iso, labels) : `${formatArea(project.sizeSqftMin, prefs.unit, iso, labels)}+`}
            </bdi>
          </li>
          <li>
            {ready
              ? t('catalog.card.completed', { year: dateTimeFormat(iso, { year: 'numeric', timeZone: 'UTC' }).format(new Date(project.handover)) })
              : t('catalog.card.handover', {
                  date: dateTimeFormat(iso, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(project.handover)),
                })}
          </li>
        </ul>
        <div className="mt-auto flex gap-2 pt-6">
          {/* The project's English title is its name for the people reading leads (utm_project). */}
          <Island
            name="RequestCallButton"
            component={RequestCallButton}
            props={{
              path: href('/request-call'),
              agentId: project.agentId,
              project: project.title,
              next: fullPath,
              label: t('catalog.card.requestCall'),
              accessibleName: `${t('catalog.card.requestCall')}: ${title}`,
              className: 'btn-ghost flex-1',
            }}
          />
          <a href={detail} className="btn-primary flex-1">
            {t('catalog.card.viewDetails')}
          </a>
        </div>
      </div>
    </article>
  )
}
