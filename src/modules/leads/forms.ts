// The lead forms as data: which fields each form shows, grouped in steps (only the careers
// questionnaire has more than one), the questionnaire's answer options, and the browser-side checks
// built on the endpoint's own rules (schema.ts), so the island and the server always agree.
import { type ErrorKey, errorKeyFor, type FieldError, LeadInput, type LeadSource, REQUIRED, validateLead } from './schema'

export type FieldKind = 'name' | 'email' | 'phone' | 'date' | 'textarea' | 'radio' | 'select' | 'checkboxes'

/** An answer option: `key` names its label in the locale files, `value` is what is posted (English, for the people reading leads). */
export interface FieldOption {
  key: string
  value: string
}

export interface FieldSpec {
  /** The posted field name (schema.ts). */
  name: string
  kind: FieldKind
  options?: readonly FieldOption[]
}

export interface StepSpec {
  /** Names the step's title in the locale files (`leads.steps.{id}`). */
  id: string
  fields: readonly FieldSpec[]
}

export interface FormSpec {
  steps: readonly StepSpec[]
  /** One row: the field and the button side by side (the blog subscription). */
  inline?: boolean
}

const option = (key: string, value: string): FieldOption => ({ key, value })
const YES_NO = [option('yes', 'Yes'), option('no', 'No')]

const NAME: FieldSpec = { name: 'name', kind: 'name' }
const EMAIL: FieldSpec = { name: 'email', kind: 'email' }
const PHONE: FieldSpec = { name: 'telephone', kind: 'phone' }
const CONTACT = [NAME, EMAIL, PHONE]
const single = (fields: readonly FieldSpec[]): FormSpec => ({ steps: [{ id: 'contact', fields }] })

/** The careers questionnaire (spec section 3): contact details, then the nine questions as s1–s9. */
export const QUESTIONNAIRE: readonly StepSpec[] = [
  { id: 'contact', fields: CONTACT },
  {
    id: 'experience',
    fields: [
      { name: 's1', kind: 'radio', options: YES_NO },
      {
        name: 's2',
        kind: 'select',
        options: [
          option('none', 'No experience in Dubai'),
          option('lessThan1', 'Less than 1 year'),
          option('from1to2', '1–2 years'),
          option('from3to5', '3–5 years'),
          option('moreThan5', 'More than 5 years'),
        ],
      },
      {
        name: 's3',
        kind: 'radio',
        options: [option('offPlan', 'Off-plan'), option('secondary', 'Secondary'), option('both', 'Both'), option('none', 'None')],
      },
      {
        name: 's4',
        kind: 'select',
        options: [option('none', '0'), option('from1to2', '1–2'), option('from3to5', '3–5'), option('from6to10', '6–10'), option('moreThan10', 'More than 10')],
      },
    ],
  },
  {
    id: 'network',
    fields: [
      { name: 's5', kind: 'radio', options: YES_NO },
      { name: 's6', kind: 'checkboxes', options: [option('arabic', 'Arabic'), option('english', 'English'), option('other', 'Other')] },
    ],
  },
  {
    id: 'motivation',
    fields: [
      { name: 's7', kind: 'textarea' },
      { name: 's8', kind: 'textarea' },
      { name: 's9', kind: 'textarea' },
    ],
  },
]

/** Every form on the site. A preferred date and comments only where a call is being arranged. */
export const LEAD_FORMS: Record<LeadSource, FormSpec> = {
  'request-call': single([...CONTACT, { name: 'date', kind: 'date' }, { name: 'comments', kind: 'textarea' }]),
  consultation: single(CONTACT),
  'floor-plan': single(CONTACT),
  brochure: single(CONTACT),
  careers: { steps: QUESTIONNAIRE },
  subscription: { ...single([EMAIL]), inline: true },
  partner: single(CONTACT),
  vienna: single(CONTACT),
  'vienna-rak': single(CONTACT),
}

/** The fields `source` shows, in order. */
export function formFields(source: LeadSource): FieldSpec[] {
  return LEAD_FORMS[source].steps.flatMap((step) => step.fields)
}

export function isRequired(source: LeadSource, field: string): boolean {
  return (REQUIRED[source] as readonly string[]).includes(field)
}

/** The step showing `field` (0 for a field no step shows: the first step is where its message goes). */
export function stepOf(source: LeadSource, field: string): number {
  const index = LEAD_FORMS[source].steps.findIndex((step) => step.fields.some((f) => f.name === field))
  return Math.max(0, index)
}

/** Every field the endpoint accepts; anything else would be refused with 400. */
export const ACCEPTED_FIELDS: ReadonlySet<string> = new Set(Object.keys(LeadInput.shape))

/** The s6 checkboxes travel as one field: `Arabic, English`. */
export const CHOICE_SEPARATOR = ', '

/**
 * A form's entries as the JSON body: accepted fields only, text only, blanks left out (every
 * optional field may be absent), the last value when a name repeats.
 */
export function leadPayload(entries: Iterable<[string, FormDataEntryValue]>, extra: Record<string, string> = {}): Record<string, string> {
  const payload: Record<string, string> = {}
  for (const [key, value] of [...entries, ...Object.entries(extra)]) {
    if (typeof value !== 'string' || !ACCEPTED_FIELDS.has(key)) continue
    if (value.trim()) payload[key] = value
    else delete payload[key]
  }
  return payload
}

/**
 * What the endpoint would refuse in `payload`, by field, with the message key (the first problem
 * per field). `defaultCountry` reads a national number when no country was chosen, as on the server.
 */
export function checkLead(payload: Record<string, string>, defaultCountry?: string): FieldError[] {
  const parsed = LeadInput.safeParse(payload)
  if (!parsed.success) {
    const source = LeadInput.shape.source.safeParse(payload.source).data ?? 'request-call'
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'form')))]
    return fields.map((field) => ({ field, key: errorKeyFor(source, field) }))
  }
  const checked = validateLead(parsed.data, defaultCountry)
  return checked.ok ? [] : checked.errors
}

/** The errors among `errors` that belong to step `index` of `source`. */
export function errorsInStep(source: LeadSource, index: number, errors: readonly FieldError[]): FieldError[] {
  return errors.filter((error) => stepOf(source, error.field) === index)
}

/** `{ field: message }` from field errors and the translated messages by key. */
export function messagesFor(errors: readonly FieldError[], text: Record<ErrorKey, string>): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [error.field, text[error.key]]))
}

/** A fresh idempotency key for the next submission (a UUID, with a fallback where randomUUID is missing: plain http). */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The query string of a path (`/catalog?type=villa` → `type=villa`), for the lead's `page_query`. */
export function queryOf(path: string): string {
  const index = path.indexOf('?')
  return index < 0 ? '' : (path.slice(index + 1).split('#')[0] ?? '')
}
