// The international phone field (spec §5). Before hydration, or with no JavaScript at all, it is a
// native country <select> and a tel input: the server reads both and parses with parsePhone(value,
// { country }). Hydrated, it adds type-ahead on the country, follows the country of a number typed
// with +, validates on blur and posts the E.164 number in `{name}_e164` as well.
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react'
import { Icon } from '../../../components/Icon'
import { type CountryCode, countryFromPhone, countryTable, flagEmoji, PHONE_DEFAULTS, parsePhone } from '../../../lib/phone/phone'
import { useMounted } from '../../../lib/use-mounted'
import {
  chosenOptionMarkup,
  noscriptCountrySelect,
  optionName,
  optionsMarkup,
  prefixMatcher,
  TYPEAHEAD_IDLE,
  TYPEAHEAD_RESET_MS,
  typeahead,
} from './phone-input'

export interface PhoneInputLabels {
  /** Accessible name of the country selector: "Country code". */
  country: string
  /** Shown beside the selector while the visitor types a country name: "Search country". */
  search: string
  /** Shown and announced when the typed name matches no country. */
  noResults: string
}

export interface PhoneInputProps {
  /** Field name (default `telephone`); the selector posts `{name}_country`, the island `{name}_e164`. */
  name?: string
  id: string
  label: string
  /** Preselected country (the server passes CF-IPCountry); unknown or not allowed → AE, then the first allowed. */
  defaultCountry: CountryCode
  /** Names and sorts the countries. */
  locale: string
  /** Offer and accept only these countries (default: all). */
  allowed?: CountryCode[]
  /** Allow only digits, spaces, parentheses, `+` and `-` (default false). */
  strictChars?: boolean
  required?: boolean
  /** Shown under the field when the number does not validate on blur. */
  invalidMessage: string
  /** The server's error for this field after a failed post; shown until the visitor edits or leaves the field. */
  error?: string
  defaultValue?: string
  labels: PhoneInputLabels
  /** Ids of further descriptions (a hint) for the number input. */
  describedBy?: string
  /** The number's placeholder, translated (default: the spec's English "Enter a phone number"). */
  placeholder?: string
}

/** Which message shows: the server's, none while typing a fresh value, or the live client verdict after a blur. */
type Feedback = 'server' | 'quiet' | 'live'

export default function PhoneInput({
  name = PHONE_DEFAULTS.name,
  id,
  label,
  defaultCountry,
  locale,
  allowed,
  strictChars,
  required,
  invalidMessage,
  error,
  defaultValue = '',
  labels,
  describedBy,
  placeholder = PHONE_DEFAULTS.placeholder,
}: PhoneInputProps) {
  const countries = useMemo(() => {
    const table = countryTable(locale)
    return allowed ? table.filter((c) => allowed.includes(c.iso2)) : table
  }, [locale, allowed])
  const matches = useMemo(() => prefixMatcher(locale), [locale])
  const offered = (iso2: string | undefined) => countries.some((c) => c.iso2 === iso2)
  const [value, setValue] = useState(defaultValue)
  const [country, setCountry] = useState(() => {
    const preferred = [countryFromPhone(defaultValue), defaultCountry?.toUpperCase(), 'AE'].find(offered)
    return preferred ?? countries[0]?.iso2 ?? 'AE'
  })
  const [feedback, setFeedback] = useState<Feedback>('server')
  const [search, setSearch] = useState(TYPEAHEAD_IDLE)
  const [searchMiss, setSearchMiss] = useState(false)
  // No `{name}_e164` before hydration: a no-JS post must not carry a number the visitor since changed.
  const mounted = useMounted()

  const parseOptions = { country, allowed, strictChars }
  const result = parsePhone(value, parseOptions)
  const invalid = !result.ok && (result.reason !== 'empty' || Boolean(required))
  const message = feedback === 'server' ? error : feedback === 'live' && invalid ? invalidMessage : undefined
  const selected = countries.find((c) => c.iso2 === country)
  const errorId = `${id}-error`
  const countryId = `${id}-country`
  const server = typeof document === 'undefined'
  // The server's choice, fixed: the <noscript> text never changes after hydration.
  const [initialCountry] = useState(country)

  // A new message from the form (its own check before sending, or the server's answer) speaks again.
  useEffect(() => {
    if (error) setFeedback('server')
  }, [error])

  useEffect(() => {
    if (!search.buffer) return
    const timer = setTimeout(() => setSearch(TYPEAHEAD_IDLE), TYPEAHEAD_RESET_MS)
    return () => clearTimeout(timer)
  }, [search])

  function chooseCountry(iso2: CountryCode) {
    setCountry(iso2)
    // The server's message was about the old choice: from now on the live verdict speaks.
    if (feedback === 'server') setFeedback('live')
  }

  function onCountryKey(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    // Match the options as shown: their text and order are the server's (see below).
    const select = event.currentTarget
    const options = [...select.options]
    const step = typeahead(
      search,
      event.key,
      event.timeStamp,
      options.map((o) => optionName(o.text)),
      select.selectedIndex,
      matches,
    )
    if (!step) return
    event.preventDefault()
    setSearch(step.state)
    setSearchMiss(step.index < 0)
    const found = options[step.index]
    if (found) chooseCountry(found.value as CountryCode)
  }

  function onNumberChange(next: string) {
    setValue(next)
    const detected = countryFromPhone(next)
    if (detected && offered(detected)) setCountry(detected)
    if (feedback === 'server' || parsePhone(next, parseOptions).ok) setFeedback('quiet')
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      <div
        className={`relative flex h-12 rounded-xl border bg-bg text-fg transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
          message ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
      >
        <div className="relative flex shrink-0 items-center rounded-s-xl border-e border-line has-[:focus-visible]:bg-primary/10">
          <label htmlFor={countryId} className="sr-only">
            {labels.country}
          </label>
          <span aria-hidden="true" className="pointer-events-none flex min-w-[6.5rem] items-center gap-2 ps-3 pe-8 sm:ps-4">
            <span className="text-xl leading-none">{selected ? flagEmoji(selected.iso2) : ''}</span>
            <span dir="ltr" className="text-base tabular-nums">
              +{selected?.dialCode}
            </span>
          </span>
          {/* Transparent over the flag and code. From the server it carries its chosen country only and no
              name: the island loader (src/client.tsx) names it and moves the whole list in from the
              <noscript> below on first contact or once the page is idle. Without scripting it is hidden and
              the <noscript>'s selector, shown in its place, is the one that posts. */}
          <select
            id={countryId}
            name={server ? undefined : `${name}_country`}
            data-name={`${name}_country`}
            data-countries=""
            value={country}
            onChange={(event) => chooseCountry(event.target.value as CountryCode)}
            onKeyDown={onCountryKey}
            onBlur={() => setSearch(TYPEAHEAD_IDLE)}
            className="absolute inset-0 w-full cursor-pointer appearance-none rounded-s-xl bg-bg text-base text-fg opacity-0 outline-none [@media(scripting:none)]:hidden"
            // The options as one memoised HTML string (optionsMarkup). In the browser the string never
            // changes (no `selected`), so React never rewrites it: the server's option texts stay (browsers
            // name a few countries differently from the server's ICU, e.g. Hong Kong) and `value` selects.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the country table, every text escaped
            dangerouslySetInnerHTML={{ __html: server ? chosenOptionMarkup(countries, country) : optionsMarkup(countries) }}
          />
          <noscript
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the country table, every text escaped
            dangerouslySetInnerHTML={{
              __html: noscriptCountrySelect(countries, initialCountry, { id: `${countryId}-all`, name: `${name}_country`, label: labels.country }),
            }}
          />
          <Icon name="chevron" className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted" />
          {search.buffer ? (
            <span aria-hidden="true" className="absolute start-0 top-full z-10 mt-2 whitespace-nowrap rounded-lg bg-fg px-2.5 py-1 text-xs text-bg shadow-lg">
              {searchMiss ? labels.noResults : `${labels.search}: ${search.buffer}`}
            </span>
          ) : null}
          <span role="status" className="sr-only">
            {search.buffer && searchMiss ? labels.noResults : ''}
          </span>
        </div>
        <input
          id={id}
          type={PHONE_DEFAULTS.type}
          name={name}
          value={value}
          onChange={(event) => onNumberChange(event.target.value)}
          onBlur={() => setFeedback('live')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_DEFAULTS.maxLength}
          placeholder={placeholder}
          dir="ltr"
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={[describedBy, message ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          className="h-full min-w-0 flex-1 rounded-e-xl bg-transparent px-3 text-base text-fg outline-none placeholder:text-muted rtl:text-right sm:px-4"
        />
        {mounted && result.ok ? <input type="hidden" name={`${name}_e164`} value={result.e164} /> : null}
      </div>
      {message ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
          </svg>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  )
}
