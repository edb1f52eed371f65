// The options of the property search's selects, for every form that searches the catalogue (its own
// filters, the home hero): one list and one wording each. `none` is the first, empty choice.
import { Island } from '../../lib/islands/Island'
import { type Currency, formatPriceStep, PRICE_STEPS } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import LocationSearch from './LocationSearch.island'
import { MARKETS, PROPERTY_TYPES } from './schema'

export function TypeOptions() {
  const { t } = usePage()
  return (
    <>
      <option value="">{t('catalog.filters.anyType')}</option>
      {PROPERTY_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`catalog.types.${type}`)}
        </option>
      ))}
    </>
  )
}

export function MarketOptions() {
  const { t } = usePage()
  return (
    <>
      <option value="">{t('catalog.filters.anyMarket')}</option>
      {MARKETS.map((market) => (
        <option key={market} value={market}>
          {t(`catalog.market.${market}`)}
        </option>
      ))}
    </>
  )
}

/** The price steps of `currency`, written short ("AED 1.5M"), after `none` ("No minimum", "No maximum"). */
export function PriceOptions({ currency, none }: { currency: Currency; none: string }) {
  const { iso } = usePage()
  return (
    <>
      <option value="">{none}</option>
      {PRICE_STEPS[currency].map((step) => (
        <option key={step} value={step}>
          {formatPriceStep(step, currency, iso)}
        </option>
      ))}
    </>
  )
}

/**
 * The location box of a property search: the field that suggests areas, communities, projects and
 * developers as you type (the LocationSearch island), hydrated on first focus or touch.
 */
export function LocationField({ id, defaultValue = '', className }: { id: string; defaultValue?: string; className: string }) {
  const { t, href } = usePage()
  return (
    <Island
      name="LocationSearch"
      component={LocationSearch}
      props={{
        id,
        name: 'location',
        defaultValue,
        placeholder: t('catalog.filters.placeholder'),
        className,
        endpoint: href('/catalog/suggest'),
        label: t('catalog.suggest.label'),
      }}
    />
  )
}
