// The frame of every account screen and its form parts, in the site's visual language (the lead
// form pages': a soft gradient band, the title and a few lines on one side, a card on the other).
// Plain server-rendered HTML: every form posts without JavaScript; a failed post comes back with the
// error summary focused (autofocus) and each message tied to its field by aria-describedby.
import type { ReactNode } from 'react'
import { FormPageFrame } from '../../components/FormPageFrame'
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'

const inputClass =
  'block w-full min-w-0 rounded-xl border bg-bg px-4 py-3 text-base text-fg transition-colors placeholder:text-muted hover:border-neutral-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:border-neutral-500'
const errorClass = 'mt-1.5 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400'

/**
 * A small text link at least 44 px tall (WCAG 2.5.8, comfortable on a phone) that looks as it did: the
 * box grows to min-h-11 around the centred line and the negative margins give the 24 px back, so the
 * line keeps its place in the text.
 */
export const tapLink = 'inline-flex min-h-11 items-center -my-3'

/** Messages by field name; `form` for one that names no field. */
export type FormErrors = Record<string, string>

/** The account screens' frame: the shared form-page frame (the cookie settings page uses it too). */
export const AccountLayout = FormPageFrame

/**
 * "Please check the following:" with each message linked to its field; focused on load (no script needed).
 * Each item names its field ("Username: Please fill in this field.", the GOV.UK pattern): the same message
 * under three fields would otherwise read three times in the summary without saying which field is meant.
 * `labels` are the fields' visible labels; a field without one (a form-wide message) is shown as it is.
 */
export function ErrorSummary({ errors, order, labels = {} }: { errors: FormErrors; order: readonly string[]; labels?: Record<string, string> }) {
  const { t } = usePage()
  const fields = [...order.filter((field) => errors[field]), ...Object.keys(errors).filter((field) => !order.includes(field))]
  if (fields.length === 0) return null
  return (
    <div
      id="error-summary"
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page answers the visitor's own post; without JavaScript, autofocus is the only way to move focus to what went wrong (WCAG 3.3.1)
      autoFocus
      className="mb-6 rounded-2xl border border-red-600/30 bg-red-50 p-4 text-sm text-red-800 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-400/30 dark:focus-visible:outline-red-400 dark:bg-red-400/10 dark:text-red-200"
    >
      <p className="font-semibold">{t('account.summary')}</p>
      <ul className="mt-2 grid gap-1 ps-5 [list-style:disc]">
        {fields.map((field) => {
          const label = labels[field]
          const text = label ? t('account.summaryItem', { field: label, message: errors[field] }) : errors[field]
          return (
            <li key={field}>
              {order.includes(field) && field !== 'code' ? (
                <a href={`#account-${field}`} className="underline underline-offset-2 focus-ring rounded">
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** A success or information line (role=status: read out without taking focus). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-2 rounded-2xl border border-primary/30 bg-primary-50 p-4 text-sm text-primary-900 dark:bg-primary-400/10 dark:text-primary-100"
    >
      <Icon name="check" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

interface FieldProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  error?: string
  defaultValue?: string
  hint?: string
  /** Text direction of what is typed: emails, usernames and passwords read left to right in every locale. */
  ltr?: boolean
}

/** A labelled input; its message under it, tied by aria-describedby (with the hint, when there is one). */
export function Field({ name, label, type = 'text', autoComplete, error, defaultValue, hint, ltr = true }: FieldProps) {
  const id = `account-${name}`
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        dir={ltr ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${inputClass} ${error ? 'border-red-600 dark:border-red-400' : 'border-line'} rtl:text-right`}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  )
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
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

export function Submit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary mt-2 w-full py-3 text-base">
      {children}
    </button>
  )
}

/** A form that posts to `action` (a site path, locale prefix included) without JavaScript. */
export function AccountForm({ action, children, label }: { action: string; children: ReactNode; label: string }) {
  return (
    <form method="post" action={action} noValidate aria-label={label} className="grid gap-5">
      {children}
    </form>
  )
}
