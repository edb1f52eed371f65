// Accounts against the real Strapi 5 of cms/ (users-permissions with email confirmation, mails caught
// by maildev), through the whole site: register → the confirmation mail → confirm → sign in →
// /account shows the user (/users/me) → forgot password → the reset mail → reset with its code →
// sign in with the new password → change password → sign out. A wrong password shows Strapi's
// error on the password field; an unconfirmed account is told so on the identifier field.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Backend, send, sessionAfter } from '../integration/fake-accounts-helpers'
import { decodeHtml, titleOf, tr } from '../integration/helpers'
import { clearMails, cms, cmsEnv, mails } from './helpers'

/** The site configured for the real CMS (no providers: none is configured in the tests' CMS). */
const site = (): Backend => ({ env: { ...cmsEnv(env), AUTH_PROVIDERS: '' } as Env, run: '', base: cms().url })

/** The newest mail to `to` whose body matches `pattern`, waiting up to 20 s; returns the first match group. */
async function mailLink(to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000
  for (;;) {
    for (const mail of (await mails()).reverse()) {
      if (!mail.to.some((t) => t.address.toLowerCase() === to.toLowerCase())) continue
      const found = decodeHtml(`${mail.html ?? ''}\n${mail.text ?? ''}`).match(pattern)
      if (found?.[1]) return found[1]
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const fieldError = (html: string, field: string) =>
  decodeHtml(html.match(new RegExp(`id="account-${field}-error"[^>]*>[\\s\\S]*?<span>([^<]*)</span>`))?.[1] ?? '')

describe('accounts on the real users-permissions', () => {
  it('register → confirm by mail → sign in → /account → reset by mail → sign in → change password → sign out', async () => {
    await clearMails()
    const username = `visitor${Date.now()}`
    const email = `${username}@example.org`
    const [first, second, third] = ['Correct-Horse-1', 'Battery-Staple-2', 'Tr0ub4dor-3-and-more']

    // Register: email confirmation is on, so no session yet.
    const registered = await send(site(), '/account/register', { form: { username, email, password: first, terms: 'on' } })
    expect(registered.status, await registered.clone().text()).toBe(303)
    expect(registered.headers.get('location')).toBe('/account/confirm?notice=confirm-sent')
    expect(sessionAfter(registered)).toBeUndefined()

    // Not confirmed yet: Strapi's refusal is shown on the identifier field.
    const early = await send(site(), '/account/sign-in', { form: { identifier: email, password: first } })
    expect(early.status).toBe(400)
    expect(fieldError(await early.text(), 'identifier')).toBe(tr('en', 'account.errors.notConfirmed'))

    // The confirmation mail's link, followed: Strapi confirms and sends the browser to the site's page.
    const confirmUrl = await mailLink(email, /(https?:\/\/[^\s"'<>]+\/auth\/email-confirmation\?confirmation=[\w-]+)/)
    const confirmed = await fetch(confirmUrl, { redirect: 'manual' })
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('http://example.com/account/confirmed')
    const confirmedPage = await send(site(), '/account/confirmed')
    expect(titleOf(await confirmedPage.text())).toContain(tr('en', 'account.confirmed.title'))

    // A wrong password: Strapi's error on the password field, no session.
    const wrong = await send(site(), '/account/sign-in', { form: { identifier: email, password: 'not-the-password' } })
    expect(wrong.status).toBe(400)
    expect(fieldError(await wrong.text(), 'password')).toBe(tr('en', 'account.errors.invalidCredentials'))

    // Sign in; /account shows the user from /users/me.
    const signIn = await send(site(), '/account/sign-in', { form: { identifier: username, password: first } })
    expect(signIn.status).toBe(303)
    const token = sessionAfter(signIn)
    expect(token).toMatch(/^eyJ/)
    // The cookie lives as long as the CMS's 7-day token.
    const cookies = signIn.headers.getSetCookie()
    expect(cookies.find((cookie) => cookie.startsWith('marsa_session='))).toMatch(/; Max-Age=(60479\d|604800); Path=\/; HttpOnly; SameSite=Lax$/)
    // …and so does the hint scripts read (no token in it).
    expect(cookies.find((cookie) => cookie.startsWith('marsa_signed_in='))).toMatch(/^marsa_signed_in=1; Max-Age=(60479\d|604800); Path=\/; SameSite=Lax$/)
    const home = await send(site(), '/account', { cookie: `marsa_session=${token}` })
    const homeHtml = await home.text()
    expect(home.status).toBe(200)
    expect(homeHtml.match(/data-testid="account-username"[^>]*>([^<]*)</)?.[1]).toBe(username)
    expect(homeHtml.match(/data-testid="account-email"[^>]*>([^<]*)</)?.[1]).toBe(email)
    expect(homeHtml).toContain(tr('en', 'account.home.confirmed'))

    // Forgot password: the same answer for an unknown address; the reset mail links to the site with a code.
    await clearMails()
    const forgot = await send(site(), '/account/forgot-password', { form: { email } })
    const stranger = await send(site(), '/account/forgot-password', { form: { email: `nobody-${username}@example.org` } })
    expect(forgot.status).toBe(303)
    expect(stranger.headers.get('location')).toBe(forgot.headers.get('location'))
    const code = await mailLink(email, /http:\/\/example\.com\/account\/reset-password\?code=([0-9a-f]+)/)
    const resetPage = await send(site(), `/account/reset-password?code=${code}`)
    expect(await resetPage.text()).toContain(`value="${code}"`)
    const reset = await send(site(), `/account/reset-password?code=${code}`, { form: { code, password: second, passwordConfirmation: second } })
    expect(reset.status, await reset.clone().text()).toBe(303)
    expect(reset.headers.get('location')).toBe('/account?notice=reset')
    expect(sessionAfter(reset)).toMatch(/^eyJ/)
    // The code works once.
    const again = await send(site(), `/account/reset-password?code=${code}`, { form: { code, password: third, passwordConfirmation: third } })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain(tr('en', 'account.errors.invalidCode'))

    // The old password no longer works; the new one does.
    expect((await send(site(), '/account/sign-in', { form: { identifier: email, password: first } })).status).toBe(400)
    const withSecond = await send(site(), '/account/sign-in', { form: { identifier: email, password: second } })
    expect(withSecond.status).toBe(303)
    const cookie = `marsa_session=${sessionAfter(withSecond)}`

    // Change password: a wrong current one is named on its field; then the change, which keeps the visitor signed in.
    const badChange = await send(site(), '/account/password', { cookie, form: { currentPassword: first, password: third, passwordConfirmation: third } })
    expect(badChange.status).toBe(400)
    expect(fieldError(await badChange.text(), 'currentPassword')).toBe(tr('en', 'account.errors.currentPassword'))
    const changed = await send(site(), '/account/password', { cookie, form: { currentPassword: second, password: third, passwordConfirmation: third } })
    expect(changed.status, await changed.clone().text()).toBe(303)
    expect(changed.headers.get('location')).toBe('/account?notice=password')
    const fresh = sessionAfter(changed)
    expect(fresh).toMatch(/^eyJ/)

    // Sign out clears the cookie; /account then asks to sign in; the third password signs in.
    const out = await send(site(), '/account/sign-out', { cookie: `marsa_session=${fresh}`, form: {} })
    expect(out.status).toBe(303)
    expect(sessionAfter(out)).toBe('')
    const after = await send(site(), '/account')
    expect(after.headers.get('location')).toBe('/account/sign-in')
    expect((await send(site(), '/account/sign-in', { form: { identifier: username, password: third } })).status).toBe(303)
  })

  it('shows a taken username or email on its field (Strapi: "Email or Username are already taken")', async () => {
    const username = `twice${Date.now()}`
    const form = { username, email: `${username}@example.org`, password: 'Correct-Horse-1', terms: 'on' }
    expect((await send(site(), '/account/register', { form })).status).toBe(303)
    const twice = await send(site(), '/account/register', { form })
    expect(twice.status).toBe(400)
    expect(fieldError(await twice.text(), 'email')).toBe(tr('en', 'account.errors.taken'))
  })
})
