// Currency (AED, USD, EUR, GBP) and area unit (sq ft, m²) for every price and size on the page; the
// choice is remembered in localStorage and shared with the Amount islands through the jotai store.
import { useAtom } from 'jotai'
import { CURRENCIES } from '../../lib/money'
import { useMounted } from '../../lib/use-mounted'
import { displayAtom, SERVER_PREFS } from './display'
import { AREA_SYMBOL, AREA_UNITS } from './format'

export interface UnitSwitchLabels {
  currency: string
  unit: string
}

const segment =
  'min-w-11 rounded-full px-3 py-1.5 text-xs font-semibold tracking-wide text-muted transition-colors hover:text-fg focus-ring aria-pressed:bg-fg aria-pressed:text-bg'

export default function UnitSwitch({ labels }: { labels: UnitSwitchLabels }) {
  const [chosen, choose] = useAtom(displayAtom)
  const prefs = useMounted() ? chosen : SERVER_PREFS
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="unit-switch">
      <fieldset className="m-0 inline-flex rounded-full border border-line p-0.5">
        <legend className="sr-only">{labels.currency}</legend>
        {CURRENCIES.map((currency) => (
          <button key={currency} type="button" aria-pressed={prefs.currency === currency} onClick={() => choose({ currency })} className={segment}>
            {currency}
          </button>
        ))}
      </fieldset>
      <fieldset className="m-0 inline-flex rounded-full border border-line p-0.5">
        <legend className="sr-only">{labels.unit}</legend>
        {AREA_UNITS.map((unit) => (
          <button key={unit} type="button" aria-pressed={prefs.unit === unit} onClick={() => choose({ unit })} className={segment}>
            {AREA_SYMBOL[unit]}
          </button>
        ))}
      </fieldset>
    </div>
  )
}
