// How POST /api/leads says no: one Failure shape (status, error code, the field and its message in the
// page's language), answered as JSON to the hydrated forms, or as the form page again, with what was
// typed and what to fix, to a form posted without JavaScript.
import type { Hook } from '@hono/zod-validator'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createElement } from 'react'
import { z } from 'zod'
import { renderPage } from '../../app/render.server'
import { type BodyFormat, bodyFormat } from '../../lib/body-format'
import type { AppEnv } from '../../lib/context'
import { errorKeyFor, type FieldError, LEAD_SOURCES, type LeadInput, type LeadSource } from '../../modules/leads/schema'
import { LeadFormPage } from './LeadFormPage'

export type LeadContext = Context<AppEnv>

/** How the body came: JSON from a hydrated form, or a plain form post (no JavaScript). */
export type Format = BodyFormat

export interface Failure {
  status: ContentfulStatusCode
  error: string
  message: string
  field?: string
  fields?: Record<string, string>
}

/** The body's format from its content type; null for anything else (refused with 415). */
export const formatOf = bodyFormat

/** The message for a field of a form, in the page's language. */
function fieldMessage(c: LeadContext, source: LeadSource, field: string): string {
  return c.var.t(`leads.errors.${errorKeyFor(source, field)}`)
}

/** zod's issues as one failure naming the fields (unknown fields first: a form with a typo must not lose data). */
function schemaFailure(c: LeadContext, issues: readonly z.core.$ZodIssue[], source: LeadSource | undefined): Failure {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys')
  if (unknown && unknown.code === 'unrecognized_keys') {
    const field = unknown.keys[0] ?? ''
    return { status: 400, error: 'unknown_field', field, message: `Unknown field: ${field.slice(0, 64)}` }
  }
  if (issues.some((issue) => issue.path.length === 0)) return { status: 400, error: 'malformed_json', message: 'The body must be a JSON object of fields' }
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body')
    if (fields[field]) continue
    if (field === 'source') fields[field] = `Unknown form: source must be one of ${LEAD_SOURCES.join(', ')}`
    else fields[field] = source ? fieldMessage(c, source, field) : c.var.t('leads.errors.invalid')
  }
  const field = Object.keys(fields)[0] ?? 'body'
  return { status: 400, error: 'validation', message: fields[field] ?? 'Invalid request', field, fields }
}

/** The per-form rules' errors (validateLead) as one failure naming the fields. */
export function validationFailure(c: LeadContext, source: LeadSource, errors: FieldError[]): Failure {
  const fields = Object.fromEntries(errors.map((e) => [e.field, fieldMessage(c, source, e.field)]))
  const field = errors[0]?.field ?? 'body'
  return { status: 400, error: 'validation', message: fields[field] ?? '', field, fields }
}

/** Form values to show again (strings only, never the honeypot or token). */
function echoValues(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => typeof value === 'string' && key !== 'website' && key !== 'cf-turnstile-response' && value.length <= 2000),
  ) as Record<string, string>
}

/** The failure as the client needs it: JSON, or the form page again (a 429's Retry-After is set by withinRateLimit). */
export async function fail(c: LeadContext, format: Format | null, failure: Failure, data: Record<string, unknown> = {}): Promise<Response> {
  if (format !== 'form') {
    const { status, ...body } = failure
    return c.json({ ok: false, ...body }, status)
  }
  // Without JavaScript: the form again, with what was typed and what to fix (or why it failed).
  const parsedSource = z.enum(LEAD_SOURCES).safeParse(data.source)
  const source = parsedSource.success ? parsedSource.data : 'request-call'
  const errors = failure.error === 'validation' && failure.fields ? failure.fields : { form: c.var.t('leads.failed.message') }
  return renderPage(
    c,
    { styles: 'leads', title: c.var.t(`leads.forms.${source}.title`), noindex: true },
    createElement(LeadFormPage, { source, values: echoValues(data), errors }),
    failure.status,
  )
}

/** A body that is not a record (a form field sent twice arrives as an array and fails its schema). */
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** The failure hook of the body validators (@hono/zod-validator): one answer naming the field, in the form's format. */
export type OnInvalid<F extends Format> = Hook<LeadInput, AppEnv, string, F, Record<string, never>, typeof LeadInput>

export const onInvalid =
  <F extends Format>(format: F): OnInvalid<F> =>
  (result, c) => {
    if (result.success) return
    const data = asRecord(result.data)
    const source = z.enum(LEAD_SOURCES).safeParse(data.source).data
    return fail(c, format, schemaFailure(c, result.error.issues, source), data)
  }
