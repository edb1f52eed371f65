// The developer as its page shows it in one locale: texts localized (English where not translated,
// marked so), the track record in paragraphs, the locales it is written in, its canonical URL.
import { LOCALE_CODES } from '../../lib/i18n/locales'
import { developerPath } from '../../lib/paths'
import { type Developer, localizeDeveloper } from '../../modules/content/schema'

export interface DeveloperView {
  developer: Developer & { untranslated: string[] }
  paragraphs: string[]
  /** The locales its track record is written in: the page's alternates. */
  locales: string[]
  canonical: string
}

export function developerView(developer: Developer, locale: string, origin: string): DeveloperView {
  const local = localizeDeveloper(developer, locale)
  return {
    developer: local,
    paragraphs: local.trackRecord
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
    locales: LOCALE_CODES.filter((code) => code === 'en' || Boolean(developer.translations[code]?.trackRecord)),
    canonical: `${origin}/${locale}${developerPath(developer.slug)}`,
  }
}
