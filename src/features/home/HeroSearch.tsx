// The hero's search (issue 13 item 3): location, off-plan or ready, type and a top price, straight
// into the catalogue. A plain GET form to /catalog (it works without JavaScript, and the catalogue
// reads exactly these parameters); the price steps are in the visitor's currency, and `priceIn` says
// so, as the catalogue's own form does (carryPrices).
import { usePage } from '../../lib/page-context'
import { useUnits } from '../../lib/use-units'
import { LocationField, MarketOptions, PriceOptions, TypeOptions } from '../../modules/content/SearchOptions'

const field =
  'block h-12 w-full min-w-0 rounded-2xl border border-line bg-bg px-4 text-base text-fg focus-ring sm:text-sm [&:not(:placeholder-shown)]:font-medium'

export function HeroSearch() {
  const { t, href } = usePage()
  const { currency } = useUnits().prefs
  return (
    <search aria-label={t('catalog.search')} className="mt-8 block max-w-5xl">
      <form
        method="get"
        action={href('/catalog')}
        autoComplete="off"
        data-url-state=""
        className="grid grid-cols-2 gap-2 rounded-3xl border border-white/15 bg-elevated/95 p-2 text-fg shadow-2xl backdrop-blur-md sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
        data-testid="hero-search"
      >
        <input type="hidden" name="priceIn" value={currency} />
        <div className="col-span-2 sm:col-span-3 lg:col-span-1">
          <label htmlFor="hero-location" className="sr-only">
            {t('catalog.filters.location')}
          </label>
          <LocationField id="hero-location" className={field} />
        </div>
        <select name="market" aria-label={t('catalog.filters.market')} defaultValue="" className={field}>
          <MarketOptions />
        </select>
        <select name="type" aria-label={t('catalog.filters.type')} defaultValue="" className={field}>
          <TypeOptions />
        </select>
        <select name="maxPrice" aria-label={t('catalog.filters.maxPrice')} defaultValue="" className={`${field} col-span-2 sm:col-span-1`}>
          <PriceOptions currency={currency} none={t('catalog.filters.noMax')} />
        </select>
        <button type="submit" className="btn-primary col-span-2 h-12 text-base sm:col-span-3 lg:col-span-1 lg:px-8">
          {t('catalog.filters.submit')}
        </button>
      </form>
    </search>
  )
}
