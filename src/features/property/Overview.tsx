// The top of the property page under the gallery: badges, title, location and developer, the price
// (below 1024 px, where the price card comes later), share and save, and the key facts (type,
// bedrooms, size, handover).

import { FavouriteButton } from '../../components/FavouriteButton'
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import { developerPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import { nameSlug } from '../../modules/content/profiles'
import Actions from './Actions.island'
import Amount from './Amount.island'
import { formatBedrooms, formatMonthYear } from './format'
import { PropertyIcon, type PropertyIconName } from './icons'
import { PriceAmount } from './PriceCard'
import type { ProjectView } from './view'

export function Overview({ view }: { view: ProjectView }) {
  const { t, iso, href } = usePage()
  const { prefs, labels } = useUnits()
  const { project: p } = view
  const offPlan = p.market === 'off-plan'
  const facts: { icon: PropertyIconName; label: string; value: React.ReactNode; testId: string }[] = [
    { icon: 'home', label: t('property.facts.type'), value: t(`property.types.${p.type}`), testId: 'fact-type' },
    ...(p.type === 'land' || p.type === 'office' || p.type === 'retail'
      ? []
      : [
          {
            icon: 'bed' as const,
            label: t('property.facts.bedrooms'),
            value: formatBedrooms(p.bedroomsMin, p.bedroomsMax, t('property.facts.studio'), iso),
            testId: 'fact-bedrooms',
          },
        ]),
    {
      icon: 'area',
      label: t('property.facts.size'),
      value: (
        <Island name="Amount" component={Amount} props={{ kind: 'area', min: p.sizeSqftMin, max: p.sizeSqftMax, locale: iso, prefs, labels }} hydrate="react" />
      ),
      testId: 'fact-size',
    },
    {
      icon: 'calendar',
      label: offPlan ? t('property.facts.handover') : t('property.facts.completion'),
      value: formatMonthYear(p.handover, iso),
      testId: 'fact-handover',
    },
  ]
  return (
    <header className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-80">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider ${offPlan ? 'bg-primary/12 text-primary' : 'bg-secondary/12 text-secondary'}`}
              data-testid="market"
            >
              {t(`property.markets.${p.market}`)}
            </span>
            <span className="rounded-full border border-line px-3 py-1 text-xs font-semibold uppercase tracking-wider text-muted">
              {t(`property.types.${p.type}`)}
            </span>
          </div>
          <h1 className="mt-4 text-balance font-display text-4xl leading-tight sm:text-5xl" lang={view.titleLang} data-testid="title">
            {view.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
            <span className="inline-flex items-center gap-1.5">
              <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
                <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0Zm-9 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
              </svg>
              <span lang={view.developmentLang}>{p.development}</span>
              {view.areaName && (
                <>
                  <span aria-hidden="true">·</span>
                  <span lang={view.areaLang}>{view.areaName}</span>
                </>
              )}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <PropertyIcon name="building" className="size-4 shrink-0" />
              {nameSlug(p.developer) ? (
                <a href={href(developerPath(nameSlug(p.developer)))} className="link text-muted hover:text-fg" data-testid="property-developer">
                  {t('property.by', { developer: p.developer })}
                </a>
              ) : (
                t('property.by', { developer: p.developer })
              )}
            </span>
          </p>
          {/* The price under the title where the price card comes later (phones, tablets): on the
              first screen, as on the portals (buyer review F3.5). Follows the visitor's currency. */}
          <div className="mt-4 flex flex-wrap items-baseline gap-x-2 lg:hidden" data-testid="price-summary">
            <span className="text-sm text-muted">{t('property.price.from')}</span>
            <div className="font-display text-2xl leading-tight">
              <PriceAmount aed={p.priceAed} />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Island
            name="Actions"
            component={Actions}
            props={{
              url: view.url,
              title: view.title,
              labels: {
                share: t('property.actions.share'),
                linkCopied: t('property.actions.linkCopied'),
                copyFailed: t('property.actions.copyFailed'),
              },
            }}
            hydrate="react"
          />
          <FavouriteButton id={p.id} title={view.title} variant="page" />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('property.facts.title')}>
        {facts.map((fact) => (
          <div key={fact.testId} className="rounded-2xl border border-line bg-elevated p-4">
            <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-muted">
              <PropertyIcon name={fact.icon} className="size-4 text-primary" />
              {fact.label}
            </dt>
            <dd className="mt-2 font-semibold" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  )
}
