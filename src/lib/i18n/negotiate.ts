// Picks the visitor's locale: path prefix > `i18n_language` cookie > Accept-Language (the languages
// the visitor chose in their browser, in their order) > CF-IPCountry (a guess from where they are) > en.
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from './locales'

export const LOCALE_COOKIE = 'i18n_language'
/** 365 days, as the spec's language cookie. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export interface LocaleSignals {
  /** First path segment, when it is a locale code. */
  pathLocale?: string | null
  cookie?: string | null
  country?: string | null
  acceptLanguage?: string | null
}

export type LocaleSource = 'path' | 'cookie' | 'country' | 'header' | 'default'

export function negotiateLocale(signals: LocaleSignals): { locale: LocaleCode; source: LocaleSource } {
  if (isLocaleCode(signals.pathLocale)) return { locale: signals.pathLocale, source: 'path' }
  if (isLocaleCode(signals.cookie)) return { locale: signals.cookie, source: 'cookie' }
  const byHeader = localeFromAcceptLanguage(signals.acceptLanguage)
  if (byHeader) return { locale: byHeader, source: 'header' }
  const byCountry = localeForCountry(signals.country)
  if (byCountry) return { locale: byCountry, source: 'country' }
  return { locale: DEFAULT_LOCALE, source: 'default' }
}

/** The first locale (in LOCALES order) whose country list holds `country` (ISO alpha-2). */
export function localeForCountry(country: string | null | undefined): LocaleCode | undefined {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return undefined
  const cc = country.toUpperCase()
  return LOCALES.find((l) => (l.countries as readonly string[]).includes(cc))?.code
}

/** Best supported locale from an Accept-Language header, honouring q-values; `undefined` when none fits. */
export function localeFromAcceptLanguage(header: string | null | undefined): LocaleCode | undefined {
  if (!header) return undefined
  const ranges = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number.parseFloat(q.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((r) => r.weight > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(r.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0]
    if (isLocaleCode(primary)) return primary
  }
  return undefined
}
