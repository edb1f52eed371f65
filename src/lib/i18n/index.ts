// Re-exports kept to one small module so callers import locale facts from one place.
export { DEFAULT_LOCALE, getLocale, isLocaleCode, LOCALE_CODES, LOCALES, type Locale, type LocaleCode, splitLocalePrefix, stripLocalePrefix } from './locales'
export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type LocaleSource, negotiateLocale } from './negotiate'
