// A page context for rendering server components in unit tests: English, no locale prefix, the
// default rates, on https://marsa.example; `overrides` for what a test is about.
import i18next, { type Resource } from 'i18next'
import en from '../../locales/en.json'
import { DEFAULT_RATES } from '../../src/lib/money'
import type { PageContextValue } from '../../src/lib/page-context'

/** An English translator over `catalogue` (default: the real English strings). */
export async function englishT(catalogue: Resource[string][string] = en) {
  const i18n = i18next.createInstance()
  await i18n.init({ lng: 'en', resources: { en: { translation: catalogue } }, interpolation: { escapeValue: false } })
  return i18n.getFixedT('en')
}

export function testPage(t: PageContextValue['t'], overrides: Partial<PageContextValue> = {}): PageContextValue {
  return {
    t,
    locale: 'en',
    iso: 'en-US',
    dir: 'ltr',
    href: (path) => path,
    basePath: '/',
    fullPath: '/',
    origin: 'https://marsa.example',
    nonce: 'n',
    imagePrefix: '',
    rates: DEFAULT_RATES,
    ...overrides,
  }
}
