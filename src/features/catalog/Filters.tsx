// The search form: a plain GET form (works without JS, every filter ends up in the URL). The
// location field suggests areas and developments as you type through a native <datalist>. The
// currency preselected, and the price steps offered, are the page's (the URL's, else the visitor's).

import { CURRENCIES, type Currency } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { MarketOptions, PriceOptions, TypeOptions } from '../../modules/content/SearchOptions'
import { areaNameIn } from './area-name'
import type { LocationOptions } from './data.server'
import { BEDROOM_FILTERS, type SearchParams, SORTS } from './schema'

const field = 'block w-full min-w-0 rounded-xl border border-line bg-elevated px-3 py-2.5 text-sm text-fg focus-ring'
const label = 'mb-1.5 block text-xs font-semibold uppercase tracking-wider text-muted'

export function Filters({ params, currency, options }: { params: SearchParams; currency: Currency; options: LocationOptions }) {
  const { t, href, locale } = usePage()
  const selected = options.areas.find((a) => a.slug === params.location)
  const locationValue = (selected && areaNameIn(selected, locale)) ?? params.location ?? ''
  return (
    <search aria-label={t('catalog.search')} className="mt-10 block">
      <form
        method="get"
        action={href('/catalog')}
        autoComplete="off"
        data-url-state=""
        className="card grid grid-cols-2 gap-3 p-4 sm:gap-4 sm:p-5 lg:grid-cols-6 lg:p-6"
      >
        {/* The currency the price choices below are listed in: a currency change carries them over (carryPrices). */}
        <input type="hidden" name="priceIn" value={currency} />
        <div className="col-span-2">
          <label htmlFor="f-location" className={label}>
            {t('catalog.filters.location')}
          </label>
          <input
            id="f-location"
            name="location"
            list="f-location-options"
            defaultValue={locationValue}
            placeholder={t('catalog.filters.locationPlaceholder')}
            autoComplete="off"
            maxLength={80}
            className={field}
          />
          <datalist id="f-location-options">
            {options.areas.map((area) => (
              <option key={area.slug} value={areaNameIn(area, locale)} />
            ))}
            {options.developments.map((development) => (
              <option key={development} value={development} />
            ))}
          </datalist>
        </div>
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
        <div>
          <label htmlFor="f-sort" className={label}>
            {t('catalog.filters.sort')}
          </label>
          <select id="f-sort" name="sort" defaultValue={params.sort} className={field}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end lg:col-span-3">
          <button type="submit" className="btn-primary w-full py-3 text-base lg:w-auto lg:px-10">
            {t('catalog.filters.submit')}
          </button>
        </div>
      </form>
    </search>
  )
}
