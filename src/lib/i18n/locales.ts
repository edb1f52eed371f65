// The locales Marsa speaks: the one list that says which and how many (adding one: docs/decisions/002).
// In negotiation order: when no browser language is one of ours, the first locale whose country list
// holds a visitor's CF-IPCountry wins (en is first and lists AE, so the UAE gets English). Arabic is
// ar-AE: a Dubai site, and Western digits, as UAE sites and the Dubai Land Department write them.

export type Dir = 'ltr' | 'rtl'

export interface Locale {
  /** Short code used in paths (`/ar/...`), the cookie and file names (`locales/ar.json`). */
  code: string
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl`. */
  iso: string
  /** The language's own name, shown in the switcher. */
  name: string
  dir: Dir
  /** ISO 3166-1 alpha-2 countries whose visitors default to this locale. */
  countries: readonly string[]
}

export const LOCALES = [
  {
    code: 'en',
    iso: 'en-US',
    name: 'English',
    dir: 'ltr',
    countries: [
      'AE',
      'US',
      'GB',
      'IE',
      'AU',
      'NZ',
      'CA',
      'IN',
      'PK',
      'SG',
      'ZA',
      'NG',
      'KE',
      'PH',
      'BD',
      'LK',
      'GH',
      'MY',
      'HK',
      'MT',
      'CY',
      'JM',
      'UG',
      'TZ',
      'ZW',
      'ZM',
      'BW',
      'NP',
    ],
  },
  {
    code: 'ar',
    iso: 'ar-AE',
    name: 'العربية',
    dir: 'rtl',
    countries: ['SA', 'EG', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'IQ', 'SY', 'YE', 'LY', 'SD', 'PS', 'DZ', 'MA', 'TN', 'MR'],
  },
  {
    code: 'fr',
    iso: 'fr-FR',
    name: 'Français',
    dir: 'ltr',
    countries: ['FR', 'BE', 'LU', 'MC', 'SN', 'CI', 'CM', 'ML', 'BF', 'NE', 'TD', 'GN', 'BJ', 'TG', 'CD', 'CG', 'GA', 'MG', 'HT', 'RE', 'GP', 'MQ', 'NC', 'PF'],
  },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', dir: 'ltr', countries: ['DE', 'AT', 'CH', 'LI'] },
  { code: 'it', iso: 'it-IT', name: 'Italiano', dir: 'ltr', countries: ['IT', 'SM', 'VA'] },
  { code: 'ko', iso: 'ko-KR', name: '한국어', dir: 'ltr', countries: ['KR'] },
  { code: 'nl', iso: 'nl-NL', name: 'Nederlands', dir: 'ltr', countries: ['NL', 'SR', 'AW', 'CW', 'SX'] },
  { code: 'hu', iso: 'hu-HU', name: 'Magyar', dir: 'ltr', countries: ['HU'] },
  { code: 'he', iso: 'he-IL', name: 'עברית', dir: 'rtl', countries: ['IL'] },
  { code: 'tr', iso: 'tr-TR', name: 'Türkçe', dir: 'ltr', countries: ['TR'] },
  {
    code: 'es',
    iso: 'es-ES',
    name: 'Español',
    dir: 'ltr',
    countries: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY', 'PR', 'GQ'],
  },
  { code: 'ru', iso: 'ru-RU', name: 'Русский', dir: 'ltr', countries: ['RU', 'BY', 'KZ', 'KG', 'UZ', 'TJ', 'TM', 'AZ', 'AM'] },
  { code: 'ro', iso: 'ro-RO', name: 'Română', dir: 'ltr', countries: ['RO', 'MD'] },
] as const satisfies readonly Locale[]

export type LocaleCode = (typeof LOCALES)[number]['code']

export const DEFAULT_LOCALE: LocaleCode = 'en'

export const LOCALE_CODES = LOCALES.map((l) => l.code) as readonly LocaleCode[]

/** Narrows an untrusted string (path segment, cookie, header) to a supported locale code. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value)
}

export function getLocale(code: LocaleCode): Locale {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0]
}

/** Splits `/fr/terms` into `fr` and `/terms`; a path without a locale prefix comes back unchanged. */
export function splitLocalePrefix(path: string): { prefix: LocaleCode | null; path: string } {
  const first = path.split('/')[1]
  if (!isLocaleCode(first)) return { prefix: null, path }
  return { prefix: first, path: path.slice(first.length + 1) || '/' }
}

export function stripLocalePrefix(path: string): string {
  return splitLocalePrefix(path).path
}

/** `path` under the locale prefix when the visitor came through one (`/fr/account`, `/fr` for `/`), else as it is. */
export function withLocalePrefix(locale: string, prefixed: boolean, path: string): string {
  if (!prefixed) return path
  // The root keeps no slash of its own: `/?reviews=12` is `/fr?reviews=12` (`/fr/` would redirect).
  return `/${locale}${path === '/' ? '' : /^\/[?#]/.test(path) ? path.slice(1) : path}`
}
