// "Please check the following:" above a server-rendered form that came back with errors (the account
// and saved-search forms): each message linked to its field and naming it ("Email: Please enter a
// valid email address.", the GOV.UK pattern: the same message under three fields would otherwise
// read three times without saying which field is meant). Focused on load with autofocus, so it works
// without a script (WCAG 3.3.1). The lead form's island has its own, which moves focus itself.
import { usePage } from '../lib/page-context'

interface ErrorSummaryProps {
  /** Messages by field name; a name outside `order` (a form-wide message) is listed last, unlinked. */
  errors: Partial<Record<string, string>>
  /** The form's fields in the order they appear. */
  order: readonly string[]
  /** The fields' visible labels; a field without one is shown as its message alone. */
  labels?: Record<string, string>
  /** The fields' ids are `${idPrefix}${field}`. */
  idPrefix: string
  /** Fields listed but not linked (one with no focusable input of that id). */
  unlinked?: readonly string[]
}

export function ErrorSummary({ errors, order, labels = {}, idPrefix, unlinked = [] }: ErrorSummaryProps) {
  const { t } = usePage()
  const fields = [...order.filter((field) => errors[field]), ...Object.keys(errors).filter((field) => errors[field] && !order.includes(field))]
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
      <p className="font-semibold">{t('common.errorSummary')}</p>
      <ul className="mt-2 grid gap-1 ps-5 [list-style:disc]">
        {fields.map((field) => {
          const label = labels[field]
          const message = errors[field]
          const text = label ? t('common.errorSummaryItem', { field: label, message }) : message
          return (
            <li key={field}>
              {order.includes(field) && !unlinked.includes(field) ? (
                <a href={`#${idPrefix}${field}`} className="underline underline-offset-2 focus-ring rounded">
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
