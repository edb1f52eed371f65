// Prices are stored in AED and sizes in square feet; visitors see them in one site-wide currency
// (AED, USD, EUR, GBP) and area unit (sq ft, m²), their `marsa_units` cookie (docs/decisions/017).
// The AED is pegged at 3.6725 per USD; EUR and GBP rates come from config (CURRENCY_RATES). A
// converted price is rounded and marked approximate (≈ €163K); a price in AED is exact.
import { numberFormat } from './intl'

export const CURRENCIES = ['AED', 'USD', 'EUR', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]
/** AED per one unit of each currency. */
export type Rates = Record<Currency, number>

export const AED_PER_USD = 3.6725
export const DEFAULT_RATES: Rates = { AED: 1, USD: AED_PER_USD, EUR: 3.98, GBP: 4.65 }
export const SQFT_PER_SQM = 10.7639

export const AREA_UNITS = ['sqft', 'sqm'] as const
export type AreaUnit = (typeof AREA_UNITS)[number]
/** The unit names in the visitor's language (`units.sqft`, `units.sqm`), shown after a number. */
export type AreaLabels = Record<AreaUnit, string>

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

export const isAreaUnit = (value: unknown): value is AreaUnit => value === 'sqft' || value === 'sqm'

/** `CURRENCY_RATES` like `EUR=3.98,GBP=4.65` (AED per unit); AED and USD are fixed by the peg. */
export function parseRates(config: string | undefined): Rates {
  const rates = { ...DEFAULT_RATES }
  for (const pair of (config ?? '').split(',')) {
    const [code, value] = pair.split('=').map((s) => s.trim())
    const rate = Number(value)
    if ((code === 'EUR' || code === 'GBP') && Number.isFinite(rate) && rate > 0.1 && rate < 100) rates[code] = rate
  }
  return rates
}

export const toCurrency = (aed: number, currency: Currency, rates: Rates) => aed / rates[currency]
export const fromCurrency = (amount: number, currency: Currency, rates: Rates) => amount * rates[currency]

/** The approximate sign before a converted amount. */
export const APPROX = '≈'

/**
 * A price for people: AED exact (`AED 2,150,000`); another currency converted at a reference rate,
 * so rounded to three significant digits in the locale's compact form and marked approximate
 * (`≈ €163K`, `≈ 1,26 Mio. €`), never
 * to the unit (`EUR 163,317` claims a precision the rate does not have; review F2.10).
 */
export function formatPrice(aed: number, currency: Currency, rates: Rates, locale: string): string {
  if (currency === 'AED') return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0 }).format(aed)
  const converted = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    // Three significant digits, also where the language has no short form for thousands (de: `163.000 €`).
    maximumSignificantDigits: 3,
  }).format(toCurrency(aed, currency, rates))
  return `${APPROX} ${converted}`
}

/** A price step written short, in its currency's code: `AED 1.5M`, `USD 250K` (search choices, chips, wider searches). */
export const formatPriceStep = (amount: number, currency: Currency, locale: string): string =>
  numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 1 }).format(amount)

/**
 * A price as short as a map marker needs it: `2.2M` in AED (the map names the currency), `$585K`,
 * `€1.3M` in another one (approximate by nature, like every compact figure).
 */
export function formatPriceShort(aed: number, currency: Currency, rates: Rates, locale: string): string {
  const compact = { notation: 'compact', maximumFractionDigits: 1 } as const
  return currency === 'AED'
    ? numberFormat(locale, compact).format(aed)
    : numberFormat(locale, { ...compact, style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(toCurrency(aed, currency, rates))
}

/** The exact amount in `currency` (reference rates, whole units): `USD 585,433`. For figures that must not be rounded. */
export function formatMoney(aed: number, currency: Currency, rates: Rates, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0 }).format(toCurrency(aed, currency, rates))
}

/** Square feet in `unit`. */
export const toAreaUnit = (sqft: number, unit: AreaUnit) => (unit === 'sqft' ? sqft : sqft / SQFT_PER_SQM)

/** `760 sq ft`, `71 m²`, `760 قدم مربعة`: whole units in the locale's digits, the unit's name from the locale. */
export function formatArea(sqft: number, unit: AreaUnit, locale: string, labels: AreaLabels): string {
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(toAreaUnit(sqft, unit))} ${labels[unit]}`
}

/** Price per area (`aedPerSqft` in AED per square foot) in `currency` per `unit`: `AED 2,829 / sq ft`, `≈ €7.6K / m²`. */
export function formatPricePerArea(aedPerSqft: number, currency: Currency, unit: AreaUnit, rates: Rates, locale: string, labels: AreaLabels): string {
  const perUnit = unit === 'sqft' ? aedPerSqft : aedPerSqft * SQFT_PER_SQM
  return `${formatPrice(perUnit, currency, rates, locale)} / ${labels[unit]}`
}

/** The visitor's display choice: one currency and one area unit for the whole site. */
export interface UnitPrefs {
  currency: Currency
  unit: AreaUnit
}

/** What a page shows when nothing else is known (and what the data is stored in). */
export const BASE_UNITS: UnitPrefs = { currency: 'AED', unit: 'sqft' }

/** The cookie holding the choice: `EUR.sqm` (decision 017). */
export const UNITS_COOKIE = 'marsa_units'
/** One year, in seconds. */
export const UNITS_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const serializeUnits = (prefs: UnitPrefs) => `${prefs.currency}.${prefs.unit}`

/** The stored choice; each half that is missing or unknown is left out (the default fills it). */
export function parseUnitsCookie(value: string | undefined): Partial<UnitPrefs> {
  const [currency, unit] = (value ?? '').split('.')
  return { ...(isCurrency(currency) ? { currency } : {}), ...(isAreaUnit(unit) ? { unit } : {}) }
}

/** Countries whose currency is the euro (CF-IPCountry codes). */
const EURO_AREA = new Set(['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'])
/** Where people live in AED or a currency pegged near it: the Gulf prices in dirhams. */
const GULF = new Set(['AE', 'SA', 'QA', 'KW', 'BH', 'OM'])
/** Interface languages whose speakers mostly price property in euros when the country says nothing. */
const EURO_LOCALES = new Set(['de', 'fr', 'it', 'es', 'nl'])
/** Interface languages of places that measure in square feet (Dubai's own unit); everyone else thinks in m². */
const SQFT_LOCALES = new Set(['en', 'ar'])

/**
 * The default when the visitor has not chosen (decision 017): the currency of the visitor's
 * country (GB → GBP, US → USD, the euro area → EUR, the Gulf → AED), else EUR for de/fr/it/es/nl,
 * else AED; square feet for English and Arabic, m² for every other language.
 */
export function defaultUnits(locale: string, country: string | undefined): UnitPrefs {
  const byCountry: Currency | undefined =
    country === undefined
      ? undefined
      : GULF.has(country)
        ? 'AED'
        : country === 'GB'
          ? 'GBP'
          : country === 'US'
            ? 'USD'
            : EURO_AREA.has(country)
              ? 'EUR'
              : undefined
  const currency = byCountry ?? (EURO_LOCALES.has(locale) ? 'EUR' : 'AED')
  return { currency, unit: SQFT_LOCALES.has(locale) ? 'sqft' : 'sqm' }
}

/** The visitor's choice from the cookie, each missing half from the default. */
export function resolveUnits(cookie: string | undefined, locale: string, country: string | undefined): UnitPrefs {
  return { ...defaultUnits(locale, country), ...parseUnitsCookie(cookie) }
}

/** The endpoint that saves a choice in the cookie and returns to `next` (src/features/units). */
export const UNITS_PATH = '/units'

/** A link (or fetch) that saves `choice` and comes back to `next`: `/units?currency=EUR&next=%2Fcatalog`. */
export function unitsHref(choice: Partial<UnitPrefs>, next: string): string {
  const query = new URLSearchParams()
  if (choice.currency) query.set('currency', choice.currency)
  if (choice.unit) query.set('unit', choice.unit)
  query.set('next', next)
  return `${UNITS_PATH}?${query}`
}

/** Price steps a search offers per currency (the visitor's chosen currency): the catalogue's filters and the home hero's. */
export const PRICE_STEPS: Record<Currency, readonly number[]> = {
  AED: [500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000],
  USD: [150_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_500_000, 5_000_000, 10_000_000],
  EUR: [150_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_500_000, 5_000_000, 10_000_000],
  GBP: [100_000, 200_000, 400_000, 600_000, 800_000, 1_000_000, 2_000_000, 4_000_000, 8_000_000],
}
