// What a hydrated lead form does with what was typed: checks it with the endpoint's own rules, posts
// it as JSON, and keeps the outcome: "Thank You!" (with a fresh lead id for the next lead), the
// fields to fix (the browser's check or the endpoint's 400), or the spec's "Error" panel.
import { type FormEvent, type RefObject, useState } from 'react'
import { affiliateLeadFields } from '../../../lib/affiliate'
import { readConsent } from '../../../lib/consent.client'
import { browserStorage } from '../../../lib/storage'
import { useToast } from '../../../lib/toast'
import { checkLead, errorsInStep, formFields, leadPayload, messagesFor, newLeadId } from '../forms'
import type { FieldError } from '../schema'
import { fieldErrorsOf, type LeadFormProps } from './lead-form-props'
import type { FocusTarget } from './use-focus-request'
import type { Steps } from './use-steps'

export type LeadStatus = 'idle' | 'submitting' | 'success' | 'failed'

interface Parts {
  form: RefObject<HTMLFormElement | null>
  steps: Steps
  focusOn: (target: FocusTarget) => void
  /** The element id of a field. */
  fieldId: (name: string) => string
}

export function useLeadSubmission(props: LeadFormProps, { form, steps, focusOn, fieldId }: Parts) {
  const { source, action, hidden, text } = props
  const toast = useToast()
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldErrorsOf(props.errors))
  const [status, setStatus] = useState<LeadStatus>(props.errors?.form ? 'failed' : 'idle')
  const [leadId, setLeadId] = useState(hidden.lead_id ?? '')

  /** Shows the step of `field` and focuses it. */
  const showField = (field: string) => {
    steps.showStepOf(field)
    focusOn(fieldId(field))
  }

  /** Shows `found` and focuses the first of them (on its step). */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) showField(first)
  }

  const collect = () =>
    leadPayload(new FormData(form.current ?? undefined).entries(), {
      // Minutes east of UTC (Dubai: 240) and the browser's language, for the lead backend.
      timezone_offset: String(-new Date().getTimezoneOffset() || 0),
      language: navigator.language || '',
      // The current country the browser persisted and, with marketing consent, the affiliate transaction id (src/lib/affiliate.ts).
      ...affiliateLeadFields(browserStorage(), readConsent()?.marketing === true),
    })

  const problems = (payload: Record<string, string>): FieldError[] => checkLead(payload, props.defaultCountry)

  /** Next on a multi-step form: on to the next step once this one's fields pass. */
  const next = () => {
    const found = errorsInStep(source, steps.step, problems(collect()))
    if (found.length) return showErrors(messagesFor(found, text.errors))
    setErrors({})
    steps.goTo(steps.step + 1)
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
    if (steps.stepped && steps.step < steps.last) return next()
    void send()
  }

  return { status, errors, leadId, onSubmit, next, showField }
}
