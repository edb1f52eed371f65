// The server's `t` remembers results per catalogue: a remembered call must read exactly as
// i18next's own answer for the same key and options, whatever was asked before it.
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import en from '../../locales/en.json'
import { getTranslator } from '../../src/lib/i18n/translations.server'

/** No remote catalogue, and a KV with nothing in it (the bundled catalogue is used) that keeps what is written. */
const emptyEnv = () => {
  const values = new Map<string, string>()
  const KV = {
    get: async (key: string) => (values.has(key) ? JSON.parse(values.get(key) ?? 'null') : null),
    put: async (key: string, value: string) => void values.set(key, value),
  }
  return { KV: KV as unknown as KVNamespace, TRANSLATIONS_URL: '', TRANSLATIONS_TTL_MINUTES: '60' }
}

const reference = async (lng: 'en' | 'ar') => {
  const i18n = i18next.createInstance()
  await i18n.init({ lng, resources: { en: { translation: en }, ar: { translation: ar } }, interpolation: { escapeValue: false } })
  return i18n.getFixedT(lng)
}

describe('the server translator', () => {
  it.each(['en', 'ar'] as const)('gives i18next’s own plural for each count, asked in any order (%s)', async (locale) => {
    const t = await getTranslator(emptyEnv(), locale, `memo-${locale}`)
    const expected = await reference(locale)
    for (const count of [0, 1, 2, 3, 11, 100, 1, 0, 2, 101, 3]) expect(t('catalog.found', { count })).toBe(expected('catalog.found', { count }))
    expect(t('catalog.found', { count: 2 })).not.toBe(t('catalog.found', { count: 11 }))
  })

  it('interpolates each value, and keeps a number apart from the same digits as text', async () => {
    const t = await getTranslator(emptyEnv(), 'en', 'memo-values')
    expect(t('blog.by', { name: 'Layla' })).toBe('By Layla')
    expect(t('blog.by', { name: 'Omar' })).toBe('By Omar')
    expect(t('blog.by', { name: 'Layla' })).toBe('By Layla')
    expect(t('catalog.showing', { shown: 12, total: 68 })).toBe('Showing 12 of 68')
    expect(t('catalog.showing', { shown: '12', total: '68' })).toBe('Showing 12 of 68')
    expect(t('catalog.showing', { shown: 24, total: 68 })).toBe('Showing 24 of 68')
    expect(t('catalog.found', { count: 1 })).toBe('1 project found')
    expect(t('catalog.found', { count: '1' as unknown as number })).toBe(t('catalog.found', { count: '1' as unknown as number }))
  })

  it('answers calls with object options from i18next itself, every time', async () => {
    const t = await getTranslator(emptyEnv(), 'en', 'memo-objects')
    expect(t('blog.by', { name: 'Layla', nested: { a: 1 } })).toBe('By Layla')
    expect(t('blog.by', { name: 'Omar', nested: { a: 1 } })).toBe('By Omar')
  })

  it('stays correct past its size limit (it starts over rather than growing without bound)', async () => {
    const t = await getTranslator(emptyEnv(), 'en', 'memo-limit')
    for (let i = 0; i < 12_000; i++) expect(t('blog.by', { name: `Visitor ${i}` })).toBe(`By Visitor ${i}`)
    expect(t('blog.by', { name: 'Visitor 3' })).toBe('By Visitor 3')
  })
})
