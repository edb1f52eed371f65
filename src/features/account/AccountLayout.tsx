// The frame of every account screen and its form parts, in the site's visual language (the lead
// form pages': a soft gradient band, the title and a few lines on one side, a card on the other).
// Plain server-rendered HTML: every form posts without JavaScript; a failed post comes back with the
// error summary focused (autofocus) and each message tied to its field by aria-describedby.
import type { ReactNode } from 'react'
import { ErrorSummary as SharedErrorSummary } from '../../components/ErrorSummary'
import { FormPageFrame } from '../../components/FormPageFrame'
import { Icon } from '../../components/Icon'

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

/** The account forms' error summary: fields linked to their `account-…` inputs (the code has none). */
export const ErrorSummary = (props: { errors: FormErrors; order: readonly string[]; labels?: Record<string, string> }) => (
  <SharedErrorSummary {...props} idPrefix="account-" unlinked={['code']} />
)

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
