// The commission calculator. Without JavaScript it is a GET form (`?amount=…#calculator`) that the
// server answers with the same markup, result or inline error; hydrated, it recomputes as the
// visitor types. The input stays uncontrolled, so nothing typed before hydration is lost, and
// errors show on blur or submit, then follow each keystroke until fixed.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type CommissionConfig, computeCommission } from '../../lib/commission'
import { formatCurrency } from './format'
import { type AmountError, MAX_INPUT_LENGTH, parseAmount } from './schema'

export interface CalculatorText {
  label: string
  hint: string
  submit: string
  errors: Record<AmountError, string>
  result: { title: string; amount: string; agency: string; share: string; commission: string; aed: string; empty: string }
  note: string
}

export interface CalculatorProps {
  /** BCP 47 locale for Intl. */
  locale: string
  /** The page's path (`/partners`, `/fr/partners`): the form's action without JavaScript. */
  action: string
  config: CommissionConfig
  /** What the visitor sent (`?amount=`), or the default amount in the locale's digits. */
  input: string
  /** True when `input` came from the visitor: its error, if any, shows at once. */
  submitted: boolean
  text: CalculatorText
}

const ID = 'calculator-amount'

function errorOf(input: string): AmountError | undefined {
  const parsed = parseAmount(input)
  return parsed.ok ? undefined : parsed.error
}

export default function CommissionCalculator({ locale, action, config, input, submitted, text }: CalculatorProps) {
  const field = useRef<HTMLInputElement>(null)
  const [raw, setRaw] = useState(input)
  const [shown, setShown] = useState(() => (submitted ? errorOf(input) : undefined))

  // Whatever was typed between the first paint and hydration counts.
  useEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== input) setRaw(typed)
  }, [input])

  const parsed = parseAmount(raw)
  const commission = parsed.ok ? computeCommission(parsed.value, config) : null
  const usd = (value: number) => formatCurrency(value, 'USD', locale)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = field.current?.value ?? raw
    const error = errorOf(value)
    setRaw(value)
    setShown(error)
    if (error) field.current?.focus()
    else window.history.replaceState(null, '', `${window.location.pathname}?amount=${encodeURIComponent(value.trim())}#calculator`)
  }

  const describedBy = shown ? `${ID}-hint ${ID}-error` : `${ID}-hint`
  return (
    <form method="get" action={`${action}#calculator`} noValidate onSubmit={submit} className="grid gap-8">
      <div>
        <label htmlFor={ID} className="block text-sm font-semibold text-fg">
          {text.label}
        </label>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-0 grid w-12 place-items-center font-display text-2xl text-muted">
              $
            </span>
            <input
              ref={field}
              id={ID}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_INPUT_LENGTH}
              defaultValue={input}
              aria-invalid={shown ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const value = event.currentTarget.value
                setRaw(value)
                if (shown) setShown(errorOf(value))
              }}
              onBlur={(event) => setShown(errorOf(event.currentTarget.value))}
              className={`block h-16 w-full min-w-0 rounded-2xl border bg-bg ps-12 pe-4 text-2xl font-medium tabular-nums text-fg transition-colors hover:border-neutral-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:border-neutral-500 ${shown ? 'border-red-600 dark:border-red-400' : 'border-line'}`}
            />
          </div>
          <button type="submit" className="btn-primary h-12 shrink-0 rounded-2xl px-8 text-base sm:h-16">
            {text.submit}
          </button>
        </div>
        <p id={`${ID}-hint`} className="mt-2 text-sm text-muted">
          {text.hint}
        </p>
        {shown && (
          <p id={`${ID}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400" data-testid="calculator-error">
            <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
              <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
            </svg>
            <span>{text.errors[shown]}</span>
          </p>
        )}
      </div>

      <div className="rounded-2xl bg-primary-950 p-6 text-white sm:p-8" data-testid="calculator-result">
        <p className="eyebrow text-primary-300">{text.result.title}</p>
        <dl className="mt-5 grid gap-3 text-sm">
          <div className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-3">
            <dt className="text-primary-100/80">{text.result.amount}</dt>
            <dd className="font-semibold tabular-nums" data-testid="calculator-amount">
              {commission ? usd(commission.amountUsd) : '—'}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-3">
            <dt className="text-primary-100/80">{`× ${text.result.agency}`}</dt>
            <dd className="font-semibold tabular-nums" data-testid="calculator-agency">
              {commission ? usd(commission.agencyUsd) : '—'}
            </dd>
          </div>
          <div className="pt-2">
            <dt className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold">{text.result.commission}</span>
              <span className="text-primary-100/80">{`× ${text.result.share}`}</span>
            </dt>
            <dd className="mt-3" aria-live="polite" aria-atomic="true">
              {commission ? (
                <>
                  <span className="block font-display text-5xl leading-none tabular-nums text-primary-200 sm:text-6xl" data-testid="calculator-commission">
                    {usd(commission.partnerUsd)}
                  </span>
                  <span className="mt-3 block text-base text-primary-100/90">
                    {`${text.result.aed}: `}
                    <span className="font-semibold tabular-nums" data-testid="calculator-commission-aed">
                      {formatCurrency(commission.partnerAed, 'AED', locale)}
                    </span>
                  </span>
                </>
              ) : (
                <span className="block text-base text-primary-100/90" data-testid="calculator-empty">
                  {text.result.empty}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <p className="mt-6 border-t border-white/10 pt-4 text-xs leading-relaxed text-primary-100/70">{text.note}</p>
      </div>
    </form>
  )
}
