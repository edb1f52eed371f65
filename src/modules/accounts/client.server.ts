// The users-permissions API of the content backend (Strapi 4/5), over the content module's Strapi
// client: its base address and prefix come from the same configuration (CONTENT_API_URL), but never
// its API token: these calls speak for a visitor (public) or for a signed-in user (their JWT).
// Answers are checked with zod; an answer that does not fit is a `parse` failure like a broken body.
import { z } from 'zod'
import { type ContentEnv, contentConfig } from '../content/config.server'
import { type StrapiOptions, strapiRequest, strapiUrl } from '../content/strapi/client.server'
import { defaultErrorBody, StrapiError } from '../content/strapi/errors'

/** A users-permissions user as the site keeps it (spec §3 "current user"; nothing more is read). */
export const User = z.object({
  id: z.number().int(),
  // Strapi 5's stable identity; version 4 has none (the numeric id stands in).
  documentId: z.string().optional(),
  username: z.string(),
  email: z.string(),
  confirmed: z.boolean().nullish(),
})
export type User = z.infer<typeof User>

/** `{ jwt, user }`; registration with email confirmation on answers the user without a jwt. */
const AuthAnswer = z.object({ jwt: z.string().min(1).optional(), user: User })
export type AuthAnswer = z.infer<typeof AuthAnswer>

/** Time limit of one call: a page waits on it, so it is shorter than the sync's. */
export const ACCOUNT_TIMEOUT_MS = 5000

/**
 * Client options for the users-permissions API, or null when no content backend is configured
 * (the account pages then answer 503). No API token, no retry (a page waits; a POST is never retried).
 */
export function accountsConfig(env: ContentEnv): StrapiOptions | null {
  const config = contentConfig(env)
  return config && { ...config, token: undefined, retry: 0, timeoutMs: ACCOUNT_TIMEOUT_MS }
}

/** Calls `path` and checks the answer with `schema`: a mismatch throws a `parse` StrapiError. */
async function call<S extends z.ZodType>(options: StrapiOptions, path: string, schema: S, init: Parameters<typeof strapiRequest>[2]): Promise<z.infer<S>> {
  const answer = await strapiRequest(options, path, init)
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    throw new StrapiError({ status: 500, body: defaultErrorBody(options.version ?? 4, `Unexpected answer from ${path}`), failure: 'parse' })
  }
  return parsed.data
}

const withToken = (options: StrapiOptions, jwt: string): StrapiOptions => ({ ...options, token: jwt })

/** GET /users/me: the user the JWT belongs to (a bare user, no wrapper). */
export const fetchMe = (options: StrapiOptions, jwt: string) => call(withToken(options, jwt), '/users/me', User, {})

/** POST /auth/local: sign in with a username or email and a password. */
export const signIn = (options: StrapiOptions, body: { identifier: string; password: string }) =>
  call(options, '/auth/local', AuthAnswer, { method: 'POST', body })

/** POST /auth/local/register. With email confirmation on, the answer has no jwt. */
export const register = (options: StrapiOptions, body: { username: string; email: string; password: string }) =>
  call(options, '/auth/local/register', AuthAnswer, { method: 'POST', body })

/** POST /auth/forgot-password: the backend emails a reset link (its answer is not read, spec §7). */
export const forgotPassword = async (options: StrapiOptions, body: { email: string }) => {
  await strapiRequest(options, '/auth/forgot-password', { method: 'POST', body })
}

/** POST /auth/reset-password with the emailed code: answers `{ jwt, user }`. */
export const resetPassword = (options: StrapiOptions, body: { code: string; password: string; passwordConfirmation: string }) =>
  call(options, '/auth/reset-password', AuthAnswer, { method: 'POST', body })

/** POST /auth/change-password as the signed-in user: answers `{ jwt, user }` (a fresh token). */
export const changePassword = (options: StrapiOptions, jwt: string, body: { currentPassword: string; password: string; passwordConfirmation: string }) =>
  call(withToken(options, jwt), '/auth/change-password', AuthAnswer, { method: 'POST', body })

/** POST /auth/send-email-confirmation: sends the confirmation email again (answer not read). */
export const sendEmailConfirmation = async (options: StrapiOptions, body: { email: string }) => {
  await strapiRequest(options, '/auth/send-email-confirmation', { method: 'POST', body })
}

/** GET /auth/{provider}/callback?access_token=…: exchanges the provider's token for a JWT. */
export const providerCallback = (options: StrapiOptions, provider: string, accessToken: string) =>
  call(options, `/auth/${encodeURIComponent(provider)}/callback`, AuthAnswer, { query: { access_token: accessToken } })

/** The browser address that starts a provider login: `{CMS}{prefix}/connect/{provider}`. */
export const connectUrl = (options: StrapiOptions, provider: string): string => strapiUrl(options, `/connect/${encodeURIComponent(provider)}`)

/** How a failed call reads to the site: the token is no good, the backend said no, or it could not be asked. */
export type FailureKind = 'unauthorized' | 'rejected' | 'unavailable'

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof StrapiError)) return 'unavailable'
  if (error.failure !== 'http') return 'unavailable'
  if (error.status === 401 || error.status === 403) return 'unauthorized'
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429 ? 'rejected' : 'unavailable'
}
