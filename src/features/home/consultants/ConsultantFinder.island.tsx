// The consultant finder: a GET form that works without JavaScript (`/?expertise=…&language=…`) and,
// once hydrated, filters instantly on change and keeps the URL in step (shareable, Back-safe).
// With no match it shows the spec's warning, then every other consultant.
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { Icon } from '../../../components/Icon'
import { ConsultantCard } from './ConsultantCard'
import { ANY, filterConsultants } from './filter'
import { pluralize } from './plural'
import type { FinderOption, FinderProps } from './types'

const selectClass =
  'block h-12 w-full appearance-none truncate rounded-xl border border-line bg-bg ps-3 pe-9 text-base text-fg focus-ring focus-visible:border-primary sm:ps-4 sm:pe-10'

interface Filter {
  expertise: string
  language: string
}

/** The page URL for `filter`: defaults left out, hash kept on the finder. */
function filterUrl(filter: Filter): string {
  const url = new URL(window.location.href)
  for (const key of ['expertise', 'language'] as const) {
    if (filter[key] === ANY) url.searchParams.delete(key)
    else url.searchParams.set(key, filter[key])
  }
  url.searchParams.delete('show')
  url.hash = 'consultants'
  return url.pathname + url.search + url.hash
}

export default function ConsultantFinder({
  locale,
  consultants,
  expertiseOptions,
  languageOptions,
  labels,
  initial,
  homePath,
  requestCallPath,
  pageSize,
}: FinderProps) {
  const form = useRef<HTMLFormElement>(null)
  const [filter, setFilter] = useState<Filter>({ expertise: initial.expertise, language: initial.language })
  const [showAll, setShowAll] = useState(initial.showAll)
  const [live, setLive] = useState(false)

  const read = (): Filter => {
    const data = new FormData(form.current ?? undefined)
    return { expertise: String(data.get('expertise') ?? ANY), language: String(data.get('language') ?? ANY) }
  }

  const apply = (next: Filter) => {
    setFilter(next)
    setShowAll(false)
    window.history.replaceState(window.history.state, '', filterUrl(next))
  }

  // A choice made while React was loading is in the DOM already: adopt it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration
  useEffect(() => {
    setLive(true)
    const current = read()
    if (current.expertise !== filter.expertise || current.language !== filter.language) apply(current)
  }, [])

  const onChange = (_event: ChangeEvent<HTMLSelectElement>) => apply(read())
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    apply(read())
  }
  const reset = (event: React.MouseEvent) => {
    event.preventDefault()
    if (!form.current) return
    for (const name of ['expertise', 'language']) {
      const select = form.current.elements.namedItem(name)
      if (select instanceof HTMLSelectElement) select.value = ANY
    }
    apply({ expertise: ANY, language: ANY })
  }

  const languageNames = useMemo(() => new Map(languageOptions.map((o) => [o.value, o.label])), [languageOptions])
  const { matches, others } = filterConsultants(consultants, filter)
  const list = matches.length ? matches : others
  const visible = showAll ? list : list.slice(0, pageSize)
  const filtered = filter.expertise !== ANY || filter.language !== ANY
  return (
    <div className="mt-10">
      <form
        ref={form}
        method="get"
        action={`${homePath}#consultants`}
        onSubmit={onSubmit}
        aria-label={labels.filters}
        className="grid grid-cols-2 gap-3 rounded-3xl border border-line bg-elevated p-4 shadow-sm sm:gap-4 sm:p-5 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
      >
        <FilterSelect
          name="expertise"
          label={labels.expertise}
          anyLabel={labels.anyExpertise}
          options={expertiseOptions}
          value={initial.expertise}
          onChange={onChange}
        />
        <FilterSelect
          name="language"
          label={labels.language}
          anyLabel={labels.anyLanguage}
          options={languageOptions}
          value={initial.language}
          onChange={onChange}
        />
        <div className="col-span-2 flex items-center gap-3 empty:hidden lg:col-span-1">
          {/* Without JavaScript the form is submitted; with it, every change applies at once. */}
          <button type="submit" className={live ? 'sr-only' : 'btn-primary h-12 flex-1 px-6 lg:flex-none'} tabIndex={live ? -1 : undefined}>
            {labels.apply}
          </button>
          {filtered && (
            <a href={`${homePath}#consultants`} onClick={reset} className="btn-ghost h-12 flex-1 px-6 lg:flex-none">
              {labels.reset}
            </a>
          )}
        </div>
      </form>

      <p className="mt-8 text-sm text-muted" aria-live="polite" aria-atomic="true">
        {consultants.length ? pluralize(labels.counts, locale, matches.length) : labels.empty}
      </p>

      {!matches.length && filtered && consultants.length > 0 && (
        <p
          className="mt-4 flex gap-3 rounded-2xl border border-amber-300/60 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
          data-testid="consultants-no-match"
        >
          <Icon name="chat" className="mt-0.5 size-5 shrink-0" />
          <span>{labels.noMatch}</span>
        </p>
      )}

      {list.length > 0 && (
        <ul className="-mx-5 mt-6 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-6 sm:gap-y-12 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {visible.map((consultant) => (
            <li key={consultant.id} className="w-[72%] shrink-0 snap-start sm:w-auto">
              <ConsultantCard consultant={consultant} labels={labels} languageNames={languageNames} homePath={homePath} requestCallPath={requestCallPath} />
            </li>
          ))}
        </ul>
      )}

      {visible.length < list.length && (
        <div className="mt-10 text-center">
          <a
            href={`${homePath}?${new URLSearchParams({ ...(filter.expertise !== ANY && { expertise: filter.expertise }), ...(filter.language !== ANY && { language: filter.language }), show: 'all' })}#consultants`}
            onClick={(event) => {
              event.preventDefault()
              setShowAll(true)
            }}
            className="btn-ghost px-7 py-3"
          >
            {labels.showAll.replace('{count}', String(list.length))}
          </a>
        </div>
      )}
    </div>
  )
}

/** One labelled filter: "any" first, then the options; works as a plain form field without JS. */
function FilterSelect({
  name,
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  name: string
  label: string
  anyLabel: string
  options: readonly FinderOption[]
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
  return (
    <label className="block">
      <span className="text-sm font-medium">{label}</span>
      <span className="relative mt-1.5 block">
        <select name={name} defaultValue={value} onChange={onChange} className={selectClass}>
          <option value={ANY}>{anyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevron" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted sm:end-4" />
      </span>
    </label>
  )
}
