// The header's currency and area-unit menu, on every page: a <details> disclosure holding a GET
// form to /units, one submit button per choice, which saves it in the site-wide `marsa_units`
// cookie and comes back to this page (decision 017). Needs no JavaScript.
import { AREA_UNITS, CURRENCIES, UNITS_PATH } from '../lib/money'
import { usePage } from '../lib/page-context'
import { useUnits } from '../lib/use-units'
import { Icon } from './Icon'

const choice =
  'min-w-11 rounded-full px-3 py-1.5 text-xs font-semibold tracking-wide text-muted transition-colors hover:text-fg focus-ring aria-pressed:bg-fg aria-pressed:text-bg'

export function UnitsMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, fullPath } = usePage()
  const { prefs, labels } = useUnits()
  const current = `${prefs.currency} · ${labels[prefs.unit]}`
  return (
    <details className="group relative" data-testid="units-menu">
      <summary
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium hover:bg-neutral-100 focus-ring dark:hover:bg-neutral-800 [&::-webkit-details-marker]:hidden"
        aria-label={t('units.menu', { current })}
      >
        <bdi>{current}</bdi>
        <Icon name="chevron" className="size-3.5 transition-transform group-open:rotate-180" />
      </summary>
      <form
        method="get"
        action={UNITS_PATH}
        className={`absolute top-12 z-40 grid w-64 gap-3 rounded-2xl border border-line bg-elevated p-4 shadow-xl ${align === 'end' ? 'end-0' : 'start-0'}`}
      >
        <input type="hidden" name="next" value={fullPath} />
        <fieldset className="m-0 grid gap-1.5">
          <legend className="mb-1.5 text-xs font-semibold uppercase tracking-wider text-muted">{t('units.currency')}</legend>
          <div className="inline-flex flex-wrap gap-1">
            {CURRENCIES.map((currency) => (
              <button key={currency} type="submit" name="currency" value={currency} aria-pressed={prefs.currency === currency} className={choice}>
                {currency}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="m-0 grid gap-1.5">
          <legend className="mb-1.5 text-xs font-semibold uppercase tracking-wider text-muted">{t('units.unit')}</legend>
          <div className="inline-flex flex-wrap gap-1">
            {AREA_UNITS.map((unit) => (
              <button key={unit} type="submit" name="unit" value={unit} aria-pressed={prefs.unit === unit} className={choice}>
                {labels[unit]}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-muted">{t('units.note')}</p>
      </form>
    </details>
  )
}
