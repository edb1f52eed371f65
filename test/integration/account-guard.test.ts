// What every account POST refuses before the backend hears of it: another site's post (403), a body
// that is neither a form nor JSON (415), one over 8 KB (413), and more than 10 posts a minute from
// one client (429 + Retry-After, in the visitor's language): passwords and reset codes are guessed
// by brute force. Also the guard for pages only a signed-in visitor sees (requireAccount).
import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/lib/context'
import { type AccountEnv, requireAccount } from '../../src/modules/accounts/session.server'
import { accountsBackend, backendRequests, send, signedIn } from './fake-accounts-helpers'
import { tr } from './helpers'
import { startOfWindow } from './lead-helpers'

describe('the account POST guard', () => {
  it('refuses a post from another site (403) without asking the backend', async () => {
    const backend = accountsBackend()
    const response = await send(backend, '/account/sign-in', {
      form: { identifier: 'taken', password: 'correct-horse' },
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain(tr('en', 'account.errors.crossSite'))
    expect(await backendRequests(backend.run)).toEqual([])
    const signOut = await send(backend, '/account/sign-out', { form: {}, headers: { origin: 'https://evil.example' }, cookie: 'marsa_session=eyJh.eA.sig' })
    expect(signOut.status).toBe(403)
  })

  it('refuses text/plain (415) and a body over 8 KB (413), naming the problem as JSON', async () => {
    const backend = accountsBackend()
    const plain = await send(backend, '/account/sign-in', {
      raw: '{"identifier":"taken","password":"correct-horse"}',
      headers: { 'content-type': 'text/plain' },
    })
    expect(plain.status).toBe(415)
    expect(await plain.json()).toMatchObject({ ok: false, error: 'unsupported_media_type' })
    const big = await send(backend, '/account/sign-in', { json: { identifier: 'x'.repeat(9000), password: 'y' } })
    expect(big.status).toBe(413)
    expect(await big.json()).toMatchObject({ ok: false, error: 'too_large', field: 'form' })
    expect(await backendRequests(backend.run)).toEqual([])
  })

  it('allows 10 posts a minute per client, then answers 429 with Retry-After and a localized message', async () => {
    await startOfWindow()
    const backend = accountsBackend()
    const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await send(backend, '/account/forgot-password', { form: { email: 'taken@example.com' }, headers: { 'cf-connecting-ip': ip } })).status)
    }
    expect(statuses).toEqual(Array(10).fill(303))
    const limited = await send(backend, '/fr/account/sign-in', { form: { identifier: 'taken', password: 'guess' }, headers: { 'cf-connecting-ip': ip } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.text()).toContain(tr('fr', 'account.errors.rateLimited'))
    // The eleventh never reached the backend.
    expect((await backendRequests(backend.run)).filter((call) => call.path === '/api/auth/local')).toEqual([])
  }, 20_000)
})

describe('requireAccount', () => {
  /** A page behind requireAccount, with the locale variables the app's middleware would set. */
  const partnerApp = (prefixed = false) =>
    new Hono<AccountEnv>()
      .use(async (c, next) => {
        ;(c as unknown as { set: (key: string, value: unknown) => void }).set('prefixed', prefixed)
        ;(c as unknown as { set: (key: string, value: unknown) => void }).set('locale', 'de')
        await next()
      })
      .get('/account/partner', requireAccount, (c) => c.text(`hello ${c.var.account.username} ${c.var.account.documentId}`))

  const request = (path: string, cookie?: string) => new Request(`http://example.com${path}`, { headers: cookie ? { cookie } : {} })

  it('lets a signed-in visitor through with c.var.account', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const response = await partnerApp().fetch(request('/account/partner', cookie), backend.env)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^hello taken doc/)
  })

  it('sends a signed-out visitor to sign in with this page (and its query) as a safe `next`, locale prefix kept', async () => {
    const backend = accountsBackend()
    const plain = await partnerApp().fetch(request('/account/partner?tab=referrals'), backend.env)
    expect(plain.status).toBe(303)
    expect(plain.headers.get('location')).toBe('/account/sign-in?next=%2Faccount%2Fpartner%3Ftab%3Dreferrals')
    const prefixed = await partnerApp(true).fetch(request('/account/partner'), backend.env)
    expect(prefixed.headers.get('location')).toBe('/de/account/sign-in?next=%2Faccount%2Fpartner')
  })

  it('sends to /account (which says accounts are unavailable) when there is no backend', async () => {
    const response = await partnerApp().fetch(request('/account/partner', 'marsa_session=eyJh.eA.sig'), { ...env, CONTENT_API_URL: '' } as AppEnv['Bindings'])
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/account')
  })
})
