// Currency (AED, USD, EUR, GBP) and area unit (sq ft, m²) on the price card. Without JavaScript
// each choice is a submit button of a GET form to /units, which saves it in the site-wide cookie
// and comes back here; with JavaScript the page's prices and sizes follow at once and the cookie
// is saved in the background (decision 017).
import { useAtom } from 'jotai'
import type { MouseEvent } from 'react'
import { AREA_UNITS, type AreaLabels, CURRENCIES, UNITS_PATH, type UnitPrefs } from '../../lib/money'
import { useMounted } from '../../lib/use-mounted'
import { chosenUnitsAtom, saveUnits } from './display'

export interface UnitSwitchLabels extends AreaLabels {
  currency: string
  unit: string
}

const segment =
  'min-w-11 rounded-full px-3 py-1.5 text-xs font-semibold tracking-wide text-muted transition-colors hover:text-fg focus-ring aria-pressed:bg-fg aria-pressed:text-bg'

export default function UnitSwitch({ labels, prefs: server, next }: { labels: UnitSwitchLabels; prefs: UnitPrefs; next: string }) {
  const [chosen, choose] = useAtom(chosenUnitsAtom)
  const prefs = (useMounted() && chosen) || server
  const pick = (update: Partial<UnitPrefs>) => (event: MouseEvent) => {
    event.preventDefault()
    const picked = { ...prefs, ...update }
    choose(picked)
    void saveUnits(picked)
  }
  return (
    <form method="get" action={UNITS_PATH} className="flex flex-wrap items-center gap-2" data-testid="unit-switch">
      <input type="hidden" name="next" value={next} />
      <fieldset className="m-0 inline-flex rounded-full border border-line p-0.5">
        <legend className="sr-only">{labels.currency}</legend>
        {CURRENCIES.map((currency) => (
          <button
            key={currency}
            type="submit"
            name="currency"
            value={currency}
            aria-pressed={prefs.currency === currency}
            onClick={pick({ currency })}
            className={segment}
          >
            {currency}
          </button>
        ))}
      </fieldset>
      <fieldset className="m-0 inline-flex rounded-full border border-line p-0.5">
        <legend className="sr-only">{labels.unit}</legend>
        {AREA_UNITS.map((unit) => (
          <button key={unit} type="submit" name="unit" value={unit} aria-pressed={prefs.unit === unit} onClick={pick({ unit })} className={segment}>
            {labels[unit]}
          </button>
        ))}
      </fieldset>
    </form>
  )
}
