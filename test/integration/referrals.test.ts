// Referral links through the whole worker (docs/decisions/014-referrals.md): `?ref=` becomes a cookie
// on a redirect to the clean URL (never on a page), an invalid code is ignored, a lead sent with the
// cookie carries `ref` to the (fake) lead backend and leaves a `referrals` row without personal data,
// a lead without it leaves none, and a failure to record the referral never costs the lead.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { purgeLeads } from '../../src/modules/leads/outbox.server'
import { REFERRAL_COOKIE } from '../../src/modules/leads/referral.server'
import { app } from '../../worker/app'
import type { ReceivedLead } from './fake-lead-backend'
import { get, ORIGIN, tr } from './helpers'
import { freshIp, post, postForm, row, VALID } from './lead-helpers'

/** A valid code: the shape of a Strapi 5 documentId. */
const CODE = 'k3v9q2m8x1c7b4n6z0p5r2t8'
const OTHER = 'a1b2c3d4e5f6g7h8i9j0k1l2'

interface ReferralRow {
  lead_id: string
  partner_code: string
  source: string
  page: string | null
  project_id: string | null
  status: string
  created_at: number
}

const referralRows = async () => (await env.DB.prepare('SELECT * FROM referrals ORDER BY created_at, lead_id').all<ReferralRow>()).results
const referralOf = async (leadId: string) => env.DB.prepare('SELECT * FROM referrals WHERE lead_id = ?').bind(leadId).first<ReferralRow>()

describe('a referral link', () => {
  it('redirects to the same page without ref, setting a 30-day HttpOnly Secure SameSite=Lax cookie, never cached', async () => {
    const response = await SELF.fetch(`https://example.com/partners?utm_source=wa&ref=${CODE}&amount=500%2C000`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/partners?utm_source=wa&amount=500%2C000')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`${REFERRAL_COOKIE}=${CODE}`)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=Lax/)
  })

  it('works on any page, with a locale prefix, and the last link followed wins', async () => {
    const first = await get(`/fr/catalog?ref=${CODE}`)
    expect(first.response.status).toBe(302)
    expect(first.response.headers.get('location')).toBe('/fr/catalog')
    const second = await get(`/?ref=${OTHER}`, { headers: { cookie: `${REFERRAL_COOKIE}=${CODE}` } })
    expect(second.response.status).toBe(302)
    expect(second.response.headers.get('location')).toBe('/')
    expect(second.response.headers.get('set-cookie')).toContain(`${REFERRAL_COOKIE}=${OTHER}`)
  })

  it('never redirects off the site from a path starting with //', async () => {
    const { response } = await get(`//evil.example?ref=${CODE}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/evil.example')
  })

  it.each([
    ['a username', 'partner-amira'],
    ['too short', 'k3v9q2m8x1c7'],
    ['upper case', 'K3V9Q2M8X1C7B4N6Z0P5R2T8'],
    ['markup', '<script>alert(1)</script>'],
    ['empty', ''],
  ])('ignores an invalid code (%s): the page, no cookie', async (_, code) => {
    const { response } = await get(`/partners?ref=${encodeURIComponent(code)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie') ?? '').not.toContain(REFERRAL_COOKIE)
  })

  it('leaves pages without ref alone: no cookie on a page response', async () => {
    const { response } = await get('/partners', { headers: { cookie: `${REFERRAL_COOKIE}=${CODE}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('is not a redirect on the API', async () => {
    const { response } = await get(`/api/languages?ref=${CODE}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('a lead sent with the referral cookie', () => {
  it('carries ref to the lead backend and records a referral without personal data', async () => {
    const run = crypto.randomUUID()
    const configured = { ...env, LEAD_API_BASE: `${inject('leadApiUrl')}/up/${run}`, LEAD_API_TIMEOUT_MS: '2000' }
    const id = crypto.randomUUID()
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp(), cookie: `${REFERRAL_COOKIE}=${CODE}` },
        body: JSON.stringify({ ...VALID, source: 'request-call', lead_id: id, next: '/ar/catalog/3?utm_source=wa', page_query: 'utm_source=wa' }),
      }),
      configured,
      ctx,
    )
    expect(response.status).toBe(200)
    await waitOnExecutionContext(ctx)
    const calls: ReceivedLead[] = await (await fetch(`${inject('leadApiUrl')}/__leads/${run}`)).json()
    expect(calls).toHaveLength(1)
    const query = new URLSearchParams(calls[0]?.query ?? '')
    expect(query.get('ref')).toBe(CODE)
    expect(query.get('utm_source')).toBe('wa')
    const referral = await referralOf(id)
    expect(referral).toMatchObject({ partner_code: CODE, source: 'request-call', page: '/catalog/3', project_id: '3' })
    // No personal data in the row: nothing of the name, email or phone.
    const text = JSON.stringify(referral)
    for (const value of ['Amira', 'amira@example.com', '123 4567', '1234567']) expect(text).not.toContain(value)
  })

  it('from a plain form post too, once per lead however often it is posted', async () => {
    const id = crypto.randomUUID()
    const fields = { ...VALID, lead_id: id, next: '/partners' }
    for (let i = 0; i < 2; i++) {
      const response = await postForm(fields, { headers: { cookie: `${REFERRAL_COOKIE}=${OTHER}` } })
      expect(response.status).toBe(303)
    }
    expect(new URLSearchParams((await row(id))?.query).get('ref')).toBe(OTHER)
    const rows = (await referralRows()).filter((r) => r.lead_id === id)
    expect(rows).toEqual([expect.objectContaining({ partner_code: OTHER, source: 'consultation', page: '/partners', project_id: null, status: 'pending' })])
  })

  it('without the cookie (or with an invalid one) carries no ref and records nothing', async () => {
    const before = (await referralRows()).length
    const plain = crypto.randomUUID()
    const forged = crypto.randomUUID()
    expect((await post({ ...VALID, lead_id: plain })).status).toBe(200)
    expect((await post({ ...VALID, lead_id: forged }, { headers: { cookie: `${REFERRAL_COOKIE}=amira%40example.com` } })).status).toBe(200)
    for (const id of [plain, forged]) {
      expect(await row(id)).not.toBeNull()
      expect(new URLSearchParams((await row(id))?.query).has('ref')).toBe(false)
    }
    expect(await referralRows()).toHaveLength(before)
  })

  it('is stored and answered as usual when the referral cannot be recorded', async () => {
    await env.DB.exec('ALTER TABLE referrals RENAME TO referrals_away')
    try {
      const id = crypto.randomUUID()
      const response = await post({ ...VALID, lead_id: id }, { headers: { cookie: `${REFERRAL_COOKIE}=${CODE}` } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true, lead_id: id })
      const stored = await row(id)
      expect(stored).toMatchObject({ status: 'pending' })
      // The backend still hears who referred the lead.
      expect(new URLSearchParams(stored?.query).get('ref')).toBe(CODE)
    } finally {
      await env.DB.exec('ALTER TABLE referrals_away RENAME TO referrals')
    }
  })

  it('keeps its status after the outbox row is purged', async () => {
    const id = crypto.randomUUID()
    expect((await post({ ...VALID, lead_id: id }, { headers: { cookie: `${REFERRAL_COOKIE}=${CODE}` } })).status).toBe(200)
    await env.DB.prepare("UPDATE leads SET status = 'sent', sent_at = 1, updated_at = 1, next_attempt_at = 1 WHERE lead_id = ?").bind(id).run()
    expect((await purgeLeads(env.DB, Date.now(), 1000)).sent).toBeGreaterThanOrEqual(1)
    expect(await row(id)).toBeNull()
    expect(await referralOf(id)).toMatchObject({ status: 'sent' })
  })
})

describe('Become a partner on /partners', () => {
  it('leads to registration, then to the partner area (and to sign-in for partners), in the page language', async () => {
    const { html } = await get('/fr/partners')
    const register = '/fr/account/register?next=%2Faccount%2Fpartner'
    expect(html).toMatch(new RegExp(`<a href="${register.replace(/[?]/g, '\\?')}"[^>]*>${tr('fr', 'partners.hero.join')}</a>`))
    expect(html).toContain(`href="/fr/account/sign-in?next=%2Faccount%2Fpartner"`)
    expect(html).toContain(tr('fr', 'partnerArea.cta.register'))
  })
})
