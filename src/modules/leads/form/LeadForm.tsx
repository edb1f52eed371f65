// Server side of the lead forms: translates every label, fills the hidden fields (a fresh lead_id
// per render, the idempotency key; where the visitor is; the agent and campaign) and renders the
// LeadForm island, which hydrates on the visitor's first interaction. Also builds the shared props
// of the request-a-call dialog, which the overlay host carries once per page.
import type { TFunction } from 'i18next'
import { Island } from '../../../lib/islands/Island'
import { memoByObject } from '../../../lib/memo'
import { type PageContextValue, usePage } from '../../../lib/page-context'
import { sameSitePath } from '../../../lib/paths'
import { formFields, LEAD_FORMS, queryOf } from '../forms'
import { boundedPath, boundedQuery, type ErrorKey, type LeadSource } from '../schema'
import LeadFormIsland from './LeadForm.island'
import type { LeadFormProps, LeadFormText, LeadFormVariant } from './lead-form-props'
import type { RequestCallShared } from './RequestCallDialog'

const ERROR_KEYS: ErrorKey[] = ['name', 'email', 'phone', 'questionnaireName', 'questionnaireEmail', 'questionnairePhone', 'invalid']

/** Fields that travel hidden: posted values win over defaults (a form shown again keeps its lead_id). */
export const HIDDEN_FIELDS = [
  'lead_id',
  'locale',
  'next',
  'page_query',
  'agent_id',
  'campaign_id',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_project',
  'utm_placement',
  'utm_call_queue',
] as const
export type HiddenField = (typeof HIDDEN_FIELDS)[number]

/** Campaign and attribution values a page can set on its form. */
export type LeadHidden = Partial<Record<Exclude<HiddenField, 'lead_id' | 'locale' | 'next' | 'page_query'>, string>>

const AGENT_ID = /^[\w.:-]{1,64}$/

/** The form's fixed texts in `t`'s language, built once per translator (a catalogue reload makes a new one). */
export const leadFormText: (t: TFunction) => LeadFormText = memoByObject((t: TFunction) => buildText(t))

function buildText(t: TFunction): LeadFormText {
  return {
    required: t('leads.required'),
    submit: t('leads.submit'),
    submitting: t('leads.submitting'),
    summary: t('leads.summary'),
    successTitle: t('leads.success.title'),
    successMessage: t('leads.success.message'),
    failedTitle: t('leads.failed.title'),
    failedMessage: t('leads.failed.message'),
    retry: t('leads.failed.retry'),
    honeypot: t('leads.fields.website'),
    next: t('leads.steps.next'),
    back: t('leads.steps.back'),
    stepOf: t('leads.steps.of', { current: '{{current}}', total: '{{total}}' }),
    errors: Object.fromEntries(ERROR_KEYS.map((key) => [key, t(`leads.errors.${key}`)])) as Record<ErrorKey, string>,
    phone: {
      country: t('leads.phone.country'),
      search: t('leads.phone.search'),
      noResults: t('leads.phone.noResults'),
      placeholder: t('leads.phone.placeholder'),
    },
  }
}

/** Field labels, step titles and option labels of `source`'s form. */
export function leadFormLabels(t: TFunction, source: LeadSource): Pick<LeadFormProps, 'labels' | 'options'> {
  const labels: Record<string, string> = {}
  const options: Record<string, Record<string, string>> = {}
  for (const field of formFields(source)) {
    const question = /^s\d$/.test(field.name)
    labels[field.name] = t(question ? `leads.questions.${field.name}.label` : `leads.fields.${field.name}`)
    if (field.kind === 'checkboxes') labels[`${field.name}.fallback`] = t(`leads.questions.${field.name}.fallback`)
    if (field.options) {
      const labelled: Record<string, string> = Object.fromEntries(field.options.map((o) => [o.key, t(`leads.questions.${field.name}.options.${o.key}`)]))
      if (field.kind === 'select') labelled[''] = t('leads.choose')
      options[field.name] = labelled
    }
  }
  const steps = LEAD_FORMS[source].steps
  if (steps.length > 1) for (const step of steps) labels[`step.${step.id}`] = t(`leads.steps.${step.id}`)
  return { labels, options }
}

/** `?agent_id=` of the page's own URL, when it is a valid id. */
function pageAgent(fullPath: string): string | undefined {
  const value = new URLSearchParams(queryOf(fullPath)).get('agent_id') ?? undefined
  return value && AGENT_ID.test(value) ? value : undefined
}

/** Where the visitor is: the hidden fields every form carries. */
export function pageHidden(
  page: Pick<PageContextValue, 'locale' | 'fullPath'>,
  next = page.fullPath,
  pageQuery = queryOf(page.fullPath),
): Record<string, string> {
  const fields: Record<string, string> = { locale: page.locale, next: boundedPath(sameSitePath(next)), page_query: boundedQuery(pageQuery) }
  const agent = pageAgent(page.fullPath)
  if (agent) fields.agent_id = agent
  return fields
}

export interface LeadFormServerProps {
  source: LeadSource
  /** What the visitor typed, after a post without JavaScript failed (hidden fields included). */
  values?: Record<string, string>
  errors?: Record<string, string>
  /** Agent and campaign fields for this form (an agent in the page URL is used when none is given). */
  hidden?: LeadHidden
  /** Element id prefix (default `lead-{source}`). */
  id?: string
  /** Default `card`. */
  variant?: LeadFormVariant
  submitLabel?: string
  /** Where a post without JavaScript returns after "Thank You!" (default: this page). */
  next?: string
  /** The query of the page the visitor came from, carried with the lead (default: this page's). */
  pageQuery?: string
  download?: { href: string; label: string }
}

/**
 * A lead form: works as a plain form post without JavaScript and, hydrated on the first
 * interaction, checks and sends in place.
 */
export function LeadForm({
  source,
  values = {},
  errors = {},
  hidden = {},
  id = `lead-${source}`,
  variant = 'card',
  submitLabel,
  next,
  pageQuery,
  download,
}: LeadFormServerProps) {
  const page = usePage()
  const { t, href, iso, country, turnstileSiteKey } = page
  const fields: Record<string, string> = { source, ...pageHidden(page, next, pageQuery), lead_id: crypto.randomUUID() }
  for (const [key, value] of Object.entries(hidden)) if (value) fields[key] = value
  for (const key of HIDDEN_FIELDS) {
    const posted = values[key]
    if (posted) fields[key] = key === 'next' ? sameSitePath(posted) : posted
  }
  const props: LeadFormProps = {
    source,
    id,
    action: href('/api/leads'),
    hidden: fields,
    values,
    errors,
    ...leadFormLabels(t, source),
    text: { ...leadFormText(t), successMessage: successMessage(t, source) },
    locale: iso,
    defaultCountry: country ?? 'AE',
    variant,
    submitLabel: submitLabel ?? t(`leads.forms.${source}.submit`),
    ...(turnstileSiteKey ? { turnstileSiteKey } : {}),
    ...(download ? { download } : {}),
  }
  return <Island name="LeadForm" component={LeadFormIsland} props={props} hydrate="interaction" />
}

/** The "Thank You!" message for `source`: a call back, or what the careers and subscription forms promise. */
export function successMessage(t: TFunction, source: LeadSource): string {
  return source === 'careers' || source === 'subscription' || source === 'partner' ? t(`leads.success.${source}`) : t('leads.success.message')
}

/** The label of the button offering the file a brochure or floor-plan request earns. */
export const downloadLabels = (t: TFunction) => ({ brochure: t('leads.success.downloadBrochure'), 'floor-plan': t('leads.success.downloadPlan') })

/** What the request-a-call dialog needs from the page, sent once with the overlay host (Chrome). */
export function requestCallShared(page: PageContextValue): RequestCallShared {
  const { t, href, iso, country, turnstileSiteKey } = page
  const sources = ['request-call', 'floor-plan', 'brochure'] as const
  return {
    action: href('/api/leads'),
    hidden: pageHidden(page),
    locale: iso,
    defaultCountry: country ?? 'AE',
    text: leadFormText(t),
    ...leadFormLabels(t, 'request-call'),
    forms: Object.fromEntries(
      sources.map((source) => [
        source,
        { title: t(`leads.forms.${source}.title`), intro: t(`leads.forms.${source}.intro`), submit: t(`leads.forms.${source}.submit`) },
      ]),
    ) as RequestCallShared['forms'],
    close: t('common.close'),
    projectLabel: t('leads.page.project'),
    download: downloadLabels(t),
    ...(turnstileSiteKey ? { turnstileSiteKey } : {}),
  }
}
