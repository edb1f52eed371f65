// Prices are stored in AED; visitors may see AED, USD, EUR or GBP. The AED is pegged at 3.6725
// per USD; EUR and GBP rates come from config (CURRENCY_RATES) with sensible defaults.
import { numberFormat } from './intl'

export const CURRENCIES = ['AED', 'USD', 'EUR', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]
/** AED per one unit of each currency. */
export type Rates = Record<Currency, number>

export const AED_PER_USD = 3.6725
export const DEFAULT_RATES: Rates = { AED: 1, USD: AED_PER_USD, EUR: 3.98, GBP: 4.65 }
export const SQFT_PER_SQM = 10.7639

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

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

/** "AED 1.25M" style when `compact`, else "AED 1,250,000", in the visitor's locale. */
export function formatMoney(aed: number, currency: Currency, rates: Rates, locale: string, compact = false): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 2 : 0,
  }).format(toCurrency(aed, currency, rates))
}

export function formatArea(sqft: number, unit: 'sqft' | 'sqm', locale: string): string {
  const value = unit === 'sqft' ? sqft : sqft / SQFT_PER_SQM
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ${unit === 'sqft' ? 'sq ft' : 'm²'}`
}
