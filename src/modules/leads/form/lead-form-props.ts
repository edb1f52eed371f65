// What a lead form island takes: its texts (from the locale files), its fields' labels and options,
// the hidden values it posts, and the answer of a post without JavaScript to show again.
import type { ErrorKey, LeadSource } from '../schema'
import type { PhoneInputLabels } from './PhoneInput.island'

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

/** The messages of a post without JavaScript that name a field (`form` names none). */
export const fieldErrorsOf = (errors: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field !== 'form'))
