// Cached Intl formatters. Constructing one costs ~0.1–0.3 ms (locale data lookup); a card grid
// formats dozens of values per render, so each (locale, options) pair is built once per isolate.
const cache = new Map<string, unknown>()

function memo<T>(kind: string, locales: string, options: object | undefined, create: () => T): T {
  const key = `${kind}|${locales}|${options ? JSON.stringify(options) : ''}`
  let value = cache.get(key) as T | undefined
  if (!value) {
    value = create()
    cache.set(key, value)
  }
  return value
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => memo('n', locale, options, () => new Intl.NumberFormat(locale, options))
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  memo('d', locale, options, () => new Intl.DateTimeFormat(locale, options))
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) => memo('dn', locale, options, () => new Intl.DisplayNames([locale], options))
export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) => memo('p', locale, options, () => new Intl.PluralRules(locale, options))
export const collator = (locale: string, options?: Intl.CollatorOptions) => memo('c', locale, options, () => new Intl.Collator(locale, options))
export const listFormat = (locale: string, options?: Intl.ListFormatOptions) => memo('l', locale, options, () => new Intl.ListFormat(locale, options))

/** Any other per-locale value that is costly to build (e.g. sorted, localized lists): built once under `key`. */
export function perLocale<T>(key: string, make: () => T): T {
  return memo('v', key, undefined, make)
}
