// The location box of every property search (catalogue filters, home hero): a plain text field that
// submits with its form (no JavaScript needed: the results page understands names, aliases, typos),
// and once hydrated a combobox per the ARIA 1.2 pattern, suggesting areas, communities, developers and
// projects as you type, grouped, from /catalog/suggest. Arrow keys move through the options (the
// field keeps focus; aria-activedescendant names the option), Enter chooses, Escape closes; choosing
// a place searches it at once, choosing a project opens its page.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

export interface SuggestionOption {
  label: string
  detail: string
  /** What the field is set to (and searched) when chosen. */
  value: string
  /** A project's page: choosing it goes there. */
  href?: string
}

export interface SuggestionGroup {
  kind: 'area' | 'community' | 'developer' | 'project'
  label: string
  options: SuggestionOption[]
}

export interface Suggestions {
  groups: SuggestionGroup[]
  /** "5 suggestions", said by the live region. */
  status: string
}

export interface LocationSearchProps {
  id: string
  name: string
  defaultValue: string
  placeholder: string
  className: string
  /** The suggestions endpoint in the page's language (`/de/catalog/suggest`). */
  endpoint: string
  /** The list's accessible name. */
  label: string
}

/** Wait this long after the last keystroke before asking (a fast typist sends one request, not six). */
const DEBOUNCE_MS = 120

export default function LocationSearch({ id, name, defaultValue, placeholder, className, endpoint, label }: LocationSearchProps) {
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController; cache: Map<string, Suggestions> }>({ cache: new Map() })
  const options = suggestions?.groups.flatMap((group) => group.options) ?? []
  const optionId = (index: number) => `${listId}-${index}`

  const ask = (query: string) => {
    const state = asked.current
    clearTimeout(state.timer)
    state.controller?.abort()
    const text = query.trim()
    if (text.length < 2) {
      setSuggestions(null)
      setOpen(false)
      return
    }
    const known = state.cache.get(text)
    if (known) return show(known)
    state.timer = setTimeout(() => {
      const controller = new AbortController()
      state.controller = controller
      fetch(`${endpoint}?q=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((result) => {
          if (!result || controller.signal.aborted) return
          state.cache.set(text, result)
          show(result)
        })
        // Offline or aborted: the field still searches on submit.
        .catch(() => undefined)
    }, DEBOUNCE_MS)
  }

  const show = (result: Suggestions) => {
    setSuggestions(result)
    setActive(-1)
    setOpen(result.groups.length > 0)
  }

  // Hydrated while the visitor was already typing: suggest for what is there (once, on mount).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` reads refs and setters only; this runs once
  useEffect(() => {
    const field = input.current
    if (field && document.activeElement === field && field.value) ask(field.value)
    return () => clearTimeout(asked.current.timer)
  }, [])

  const choose = (option: SuggestionOption) => {
    const field = input.current
    if (!field) return
    setOpen(false)
    if (option.href) {
      window.location.assign(option.href)
      return
    }
    field.value = option.value
    field.form?.requestSubmit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      if (!open) setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count))
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = options[active]
      if (!option) return
      event.preventDefault()
      choose(option)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Home' || event.key === 'End') {
      setActive(-1)
    }
  }

  let index = -1
  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={80}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => ask(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={(event) => event.currentTarget.value && suggestions && setOpen(suggestions.groups.length > 0)}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,60vh)] overflow-y-auto rounded-2xl border border-line bg-elevated py-2 text-start text-fg shadow-2xl"
        data-testid="location-suggestions"
      >
        {suggestions?.groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA 1.2 combobox), not a form fieldset
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <div id={`${listId}-${group.kind}`} role="presentation" className="px-4 pb-1 pt-3 text-[11px] font-semibold uppercase tracking-wider text-muted">
              {group.label}
            </div>
            {group.options.map((option) => {
              index += 1
              const position = index
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field keeps focus and handles the keys (aria-activedescendant)
                <div
                  key={`${option.value}-${option.href ?? ''}`}
                  id={optionId(position)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={position === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => position !== active && setActive(position)}
                  className="block cursor-pointer px-4 py-2 aria-selected:bg-primary-50 dark:aria-selected:bg-primary-950"
                >
                  <span className="block font-medium">{option.label}</span>
                  <span className="block text-xs text-muted">{option.detail}</span>
                </div>
              )
            })}
          </div>
        ))}
      </div>
      <div role="status" className="sr-only">
        {open ? suggestions?.status : ''}
      </div>
    </div>
  )
}
