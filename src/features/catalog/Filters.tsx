// The search bar: a plain GET form (works without JS, every filter ends up in the URL), sticky under
// the header so results come first (issue 13 item 4): the location box (LocationField: areas,
// communities, projects and developers as you type), "Filters (n)" opening the other filters, and
// a chip per active filter that removes it. With JavaScript a changed filter applies at once
// (`data-live`, live.client.ts). The currency preselected, and the price steps offered, are the
// page's (the URL's, else the visitor's).

import { Icon } from '../../components/Icon'
import { CURRENCIES, type Currency, formatPriceStep } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { LocationField, MarketOptions, PriceOptions, TypeOptions } from '../../modules/content/SearchOptions'
import { areaNameIn } from './area-name'
import type { LocationOptions } from './data.server'
import { BEDROOM_FILTERS, formatBbox, type SearchParams, searchQuery } from './schema'

export const FILTERS_FORM_ID = 'catalog-filters'

const field = 'block w-full min-w-0 rounded-xl border border-line bg-elevated px-3 py-2.5 text-sm text-fg focus-ring'
const label = 'mb-1.5 block text-xs font-semibold uppercase tracking-wider text-muted'

/** The filters of the panel that are set (the location and the sort are not among them). */
const PANEL_FILTERS = ['type', 'market', 'bedrooms', 'minPrice', 'maxPrice'] as const

export function activeFilterCount(params: SearchParams): number {
  return PANEL_FILTERS.filter((key) => (key === 'bedrooms' ? params.bedrooms !== 'any' : params[key] !== undefined)).length
}

export function Filters({ params, currency, options, open }: { params: SearchParams; currency: Currency; options: LocationOptions; open: boolean }) {
  const { t, href, locale } = usePage()
  const selected = options.areas.find((a) => a.slug === params.location)
  const locationValue = (selected && areaNameIn(selected, locale)) ?? params.location ?? ''
  const count = activeFilterCount(params)
  return (
    <search aria-label={t('catalog.search')} id="catalog-bar" className="sticky top-18 z-20 block border-b border-line bg-bg/95 backdrop-blur-md">
      <form id={FILTERS_FORM_ID} method="get" action={href('/catalog')} autoComplete="off" data-url-state="" data-live="" className="container relative py-3">
        {/* The currency the price choices below are listed in: a currency change carries them over (carryPrices). */}
        <input type="hidden" name="priceIn" value={currency} />
        {/* The map view and its area stay through a new search (the area's chip removes it). */}
        {params.view === 'map' && <input type="hidden" name="view" value="map" />}
        {params.bbox && <input type="hidden" name="bbox" value={formatBbox(params.bbox)} />}
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="f-location" className="sr-only">
              {t('catalog.filters.location')}
            </label>
            <LocationField id="f-location" defaultValue={locationValue} className={`${field} h-11`} />
          </div>
          <button type="submit" className="btn-primary h-11 shrink-0 px-4 sm:px-6" aria-label={t('catalog.filters.submit')}>
            <Icon name="search" className="size-5 sm:hidden" />
            <span className="hidden sm:inline">{t('catalog.filters.submit')}</span>
          </button>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <details open={open} className="group" data-testid="filters-panel">
            <summary className="flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-elevated px-4 text-sm font-semibold focus-ring [&::-webkit-details-marker]:hidden">
              <Icon name="sliders" className="size-4" />
              {count ? t('catalog.filters.toggleCount', { count }) : t('catalog.filters.toggle')}
            </summary>
            <div className="card mt-3 grid w-[calc(100vw-2.5rem)] max-w-[76rem] grid-cols-2 gap-3 p-4 sm:w-[calc(100vw-4rem)] sm:gap-4 sm:p-5 lg:grid-cols-6">
              <div>
                <label htmlFor="f-type" className={label}>
                  {t('catalog.filters.type')}
                </label>
                <select id="f-type" name="type" defaultValue={params.type ?? ''} className={field}>
                  <TypeOptions />
                </select>
              </div>
              <div>
                <label htmlFor="f-bedrooms" className={label}>
                  {t('catalog.filters.bedrooms')}
                </label>
                <select id="f-bedrooms" name="bedrooms" defaultValue={params.bedrooms} className={field}>
                  {BEDROOM_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {value === 'any' ? t('catalog.filters.anyBedrooms') : value === 'studio' ? t('catalog.card.studio') : `${value}+`}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="f-market" className={label}>
                  {t('catalog.filters.market')}
                </label>
                <select id="f-market" name="market" defaultValue={params.market ?? ''} className={field}>
                  <MarketOptions />
                </select>
              </div>
              <div>
                <label htmlFor="f-currency" className={label}>
                  {t('catalog.filters.currency')}
                </label>
                <select id="f-currency" name="currency" defaultValue={currency} className={field}>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="col-span-2 grid grid-cols-2 gap-3">
                <legend className={label}>{t('catalog.filters.price', { currency })}</legend>
                <select name="minPrice" aria-label={t('catalog.filters.minPrice')} defaultValue={params.minPrice ?? ''} className={field}>
                  <PriceOptions currency={currency} none={t('catalog.filters.noMin')} />
                </select>
                <select name="maxPrice" aria-label={t('catalog.filters.maxPrice')} defaultValue={params.maxPrice ?? ''} className={field}>
                  <PriceOptions currency={currency} none={t('catalog.filters.noMax')} />
                </select>
              </fieldset>
              <div className="col-span-2 flex items-end lg:col-span-6 lg:justify-end">
                <button type="submit" className="btn-primary w-full py-3 text-base lg:w-auto lg:px-10">
                  {t('catalog.filters.apply')}
                </button>
              </div>
            </div>
          </details>
          <Chips params={params} currency={currency} locationLabel={locationValue} />
        </div>
      </form>
    </search>
  )
}

/** A chip per active filter: its value, and a link to the same search without it. */
function Chips({ params, currency, locationLabel }: { params: SearchParams; currency: Currency; locationLabel: string }) {
  const { t, href, iso } = usePage()
  const chips: { key: keyof SearchParams; text: string }[] = []
  if (params.location) chips.push({ key: 'location', text: locationLabel })
  if (params.type) chips.push({ key: 'type', text: t(`catalog.types.${params.type}`) })
  if (params.market) chips.push({ key: 'market', text: t(`catalog.market.${params.market}`) })
  if (params.bedrooms !== 'any')
    chips.push({
      key: 'bedrooms',
      text: params.bedrooms === 'studio' ? t('catalog.card.studio') : t('catalog.chips.bedrooms', { count: Number(params.bedrooms) }),
    })
  if (params.minPrice !== undefined)
    chips.push({ key: 'minPrice', text: t('catalog.chips.minPrice', { price: formatPriceStep(params.minPrice, currency, iso) }) })
  if (params.maxPrice !== undefined)
    chips.push({ key: 'maxPrice', text: t('catalog.chips.maxPrice', { price: formatPriceStep(params.maxPrice, currency, iso) }) })
  if (params.bbox) chips.push({ key: 'bbox', text: t('map.chip') })
  if (!chips.length) return null
  const without = (key: keyof SearchParams) => `${href('/catalog')}${searchQuery({ ...params, [key]: key === 'bedrooms' ? 'any' : undefined, page: 1 })}`
  return (
    <ul className="flex min-w-0 flex-wrap items-center gap-2" aria-label={t('catalog.chips.label')} data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={without(chip.key)}
            className="flex h-9 items-center gap-1.5 rounded-full bg-primary-50 px-3 text-sm font-medium text-primary-900 hover:bg-primary-100 focus-ring dark:bg-primary-950 dark:text-primary-100"
            aria-label={t('catalog.chips.remove', { filter: chip.text })}
          >
            <bdi className="max-w-48 truncate">{chip.text}</bdi>
            <Icon name="close" className="size-3.5" />
          </a>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <a href={`${href('/catalog')}${searchQuery({ view: params.view })}`} className="link px-1 text-sm">
            {t('catalog.reset')}
          </a>
        </li>
      )}
    </ul>
  )
}
