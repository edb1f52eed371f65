// Every lead form on the site. A real <form method="post"> (without JavaScript it posts to
// /api/leads, which answers with /thank-you or the form again with its errors); hydrated, it
// checks with the endpoint's rules, posts JSON and shows the answer in place: the "Thank You!"
// panel, the fields to fix, or the spec's "Error" panel with Try again. Multi-step forms (the
// careers questionnaire) show one step at a time once scripting is on, all steps without it.
// This file is the view; use-lead-submission.ts sends, use-steps.ts pages, use-focus-request.ts focuses.
import { Fragment, useRef } from 'react'
import { Icon, StrokeIcon } from '../../../components/Icon'
import { useMounted } from '../../../lib/use-mounted'
import { type FieldSpec, formFields, isRequired, LEAD_FORMS } from '../forms'
import { LeadFormField } from './LeadFormField'
import { ErrorSummary, FailedPanel, keepFocus, Progress, SubmitButton, SuccessPanel } from './LeadPanels'
import { fieldErrorsOf, type LeadFormProps, type LeadFormVariant } from './lead-form-props'
import { useFocusRequest } from './use-focus-request'
import { useLeadSubmission } from './use-lead-submission'
import { useSteps } from './use-steps'

const VARIANTS: Record<LeadFormVariant, string> = {
  card: 'rounded-3xl border border-line bg-elevated p-6 text-fg shadow-xl shadow-neutral-900/5 sm:p-8',
  plain: '',
  // A dark subtree whatever the page's mode: the theme's variables flip under `.dark`.
  dark: 'dark rounded-3xl border border-white/10 bg-neutral-950/75 p-6 text-fg shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-8',
}

export default function LeadForm(props: LeadFormProps) {
  const { source, id, action, hidden, labels, text, variant = 'card', submitLabel } = props
  const spec = LEAD_FORMS[source]
  const mounted = useMounted()
  const form = useRef<HTMLFormElement>(null)
  const fieldId = (name: string) => `${id}-${name}`
  const { panel, stepHeading, focusOn } = useFocusRequest()
  const paging = useSteps(source, Object.keys(fieldErrorsOf(props.errors))[0], focusOn)
  const { steps, step, stepped, last, goTo } = paging
  const { status, errors, leadId, onSubmit, next, showField } = useLeadSubmission(props, { form, steps: paging, focusOn, fieldId })

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
  const fieldOf = (field: FieldSpec) => <LeadFormField field={field} id={fieldId(field.name)} error={errors[field.name]} form={props} />
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
            onFollow={(href) => showField(href.slice(id.length + 2))}
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
                <Fragment key={field.name}>{fieldOf(field)}</Fragment>
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
                  <div key={field.name}>{fieldOf(field)}</div>
                ))}
              </fieldset>
            ) : (
              s.fields.map((field) => <div key={field.name}>{fieldOf(field)}</div>)
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
