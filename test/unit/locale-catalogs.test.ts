// Catalogue parity: every locale file has exactly en.json's keys, each a string with the same
// {{placeholders}} as English. Files are read from disk (not imported) so a new or broken file is
// caught too, and every failure names the file and the keys.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../src/lib/i18n/locales'

const dir = join(import.meta.dirname, '../../locales')
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()

type Leaves = Map<string, unknown>

/** Flattens a catalogue to dotted keys; objects are walked, anything else is a leaf. */
function flatten(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else out.set(prefix, value)
  return out
}

/** i18next interpolation names in a string: `{{path}}`, `{{ date }}`, `{{value, number}}` → path, date, value. */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort()
}

function read(name: string): Leaves {
  return flatten(JSON.parse(readFileSync(join(dir, name), 'utf8')))
}

const en = read('en.json')

/** i18next plural keys: `found_one`, `found_other`, and the other CLDR categories a language needs. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/
const pluralBases = new Set([...en.keys()].flatMap((key) => PLURAL.exec(key)?.[1] ?? []))

/** CLDR plural categories of a locale file's language (ar needs six, ko one). */
function categories(file: string): string[] {
  const code = file.replace(/\.json$/, '')
  return new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[]
}

describe('locale catalogues', () => {
  it('has one file per locale of LOCALES and nothing else', () => {
    expect(files).toEqual(LOCALE_CODES.map((code) => `${code}.json`).sort())
  })

  it('en.json has only non-empty string leaves', () => {
    const bad = [...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)
    expect(bad, 'en.json: keys whose value is not a non-empty string').toEqual([])
  })
})

describe.each(files)('%s', (file) => {
  const catalog = read(file)

  it('has every key of en.json', () => {
    const missing = [...en.keys()].filter((key) => !catalog.has(key))
    expect(missing, `${file}: keys missing (present in en.json)`).toEqual([])
  })

  it('has no key that en.json lacks (but the plural forms its language needs)', () => {
    const extra = [...catalog.keys()].filter((key) => {
      if (en.has(key)) return false
      const plural = PLURAL.exec(key)
      return !(plural?.[1] && pluralBases.has(plural[1]) && categories(file).includes(plural[2] ?? ''))
    })
    expect(extra, `${file}: extra keys (absent from en.json)`).toEqual([])
  })

  it('has every plural form its language needs for each plural string of en.json', () => {
    const missing = [...pluralBases].flatMap((base) => categories(file).map((category) => `${base}_${category}`)).filter((key) => !catalog.has(key))
    expect(missing, `${file}: plural forms missing`).toEqual([])
  })

  it('keeps the placeholders of en.json in every plural form (a zero/one/two form may leave out {{count}})', () => {
    const differing = [...catalog.keys()]
      .filter((key) => !en.has(key) && PLURAL.test(key))
      .filter((key) => {
        const base = PLURAL.exec(key)?.[1] ?? ''
        const expected = placeholders(en.get(`${base}_other`)).filter((name) => name !== 'count')
        const actual = placeholders(catalog.get(key)).filter((name) => name !== 'count')
        return expected.join() !== actual.join()
      })
    expect(differing, `${file}: plural forms whose placeholders differ from en.json`).toEqual([])
  })

  it('has only non-empty strings', () => {
    const bad = [...catalog].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    expect(bad, `${file}: values that are not non-empty strings`).toEqual([])
  })

  it('uses the same {{placeholders}} as en.json in every string', () => {
    const differing = [...en]
      .filter(([key]) => catalog.has(key))
      .map(([key, english]) => {
        // A singular form may say "one" in words instead of {{count}} (e.g. "un projet").
        const loose = /_(zero|one|two)$/.test(key)
        const strip = (names: string[]) => (loose ? names.filter((name) => name !== 'count') : names)
        return { key, expected: strip(placeholders(english)), actual: strip(placeholders(catalog.get(key))) }
      })
      .filter(({ expected, actual }) => expected.join() !== actual.join())
      .map(({ key, expected, actual }) => `${key}: expected {{${expected.join('}}, {{')}}} got {{${actual.join('}}, {{')}}}`)
    expect(differing, `${file}: placeholders differ from en.json`).toEqual([])
  })
})

describe('the parity checks themselves', () => {
  it('flatten() names nested keys with dots and keeps non-string leaves', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 1 } }, e: ['y'] })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 1],
      ['e', ['y']],
    ])
  })

  it('placeholders() reads i18next interpolations, with spaces and formats', () => {
    expect(placeholders('Page not found: {{path}}')).toEqual(['path'])
    expect(placeholders('{{ b }} {{a, number}} {{a}}')).toEqual(['a', 'b'])
    expect(placeholders('{{pfad}}')).not.toEqual(placeholders('{{path}}'))
    expect(placeholders('no params')).toEqual([])
  })
})
