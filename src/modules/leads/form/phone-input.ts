// The phone field's country options and their type-ahead (spec §5): letters typed within 700 ms
// of each other build a search; the selector jumps to the first country whose localized name starts
// with it. Ours, not the native select's, because the option texts start with a flag emoji (which
// the browser's own type-ahead would have to match) and browsers reset after differing delays.

import { collator, perLocale } from '../../../lib/intl'
import { type CountryEntry, flagEmoji } from '../../../lib/phone/phone'

const RTL_SCRIPT = /[\u0590-\u08ff]/

/**
 * An option's text: `🇦🇪 United Arab Emirates +971`. In a right-to-left name the calling code is
 * isolated left-to-right, or the plus would show after the digits.
 */
export function optionText({ iso2, name, dialCode }: CountryEntry): string {
  return `${flagEmoji(iso2)} ${name} ${RTL_SCRIPT.test(name) ? `\u2066+${dialCode}\u2069` : `+${dialCode}`}`
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const optionTag = (c: CountryEntry, selected: boolean) => `<option value="${c.iso2}"${selected ? ' selected=""' : ''}>${escapeHtml(optionText(c))}</option>`

const markupCache = new WeakMap<readonly CountryEntry[], Map<string, string>>()

/**
 * The country `<option>`s as one HTML string, `selected` on `selected` (none: the select's value
 * decides), built once per country list and choice. ~245 options rendered by React cost ~0.25 ms a
 * page; the string costs nothing after the first time.
 */
export function optionsMarkup(countries: readonly CountryEntry[], selected?: string): string {
  let byChoice = markupCache.get(countries)
  if (!byChoice) {
    byChoice = new Map()
    markupCache.set(countries, byChoice)
  }
  const key = selected ?? ''
  let html = byChoice.get(key)
  if (html === undefined) {
    html = countries.map((c) => optionTag(c, c.iso2 === selected)).join('')
    byChoice.set(key, html)
  }
  return html
}

/**
 * The full country selector for pages without JavaScript, as the content of the `<noscript>` beside
 * the island's selector (which the server sends with its chosen country only: src/client.tsx moves
 * these options into it). With scripting on, the browser keeps a `<noscript>`'s content as text: ~245
 * options that cost a phone's first paint ~25 ms of parsing and style are then never built before
 * they are needed. `selected` is the server's choice.
 */
export function noscriptCountrySelect(
  countries: readonly CountryEntry[],
  selected: string,
  { id, name, label }: { id: string; name: string; label: string },
): string {
  return `<select id="${escapeHtml(id)}" name="${escapeHtml(name)}" aria-label="${escapeHtml(label)}" class="${NOSCRIPT_SELECT_CLASS}">${optionsMarkup(countries, selected)}</select>`
}

const NOSCRIPT_SELECT_CLASS = 'absolute inset-0 w-full cursor-pointer appearance-none rounded-s-xl bg-bg ps-3 pe-8 text-base text-fg outline-none'

/** Only `selected`'s option, marked selected: what the server puts in the island's selector. */
export function chosenOptionMarkup(countries: readonly CountryEntry[], selected: string): string {
  const country = countries.find((c) => c.iso2 === selected)
  return country ? optionTag(country, true) : ''
}

/** The country name inside an option's text: what the visitor sees, and so what type-ahead matches. */
export function optionName(text: string): string {
  return text.trim().replace(/^\S+\s+|\s+\S+$/g, '')
}

/** Spec constant: a pause this long (ms) starts a new search. */
export const TYPEAHEAD_RESET_MS = 700

export interface TypeaheadState {
  /** What has been typed so far in this search. */
  buffer: string
  /** When the last character was typed (ms, any monotonic clock). */
  at: number
}

export const TYPEAHEAD_IDLE: TypeaheadState = { buffer: '', at: Number.NEGATIVE_INFINITY }

/** `(name, prefix) → does name start with prefix`, ignoring case and accents (`cote` finds Côte d’Ivoire). */
/** Built once per locale (a collator costs ~0.1 ms, and every server render would build one). */
export function prefixMatcher(locale: string): (name: string, prefix: string) => boolean {
  return perLocale(`phone-prefix:${locale}`, () => {
    let compare: Intl.Collator
    try {
      compare = collator(locale, { usage: 'search', sensitivity: 'base' })
    } catch {
      compare = collator('en', { usage: 'search', sensitivity: 'base' })
    }
    return (name: string, prefix: string) => compare.compare(name.slice(0, prefix.length), prefix) === 0
  })
}

export interface TypeaheadResult {
  state: TypeaheadState
  /** The option to select; -1 when nothing matches (the search goes on: the visitor can fix it). */
  index: number
}

/**
 * One key press. The first country (from the top) whose name starts with the search wins; pressing
 * the same letter again cycles through the countries starting with it, after the current one. A
 * space continues a search but never starts one (it opens the select). Returns `null` for a key
 * that is not ours: the select then behaves natively.
 */
export function typeahead(
  state: TypeaheadState,
  key: string,
  now: number,
  names: readonly string[],
  current: number,
  matches: (name: string, prefix: string) => boolean,
): TypeaheadResult | null {
  if ([...key].length !== 1) return null
  const fresh = now - state.at >= TYPEAHEAD_RESET_MS
  if (key === ' ' && (fresh || !state.buffer)) return null
  const buffer = fresh ? key : state.buffer + key
  const next = { buffer, at: now }
  const first = names.findIndex((name) => matches(name, buffer))
  if (first >= 0) return { state: next, index: first }
  const repeated = [...buffer].every((c) => c === key)
  if (!repeated) return { state: next, index: -1 }
  for (let step = 1; step <= names.length; step++) {
    const i = (current + step) % names.length
    if (matches(names[i] ?? '', key)) return { state: next, index: i }
  }
  return { state: next, index: -1 }
}
