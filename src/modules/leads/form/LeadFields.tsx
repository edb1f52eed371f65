// The lead forms' fields: labelled, required ones marked with an asterisk, each with its message
// under it (aria-invalid, aria-describedby). Plain props, rendered by the LeadForm island on the
// server and in the browser alike; uncontrolled, so what the visitor typed survives every state.
import { useState } from 'react'
import { Icon } from '../../../components/Icon'
import { useMounted } from '../../../lib/use-mounted'
import { CHOICE_SEPARATOR, type FieldSpec } from '../forms'

export const inputClass =
  'block w-full min-w-0 rounded-xl border bg-bg px-4 text-base text-fg transition-colors placeholder:text-muted hover:border-neutral-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:border-neutral-500'
const labelClass = 'mb-1.5 block text-sm font-medium text-fg'
export const errorClass = 'mt-1.5 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400'

const borderFor = (error: string | undefined) => (error ? 'border-red-600 dark:border-red-400' : 'border-line')

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
      *
    </span>
  )
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className={errorClass}>
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
      </svg>
      <span>{message}</span>
    </p>
  )
}

interface FieldProps {
  field: FieldSpec
  /** The element id; the message is `{id}-error`. */
  id: string
  label: string
  required: boolean
  error?: string
  defaultValue?: string
  /** Option key → label. */
  options?: Record<string, string>
  /** The s6 fallback label (a text field, for browsers without JavaScript). */
  fallbackLabel?: string
  placeholder?: string
}

const described = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined)

/** Name, email, date and free-text fields. */
export function TextField({ field, id, label, required, error, defaultValue, placeholder }: FieldProps) {
  const common = {
    id,
    name: field.name,
    defaultValue,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(id, error),
  }
  const today = new Date().toISOString().slice(0, 10)
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {field.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={3}
          maxLength={field.name === 'comments' ? 2000 : 1000}
          className={`${inputClass} ${borderFor(error)} min-h-24 py-3 leading-relaxed`}
        />
      ) : field.kind === 'date' ? (
        // The minimum is the server's today: a day either side of midnight does not matter for a call.
        <input {...common} type="date" min={today} className={`${inputClass} ${borderFor(error)} h-12`} suppressHydrationWarning />
      ) : (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          autoComplete={field.kind === 'email' ? 'email' : 'name'}
          inputMode={field.kind === 'email' ? 'email' : undefined}
          spellCheck={false}
          maxLength={field.kind === 'email' ? 254 : 100}
          dir={field.kind === 'email' ? 'ltr' : undefined}
          className={`${inputClass} ${borderFor(error)} h-12 ${field.kind === 'email' ? 'rtl:text-right' : ''}`}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function SelectField({ field, id, label, error, defaultValue = '', options = {} }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <span className="relative block">
        <select
          id={id}
          name={field.name}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error)}
          className={`${inputClass} ${borderFor(error)} h-12 appearance-none pe-10`}
        >
          <option value="">{options['']}</option>
          {field.options?.map((o) => (
            <option key={o.key} value={o.value}>
              {options[o.key] ?? o.value}
            </option>
          ))}
        </select>
        <Icon name="chevron" className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted" />
      </span>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

const choiceClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-bg px-4 py-2.5 text-sm font-medium transition-colors hover:border-neutral-400 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary dark:hover:border-neutral-500'

/** Yes/no and single choices as a group of radio tiles. */
export function RadioField({ field, id, label, error, defaultValue, options = {} }: FieldProps) {
  return (
    <fieldset aria-describedby={described(id, error)} className="min-w-0">
      <legend className={labelClass}>{label}</legend>
      <div id={id} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {field.options?.map((o) => (
          <label key={o.key} className={`${choiceClass} sm:min-w-28`}>
            <input type="radio" name={field.name} value={o.value} defaultChecked={defaultValue === o.value} className="size-4 accent-[var(--ui-primary)]" />
            {options[o.key] ?? o.value}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

/**
 * Several choices posted as one field (`Arabic, English`): with JavaScript, checkboxes with no name
 * and a hidden field holding the joined choice; without it (where checkboxes would post the name
 * several times, which the endpoint refuses), a text field.
 */
export function ChecksField({ field, id, label, error, defaultValue = '', options = {}, fallbackLabel }: FieldProps) {
  const mounted = useMounted()
  const [chosen, setChosen] = useState(() => defaultValue.split(CHOICE_SEPARATOR).filter(Boolean))
  const values = field.options?.map((o) => o.value) ?? []
  const joined = values.filter((v) => chosen.includes(v)).join(CHOICE_SEPARATOR)
  return (
    <div>
      <fieldset aria-describedby={described(id, error)} className="min-w-0 [@media(scripting:none)]:hidden">
        <legend className={labelClass}>{label}</legend>
        <div id={id} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {field.options?.map((o) => (
            <label key={o.key} className={`${choiceClass} sm:min-w-28`}>
              <input
                type="checkbox"
                value={o.value}
                checked={chosen.includes(o.value)}
                onChange={(event) => {
                  const { checked } = event.currentTarget
                  setChosen((list) => (checked ? [...list, o.value] : list.filter((v) => v !== o.value)))
                }}
                className="size-4 accent-[var(--ui-primary)]"
              />
              {options[o.key] ?? o.value}
            </label>
          ))}
        </div>
      </fieldset>
      {mounted ? (
        <input type="hidden" name={field.name} value={joined} />
      ) : (
        <div className="hidden [@media(scripting:none)]:block">
          <label htmlFor={`${id}-text`} className={labelClass}>
            {fallbackLabel ?? label}
          </label>
          <input id={`${id}-text`} name={field.name} defaultValue={defaultValue} maxLength={200} className={`${inputClass} ${borderFor(error)} h-12`} />
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
