// What a users-permissions error means for a form: Strapi answers `{ data: null, error: { status,
// name, message, details: { errors: [{ path, message }] } } }`; its validation details name fields,
// its well-known messages (wrong password, taken email, bad code) are mapped to a field and to a key
// of the `account.errors` catalogue so the visitor reads them in their language. Anything else is
// shown on the field Strapi named, in Strapi's words, or as a form-wide failure.

/** A field's error: a catalogue key (`account.errors.<key>`) or, failing that, the backend's own text. */
export interface FieldProblem {
  key?: AccountErrorKey
  text?: string
}

/** Errors by field name; `form` for one that names no field. */
export type FieldProblems = Record<string, FieldProblem>

export const ACCOUNT_ERROR_KEYS = [
  'required',
  'identifier',
  'username',
  'email',
  'password',
  'passwordConfirmation',
  'mismatch',
  'terms',
  'code',
  'invalidCredentials',
  'notConfirmed',
  'blocked',
  'taken',
  'invalidCode',
  'currentPassword',
  'samePassword',
  'alreadyConfirmed',
  'provider',
  'unavailable',
  'failed',
  'tooLarge',
  'crossSite',
  'rateLimited',
] as const
export type AccountErrorKey = (typeof ACCOUNT_ERROR_KEYS)[number]

/**
 * Strapi's fixed messages (users-permissions 5, `server/controllers/auth.js`), lower-cased, and
 * where they belong. Matched exactly: a message that merely contains one of these is not it.
 */
const KNOWN: ReadonlyArray<[message: string, field: string, key: AccountErrorKey]> = [
  ['invalid identifier or password', 'password', 'invalidCredentials'],
  ['your account email is not confirmed', 'identifier', 'notConfirmed'],
  ['your account has been blocked by an administrator', 'form', 'blocked'],
  ['email or username are already taken', 'email', 'taken'],
  ['email is already taken', 'email', 'taken'],
  ['username already taken', 'username', 'taken'],
  ['incorrect code provided', 'code', 'invalidCode'],
  ['passwords do not match', 'passwordConfirmation', 'mismatch'],
  ['the provided current password is invalid', 'currentPassword', 'currentPassword'],
  ['your new password must be different than your current password', 'password', 'samePassword'],
  ['already confirmed', 'email', 'alreadyConfirmed'],
]

interface DetailError {
  path?: unknown
  message?: unknown
}

/** The v4/v5 error object of a body, if it has one. */
function errorOf(body: unknown): { message?: unknown; details?: unknown } | undefined {
  if (!body || typeof body !== 'object') return undefined
  const error = (body as { error?: unknown }).error
  return error && typeof error === 'object' ? (error as { message?: unknown; details?: unknown }) : undefined
}

/** The first path segment of a detail (`['password']` or `'password'`) when it is one of `fields`. */
function fieldOf(path: unknown, fields: readonly string[]): string | undefined {
  const first = Array.isArray(path) ? path[0] : path
  return typeof first === 'string' && fields.includes(first) ? first : undefined
}

/** A backend message short and plain enough to show (never markup or a stack). */
const showable = (message: unknown): message is string => typeof message === 'string' && message.length > 0 && message.length <= 200 && !/[<>]/.test(message)

/**
 * The field problems in a users-permissions error body, for a form with `fields`. A known message
 * goes to its field (when the form has it, else to `form`); each validation detail goes to the field
 * its path names; whatever is left becomes `form: failed`.
 */
export function problemsFrom(body: unknown, fields: readonly string[]): FieldProblems {
  const error = errorOf(body)
  const problems: FieldProblems = {}
  const add = (field: string, problem: FieldProblem) => {
    if (!problems[field]) problems[field] = problem
  }
  const known = (message: unknown) => (typeof message === 'string' ? KNOWN.find(([text]) => text === message.trim().toLowerCase()) : undefined)
  const details = (error?.details as { errors?: unknown } | undefined)?.errors
  if (Array.isArray(details)) {
    for (const detail of details as DetailError[]) {
      const field = fieldOf(detail?.path, fields)
      const match = known(detail?.message)
      if (match) add(fields.includes(match[1]) ? match[1] : (field ?? 'form'), { key: match[2] })
      else if (field) add(field, showable(detail?.message) ? { text: detail.message } : { key: 'failed' })
    }
  }
  const match = known(error?.message)
  if (match) add(fields.includes(match[1]) ? match[1] : 'form', { key: match[2] })
  if (Object.keys(problems).length === 0) problems.form = { key: 'failed' }
  return problems
}
