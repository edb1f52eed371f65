import { describe, expect, it } from 'vitest'
import { countryTable } from '../../../lib/phone/phone'
import { optionName, optionsMarkup, optionText, prefixMatcher, TYPEAHEAD_IDLE, TYPEAHEAD_RESET_MS, type TypeaheadState, typeahead } from './phone-input'

const table = countryTable('en')
const names = table.map((c) => c.name)
const matches = prefixMatcher('en')
const indexOf = (iso2: string) => table.findIndex((c) => c.iso2 === iso2)

/** Types `keys` at the given times (ms) and returns the ISO code selected after each key. */
function type(keys: [string, number][], start = 'AE', list = names, match = matches, codes: readonly string[] = table.map((c) => c.iso2)) {
  let state: TypeaheadState = TYPEAHEAD_IDLE
  let current = codes.indexOf(start)
  return keys.map(([key, now]) => {
    const step = typeahead(state, key, now, list, current, match)
    if (!step) return null
    state = step.state
    if (step.index >= 0) current = step.index
    return step.index >= 0 ? codes[step.index] : '-'
  })
}

describe('country type-ahead', () => {
  it('resets after exactly 700 ms', () => {
    expect(TYPEAHEAD_RESET_MS).toBe(700)
  })

  it('jumps to the first country whose name starts with the typed letters', () => {
    // "U.S. Virgin Islands" sorts first among the U's (the full stop before letters).
    expect(
      type([
        ['u', 1000],
        ['n', 1100],
        ['i', 1200],
        ['t', 1300],
        ['e', 1400],
        ['d', 1500],
        [' ', 1600],
        ['k', 1700],
      ]),
    ).toEqual(['VI', 'AE', 'AE', 'AE', 'AE', 'AE', 'AE', 'GB'])
  })

  it('keeps the search going at 699 ms and starts afresh at 700 ms', () => {
    expect(
      type([
        ['f', 0],
        ['r', 699],
      ]),
    ).toEqual(['FK', 'FR'])
    expect(
      type([
        ['f', 0],
        ['r', 700],
      ]),
    ).toEqual(['FK', 'RE']) // a fresh "r": Réunion
  })

  it('cycles through the countries starting with a letter pressed repeatedly', () => {
    expect(
      type([
        ['u', 0],
        ['u', 100],
        ['u', 200],
        ['u', 300],
      ]),
    ).toEqual(['VI', 'UG', 'UA', 'AE'])
  })

  it('ignores case and accents, and finds localized names', () => {
    expect(type([['Å', 0]])).toEqual(['AF'])
    const fr = countryTable('fr')
    const frNames = fr.map((c) => c.name)
    const frCodes = fr.map((c) => c.iso2)
    expect(
      type(
        [
          ['e', 0],
          ['m', 50],
        ],
        'AE',
        frNames,
        prefixMatcher('fr'),
        frCodes,
      ),
    ).toEqual(['EG', 'AE'])
    const ar = countryTable('ar')
    expect(
      type(
        [...'الإمارات'].map((key, i) => [key, i * 100] as [string, number]),
        'FR',
        ar.map((c) => c.name),
        prefixMatcher('ar'),
        ar.map((c) => c.iso2),
      ).at(-1),
    ).toBe('AE')
  })

  it('reports no match and keeps the search so the visitor can correct it', () => {
    expect(
      type([
        ['z', 0],
        ['q', 100],
      ]),
    ).toEqual(['ZM', '-'])
  })

  it('leaves space (opens the select), navigation keys and an idle space to the browser', () => {
    for (const key of ['ArrowDown', 'Enter', 'Tab', 'Escape', ' ']) expect(typeahead(TYPEAHEAD_IDLE, key, 0, names, 0, matches)).toBeNull()
    expect(typeahead({ buffer: 'united', at: 0 }, ' ', TYPEAHEAD_RESET_MS, names, 0, matches)).toBeNull()
    expect(typeahead({ buffer: 'united', at: 0 }, ' ', 10, names, 0, matches)).toEqual({ state: { buffer: 'united ', at: 10 }, index: indexOf('AE') })
  })
})

describe('country options', () => {
  it('shows flag, name and calling code, isolating the code left-to-right in a right-to-left name', () => {
    expect(optionText({ iso2: 'AE', name: 'United Arab Emirates', dialCode: '971', priority: 0 })).toBe('🇦🇪 United Arab Emirates +971')
    expect(optionText({ iso2: 'AE', name: 'الإمارات العربية المتحدة', dialCode: '971', priority: 0 })).toBe('🇦🇪 الإمارات العربية المتحدة \u2066+971\u2069')
  })

  it.each(['en', 'fr', 'ar', 'he', 'ko'])('reads every name back from its option text (%s)', (locale) => {
    for (const country of countryTable(locale)) expect(optionName(optionText(country))).toBe(country.name)
  })
})

describe('optionsMarkup', () => {
  const countries = [
    { iso2: 'AE', name: 'United Arab Emirates', dialCode: '971', priority: 0 },
    { iso2: 'XK', name: 'Kosovo <&> "test"', dialCode: '383', priority: 0 },
  ] as unknown as Parameters<typeof optionsMarkup>[0]

  it('marks only the chosen country selected, and escapes every text', () => {
    expect(optionsMarkup(countries, 'AE')).toBe(
      '<option value="AE" selected="">🇦🇪 United Arab Emirates +971</option><option value="XK">🇽🇰 Kosovo &lt;&amp;&gt; &quot;test&quot; +383</option>',
    )
    expect(optionsMarkup(countries)).not.toContain('selected')
  })
})
