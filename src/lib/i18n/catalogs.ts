// The bundled translation catalogues (locales/*.json): the source of truth and the offline fallback.
// One static import per file (a Worker cannot read files at run time); the type makes a missing or
// extra code a compile error, and catalogs.test.ts checks each against LOCALES and its file on disk.
import ar from '../../../locales/ar.json'
import de from '../../../locales/de.json'
import en from '../../../locales/en.json'
import es from '../../../locales/es.json'
import fr from '../../../locales/fr.json'
import he from '../../../locales/he.json'
import hu from '../../../locales/hu.json'
import it from '../../../locales/it.json'
import ko from '../../../locales/ko.json'
import nl from '../../../locales/nl.json'
import ro from '../../../locales/ro.json'
import ru from '../../../locales/ru.json'
import tr from '../../../locales/tr.json'
import type { LocaleCode } from './locales'

export interface Catalog {
  [key: string]: string | Catalog
}

/** Every locale of LOCALES, each with its own file. */
export const BUNDLED_CATALOGS: Record<LocaleCode, Catalog> = { en, ar, fr, de, it, ko, nl, hu, he, tr, es, ru, ro }
