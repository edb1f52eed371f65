// The account screens and their posts (docs/decisions/013-accounts.md), on the backend's
// users-permissions API: every screen is a plain page, every form a plain POST answered 303 (PRG) or
// with the form again and its errors; JSON in, JSON out for scripts. Pages are noindex and
// `private, no-store` (they show a person's details, or a form a back button must not replay).
// Sign in, register, reset and the provider callback clear the old token before anything else, then
// set the new one and fetch the user (spec §4); sign-out clears it.
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { errorText, log } from '../../lib/log.server'
import {
  accountsConfig,
  changePassword,
  connectUrl,
  failureKind,
  fetchMe,
  forgotPassword,
  providerCallback,
  register,
  resetPassword,
  sendEmailConfirmation,
  signIn,
} from '../../modules/accounts/client.server'
import { type FieldProblems, problemsFrom } from '../../modules/accounts/errors'
import { accountState, clearSession, localPath, sessionToken, signInPath, startSession } from '../../modules/accounts/session.server'
import type { StrapiOptions } from '../../modules/content/strapi/client.server'
import { StrapiError } from '../../modules/content/strapi/errors'
import { AccountHomePage, ConfirmedPage, ConfirmPage, ForgotPage, NOTICES, type NoticeName, RegisterPage, ResetPage, SignInPage } from './AccountPages'
import { type Format, refuse } from './answer'
import { accountGuard, formatOf } from './guard'
import { accountPage, nextOf, providersOf, resetCode, unavailable } from './pages.server'
import { type AccountForm, ChangePasswordForm, FORM_FIELDS, ForgotForm, PROVIDER_NAME, RegisterForm, ResendForm, ResetForm, SignInForm } from './schema'

type AccountContext = Context<AppEnv>

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  c.res.headers.set('cache-control', 'private, no-store')
})

/** `?notice=` as one of the known notices (anything else shows nothing). */
const noticeOf = (value: string | undefined): NoticeName | undefined => NOTICES.find((notice) => notice === value)

/** The body as a record: form fields (a field sent twice is kept as an array and fails its schema) or a JSON object. */
async function readBody(c: AccountContext, format: Format): Promise<Record<string, unknown> | null> {
  try {
    const body = format === 'json' ? await c.req.json() : await c.req.parseBody({ all: true })
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** zod's issues as field problems: an empty field is `required`, an unknown one is named. */
function schemaProblems(issues: readonly z.core.$ZodIssue[], data: Record<string, unknown>): FieldProblems {
  const problems: FieldProblems = {}
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems[key.slice(0, 64)] ??= { text: `Unknown field: ${key.slice(0, 64)}` }
      continue
    }
    const field = String(issue.path[0] ?? 'form')
    if (problems[field]) continue
    const value = data[field]
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '')
    if (field === 'terms' || field === 'code') problems[field] = { key: field === 'code' ? 'invalidCode' : 'terms' }
    else if (issue.message === 'mismatch' && !empty) problems[field] = { key: 'mismatch' }
    else if (empty) problems[field] = { key: 'required' }
    else if (field === 'identifier' || field === 'username' || field === 'email' || field === 'password' || field === 'passwordConfirmation')
      problems[field] = { key: field === 'passwordConfirmation' ? 'mismatch' : field }
    else problems[field] = { key: 'required' }
  }
  return problems
}

type Parsed<S extends z.ZodType> =
  | { ok: true; format: Format; data: z.infer<S>; raw: Record<string, unknown>; config: StrapiOptions }
  | { ok: false; response: Response }

/** The backend's configuration and the body validated with `schema`, or the answer that refuses it. */
async function validated<S extends z.ZodType>(c: AccountContext, schema: S): Promise<Parsed<S>> {
  const format = formatOf(c) ?? 'json'
  const raw = await readBody(c, format)
  if (!raw) return { ok: false, response: await refuse(c, format, 400, 'malformed_body', { form: { key: 'failed' } }) }
  const config = accountsConfig(c.env)
  if (!config)
    return { ok: false, response: format === 'json' ? await refuse(c, format, 503, 'unavailable', { form: { key: 'unavailable' } }) : await unavailable(c) }
  const result = schema.safeParse(raw)
  if (!result.success) return { ok: false, response: await refuse(c, format, 400, 'validation', schemaProblems(result.error.issues, raw), raw) }
  return { ok: true, format, data: result.data, raw, config }
}

/** A failed backend call as the visitor's answer: their input refused (400, Strapi's reasons on the fields), or unavailable (503). */
async function backendFailure(c: AccountContext, format: Format, error: unknown, form: AccountForm, raw: Record<string, unknown>): Promise<Response> {
  const kind = failureKind(error)
  if (error instanceof StrapiError && error.status === 429) {
    // The backend's own limiter (users-permissions limits its auth routes): the same answer as ours.
    c.header('retry-after', '60')
    return refuse(c, format, 429, 'rate_limited', { form: { key: 'rateLimited' } }, raw)
  }
  if (kind === 'unavailable') {
    log.warn('account call failed', { form, error: errorText(error, 200) })
    return refuse(c, format, 503, 'unavailable', { form: { key: 'unavailable' } }, raw)
  }
  const body = error instanceof StrapiError ? error.body : undefined
  return refuse(c, format, 400, 'rejected', problemsFrom(body, FORM_FIELDS[form]), raw)
}

/** Success: 303 to `path` for a form post, `{ ok: true, redirect }` for a script. */
const done = (c: AccountContext, format: Format, path: string) => (format === 'json' ? c.json({ ok: true, redirect: path }) : c.redirect(path, 303))

/** Sets the session from a returned JWT: the user is fetched with it (spec §4), then the cookie is set. */
async function signInWith(c: AccountContext, config: StrapiOptions, jwt: string) {
  const user = await fetchMe(config, jwt)
  return startSession(c, jwt, user)
}

/** signInWith for a call that must return a JWT (sign in, reset, provider callback): none is a broken answer. */
async function signInWithIssued(c: AccountContext, config: StrapiOptions, jwt: string | undefined) {
  if (!jwt) throw new StrapiError({ status: 500, body: null, failure: 'parse' })
  return signInWith(c, config, jwt)
}

/**
 * For the posts that never say whether an address has an account (forgot password, resend
 * confirmation): only a backend that cannot be asked (down, or its own rate limit) is told.
 */
const cannotBeAsked = (error: unknown) => failureKind(error) === 'unavailable' || (error instanceof StrapiError && error.status === 429)

/** A post that needs a session without one: 401 for a script, to sign in (and back) for a form. */
const signedOut = (c: AccountContext, format: Format) =>
  format === 'json' ? refuse(c, format, 401, 'signed_out', { form: { key: 'failed' } }) : c.redirect(signInPath(c, '/account'), 303)

/** A GET screen that needs the backend: 503 when none is configured. */
const needsBackend = createMiddleware<AppEnv>(async (c, next) => {
  if (!accountsConfig(c.env)) return unavailable(c)
  await next()
})

export const account = new Hono<AppEnv>()

account.use('/account', noStore)
account.use('/account/*', noStore)
account.use('/connect/*', noStore)
account.use('/auth/*', noStore)

account.get('/account', async (c) => {
  const state = await accountState(c)
  if (state.status === 'unavailable') return unavailable(c)
  if (state.status === 'signed-out') return c.redirect(signInPath(c), 303)
  return accountPage(c, 'account.home.title', <AccountHomePage account={state.account} notice={noticeOf(c.req.query('notice'))} />)
})

account.get('/account/sign-in', needsBackend, (c) =>
  accountPage(c, 'account.signIn.title', <SignInPage next={nextOf(c.req.query('next'))} notice={noticeOf(c.req.query('notice'))} providers={providersOf(c)} />),
)

account.post('/account/sign-in', accountGuard, async (c) => {
  const input = await validated(c, SignInForm)
  if (!input.ok) return input.response
  const { format, data, raw, config } = input
  clearSession(c)
  try {
    const { jwt } = await signIn(config, { identifier: data.identifier, password: data.password })
    await signInWithIssued(c, config, jwt)
  } catch (error) {
    return backendFailure(c, format, error, 'signIn', raw)
  }
  return done(c, format, nextOf(data.next) ?? localPath(c, '/account'))
})

account.get('/account/register', needsBackend, (c) => accountPage(c, 'account.register.title', <RegisterPage next={nextOf(c.req.query('next'))} />))

account.post('/account/register', accountGuard, async (c) => {
  const input = await validated(c, RegisterForm)
  if (!input.ok) return input.response
  const { format, data, raw, config } = input
  clearSession(c)
  let jwt: string | undefined
  try {
    ;({ jwt } = await register(config, { username: data.username, email: data.email, password: data.password }))
    if (jwt) await signInWith(c, config, jwt)
  } catch (error) {
    return backendFailure(c, format, error, 'register', raw)
  }
  // With email confirmation on, the backend answers without a token: the visitor confirms first.
  if (!jwt) return done(c, format, localPath(c, '/account/confirm?notice=confirm-sent'))
  return done(c, format, nextOf(data.next) ?? localPath(c, '/account?notice=welcome'))
})

account.get('/account/forgot-password', needsBackend, (c) => accountPage(c, 'account.forgot.title', <ForgotPage notice={noticeOf(c.req.query('notice'))} />))

account.post('/account/forgot-password', accountGuard, async (c) => {
  const input = await validated(c, ForgotForm)
  if (!input.ok) return input.response
  const { format, raw, config } = input
  try {
    await forgotPassword(config, { email: input.data.email })
  } catch (error) {
    // Only "cannot be asked" is told: whether the address has an account never is.
    if (cannotBeAsked(error)) return backendFailure(c, format, error, 'forgot', raw)
    log.info('forgot-password refused by the backend', { status: error instanceof StrapiError ? error.status : 0 })
  }
  return done(c, format, localPath(c, '/account/forgot-password?notice=reset-sent'))
})

account.get('/account/reset-password', needsBackend, (c) => accountPage(c, 'account.reset.title', <ResetPage code={resetCode(c.req.query('code'))} />))

account.post('/account/reset-password', accountGuard, async (c) => {
  const input = await validated(c, ResetForm)
  if (!input.ok) return input.response
  const { format, data, raw, config } = input
  clearSession(c)
  try {
    const { jwt } = await resetPassword(config, data)
    await signInWithIssued(c, config, jwt)
  } catch (error) {
    return backendFailure(c, format, error, 'reset', raw)
  }
  return done(c, format, localPath(c, '/account?notice=reset'))
})

account.get('/account/confirm', needsBackend, (c) => accountPage(c, 'account.confirm.title', <ConfirmPage notice={noticeOf(c.req.query('notice'))} />))

account.post('/account/confirm', accountGuard, async (c) => {
  const input = await validated(c, ResendForm)
  if (!input.ok) return input.response
  const { format, raw, config } = input
  try {
    await sendEmailConfirmation(config, { email: input.data.email })
  } catch (error) {
    // "Already confirmed" or an unknown address get the same answer as a sent email (no enumeration).
    if (cannotBeAsked(error)) return backendFailure(c, format, error, 'resend', raw)
  }
  return done(c, format, localPath(c, '/account/confirm?notice=resent'))
})

account.get('/account/confirmed', (c) => accountPage(c, 'account.confirmed.title', <ConfirmedPage />))

account.post('/account/password', accountGuard, async (c) => {
  const input = await validated(c, ChangePasswordForm)
  if (!input.ok) return input.response
  const { format, data, raw, config } = input
  const token = sessionToken(c)
  if (!token) return signedOut(c, format)
  try {
    const { jwt } = await changePassword(config, token, data)
    // Strapi answers with a fresh token; an older backend may not, and the old one stays good.
    await signInWith(c, config, jwt ?? token)
  } catch (error) {
    if (failureKind(error) === 'unauthorized') {
      clearSession(c)
      return signedOut(c, format)
    }
    return backendFailure(c, format, error, 'changePassword', raw)
  }
  return done(c, format, localPath(c, '/account?notice=password'))
})

// The same guard as every account form: another site cannot sign a visitor out (cross-site refused).
account.post('/account/sign-out', accountGuard, (c) => {
  clearSession(c)
  return done(c, formatOf(c) ?? 'form', localPath(c, '/account/sign-in?notice=signed-out'))
})

/** Set by /connect/{provider} for 10 minutes: the provider login this browser started. */
const CONNECT_COOKIE = 'marsa_connect'
const CONNECT_MAX_AGE = 10 * 60

/** A provider on the allow-list (AUTH_PROVIDERS), else undefined (answered 404 like any unknown path). */
const allowedProvider = (c: AccountContext): string | undefined => {
  const name = c.req.param('provider') ?? ''
  return PROVIDER_NAME.test(name) && providersOf(c).includes(name) ? name : undefined
}

account.get('/connect/:provider', (c) => {
  const provider = allowedProvider(c)
  if (!provider) return c.notFound()
  const config = accountsConfig(c.env)
  if (!config) return unavailable(c)
  // The callback accepts a token only in the browser that started here (login CSRF: a link carrying
  // someone else's access_token must not sign a visitor in as them). Lax: sent when the CMS redirects back.
  setSiteCookie(c, CONNECT_COOKIE, provider, CONNECT_MAX_AGE)
  // Off the site on purpose: the CMS starts the provider's login (worker/middleware/redirects.ts lets this one through).
  return c.redirect(connectUrl(config, provider), 302)
})

account.get('/auth/:provider/callback', async (c) => {
  const provider = allowedProvider(c)
  if (!provider) return c.notFound()
  const config = accountsConfig(c.env)
  if (!config) return unavailable(c)
  clearSession(c)
  const started = getCookie(c, CONNECT_COOKIE) === provider
  if (getCookie(c, CONNECT_COOKIE) !== undefined) setSiteCookie(c, CONNECT_COOKIE, '', 0)
  const accessToken = c.req.query('access_token')
  const providerError = () =>
    accountPage(c, 'account.signIn.title', <SignInPage errors={{ form: c.var.t('account.errors.provider') }} providers={providersOf(c)} />, 400)
  if (!started || !accessToken || !/^[\x21-\x7e]{1,4096}$/.test(accessToken)) return providerError()
  try {
    const { jwt } = await providerCallback(config, provider, accessToken)
    await signInWithIssued(c, config, jwt)
  } catch (error) {
    if (failureKind(error) === 'unavailable') {
      log.warn('provider sign-in failed', { provider, error: errorText(error, 200) })
      return unavailable(c)
    }
    return providerError()
  }
  return c.redirect(localPath(c, '/account'), 303)
})
