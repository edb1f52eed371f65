// Saved searches with email alerts, through the whole worker: the form's refusals name the field,
// the confirmation email travels through real SMTP to maildev, its signed link activates the search
// and hands a lead to the CRM outbox, a price drop and a new listing in the search's area reach the
// subscriber by email, one-click unsubscribe (RFC 8058) stops everything, and a transport that is
// down leaves the email queued, sent later, never twice.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { PENDING_PER_HOUR_SITE } from '../../src/features/alerts/routes'
import { deliverDueEmails } from '../../src/modules/alerts/deliver.server'
import { runInstantAlerts } from '../../src/modules/alerts/jobs.server'
import { forgetStaleSearches } from '../../src/modules/alerts/subscriptions.server'
import { signToken, TOKEN_TTL_S } from '../../src/modules/alerts/token.server'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { type Location, Project } from '../../src/modules/content/schema'
import { app } from '../../worker/app'
import { maildevMails, smtpEnv } from './alert-helpers'
import { decodeHtml, ORIGIN, tr } from './helpers'

const seed = JSON.parse((env as unknown as { TEST_SEED: string }).TEST_SEED) as { locations: Location[]; projects: Project[] }
const marina = seed.projects.find((p) => p.id === 1) as Project
const SECRET = (env as unknown as { ALERTS_SECRET: string }).ALERTS_SECRET
const mail = () => smtpEnv(env)

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'locations', seed.locations))
  for (let i = 0; i < seed.projects.length; i += 20) await env.DB.batch(upsertStatements(env.DB, 'projects', seed.projects.slice(i, i + 20)))
})

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM alert_emails'), env.DB.prepare('DELETE FROM alert_matches'), env.DB.prepare('DELETE FROM saved_searches')])
})

const randomIp = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

function save(fields: Record<string, string>, { locale = '', headers = {} }: { locale?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(`${ORIGIN}${locale}/alerts`, {
    method: 'POST',
    redirect: 'manual',
    // Each save from its own client: the per-client limit (5 a minute) is tested in rate-limits of its own.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': randomIp(), ...headers },
    body: form(fields),
  })
}

const valid = (email: string) => ({
  name: 'Marina flats',
  email,
  frequency: 'instant',
  consent: 'on',
  query: `?location=dubai-marina&maxPrice=3000000&currency=AED`,
})

async function searchOf(email: string) {
  return env.DB.prepare('SELECT id, status, cursor, frequency, criteria, query, locale FROM saved_searches WHERE email = ?')
    .bind(email)
    .first<{ id: string; status: string; cursor: number; frequency: string; criteria: string; query: string; locale: string }>()
}

/** Saves, sends the confirmation to maildev and follows its link: the search is active. */
async function confirmedSearch(email: string, locale = '', fields: Record<string, string> = {}) {
  expect((await save({ ...valid(email), ...fields }, { locale })).status).toBe(303)
  await deliverDueEmails(mail())
  const [confirmation] = await maildevMails(email)
  const link = confirmation?.text?.match(/https?:\/\/\S+\/alerts\/confirm\?token=\S+/)?.[0] as string
  expect((await confirmFrom(link)).status).toBe(200)
  return (await searchOf(email)) as NonNullable<Awaited<ReturnType<typeof searchOf>>>
}

/**
 * What the owner does with the email's link: it opens a page with a Confirm button (a GET changes
 * nothing: mail scanners follow links), the button posts the token, and the answer is a 303 to the
 * link's page, now saying the alert is on. Returns that page.
 */
async function confirmFrom(link: string): Promise<Response> {
  const url = new URL(link.replace('http://example.com', ORIGIN))
  const opened = await SELF.fetch(url)
  expect(opened.status).toBe(200)
  const token = url.searchParams.get('token') ?? ''
  const pressed = await SELF.fetch(`${ORIGIN}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  })
  expect(pressed.status).toBe(303)
  return SELF.fetch(new URL(pressed.headers.get('location') ?? '', ORIGIN))
}

describe('POST /alerts refuses bad input, naming the field', () => {
  it.each([
    [{ consent: '' }, 'consent'],
    [{ email: 'not-an-address' }, 'email'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ name: '   ' }, 'name'],
  ])('%j → 400 %s (JSON)', async (change, field) => {
    const body: Record<string, unknown> = { ...valid('json@example.org'), consent: true, ...change }
    if (body.consent === '') delete body.consent
    const res = await SELF.fetch(`${ORIGIN}/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': randomIp() },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'invalid_field', field })
  })

  it('shows the form again without the consent, with the message tied to the checkbox', async () => {
    const { consent: _, ...rest } = valid('form@example.org')
    const res = await save(rest)
    expect(res.status).toBe(400)
    const html = decodeHtml(await res.text())
    expect(html).toContain(tr('en', 'alerts.errors.consent'))
    expect(html).toMatch(/id="alert-consent"[^>]*aria-describedby="alert-consent-error"/)
    expect(await searchOf('form@example.org')).toBeNull()
  })

  it('refuses another site (403) and a text/plain body (415)', async () => {
    expect((await save(valid('x@example.org'), { headers: { origin: 'https://evil.example' } })).status).toBe(403)
    const res = await SELF.fetch(`${ORIGIN}/alerts`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: ORIGIN }, body: '{}' })
    expect(res.status).toBe(415)
  })
})

describe('confirmation emails are capped, so nobody can flood an inbox through the form', () => {
  it('three an hour to one mailbox, however its address is spelt, even when the posts race', async () => {
    const box = `bob-${crypto.randomUUID().slice(0, 8)}`
    const spellings = [`${box}@example.org`, `${box}+a@example.org`, `${box.toUpperCase()}+b@Example.org`, `${box}+c@example.org`, `${box}@EXAMPLE.org`]
    const answers = await Promise.all(spellings.map((email) => save(valid(email))))
    expect(answers.map((r) => r.status).sort()).toEqual([303, 303, 303, 429, 429])
    const refused = answers.find((r) => r.status === 429)
    expect(await refused?.text()).toContain(tr('en', 'alerts.errors.tooMany'))
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM saved_searches WHERE email_key = ?').bind(`${box}@example.org`).first<{ n: number }>()
    expect(stored?.n).toBe(3)
  })

  it('and at most PENDING_PER_HOUR_SITE an hour from the whole site: then "try again later", nothing stored', async () => {
    const now = Date.now()
    const rows = Array.from({ length: PENDING_PER_HOUR_SITE }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO saved_searches (id, kind, email, email_key, name, locale, currency, query, criteria, frequency, status, created_at, consent_at)
         VALUES (?, 'search', ?, ?, 'x', 'en', 'AED', '', '{}', 'daily', 'pending', ?, ?)`,
      ).bind(crypto.randomUUID(), `flood-${i}@example.org`, `flood-${i}@example.org`, now, now),
    )
    await env.DB.batch(rows)
    const email = `late-${crypto.randomUUID()}@example.org`
    const res = await save(valid(email))
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('600')
    expect(await res.text()).toContain(tr('en', 'alerts.errors.rateLimited'))
    expect(await searchOf(email)).toBeNull()
  })
})

describe('without a secret configured', () => {
  it('says alerts are off, with the way back to the same search', async () => {
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`${ORIGIN}/fr/alerts/new?location=dubai-marina&bedrooms=2&sort=price-asc`), { ...env, ALERTS_SECRET: '' }, ctx)
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(503)
    const html = decodeHtml(await res.text())
    expect(html).toContain(tr('fr', 'alerts.unavailable.title'))
    expect(html).toContain('href="/fr/catalog?location=dubai-marina&bedrooms=2"')
  })
})

describe('double opt-in', () => {
  it('stores the search pending, mails the confirmation in the page language, and activates it from the link', async () => {
    const email = `optin-${crypto.randomUUID()}@example.org`
    const res = await save(valid(email), { locale: '/fr' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/fr/alerts/sent')
    const pending = await searchOf(email)
    expect(pending).toMatchObject({ status: 'pending', locale: 'fr', query: '?location=dubai-marina&maxPrice=3000000&currency=AED' })
    expect(JSON.parse(pending?.criteria ?? '{}')).toMatchObject({ location: { kind: 'area', slug: 'dubai-marina' }, maxAed: 3_000_000 })

    expect((await deliverDueEmails(mail())).sent).toBe(1)
    const [confirmation] = await maildevMails(email)
    expect(confirmation?.subject).toBe(tr('fr', 'email.alerts.confirm.subject'))
    // Nothing the form's sender typed reaches an address before its owner confirms.
    expect(`${confirmation?.subject} ${confirmation?.text} ${confirmation?.html}`).not.toContain('Marina flats')
    expect(confirmation?.html).toContain('lang="fr-FR"')
    expect(confirmation?.source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    const link = confirmation?.text?.match(/http:\/\/example\.com\/fr\/alerts\/confirm\?token=\S+/)?.[0]
    expect(link).toBeDefined()

    // Opening the link (as a mail scanner would) shows the Confirm button and starts nothing.
    const opened = await SELF.fetch(link as string)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    const button = decodeHtml(await opened.text())
    expect(button).toContain(tr('fr', 'alerts.confirm.button'))
    expect(button).toContain('action="/fr/alerts/confirm"')
    expect(await searchOf(email)).toMatchObject({ status: 'pending' })
    // A press from another site is refused.
    const token = new URL(link as string).searchParams.get('token') ?? ''
    const forged = await SELF.fetch(`${ORIGIN}/fr/alerts/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(forged.status).toBe(403)
    expect(await searchOf(email)).toMatchObject({ status: 'pending' })
    // Pressing Confirm starts it.
    const page = await confirmFrom(link as string)
    expect(page.status).toBe(200)
    expect(decodeHtml(await page.text())).toContain(tr('fr', 'alerts.confirmed.title'))
    expect(await searchOf(email)).toMatchObject({ status: 'active' })

    // The CRM gets one lead with the search attached, through the lead outbox.
    const lead = await env.DB.prepare('SELECT body, status FROM leads WHERE lead_id = ?').bind(pending?.id).first<{ body: string }>()
    expect(JSON.parse(lead?.body ?? '{}')).toMatchObject({
      email,
      source: 'subscription',
      utm_placement: 'saved-search',
      language_iso: 'fr',
      additional_info1: 'http://example.com/catalog?location=dubai-marina&maxPrice=3000000&currency=AED',
      additional_info2: 'instant',
    })
    // A second press changes nothing and stores no second lead.
    expect((await confirmFrom(link as string)).status).toBe(200)
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE lead_id = ?').bind(pending?.id).first<{ n: number }>())?.n).toBe(1)
    // Nothing more was sent: confirmed is not a reason to mail.
    expect(await maildevMails(email)).toHaveLength(1)
  })

  it('refuses a tampered, expired or wrong-purpose token (400), and sends nothing before confirmation', async () => {
    const email = `expired-${crypto.randomUUID()}@example.org`
    await save(valid(email))
    const search = await searchOf(email)
    const old = await signToken(SECRET, search?.id as string, 'confirm', Date.now() - 8 * 24 * 3600_000)
    const manage = await signToken(SECRET, search?.id as string, 'manage')
    const good = await signToken(SECRET, search?.id as string, 'confirm')
    for (const token of [old, manage, `${good.slice(0, -2)}xx`, 'garbage']) {
      expect((await SELF.fetch(`${ORIGIN}/alerts/confirm?token=${token}`)).status).toBe(400)
      const pressed = await SELF.fetch(`${ORIGIN}/alerts/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams({ token }).toString(),
      })
      expect(pressed.status).toBe(400)
    }
    expect(await searchOf(email)).toMatchObject({ status: 'pending' })
    // A pending search is never matched.
    await env.DB.batch(upsertStatements(env.DB, 'projects', [Project.parse({ ...marina, id: 900, slug: 'pending-check' })]))
    await runInstantAlerts(mail())
    // (The run sent the queued confirmation: nothing else.)
    expect((await maildevMails(email)).map((m) => m.subject)).toEqual([tr('en', 'email.alerts.confirm.subject')])
    await env.DB.prepare('DELETE FROM projects WHERE id = 900').run()
  })
})

describe('matching after a content change', () => {
  it('mails a price drop and a new listing of the search area, in Arabic right to left, once', async () => {
    const email = `match-${crypto.randomUUID()}@example.org`
    await confirmedSearch(email, '/ar')
    // The sync's own upserts: the 1 BR of Marina Crest drops, a new project opens in Dubai Marina, one elsewhere.
    const dropped = Project.parse({ ...marina, unitTypes: marina.unitTypes.map((u, i) => (i === 0 ? { ...u, priceAed: 1_990_000 } : u)) })
    const fresh = Project.parse({ ...marina, id: 901, slug: 'marina-new-tower', title: 'Marina New Tower', translations: {} })
    const elsewhere = Project.parse({ ...marina, id: 902, slug: 'far-away', title: 'Far Away', area: 'dubai-south' })
    await env.DB.batch(upsertStatements(env.DB, 'projects', [dropped, fresh, elsewhere]))

    const run = await runInstantAlerts(mail())
    expect(run).toMatchObject({ queued: 1, sent: 1 })
    const alerts = (await maildevMails(email)).filter((m) => m.subject === tr('ar', 'email.alerts.alert.subject', { name: 'Marina flats' }))
    expect(alerts).toHaveLength(1)
    const [alert] = alerts
    expect(alert?.html).toContain('dir="rtl"')
    expect(alert?.html).toContain('lang="ar-AE"')
    expect(alert?.html).toContain('Marina New Tower')
    expect(alert?.html).toContain(tr('ar', 'email.alerts.alert.drop'))
    expect(alert?.html).toContain('/ar/catalog/901-marina-new-tower')
    expect(alert?.html).not.toContain('Far Away')
    expect(alert?.text).toContain('1,990,000')
    expect(alert?.source).toMatch(/^List-Unsubscribe: <http:\/\/example\.com\/ar\/alerts\/unsubscribe\?token=[\w.-]+>\r?$/m)
    expect(alert?.html).toContain('<img src="http://example.com/')

    // Nothing new: the next run sends nothing again.
    expect(await runInstantAlerts(mail())).toMatchObject({ matches: 0, queued: 0, sent: 0 })
    expect((await maildevMails(email)).length).toBe(2)
    await env.DB.prepare('DELETE FROM projects WHERE id IN (901, 902)').run()
    await env.DB.batch(upsertStatements(env.DB, 'projects', [marina]))
  })

  it('keeps a daily search for the digest, and a favourites subscription hears only of its own drops', async () => {
    const daily = `daily-${crypto.randomUUID()}@example.org`
    const favs = `favs-${crypto.randomUUID()}@example.org`
    await confirmedSearch(daily, '', { frequency: 'daily' })
    await confirmedSearch(favs, '', { ids: '1,2', query: '', name: 'My saved properties' })
    const dropped = Project.parse({ ...marina, unitTypes: marina.unitTypes.map((u) => ({ ...u, priceAed: u.priceAed - 100_000 })) })
    await env.DB.batch(upsertStatements(env.DB, 'projects', [dropped, Project.parse({ ...marina, id: 903, slug: 'another-new' })]))
    await runInstantAlerts(mail())
    expect(await maildevMails(daily)).toHaveLength(1)
    const favMails = await maildevMails(favs)
    expect(favMails).toHaveLength(2)
    expect(favMails[1]?.html).toContain(marina.title)
    expect(favMails[1]?.html).not.toContain('another-new')
    const lead = await env.DB.prepare('SELECT body FROM leads WHERE lead_id = (SELECT id FROM saved_searches WHERE email = ?)')
      .bind(favs)
      .first<{ body: string }>()
    // The lead and the alert link to the same shared list of those favourites.
    expect(JSON.parse(lead?.body ?? '{}')).toMatchObject({
      utm_placement: 'favourites-price-drop',
      additional_info1: 'http://example.com/favourites?ids=1,2',
      additional_info3: '1,2',
    })
    expect(favMails[1]?.text).toContain('See all results: http://example.com/favourites?ids=1,2')
    const { runDailyAlerts } = await import('../../src/modules/alerts/jobs.server')
    await runDailyAlerts(mail())
    const digest = await maildevMails(daily)
    expect(digest).toHaveLength(2)
    expect(digest[1]?.text).toContain(tr('en', 'email.alerts.alert.reason.daily', { name: 'Marina flats' }))
    await env.DB.prepare('DELETE FROM projects WHERE id = 903').run()
    await env.DB.batch(upsertStatements(env.DB, 'projects', [marina]))
  })
})

describe('unsubscribe', () => {
  it('honours the one-click POST of RFC 8058 from a mail provider (no Origin), and sends nothing after', async () => {
    const email = `unsub-${crypto.randomUUID()}@example.org`
    const search = await confirmedSearch(email)
    const token = await signToken(SECRET, search.id, 'manage')
    // A GET shows the page and changes nothing (link scanners follow GETs).
    expect((await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?token=${token}`)).status).toBe(200)
    expect(await searchOf(email)).toMatchObject({ status: 'active' })
    const res = await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(await searchOf(email)).toMatchObject({ status: 'unsubscribed' })
    await env.DB.batch(upsertStatements(env.DB, 'projects', [Project.parse({ ...marina, id: 904, slug: 'after-unsubscribe' })]))
    await runInstantAlerts(mail())
    expect(await maildevMails(email)).toHaveLength(1)
    expect((await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?token=bad`, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(400)
    await env.DB.prepare('DELETE FROM projects WHERE id = 904').run()
  })
})

describe('the manage form and the one-click POST', () => {
  it('refuse a body over 8 KB before reading it, and change nothing', async () => {
    const email = `big-${crypto.randomUUID()}@example.org`
    const search = await confirmedSearch(email)
    const token = await signToken(SECRET, search.id, 'manage')
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const big = `frequency=daily&token=${token}&pad=${'a'.repeat(20_000)}`
    expect((await SELF.fetch(`${ORIGIN}/alerts/manage`, { method: 'POST', headers: form, body: big })).status).toBe(413)
    expect((await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?token=${token}`, { method: 'POST', headers: form, body: big })).status).toBe(413)
    expect(await searchOf(email)).toMatchObject({ status: 'active', frequency: 'instant' })
  })

  it('answers a manage post without its token with the invalid-link page', async () => {
    const res = await SELF.fetch(`${ORIGIN}/alerts/manage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'frequency=daily',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain(tr('en', 'alerts.invalid.title'))
  })
})

describe('what is kept', () => {
  it('forgets a search never confirmed once its link has expired, and one unsubscribed a month ago, with their emails', async () => {
    const now = Date.now()
    const day = 24 * 3600_000
    const insert = (id: string, status: string, createdAt: number, unsubscribedAt: number | null = null) =>
      env.DB.prepare(
        `INSERT INTO saved_searches (id, kind, email, email_key, name, locale, currency, query, criteria, frequency, status, created_at, consent_at, unsubscribed_at)
         VALUES (?1, 'search', ?1 || '@example.org', ?1 || '@example.org', 'x', 'en', 'AED', '', '{}', 'daily', ?2, ?3, ?3, ?4)`,
      ).bind(id, status, createdAt, unsubscribedAt)
    await env.DB.batch([
      insert('expired', 'pending', now - 8 * day),
      insert('waiting', 'pending', now - 6 * day),
      insert('gone-long', 'unsubscribed', now - 90 * day, now - 31 * day),
      insert('gone-lately', 'unsubscribed', now - 90 * day, now - day),
      insert('on', 'active', now - 400 * day),
      env.DB.prepare(
        "INSERT INTO alert_emails (id, saved_search_id, kind, status, next_attempt_at, created_at) VALUES ('confirm:expired', 'expired', 'confirm', 'pending', ?1, ?1)",
      ).bind(now - 8 * day),
    ])
    expect(await forgetStaleSearches(env.DB, now, TOKEN_TTL_S.confirm * 1000)).toBe(2)
    const left = await env.DB.prepare('SELECT id FROM saved_searches ORDER BY id').all<{ id: string }>()
    expect(left.results.map((row) => row.id)).toEqual(['gone-lately', 'on', 'waiting'])
    expect(await env.DB.prepare("SELECT 1 FROM alert_emails WHERE saved_search_id = 'expired'").first()).toBeNull()
  })
})

describe('a transport that is down, slow or wrong', () => {
  it('keeps the email queued with a backoff, sends it later, and never twice', async () => {
    const email = `retry-${crypto.randomUUID()}@example.org`
    await save(valid(email))
    const down = { ...mail(), SMTP_PORT: String(inject('maildev').closedPort) }
    expect(await deliverDueEmails(down)).toMatchObject({ retry: 1, sent: 0 })
    const slow = { ...mail(), SMTP_PORT: String(inject('maildev').silentPort), EMAIL_TIMEOUT_MS: '300' }
    // Not due yet: the backoff holds it.
    expect(await deliverDueEmails(slow)).toMatchObject({ retry: 0, sent: 0 })
    expect(await deliverDueEmails(slow, Date.now() + 61_000)).toMatchObject({ retry: 1 })
    const row = await env.DB.prepare("SELECT status, attempts, last_error FROM alert_emails WHERE kind = 'confirm'").first<{
      status: string
      attempts: number
      last_error: string
    }>()
    expect(row).toMatchObject({ status: 'pending', attempts: 2 })
    expect(row?.last_error).not.toContain(email)
    expect(await maildevMails(email)).toHaveLength(0)
    expect(await deliverDueEmails(mail(), Date.now() + 10 * 60_000)).toMatchObject({ sent: 1 })
    expect(await deliverDueEmails(mail(), Date.now() + 24 * 3600_000)).toMatchObject({ sent: 0 })
    expect(await maildevMails(email)).toHaveLength(1)
  })
})
