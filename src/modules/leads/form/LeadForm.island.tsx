// Every lead form on the site. A real <form method="post"> (without JavaScript it posts to
// /api/leads, which answers with /thank-you or the form again with its errors); hydrated, it
// checks with the endpoint's rules, posts JSON and shows the answer in place: the "Thank You!"
// panel, the fields to fix, or the spec's "Error" panel with Try again. Multi-step forms (the
// careers questionnaire) show one step at a time once scripting is on, all steps without it.
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react'
import { Icon, StrokeIcon } from '../../../components/Icon'
import type { CountryCode } from '../../../lib/phone/phone'
import { useToast } from '../../../lib/toast'
import { useMounted } from '../../../lib/use-mounted'
import { checkLead, errorsInStep, type FieldSpec, formFields, isRequired, LEAD_FORMS, leadPayload, messagesFor, newLeadId, stepOf } from '../forms'
import type { ErrorKey, FieldError, LeadSource } from '../schema'
import { ChecksField, RadioField, SelectField, TextField } from './LeadFields'
import { ErrorSummary, FailedPanel, keepFocus, Progress, SubmitButton, SuccessPanel } from './LeadPanels'
import PhoneInput, { type PhoneInputLabels } from './PhoneInput.island'

export interface LeadFormText {
  /** "Fields marked * are required" */
  required: string
  submit: string
  submitting: string
  /** Heading of the error summary. */
  summary: string
  successTitle: string
  successMessage: string
  failedTitle: string
  failedMessage: string
  retry: string
  /** The honeypot's label: "Leave this field empty". */
  honeypot: string
  next: string
  back: string
  /** "Step {{current}} of {{total}}" */
  stepOf: string
  /** Messages by the endpoint's error keys (leads.errors.*). */
  errors: Record<ErrorKey, string>
  phone: PhoneInputLabels & { placeholder: string }
}

export type LeadFormVariant = 'card' | 'plain' | 'dark'

export interface LeadFormProps {
  source: LeadSource
  /** Prefix of every element id: two forms can share a page. */
  id: string
  /** POST target: the localized /api/leads. */
  action: string
  /** Posted as is: source, lead_id, locale, next, page_query, agent_id, utm_*… */
  hidden: Record<string, string>
  /** Values to show (after a failed post without JavaScript). */
  values?: Record<string, string>
  /** Messages by field name; `form` is a failure that names no field. */
  errors?: Record<string, string>
  /** Labels by field name, step titles as `step.{id}`, the s6 fallback as `s6.fallback`. */
  labels: Record<string, string>
  /** Option labels by field name and option key (`''`: the select's empty choice). */
  options?: Record<string, Record<string, string>>
  text: LeadFormText
  /** The page's language tag: names and sorts the phone input's countries. */
  locale: string
  /** The visitor's country (CF-IPCountry), else AE: the phone input's default. */
  defaultCountry: string
  variant?: LeadFormVariant
  submitLabel?: string
  turnstileSiteKey?: string
  /** Shown on the "Thank You!" panel: the brochure or floor plan just requested. */
  download?: { href: string; label: string }
  /** The dialog's own hooks (never island props: functions do not serialise): close, and hear of the success. */
  onDone?: () => void
  doneLabel?: string
  onSuccess?: () => void
}

type Status = 'idle' | 'submitting' | 'success' | 'failed'

const VARIANTS: Record<LeadFormVariant, string> = {
  card: 'rounded-3xl border border-line bg-elevated p-6 text-fg shadow-xl shadow-neutral-900/5 sm:p-8',
  plain: '',
  // A dark subtree whatever the page's mode: the theme's variables flip under `.dark`.
  dark: 'dark rounded-3xl border border-white/10 bg-neutral-950/75 p-6 text-fg shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-8',
}

/** The control to focus for a field: the element with its id, or the first control inside it (a radio group). */
function controlFor(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  if (!element || element.matches('input,select,textarea')) return element
  return element.querySelector<HTMLElement>('input,select,textarea')
}

export default function LeadForm(props: LeadFormProps) {
  const { source, id, action, hidden, values = {}, labels, options = {}, text, variant = 'card', submitLabel } = props
  const spec = LEAD_FORMS[source]
  const steps = spec.steps
  const last = steps.length - 1
  const toast = useToast()
  const mounted = useMounted()
  const form = useRef<HTMLFormElement>(null)
  const panel = useRef<HTMLHeadingElement>(null)
  const stepHeading = useRef<HTMLLegendElement>(null)
  const initialErrors = Object.fromEntries(Object.entries(props.errors ?? {}).filter(([field]) => field !== 'form'))
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors)
  const [status, setStatus] = useState<Status>(props.errors?.form ? 'failed' : 'idle')
  const [step, setStep] = useState(() => {
    const first = Object.keys(initialErrors)[0]
    return first ? stepOf(source, first) : 0
  })
  const [leadId, setLeadId] = useState(hidden.lead_id ?? '')
  // What to focus after the next render: a field id, the panel heading, or the step heading.
  const [focus, setFocus] = useState<{ target: string; n: number } | null>(null)

  useEffect(() => {
    if (!focus) return
    const element = focus.target === 'panel' ? panel.current : focus.target === 'step' ? stepHeading.current : controlFor(focus.target)
    element?.focus()
    if (focus.target === 'step') element?.scrollIntoView({ block: 'nearest' })
  }, [focus])
  const focusOn = (target: string) => setFocus((previous) => ({ target, n: (previous?.n ?? 0) + 1 }))

  const fieldId = (name: string) => `${id}-${name}`
  const stepped = steps.length > 1

  /** Shows `found` and focuses the first of them (on its step). */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (!first) return
    if (stepped) setStep(stepOf(source, first))
    focusOn(fieldId(first))
  }

  const collect = () =>
    leadPayload(new FormData(form.current ?? undefined).entries(), {
      // Minutes east of UTC (Dubai: 240) and the browser's language, for the lead backend.
      timezone_offset: String(-new Date().getTimezoneOffset() || 0),
      language: navigator.language || '',
    })

  const problems = (payload: Record<string, string>): FieldError[] => checkLead(payload, props.defaultCountry)

  const goTo = (index: number) => {
    setStep(index)
    focusOn('step')
  }

  const next = () => {
    const found = errorsInStep(source, step, problems(collect()))
    if (found.length) return showErrors(messagesFor(found, text.errors))
    setErrors({})
    goTo(step + 1)
  }

  const fail = () => {
    setStatus('failed')
    toast.add({ title: text.failedTitle, description: text.failedMessage, color: 'error' })
    focusOn('panel')
  }

  const send = async () => {
    const payload = collect()
    const found = problems(payload)
    if (found.length) {
      // What to fix now replaces an earlier "Error" panel.
      setStatus('idle')
      return showErrors(messagesFor(found, text.errors))
    }
    setErrors({})
    setStatus('submitting')
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      })
      const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: string; fields?: Record<string, string> } | null
      if (response.ok && body?.ok) {
        setStatus('success')
        setLeadId(newLeadId())
        props.onSuccess?.()
        toast.add({ title: text.successTitle, description: text.successMessage, color: 'success' })
        return focusOn('panel')
      }
      const shown = new Set(formFields(source).map((f) => f.name))
      const fields = Object.fromEntries(Object.entries(body?.fields ?? {}).filter(([field]) => shown.has(field)))
      if (response.status === 400 && body?.error === 'validation' && Object.keys(fields).length) {
        setStatus('idle')
        return showErrors(fields)
      }
      fail()
    } catch {
      fail()
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'submitting') return
    // Enter in a field of an earlier step means Next.
    if (stepped && step < last) return next()
    void send()
  }

  if (status === 'success') {
    return (
      <div className={VARIANTS[variant]} data-lead-form={source} data-state="success">
        <SuccessPanel
          ref={panel}
          title={text.successTitle}
          message={text.successMessage}
          download={props.download}
          onDone={props.onDone}
          doneLabel={props.doneLabel}
        />
      </div>
    )
  }

  const errorList = Object.entries(errors)
  const shownFields = new Set(formFields(source).map((f) => f.name))
  const busy = status === 'submitting'
  const renderField = (field: FieldSpec) => {
    const error = errors[field.name]
    const common = {
      field,
      id: fieldId(field.name),
      label: labels[field.name] ?? field.name,
      required: isRequired(source, field.name),
      error,
      defaultValue: values[field.name],
      options: options[field.name],
    }
    if (field.kind === 'phone')
      return (
        <PhoneInput
          id={common.id}
          name={field.name}
          label={common.label}
          defaultCountry={(values.telephone_country || props.defaultCountry) as CountryCode}
          locale={props.locale}
          required={common.required}
          strictChars
          invalidMessage={text.errors[source === 'careers' ? 'questionnairePhone' : 'phone']}
          error={error}
          defaultValue={values.telephone}
          placeholder={text.phone.placeholder}
          labels={text.phone}
        />
      )
    if (field.kind === 'radio') return <RadioField {...common} />
    if (field.kind === 'select') return <SelectField {...common} />
    if (field.kind === 'checkboxes') return <ChecksField {...common} fallbackLabel={labels[`${field.name}.fallback`]} />
    return <TextField {...common} />
  }

  return (
    <div className={VARIANTS[variant]} data-lead-form={source} data-state={status}>
      <form
        ref={form}
        id={id}
        method="post"
        action={action}
        noValidate={mounted}
        onSubmit={onSubmit}
        aria-busy={busy}
        className={spec.inline ? 'relative' : 'relative grid grid-cols-1 gap-5'}
      >
        {status === 'failed' && (
          <FailedPanel ref={panel} title={text.failedTitle} message={props.errors?.form ?? text.failedMessage} retry={text.retry} busy={busy} />
        )}
        {errorList.length > 0 && (
          <ErrorSummary
            title={text.summary}
            errors={errorList.map(([field, message]) => ({ message, href: shownFields.has(field) ? `#${fieldId(field)}` : undefined }))}
            onFollow={(href) => {
              const field = href.slice(id.length + 2)
              if (stepped) setStep(stepOf(source, field))
              focusOn(fieldId(field))
            }}
          />
        )}

        {Object.entries({ ...hidden, lead_id: leadId }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Honeypot: off-screen and out of the tab order; people never see it, bots fill it in. */}
        <div aria-hidden="true" className="pointer-events-none absolute -start-[9999px] top-0 size-px overflow-hidden">
          <label htmlFor={fieldId('website')}>{text.honeypot}</label>
          <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {stepped && <Progress current={step} total={steps.length} label={text.stepOf} titles={steps.map((s) => labels[`step.${s.id}`] ?? s.id)} />}

        {spec.inline ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              {steps[0]?.fields.map((field) => (
                <Fragment key={field.name}>{renderField(field)}</Fragment>
              ))}
            </div>
            <SubmitButton busy={busy} label={submitLabel ?? text.submit} busyLabel={text.submitting} className="sm:mt-[1.625rem]" />
          </div>
        ) : (
          steps.map((s, index) =>
            stepped ? (
              <fieldset key={s.id} className={`grid min-w-0 grid-cols-1 gap-5 ${index === step ? '' : '[@media(scripting:enabled)]:hidden'}`}>
                <legend
                  ref={index === step ? stepHeading : undefined}
                  tabIndex={-1}
                  className="mb-5 font-display text-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary sm:text-2xl"
                >
                  {labels[`step.${s.id}`]}
                </legend>
                {s.fields.map((field) => (
                  <div key={field.name}>{renderField(field)}</div>
                ))}
              </fieldset>
            ) : (
              s.fields.map((field) => <div key={field.name}>{renderField(field)}</div>)
            ),
          )
        )}

        {props.turnstileSiteKey && <div className="cf-turnstile" data-sitekey={props.turnstileSiteKey} />}

        {!spec.inline && (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-3">
              {stepped && step > 0 && (
                <button type="button" data-step="back" className="btn-ghost h-12 px-6 text-base [@media(scripting:none)]:hidden" onClick={() => goTo(step - 1)}>
                  <StrokeIcon d="M19 12H5m6-6-6 6 6 6" className="size-4 rtl:-scale-x-100" strokeWidth={2} />
                  {text.back}
                </button>
              )}
              {stepped && step < last && (
                <button
                  type="button"
                  data-step="next"
                  className="btn-primary ms-auto h-12 flex-1 px-8 text-base sm:flex-none [@media(scripting:none)]:hidden"
                  onMouseDown={keepFocus}
                  onClick={next}
                >
                  {text.next}
                  <Icon name="arrow" className="size-4" />
                </button>
              )}
              <SubmitButton
                busy={busy}
                label={submitLabel ?? text.submit}
                busyLabel={text.submitting}
                className={stepped ? (step === last ? 'ms-auto flex-1 sm:flex-none sm:px-10' : 'flex-1 [@media(scripting:enabled)]:hidden') : 'w-full'}
              />
            </div>
            {(steps[step]?.fields ?? []).some((f) => isRequired(source, f.name)) && <p className="text-xs text-muted">{text.required}</p>}
          </div>
        )}
      </form>
    </div>
  )
}
