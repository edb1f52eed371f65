// The bundled catalogues follow LOCALES: one per locale, no other, and each is its own file (a
// catalogue imported under another code, or a locale added without its import, fails here).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLED_CATALOGS } from './catalogs'
import { LOCALE_CODES } from './locales'

describe('BUNDLED_CATALOGS', () => {
  it('has a catalogue for every locale of LOCALES and for nothing else', () => {
    expect(Object.keys(BUNDLED_CATALOGS).sort()).toEqual([...LOCALE_CODES].sort())
  })

  it.each(LOCALE_CODES)('bundles locales/%s.json under its own code', (code) => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${code}.json`), 'utf8'))
    expect(BUNDLED_CATALOGS[code]).toEqual(file)
  })
})
