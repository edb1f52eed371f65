// The parts of a lead form around its fields: the two answers it can show, "Thank You!" after the
// lead is stored and the spec's "Error / Something went wrong, maybe try again later" with a retry
// (their headings take focus, so a screen reader hears the outcome at once); the summary of what to
// fix; the step progress of the questionnaire; the submit button with its busy state.
import type { Ref } from 'react'
import { Icon } from '../../../components/Icon'

const DOWNLOAD_ICON = 'M12 15V3m0 12-4-4m4 4 4-4M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'

export function SuccessPanel({
  ref,
  title,
  message,
  download,
  onDone,
  doneLabel,
}: {
  ref?: Ref<HTMLHeadingElement>
  title: string
  message: string
  download?: { href: string; label: string }
  onDone?: () => void
  doneLabel?: string
}) {
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center sm:py-10" data-testid="lead-success">
      <span className="grid size-16 place-items-center rounded-full bg-primary/12 text-primary ring-8 ring-primary/5">
        <Icon name="check" className="size-8" />
      </span>
      <h3 ref={ref} tabIndex={-1} className="mt-6 font-display text-3xl leading-tight outline-none sm:text-4xl">
        {title}
      </h3>
      <p className="mt-3 max-w-sm text-pretty text-muted">{message}</p>
      {(download || onDone) && (
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {download && (
            <a href={download.href} download className="btn-primary h-12 px-7 text-base" data-testid="lead-download">
              <svg
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={DOWNLOAD_ICON} />
              </svg>
              {download.label}
            </a>
          )}
          {onDone && doneLabel && (
            <button type="button" onClick={onDone} className="btn-ghost h-12 px-7 text-base">
              {doneLabel}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

export function FailedPanel({
  ref,
  title,
  message,
  retry,
  busy,
}: {
  ref?: Ref<HTMLHeadingElement>
  title: string
  message: string
  retry: string
  busy: boolean
}) {
  return (
    <div
      role="alert"
      className="flex gap-4 rounded-2xl border border-red-600/30 bg-red-50 p-4 text-red-900 sm:p-5 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-100"
      data-testid="lead-failed"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-600/10 text-red-700 dark:bg-red-400/15 dark:text-red-300">
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </span>
      <div className="min-w-0 flex-1">
        <h3 ref={ref} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </h3>
        <p className="mt-1 text-sm">{message}</p>
        <button
          type="submit"
          disabled={busy}
          className="btn mt-3 border border-red-700/40 px-4 py-2 text-red-800 hover:bg-red-600/10 dark:border-red-300/40 dark:text-red-100 dark:hover:bg-red-400/15"
        >
          {retry}
        </button>
      </div>
    </div>
  )
}

/** "Please check the following:" and each message, linked to its field when the form shows it. */
export function ErrorSummary({ title, errors, onFollow }: { title: string; errors: { message: string; href?: string }[]; onFollow: (href: string) => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-600/30 bg-red-50 p-4 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 grid gap-1 ps-5 [list-style:disc]">
        {errors.map(({ message, href }) => (
          <li key={href ?? message}>
            {href ? (
              <a
                href={href}
                className="underline underline-offset-2 focus-ring rounded"
                onClick={(event) => {
                  event.preventDefault()
                  onFollow(href)
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A press on Send or Next keeps focus where it is: leaving the phone field would show its message
 * at once, move the button down under the pointer and lose the click. The form then moves focus
 * itself (the first field to fix, or the outcome).
 */
export const keepFocus = (event: React.MouseEvent) => event.preventDefault()

export function SubmitButton({ busy, label, busyLabel, className = '' }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <button type="submit" disabled={busy} aria-disabled={busy} onMouseDown={keepFocus} className={`btn-primary h-12 px-8 text-base ${className}`}>
      {busy && (
        <svg viewBox="0 0 24 24" className="size-5 animate-spin" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {busy ? busyLabel : label}
    </button>
  )
}

/** "Step 2 of 4", a bar per step, and the step's name; shown only where steps are (scripting on). */
export function Progress({ current, total, label, titles }: { current: number; total: number; label: string; titles: string[] }) {
  return (
    <div className="[@media(scripting:none)]:hidden">
      <p className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-semibold text-primary" aria-live="polite">
          {label.replace('{{current}}', String(current + 1)).replace('{{total}}', String(total))}
        </span>
        <span className="hidden truncate text-muted sm:block">{titles[current]}</span>
      </p>
      <ol className="mt-3 grid auto-cols-fr grid-flow-col gap-1.5" aria-hidden="true">
        {titles.map((title, index) => (
          <li key={title} className={`h-1 rounded-full transition-colors ${index <= current ? 'bg-primary' : 'bg-neutral-200 dark:bg-neutral-700'}`} />
        ))}
      </ol>
    </div>
  )
}
