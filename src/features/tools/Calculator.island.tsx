// One buyer calculator: its form and its results. Without JavaScript it is a GET form the server
// answers with this same markup (results, or an error under each field); hydrated, it recomputes as
// the visitor types and keeps the URL's query in step, so a result can still be shared. The inputs
// stay uncontrolled (nothing typed before hydration is lost); a field's error shows once it was left
// or the form sent, then follows each keystroke.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FIELDS, type FieldName, readField } from '../../lib/finance/fields'
import { computeTool, type Query, readForm, TOOL_FIELDS, type Tool } from '../../lib/finance/forms'
import { estimateRent } from '../../lib/finance/rental-yield'
import type { Currency, Rates } from '../../lib/money'
import { Results } from './Results'
import { type AreaRent, type CalculatorText, fill } from './text'

export interface CalculatorProps {
  tool: Tool
  /** BCP 47 locale for Intl. */
  locale: string
  /** Each tool's page in this locale (`/fr/tools/mortgage`): the form's action and the next links. */
  paths: Record<Tool, string>
  /** Every field's text as shown: what the visitor sent, else the starting value in the locale's digits. */
  values: Query
  /** True when the values came from the visitor: their errors show at once. */
  submitted: boolean
  currency: Currency
  rates: Rates
  /** Bounds and an example of each field written in the locale ({{min}}/{{max}}/{{example}} of the error texts). */
  bounds: Partial<Record<FieldName, { min: string; max: string; example: string }>>
  text: CalculatorText
  /** The yield tool's areas with a typical rent (none: no area choice). */
  areas?: AreaRent[]
}

const CHOICES: Record<Tool, readonly ('buyer' | 'home' | 'offplan' | 'seller' | 'mortgaged')[]> = {
  mortgage: ['buyer', 'home', 'offplan'],
  costs: ['seller'],
  yield: [],
  'golden-visa': ['offplan', 'mortgaged'],
}

/** The query a form's values make (empty fields left out). */
function toQuery(values: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value)
  return params.toString()
}

/** Fields in dirhams: their "enter a number" example is a price ("1,500,000 or 1.5m"); the others get one of their own. */
const MONEY = new Set<FieldName>(['price', 'down', 'loan', 'income', 'rent'])

const inputClass =
  'block h-12 w-full min-w-0 rounded-xl border bg-bg px-4 text-base font-medium tabular-nums text-fg transition-colors hover:border-neutral-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:border-neutral-500'

export default function Calculator({ tool, locale, paths, values: initial, submitted, currency, rates, bounds, text, areas = [] }: CalculatorProps) {
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Set<string>>(() => new Set(submitted ? Object.keys(initial) : []))

  // Whatever was typed between the first paint and hydration counts.
  useEffect(() => {
    const element = form.current
    if (!element) return
    const typed: Query = Object.fromEntries([...new FormData(element).entries()].map(([k, v]) => [k, String(v)]))
    for (const flag of ['offplan', 'mortgaged']) if (CHOICES[tool].includes(flag as 'offplan')) typed[flag] = typed[flag] ?? ''
    const changed = Object.entries(typed).some(([name, value]) => (initial[name] ?? '') !== value)
    if (changed) setValues((current) => ({ ...current, ...typed }))
  }, [tool, initial])

  // The URL follows the form once the visitor changed something, so the result can be shared.
  useEffect(() => {
    if (values !== initial) window.history.replaceState(null, '', `${window.location.pathname}?${toQuery(values)}`)
  }, [values, initial])

  const state = readForm(tool, values)
  const results = computeTool(tool, state)

  function update(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
  }

  /** Fills in the rent from `slug`'s typical rent for the size typed (the server does the same for a form sent with "Estimate"). */
  function estimateFrom(slug: string) {
    const area = areas.find((a) => a.slug === slug)
    const size = readField(FIELDS.size, values.size ?? FIELDS.size.initial)
    if (!area || !size.ok || !size.value) return update('area', slug)
    const rent = new Intl.NumberFormat(locale).format(estimateRent(area.rate, size.value))
    const input = form.current?.elements.namedItem('rent')
    if (input instanceof HTMLInputElement) input.value = rent
    setValues((current) => ({ ...current, area: slug, rent }))
  }

  const area = areas.find((a) => a.slug === values.area)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(new Set(Object.keys(values)))
    const first = TOOL_FIELDS[tool].find((name) => state.errors[name])
    if (first) document.getElementById(`tool-${first}`)?.focus()
    else window.history.replaceState(null, '', `${window.location.pathname}?${toQuery(values)}`)
  }

  return (
    <form
      ref={form}
      method="get"
      action={paths[tool]}
      noValidate
      onSubmit={submit}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12"
    >
      <div className="grid content-start gap-5">
        {/* Enter in a field calculates: the first submit button is the form's default, and "Estimate the rent" comes before Calculate. */}
        {areas.length > 0 && <button type="submit" hidden tabIndex={-1} aria-hidden="true" />}
        <p className="text-sm text-muted">{text.inputsNote}</p>
        {TOOL_FIELDS[tool].map((name) => {
          const id = `tool-${name}`
          const error = touched.has(name) ? state.errors[name] : undefined
          const field = text.fields[name]
          return (
            <div key={name}>
              <label htmlFor={id} className="block text-sm font-semibold text-fg">
                {field.label}
                {!FIELDS[name].required && <span className="font-normal text-muted">{` (${text.optional})`}</span>}
              </label>
              <input
                id={id}
                name={name}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                defaultValue={initial[name] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
                onChange={(event) => update(name, event.currentTarget.value)}
                onBlur={() => setTouched((current) => new Set(current).add(name))}
                className={`mt-2 ${inputClass} ${error ? 'border-red-600 dark:border-red-400' : 'border-line'}`}
              />
              <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
                {field.hint}
              </p>
              {error && (
                <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400" data-testid={`error-${name}`}>
                  {fill(text.errors[error === 'invalid' && !MONEY.has(name) ? 'invalidNumber' : error], {
                    field: field.label,
                    min: bounds[name]?.min ?? '',
                    max: bounds[name]?.max ?? '',
                    example: bounds[name]?.example ?? '',
                  })}
                </p>
              )}
              {name === 'size' && areas.length > 0 && (
                <div className="mt-5" data-testid="yield-area">
                  <label htmlFor="tool-area" className="block text-sm font-semibold text-fg">
                    {text.yieldArea.label}
                    <span className="font-normal text-muted">{` (${text.optional})`}</span>
                  </label>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <select
                      id="tool-area"
                      name="area"
                      defaultValue={initial.area ?? ''}
                      aria-describedby="tool-area-hint"
                      onChange={(event) => estimateFrom(event.currentTarget.value)}
                      className={`${inputClass} flex-1 basis-48 border-line`}
                    >
                      <option value="">{text.yieldArea.none}</option>
                      {areas.map((a) => (
                        <option key={a.slug} value={a.slug}>
                          {a.name}
                        </option>
                      ))}
                    </select>
                    <button
                      type="submit"
                      name="estimate"
                      value="1"
                      onClick={(event) => {
                        event.preventDefault()
                        if (values.area) estimateFrom(values.area)
                      }}
                      className="h-12 rounded-xl border border-line px-5 text-sm font-semibold hover:border-primary hover:text-primary focus-ring"
                    >
                      {text.yieldArea.estimate}
                    </button>
                  </div>
                  <p id="tool-area-hint" className="mt-1.5 text-sm text-muted" aria-live="polite" data-testid="yield-area-note">
                    {area ? fill(text.yieldArea.estimated, { area: area.name, rate: area.rateText, date: area.asOf }) : text.yieldArea.hint}
                  </p>
                </div>
              )}
            </div>
          )
        })}
        {CHOICES[tool].map((choice) => {
          if (choice === 'offplan' || choice === 'mortgaged') {
            const checked = values[choice] === '1'
            return (
              <label key={choice} className="flex items-center gap-3 text-sm font-semibold">
                <input
                  type="checkbox"
                  name={choice}
                  value="1"
                  defaultChecked={checked}
                  onChange={(event) => update(choice, event.currentTarget.checked ? '1' : '')}
                  className="size-5 rounded accent-primary"
                />
                {choice === 'offplan' ? text.offPlan : text.mortgaged}
              </label>
            )
          }
          const group = text[choice]
          const options =
            choice === 'buyer' ? (['expat', 'national'] as const) : choice === 'home' ? (['first', 'second'] as const) : (['agent', 'developer'] as const)
          return (
            <fieldset key={choice}>
              <legend className="text-sm font-semibold text-fg">{group.legend}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {options.map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                  >
                    <input
                      type="radio"
                      name={choice}
                      value={option}
                      defaultChecked={(values[choice] ?? '') === option || (!values[choice] && option === options[0])}
                      onChange={() => update(choice, option)}
                      className="accent-primary"
                    />
                    {(group as Record<string, string>)[option]}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        })}
        <button type="submit" className="btn-primary h-12 justify-self-start rounded-xl px-8">
          {text.submit}
        </button>
      </div>
      <Results state={state} results={results} locale={locale} paths={paths} currency={currency} rates={rates} text={text} />
    </form>
  )
}
