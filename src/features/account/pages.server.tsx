// Renders an account screen as a page: title, noindex, and the status. The form a failed post came
// from is found by its path, so every refusal (the guard's included) shows the right form again.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactElement } from 'react'
import { renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { sameSitePath } from '../../lib/paths'
import { currentAccount, signInPath } from '../../modules/accounts/session.server'
import type { FormErrors } from './AccountLayout'
import { AccountHomePage, ConfirmPage, ForgotPage, RegisterPage, ResetPage, SignInPage, UnavailablePage } from './AccountPages'
import { allowedProviders } from './schema'

export type { FormErrors } from './AccountLayout'

/** A screen in the page layout: never indexed (the no-store header is set by the routes' middleware). */
export function accountPage(c: Context<AppEnv>, titleKey: string, page: ReactElement, status = 200): Promise<Response> {
  return renderPage(c, { styles: 'account', title: c.var.t(titleKey), noindex: true }, page, status)
}

/** 503: no content backend is configured, or it cannot be reached. */
export const unavailable = (c: Context<AppEnv>) => accountPage(c, 'account.unavailable.title', <UnavailablePage />, 503)

/** `next` from a query or a posted form, if it is a same-site path other than `/`. */
export function nextOf(value: unknown): string | undefined {
  const next = typeof value === 'string' ? sameSitePath(value) : '/'
  return next === '/' ? undefined : next
}

export const providersOf = (c: Context<AppEnv>) => allowedProviders(c.env.AUTH_PROVIDERS)

/** A reset code from the emailed link: printable ASCII, at most 512 characters (Strapi's are 128 hex). */
export const resetCode = (value: string | undefined): string | undefined => (value && /^[\x21-\x7e]{1,512}$/.test(value) ? value : undefined)

interface FormState {
  errors: FormErrors
  values: Record<string, string>
  status: ContentfulStatusCode
}

/** The form of the posted path again, with its messages and the values that may be shown again. */
export async function renderForm(c: Context<AppEnv>, { errors, values, status }: FormState): Promise<Response> {
  const path = c.req.path
  const next = nextOf(values.next)
  if (path === '/account/register') return accountPage(c, 'account.register.title', <RegisterPage values={values} errors={errors} next={next} />, status)
  if (path === '/account/forgot-password') return accountPage(c, 'account.forgot.title', <ForgotPage values={values} errors={errors} />, status)
  if (path === '/account/confirm') return accountPage(c, 'account.confirm.title', <ConfirmPage values={values} errors={errors} />, status)
  if (path === '/account/reset-password') {
    // The form posts to `?code=…` (the emailed link's own query), so even a refusal before the body
    // is read shows the form again with its code.
    return accountPage(c, 'account.reset.title', <ResetPage code={resetCode(c.req.query('code'))} errors={errors} />, status)
  }
  if (path === '/account/password') {
    const account = await currentAccount(c)
    if (!account) return c.redirect(signInPath(c, '/account'), 303)
    return accountPage(c, 'account.home.title', <AccountHomePage account={account} errors={errors} />, status)
  }
  return accountPage(c, 'account.signIn.title', <SignInPage values={values} errors={errors} next={next} providers={providersOf(c)} />, status)
}
