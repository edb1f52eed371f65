// The partner area /account/partner through the whole worker: signed out it sends the visitor to
// sign in (and back); signed in it shows the partner's profile, personal link (read-only field and
// QR code) and only their own referrals, with the status the outbox gives (kept after the purge) and
// the commission estimate of the calculator's formula. Users-permissions' `GET /users/me` is faked
// with a fetch spy (the worker runs in this isolate through app.fetch); leads go in through the real
// lead endpoint with the referral cookie.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { computeCommission, DEFAULT_COMMISSION } from '../../src/lib/commission'
import { AED_PER_USD } from '../../src/lib/money'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { Project } from '../../src/modules/content/schema'
import { purgeLeads } from '../../src/modules/leads/outbox.server'
import { REFERRAL_COOKIE } from '../../src/modules/leads/referral.server'
import { app } from '../../worker/app'
import { decodeHtml, ORIGIN, tr } from './helpers'
import { freshIp, VALID } from './lead-helpers'

const CMS = 'https://cms.test'
const USERS = {
  'header.amira.sig': { id: 7, documentId: 'k3v9q2m8x1c7b4n6z0p5r2t8', username: 'amira.partner', email: 'amira.partner@example.com', confirmed: true },
  'header.omar.sig': { id: 8, documentId: 'a1b2c3d4e5f6g7h8i9j0k1l2', username: 'omar.partner', email: 'omar@example.com', confirmed: true },
} as const
type Token = keyof typeof USERS
const AMIRA = USERS['header.amira.sig']
const OMAR = USERS['header.omar.sig']

const configured = { ...env, CONTENT_API_URL: CMS, CONTENT_API_PREFIX: '/api', CONTENT_API_VERSION: '5' }
const PRICE_AED = 1_850_000

const project = Project.parse({
  id: 41,
  slug: 'test-referral-tower',
  title: 'Test Referral Tower',
  developer: 'Emaar',
  area: 'test-marina',
  development: 'Test Marina Walk',
  type: 'apartment',
  market: 'off-plan',
  priceAed: PRICE_AED,
  bedroomsMin: 0,
  bedroomsMax: 3,
  sizeSqftMin: 480,
  sizeSqftMax: 1720,
  handover: '2027-12-01',
  description: 'A tower inserted by the referral tests.',
  photos: [{ src: '/images/test/tower-1.svg', alt: 'Test tower', width: 1200, height: 800 }],
  agentId: 'T-AGENT',
  permit: '7123456789',
  publishedAt: '2026-05-01',
  translations: { fr: { title: 'Tour de test' } },
})

/** A request through the app with this env and a finished execution context. */
async function fetchApp(path: string, init: RequestInit = {}): Promise<{ response: Response; html: string }> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), configured, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, html }
}

const asUser = (token: Token, path = '/account/partner') => fetchApp(path, { headers: { cookie: `marsa_session=${token}` } })

/** Posts a lead as a visitor who came through `code`'s link, from page `next`. */
async function referredLead(code: string, next: string): Promise<string> {
  const id = crypto.randomUUID()
  const { response } = await fetchApp('/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp(), cookie: `${REFERRAL_COOKIE}=${code}` },
    body: JSON.stringify({ ...VALID, source: 'request-call', lead_id: id, next }),
  })
  expect(response.status).toBe(200)
  return id
}

/** The rows of the referrals table as `data-status` and `data-estimate` read them, in page order. */
function tableRows(html: string): Array<{ status: string; estimate: string; text: string }> {
  const table = html.match(/<table[^>]*data-testid="partner-referrals"[\s\S]*?<\/table>/)?.[0] ?? ''
  return [...table.matchAll(/<tr[^>]*data-status="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => ({
    status: m[1] ?? '',
    estimate: m[2]?.match(/data-estimate="([^"]*)"/)?.[1] ?? '',
    text: decodeHtml(
      (m[2] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  }))
}

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', [project]))
})

beforeEach(() => {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (request.url !== `${CMS}/api/users/me`) return realFetch(input, init)
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') as Token
    const user = USERS[token]
    if (user) return Response.json(user)
    return Response.json(
      { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} } },
      { status: 401 },
    )
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the partner area, signed out', () => {
  it('sends the visitor to sign in, coming back here', async () => {
    const { response } = await fetchApp('/account/partner')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/account/sign-in?${new URLSearchParams({ next: '/account/partner' })}`)
  })

  it('does the same for a token the backend refuses, and clears it', async () => {
    const { response } = await fetchApp('/account/partner', { headers: { cookie: 'marsa_session=header.nobody.sig' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/account\/sign-in\?next=/)
    expect(response.headers.get('set-cookie')).toMatch(/marsa_session=;.*Max-Age=0/)
  })
})

describe('the partner area, signed in', () => {
  it('puts the personal link first when there are no referrals: field, QR code, profile; noindex and private, no-store', async () => {
    const { response, html } = await asUser('header.omar.sig')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    const link = `${ORIGIN}/?ref=${OMAR.documentId}`
    // The link in a read-only field (selectable and copyable without JavaScript).
    const field = html.match(/<input[^>]*id="partner-link"[^>]*>/)?.[0] ?? ''
    expect(field).toContain(`value="${link}"`)
    expect(field).toMatch(/\sreadOnly(=""|\s|\/|>)/i)
    expect(html).toContain(`data-qr="${link}"`)
    expect(html).toContain('data-testid="partner-empty"')
    expect(html).toContain(tr('en', 'partnerArea.empty.title'))
    expect(html).toContain(OMAR.username)
    expect(html).toContain(OMAR.email)
    expect(html).not.toContain('data-testid="partner-referrals"')
  })

  it("lists the partner's own referrals with their status and estimates, and never another partner's", async () => {
    const fromProject = await referredLead(AMIRA.documentId, '/catalog/41')
    const fromPartners = await referredLead(AMIRA.documentId, '/fr/partners')
    const failed = await referredLead(AMIRA.documentId, '/catalog/41?utm_source=wa')
    await referredLead(OMAR.documentId, '/catalog/41')
    // Delivered, then purged from the outbox (the referral keeps its status); dead; still pending.
    await env.DB.prepare("UPDATE leads SET status = 'sent', sent_at = 1, updated_at = 1, next_attempt_at = 1 WHERE lead_id = ?").bind(fromProject).run()
    await purgeLeads(env.DB, Date.now(), 1000)
    await env.DB.prepare("UPDATE leads SET status = 'dead' WHERE lead_id = ?").bind(failed).run()
    expect(await env.DB.prepare('SELECT 1 FROM leads WHERE lead_id = ?').bind(fromProject).first()).toBeNull()
    expect(fromPartners).toBeTruthy()

    const { response, html } = await asUser('header.amira.sig')
    expect(response.status).toBe(200)
    const estimate = computeCommission(Math.round(PRICE_AED / AED_PER_USD), DEFAULT_COMMISSION).partnerUsd
    const rows = tableRows(html)
    expect(rows.map((r) => r.status).sort()).toEqual(['delivered', 'failed', 'pending'])
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]))
    expect(byStatus.delivered).toMatchObject({ estimate: String(estimate) })
    expect(byStatus.delivered?.text).toContain('Test Referral Tower')
    expect(byStatus.delivered?.text).toContain(tr('en', 'partnerArea.status.delivered'))
    expect(byStatus.failed).toMatchObject({ estimate: String(estimate) })
    expect(byStatus.failed?.text).toContain(tr('en', 'partnerArea.status.failed'))
    // From a page without a project: no estimate (the deal is not known).
    expect(byStatus.pending).toMatchObject({ estimate: '' })
    expect(byStatus.pending?.text).toContain(tr('en', 'nav.partners'))
    expect(byStatus.pending?.text).toContain(tr('en', 'partnerArea.referrals.noEstimate'))
    expect(html).toContain(`value="${ORIGIN}/?ref=${AMIRA.documentId}"`)
    expect(html).not.toContain(OMAR.documentId)
    expect(html).not.toContain(OMAR.email)

    // Omar sees his one referral only.
    expect(tableRows((await asUser('header.omar.sig')).html)).toHaveLength(1)
  })

  it('is one click from the account home, in the page language', async () => {
    const { response, html } = await asUser('header.amira.sig', '/fr/account')
    expect(response.status).toBe(200)
    expect(html).toMatch(new RegExp(`<a href="/fr/account/partner"[^>]*>${tr('fr', 'partnerArea.cta.open')}</a>`))
  })

  it('speaks the visitor’s language, right to left in Arabic', async () => {
    const { response, html } = await asUser('header.amira.sig', '/ar/account/partner')
    expect(response.status).toBe(200)
    expect(html).toMatch(/<html[^>]*dir="rtl"/)
    expect(html).toContain(tr('ar', 'partnerArea.title'))
    expect(html).toContain(tr('ar', 'partnerArea.link.title'))
  })
})
