// How an account POST answers: JSON to a script (`{ ok, error, field, fields, message }`, the field
// named), or, to a plain form post, the same page again with each message next to its field and
// what was typed (never a password or a code). Successes are 303 redirects (PRG) made by the routes.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { BodyFormat } from '../../lib/body-format'
import type { AppEnv } from '../../lib/context'
import type { FieldProblems } from '../../modules/accounts/errors'
import { type FormErrors, renderForm } from './pages.server'
import { ECHOED_FIELDS } from './schema'

/** How the body came: JSON from a script, or a plain form post. */
export type Format = BodyFormat

/** Each problem as text in the page's language (a backend message without a key is shown as it came). */
export function messagesOf(c: Context<AppEnv>, problems: FieldProblems): FormErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, problem.key ? c.var.t(`account.errors.${problem.key}`) : (problem.text ?? '')]),
  )
}

/** Posted values that may be shown again. */
export function echoed(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => ECHOED_FIELDS.has(key) && typeof value === 'string' && value.length <= 2000),
  ) as Record<string, string>
}

/**
 * The refusal: JSON naming the first field (or `form`), or the posted form's page again with the
 * messages. `data` is what was posted, for the values shown again.
 */
export async function refuse(
  c: Context<AppEnv>,
  format: Format,
  status: ContentfulStatusCode,
  error: string,
  problems: FieldProblems,
  data: Record<string, unknown> = {},
): Promise<Response> {
  const fields = messagesOf(c, problems)
  const field = Object.keys(fields)[0] ?? 'form'
  if (format === 'json') return c.json({ ok: false, error, field, fields, message: fields[field] ?? '' }, status)
  return renderForm(c, { errors: fields, values: echoed(data), status })
}
