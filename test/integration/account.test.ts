// Accounts on the backend's users-permissions API, seen from the site (docs/decisions/013): the
// session cookie's flags, PRG, field errors from Strapi's error details, the forgot-password answer
// that tells nobody whether an address has an account, open-redirect-proof `next`, the provider
// allow-list, and what a visitor sees when the backend is unconfigured, down, slow, broken or refuses.
import { describe, expect, it } from 'vitest'
import { accountsBackend, backendRequests, send, sessionAfter, sessionCookies, signedIn } from './fake-accounts-helpers'
import { decodeHtml, htmlAttributes, titleOf, tr } from './helpers'

/** The text of the element with `id` (its first text run). */
const textOf = (html: string, id: string) => {
  const match = html.match(new RegExp(`id="${id}"[^>]*>(?:<svg[\\s\\S]*?</svg>)?(?:<span>)?([^<]*)<`))
  return match?.[1] === undefined ? undefined : decodeHtml(match[1])
}
/** The attributes of the input named `name`. */
/** The first `<input name=…>` of the page's main content (the header has forms of its own, e.g. the units menu). */
const inputOf = (html: string, name: string) => html.slice(html.indexOf('<main')).match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''

describe('the session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/ for 30 days after signing in, and the visitor is sent on with 303 (PRG)', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account/sign-in', { form: { identifier: 'taken@example.com', password: 'correct-horse' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
    const cookie = sessionCookies(response).at(-1) ?? ''
    expect(cookie).toMatch(/^marsa_session=eyJ[\w-]+\.[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    // Beside it, a hint scripts can read that a session exists (no token in it): the favourites sync asks only then.
    expect(response.headers.getSetCookie()).toContain('marsa_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax')
    // The returned token was used at once to fetch the user, as a bearer header (spec §4, §6).
    const calls = await backendRequests(backend.run)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/local', 'GET /api/users/me'])
    expect(calls[0]?.authorization, 'no API token on a public call').toBeNull()
    expect(calls[1]?.authorization).toBe(`Bearer ${sessionAfter(response)}`)
  })

  it('is Secure when the site is served over https', async () => {
    const response = await send(accountsBackend(), '/account/sign-in', {
      origin: 'https://example.com',
      form: { identifier: 'taken', password: 'correct-horse' },
    })
    expect(sessionCookies(response).at(-1)).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('shows the signed-in user on /account (one /users/me per request), noindex and private, no-store', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const before = (await backendRequests(backend.run)).length
    const response = await send(backend, '/account', { cookie })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(textOf(html, 'account-username') ?? html.match(/data-testid="account-username"[^>]*>([^<]*)</)?.[1]).toBe('taken')
    expect(html.match(/data-testid="account-email"[^>]*>([^<]*)</)?.[1]).toBe('taken@example.com')
    const after = await backendRequests(backend.run)
    expect(after.slice(before).map((call) => call.path)).toEqual(['/api/users/me'])
  })

  it('is cleared when /users/me refuses the token (401), and /account then sends to sign-in', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account', { cookie: 'marsa_session=eyJhbGciOiJIUzI1NiJ9.bm9ib2R5.sig' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/sign-in')
    expect(sessionAfter(response)).toBe('')
    expect(sessionCookies(response).at(-1)).toBe('marsa_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
  })

  it('is cleared, unsent, when it does not hold a JWT (a cookie is never passed on as it came)', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account', { cookie: 'marsa_session=abc%0d%0aX-Evil:%201' })
    expect(response.status).toBe(303)
    expect(sessionAfter(response)).toBe('')
    expect(await backendRequests(backend.run)).toEqual([])
  })

  it('is kept when the backend cannot be reached: the page says accounts are unavailable (503)', async () => {
    for (const mode of ['down', '500', 'malformed'] as const) {
      const response = await send(accountsBackend(mode), '/account', { cookie: 'marsa_session=eyJhbGciOiJIUzI1NiJ9.eA.sig' })
      const html = await response.text()
      expect(response.status, mode).toBe(503)
      expect(titleOf(html), mode).toContain(tr('en', 'account.unavailable.title'))
      expect(sessionAfter(response), mode).toBeUndefined()
    }
  })

  it('is cleared by signing out (POST, 303 to sign-in with a notice)', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const response = await send(backend, '/account/sign-out', { form: {}, cookie: `${cookie}; marsa_signed_in=1` })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/sign-in?notice=signed-out')
    expect(sessionAfter(response)).toBe('')
    expect(response.headers.getSetCookie()).toContain('marsa_signed_in=; Max-Age=0; Path=/; SameSite=Lax')
    const page = await (await send(backend, '/account/sign-in?notice=signed-out')).text()
    expect(page).toContain(tr('en', 'account.notices.signed-out'))
  })
})

describe('sign in', () => {
  it("shows Strapi's wrong-password error on the password field, keeps the identifier, never the password, and clears the old token first", async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account/sign-in', {
      form: { identifier: 'taken@example.com', password: 'wrong-password' },
      cookie: 'marsa_session=eyJhbGciOiJIUzI1NiJ9.b2xk.sig',
    })
    const html = await response.text()
    expect(response.status).toBe(400)
    expect(textOf(html, 'account-password-error')).toBe(tr('en', 'account.errors.invalidCredentials'))
    expect(inputOf(html, 'password')).toContain('aria-describedby="account-password-error"')
    expect(inputOf(html, 'password')).toContain('aria-invalid="true"')
    expect(inputOf(html, 'password')).not.toContain('value=')
    expect(inputOf(html, 'identifier')).toContain('value="taken@example.com"')
    // The error summary takes focus without any script, and links to the field.
    expect(html).toMatch(/id="error-summary" role="alert" tabindex="-1" autofocus=""/)
    expect(html).toContain('href="#account-password"')
    expect(sessionAfter(response)).toBe('')
  })

  it('answers a script with JSON naming the field', async () => {
    const response = await send(accountsBackend(), '/account/sign-in', { json: { identifier: 'taken', password: 'nope' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      error: 'rejected',
      field: 'password',
      fields: { password: tr('en', 'account.errors.invalidCredentials') },
      message: tr('en', 'account.errors.invalidCredentials'),
    })
  })

  it('validates before asking the backend: an empty field and an unknown field are named', async () => {
    const backend = accountsBackend()
    const empty = await send(backend, '/account/sign-in', { json: { identifier: '  ', password: 'x' } })
    expect(await empty.json()).toMatchObject({ ok: false, error: 'validation', field: 'identifier', message: tr('en', 'account.errors.required') })
    const unknown = await send(backend, '/account/sign-in', { json: { identifier: 'a', password: 'x', role: 'admin' } })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ field: 'role' })
    const broken = await send(backend, '/account/sign-in', { headers: { 'content-type': 'application/json' }, raw: '{"identifier": ' })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ error: 'malformed_body' })
    expect(await backendRequests(backend.run)).toEqual([])
  })

  it('follows a same-site `next` and never another host', async () => {
    const cases: Array<[string, string]> = [
      ['/catalog?bedrooms=2', '/catalog?bedrooms=2'],
      ['//evil.example/x', '/account'],
      ['/\\evil.example', '/account'],
      ['https://evil.example/', '/account'],
      ['/.//evil.example', '/account'],
    ]
    for (const [next, location] of cases) {
      const response = await send(accountsBackend(), '/account/sign-in', { form: { identifier: 'taken', password: 'correct-horse', next } })
      expect(response.headers.get('location'), next).toBe(location)
    }
    // The sign-in page carries only a same-site `next` on to its form.
    const page = await (await send(accountsBackend(), '/account/sign-in?next=%2F%2Fevil.example')).text()
    expect(inputOf(page, 'next')).toBe('')
    const kept = await (await send(accountsBackend(), '/account/sign-in?next=%2Fcatalog%3Fbedrooms%3D2')).text()
    expect(inputOf(kept, 'next')).toContain('value="/catalog?bedrooms=2"')
  })

  it("keeps the visitor's locale prefix in every redirect and renders right-to-left in Arabic", async () => {
    const signIn = await send(accountsBackend(), '/fr/account/sign-in', { form: { identifier: 'taken', password: 'correct-horse' } })
    expect(signIn.headers.get('location')).toBe('/fr/account')
    const ar = await send(accountsBackend(), '/ar/account/sign-in')
    const html = await ar.text()
    expect(htmlAttributes(html).dir).toBe('rtl')
    expect(titleOf(html)).toContain(tr('ar', 'account.signIn.title'))
    expect(html).toContain('action="/ar/account/sign-in"')
  })

  it('answers 429 with Retry-After when the backend limits its auth routes', async () => {
    const response = await send(accountsBackend('limited'), '/account/sign-in', { json: { identifier: 'taken', password: 'x' } })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
  })

  it('says accounts are unavailable (503) when the backend is down, broken or answers 500, and keeps the form', async () => {
    for (const mode of ['down', '500', 'malformed'] as const) {
      const response = await send(accountsBackend(mode), '/account/sign-in', { form: { identifier: 'taken', password: 'correct-horse' } })
      const html = await response.text()
      expect(response.status, mode).toBe(503)
      expect(html, mode).toContain(tr('en', 'account.errors.unavailable'))
      expect(inputOf(html, 'identifier'), mode).toContain('value="taken"')
    }
  })

  it('gives up on a backend that does not answer within 5 s (503, not a hung page)', async () => {
    const started = Date.now()
    const response = await send(accountsBackend('slow'), '/account/sign-in', { json: { identifier: 'taken', password: 'x' } })
    expect(response.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(7500)
  }, 15_000)
})

describe('register', () => {
  it('signs the new user in when the backend needs no confirmation', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account/register', { form: { username: 'newbie', email: 'New@Example.com', password: 'long-enough', terms: 'on' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account?notice=welcome')
    expect(sessionAfter(response)).toMatch(/^eyJ/)
    const register = (await backendRequests(backend.run))[0]
    expect(register?.body).toEqual({ username: 'newbie', email: 'New@Example.com', password: 'long-enough' })
  })

  it('sends to "confirm your email" without a session when the backend confirms emails first', async () => {
    const response = await send(accountsBackend('confirm'), '/account/register', {
      form: { username: 'newbie', email: 'new@example.com', password: 'long-enough', terms: 'on' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/confirm?notice=confirm-sent')
    expect(sessionAfter(response)).toBe(undefined)
  })

  it("shows Strapi's validation details on their field, and a taken address on the email field", async () => {
    const backend = accountsBackend()
    const short = await send(backend, '/account/register', { form: { username: 'newbie', email: 'n@example.com', password: 'seven77', terms: 'on' } })
    const html = await short.text()
    expect(short.status).toBe(400)
    expect(textOf(html, 'account-password-error')).toBe('password must be at least 8 characters')
    expect(inputOf(html, 'password')).toContain('aria-describedby="account-password-hint account-password-error"')
    const taken = await send(backend, '/account/register', { form: { username: 'someone', email: 'taken@example.com', password: 'long-enough', terms: 'on' } })
    expect(textOf(await taken.text(), 'account-email-error')).toBe(tr('en', 'account.errors.taken'))
  })

  it('requires the terms (18 or older) before anything is sent', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account/register', { form: { username: 'newbie', email: 'n@example.com', password: 'long-enough' } })
    expect(response.status).toBe(400)
    expect(textOf(await response.text(), 'account-terms-error')).toBe(tr('en', 'account.errors.terms'))
    expect(await backendRequests(backend.run)).toEqual([])
  })
})

describe('the error summary', () => {
  /** The summary's items: where each links to and what it reads. */
  const summaryItems = (html: string) => {
    const summary = html.match(/<div id="error-summary"[\s\S]*?<\/ul>/)?.[0] ?? ''
    return [...summary.matchAll(/<li>(?:<a href="([^"]*)"[^>]*>)?([^<]*)/g)].map(([, target, text]) => ({ target, text: decodeHtml(text ?? '') }))
  }

  it('names the field of each message on an empty register form, links to it, and keeps the messages under the fields', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account/register', { form: { username: '', email: '', password: '' } })
    const html = await response.text()
    expect(response.status).toBe(400)
    const items = summaryItems(html)
    expect(items.map((item) => item.target)).toEqual(['#account-username', '#account-email', '#account-password', '#account-terms'])
    for (const [item, field] of items.map((item, i) => [item, ['username', 'email', 'password', 'terms'][i] as string] as const)) {
      const message = textOf(html, `account-${field}-error`)
      expect(message, field).toBeTruthy()
      expect(item.text).toBe(`${tr('en', `account.fields.${field}`)}: ${message}`)
    }
    // No two items read the same, even where the messages under the fields are the same.
    expect(new Set(items.map((item) => item.text)).size).toBe(items.length)
    for (const id of ['account-username', 'account-email', 'account-password', 'account-terms']) expect(html).toContain(`id="${id}"`)
    expect(await backendRequests(backend.run)).toEqual([])
  })

  it('uses the page language for the labels, and "New password" on the reset and change forms', async () => {
    const register = await (await send(accountsBackend(), '/fr/account/register', { form: { username: 'ab', email: 'x', password: '', terms: 'on' } })).text()
    expect(summaryItems(register)[0]?.text).toBe(
      tr('fr', 'common.errorSummaryItem', { field: tr('fr', 'account.fields.username'), message: textOf(register, 'account-username-error') ?? '' }),
    )
    expect(summaryItems(register)[0]?.text.startsWith(`${tr('fr', 'account.fields.username')} : `)).toBe(true)
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const change = await (
      await send(backend, '/account/password', { form: { currentPassword: '', password: 'short', passwordConfirmation: 'other' }, cookie })
    ).text()
    const items = summaryItems(change)
    expect(items.find((item) => item.target === '#account-password')?.text).toMatch(new RegExp(`^${tr('en', 'account.fields.newPassword')}: `))
    expect(items.find((item) => item.target === '#account-currentPassword')?.text).toMatch(new RegExp(`^${tr('en', 'account.fields.currentPassword')}: `))
  })
})

describe('forgot password and confirmation emails', () => {
  it('answers the same for an address with an account and one without (no enumeration)', async () => {
    const backend = accountsBackend('confirm')
    const known = await send(backend, '/account/forgot-password', { form: { email: 'taken@example.com' } })
    const unknown = await send(backend, '/account/forgot-password', { form: { email: 'nobody@example.com' } })
    for (const response of [known, unknown]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/account/forgot-password?notice=reset-sent')
    }
    // "Already confirmed" (a confirmed account) reads like a sent email to an unknown address.
    const confirmed = await send(backend, '/account/confirm', { form: { email: 'taken@example.com' } })
    const stranger = await send(backend, '/account/confirm', { form: { email: 'nobody@example.com' } })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(stranger.headers.get('location'))
    const page = await (await send(backend, '/account/forgot-password?notice=reset-sent')).text()
    expect(page).toContain(tr('en', 'account.notices.reset-sent'))
  })

  it('says so only when the backend cannot be asked (503)', async () => {
    const response = await send(accountsBackend('500'), '/account/forgot-password', { json: { email: 'taken@example.com' } })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: 'unavailable' })
  })

  it('tells the backend rate limit (429 + Retry-After) and an unavailable backend (503) on forgot password and resend confirmation alike', async () => {
    for (const path of ['/account/forgot-password', '/account/confirm']) {
      const limited = await send(accountsBackend('limited'), path, { json: { email: 'taken@example.com' } })
      expect(limited.status, path).toBe(429)
      expect(limited.headers.get('retry-after'), path).toBe('60')
      const down = await send(accountsBackend('500'), path, { json: { email: 'taken@example.com' } })
      expect(down.status, path).toBe(503)
      expect(await down.json(), path).toMatchObject({ error: 'unavailable' })
    }
  })
})

describe('reset and change password', () => {
  it('resets with the emailed code, signs in and says so', async () => {
    const backend = accountsBackend()
    const page = await (await send(backend, '/account/reset-password?code=good-code')).text()
    expect(page).toContain('action="/en/account/reset-password?code=good-code"')
    const response = await send(backend, '/account/reset-password?code=good-code', {
      form: { code: 'good-code', password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account?notice=reset')
    expect(sessionAfter(response)).toMatch(/^eyJ/)
  })

  it('shows a used or wrong code with a way to ask for a new link, and a mismatch on the confirmation field', async () => {
    const backend = accountsBackend()
    const wrong = await send(backend, '/account/reset-password?code=used-code', {
      form: { code: 'used-code', password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass' },
    })
    const html = await wrong.text()
    expect(wrong.status).toBe(400)
    expect(html).toContain(tr('en', 'account.errors.invalidCode'))
    expect(html).toContain(tr('en', 'account.reset.requestNew'))
    const mismatch = await send(backend, '/account/reset-password?code=good-code', {
      form: { code: 'good-code', password: 'brand-new-pass', passwordConfirmation: 'other' },
    })
    expect(textOf(await mismatch.text(), 'account-passwordConfirmation-error')).toBe(tr('en', 'account.errors.mismatch'))
  })

  it('changes the password of the signed-in user with their bearer token and keeps them signed in', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const wrong = await send(backend, '/account/password', {
      cookie,
      form: { currentPassword: 'nope', password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass' },
    })
    expect(wrong.status).toBe(400)
    expect(textOf(await wrong.text(), 'account-currentPassword-error')).toBe(tr('en', 'account.errors.currentPassword'))
    const response = await send(backend, '/account/password', {
      cookie,
      form: { currentPassword: 'correct-horse', password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account?notice=password')
    const change = (await backendRequests(backend.run)).filter((call) => call.path === '/api/auth/change-password').at(-1)
    expect(change?.authorization).toBe(`Bearer ${cookie.slice('marsa_session='.length)}`)
    expect(sessionAfter(response)).toMatch(/^eyJ/)
  })

  it('sends a signed-out visitor to sign in instead', async () => {
    const response = await send(accountsBackend(), '/account/password', {
      form: { currentPassword: 'a', password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account/sign-in?next=%2Faccount')
  })

  it('answers a signed-out script 401 signed_out instead', async () => {
    const response = await send(accountsBackend(), '/account/password', {
      json: { currentPassword: 'a', password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'signed_out' })
  })
})

describe('provider login', () => {
  it('sends /connect/{provider} to the CMS for an allowed provider, and 404s any other', async () => {
    const backend = accountsBackend()
    const connect = await send(backend, '/connect/github')
    expect(connect.status).toBe(302)
    expect(connect.headers.get('location')).toBe(`${backend.base}/api/connect/github`)
    expect(connect.headers.getSetCookie()).toContain('marsa_connect=github; Max-Age=600; Path=/; HttpOnly; SameSite=Lax')
    for (const path of ['/connect/google', '/connect/bad%20name!', '/auth/google/callback?access_token=good-access-token']) {
      expect((await send(backend, path)).status, path).toBe(404)
    }
  })

  it('exchanges the access token at the callback, sets the cookie and goes to the account', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/auth/github/callback?access_token=good-access-token', {
      cookie: 'marsa_session=eyJhbGciOiJIUzI1NiJ9.b2xk.sig; marsa_connect=github',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
    expect(sessionAfter(response)).toMatch(/^eyJ/)
    expect((await backendRequests(backend.run))[0]).toMatchObject({ path: '/api/auth/github/callback', query: '?access_token=good-access-token' })
  })

  it('shows the sign-in page with an error for a refused token, and no session', async () => {
    const response = await send(accountsBackend(), '/auth/github/callback?access_token=forged', {
      cookie: 'marsa_session=eyJhbGciOiJIUzI1NiJ9.b2xk.sig; marsa_connect=github',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(tr('en', 'account.errors.provider'))
    expect(sessionAfter(response)).toBe('')
  })

  it("refuses a callback this browser did not start at /connect (login CSRF: a link with someone else's token)", async () => {
    const backend = accountsBackend()
    for (const cookie of [undefined, 'marsa_connect=google']) {
      const response = await send(backend, '/auth/github/callback?access_token=good-access-token', { cookie })
      expect(response.status, cookie).toBe(400)
      expect(sessionAfter(response), cookie).toBeUndefined()
    }
    expect(await backendRequests(backend.run)).toEqual([])
  })

  it('offers the allowed providers on the sign-in page', async () => {
    const html = await (await send(accountsBackend(), '/account/sign-in')).text()
    expect(html).toContain('href="/connect/github"')
    expect(html).toContain(tr('en', 'account.signIn.provider', { provider: 'GitHub' }))
  })
})

describe('without a content backend', () => {
  it('answers every account page with 503 "accounts are unavailable", no crash', async () => {
    const backend = accountsBackend('unconfigured')
    for (const path of [
      '/account',
      '/account/sign-in',
      '/account/register',
      '/account/forgot-password',
      '/account/reset-password?code=x',
      '/account/confirm',
      '/connect/github',
    ]) {
      const response = await send(backend, path)
      const html = await response.text()
      expect(response.status, path).toBe(503)
      expect(titleOf(html), path).toContain(tr('en', 'account.unavailable.title'))
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const post = await send(backend, '/account/sign-in', { json: { identifier: 'a', password: 'b' } })
    expect(post.status).toBe(503)
    expect(await post.json()).toMatchObject({ error: 'unavailable' })
  })
})

describe('the header entry', () => {
  it('links every page to /account in its language without looking the session up (pages stay the same for everyone)', async () => {
    const backend = accountsBackend()
    for (const [path, locale, href] of [
      // Links always carry the language (the canonical URL), on the unprefixed home page too.
      ['/', 'en', '/en/account'],
      ['/de/catalog', 'de', '/de/account'],
    ] as const) {
      const response = await send(backend, path, { cookie: 'marsa_session=eyJhbGciOiJIUzI1NiJ9.eA.sig' })
      const html = await response.text()
      expect(html, path).toMatch(new RegExp(`<a href="${href}"[^>]*>.*?${tr(locale, 'account.nav')}`))
      expect(sessionAfter(response), path).toBeUndefined()
    }
    expect(await backendRequests(backend.run)).toEqual([])
  })
})
