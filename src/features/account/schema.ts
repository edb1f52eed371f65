// The account forms' fields, one zod schema per form: the route validates a plain form post or JSON
// with them. Bounds are generous (the backend has the last word and its errors come back on the
// field): a password is 6–72 characters because bcrypt, which Strapi uses, reads only 72 bytes.
import { z } from 'zod'

/** Text a visitor typed, trimmed; zero-width and other format characters do not count as content. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .refine((value) => value.replace(/\p{Cf}/gu, '').length > 0)

/** An email as the backend stores it (lower-cased by Strapi); 254 is the longest an address may be. */
const email = z
  .string()
  .max(254)
  .transform((value) => value.trim())
  .pipe(z.email())

/** A password is used as typed (never trimmed: a space is a character). */
const password = z.string().min(6).max(72)

/** Sent by the form as a hidden field: where to go after signing in (checked again by sameSitePath). */
const next = z.string().max(2000).optional()

export const SignInForm = z.strictObject({ identifier: text(254), password: z.string().min(1).max(200), next })

export const RegisterForm = z.strictObject({
  username: text(50).pipe(z.string().min(3)),
  email,
  password,
  // A checkbox: present ("on") when ticked, absent otherwise. Spec: users must be 18 or older.
  terms: z.literal('on'),
  next,
})

export const ForgotForm = z.strictObject({ email })

export const ResendForm = z.strictObject({ email })

export const ResetForm = z
  .strictObject({ code: z.string().min(1).max(512), password, passwordConfirmation: z.string().max(72) })
  .refine((form) => form.password === form.passwordConfirmation, { path: ['passwordConfirmation'], message: 'mismatch' })

export const ChangePasswordForm = z
  .strictObject({ currentPassword: z.string().min(1).max(200), password, passwordConfirmation: z.string().max(72) })
  .refine((form) => form.password === form.passwordConfirmation, { path: ['passwordConfirmation'], message: 'mismatch' })

/** Each form's fields in the order they are shown (an error summary lists them in this order). */
export const FORM_FIELDS = {
  signIn: ['identifier', 'password'],
  register: ['username', 'email', 'password', 'terms'],
  forgot: ['email'],
  resend: ['email'],
  reset: ['password', 'passwordConfirmation', 'code'],
  changePassword: ['currentPassword', 'password', 'passwordConfirmation'],
} as const
export type AccountForm = keyof typeof FORM_FIELDS

/** Values that may be shown again in a form after a failed post: never a password or a code. */
export const ECHOED_FIELDS: ReadonlySet<string> = new Set(['identifier', 'username', 'email', 'next'])

/** Provider names as the backend's routes take them (`google`, `github`, `microsoft`, `cognito`, …). */
export const PROVIDER_NAME = /^[a-z][a-z0-9_-]{0,31}$/

/** The providers offered: AUTH_PROVIDERS (comma-separated) as a set of well-formed names. */
export function allowedProviders(value: string | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => PROVIDER_NAME.test(name))
  return [...new Set(names)]
}
