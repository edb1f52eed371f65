// POST /api/leads through the whole worker in workerd with the real local D1 and rate limiter:
// validation and its messages, both body formats, the outbox row a lead becomes, idempotency,
// abuse checks, and the ops API. (Delivery to the lead backend: lead-delivery.test.ts.)
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { app } from '../../worker/app'
import { makeConsultant, makeProject } from '../fixtures/content'
import { ORIGIN } from './helpers'
import { countRows, freshIp, post, postForm, row, VALID } from './lead-helpers'

// The agents the tests name (MRS-104, MRS-107): a lead credits only our own consultants.
beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'consultants', [makeConsultant({ id: 4 }), makeConsultant({ id: 7 })]))
})

describe('a valid lead', () => {
  it('is stored in the outbox before the answer, with the spec fields and empty values omitted', async () => {
    const leadId = crypto.randomUUID()
    const response = await post({
      ...VALID,
      lead_id: leadId,
      date: '2026-12-02',
      comments: '  Looking for a 2-bed in the Marina  ',
      utm_source: 'google',
      utm_campaign: '',
      timezone_offset: '240',
      language: 'de-DE',
      page_query: '?utm_medium=cpc&gclid=abc',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, lead_id: leadId })
    const stored = await row(leadId)
    expect(stored?.status).toBe('pending')
    expect(stored?.lead).toEqual({
      name: 'Amira Saleh',
      email: 'amira@example.com',
      phone: '+971501234567',
      date: '2026-12-02',
      comments: 'Looking for a 2-bed in the Marina',
      lead_id: leadId,
      utm_source: 'google',
      // The page's campaign parameter fills the body field the form left empty.
      utm_medium: 'cpc',
      country_iso: 'AE',
      language_iso: 'de',
      schedule_from: '2026-12-02',
      source: 'consultation',
      utm_call_queue: false,
    })
    const query = new URLSearchParams(stored?.query)
    expect(Object.fromEntries(query)).toEqual({
      source_code: 'example.com',
      language_iso: 'de',
      timezone_offset: '240',
      country_iso: 'AE',
      utm_medium: 'cpc',
      gclid: 'abc',
    })
  })

  it('is never refused for a long page URL: the hidden context is bounded, campaign parameters first', async () => {
    const leadId = crypto.randomUUID()
    const gclid = 'G'.repeat(1100)
    const pageQuery = `ref=newsletter&gclid=${gclid}&utm_source=google&utm_campaign=spring-launch`
    const response = await post({ ...VALID, lead_id: leadId, page_query: `?${pageQuery}`, next: `/catalog?${pageQuery}` })
    expect(response.status).toBe(200)
    const stored = await row(leadId)
    expect(stored?.lead).toMatchObject({ utm_source: 'google', utm_campaign: 'spring-launch' })
    const query = new URLSearchParams(stored?.query)
    expect(query.get('utm_source')).toBe('google')
    expect(query.get('utm_campaign')).toBe('spring-launch')
    expect(query.has('ref'), 'not a campaign parameter: it stays on the page').toBe(false)
    // A parameter longer than the whole bound cannot be kept whole: it is left out, not cut.
    expect(query.has('gclid')).toBe(false)
  })

  it('returns a form posted without JavaScript from a long URL to its page (without the query)', async () => {
    const response = await postForm({ ...VALID, lead_id: crypto.randomUUID(), next: `/catalog?type=villa&gclid=${'G'.repeat(1100)}` })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.searchParams.get('next')).toBe('/catalog')
  })

  it('reads a national number in the selected country, else in the visitor country (CF-IPCountry)', async () => {
    const selected = crypto.randomUUID()
    await post({ ...VALID, lead_id: selected, telephone: '020 7946 0958', telephone_country: 'GB' })
    expect((await row(selected))?.lead).toMatchObject({ phone: '+442079460958', country_iso: 'GB' })
    const byIp = crypto.randomUUID()
    await post({ ...VALID, lead_id: byIp, telephone: '050 123 4567' }, { headers: { 'cf-ipcountry': 'AE' } })
    expect((await row(byIp))?.lead).toMatchObject({ phone: '+971501234567', country_iso: 'AE' })
  })

  it('takes country_iso from the phone (NANP, Russia/Kazakhstan), not from the network', async () => {
    for (const [telephone, country] of [
      ['+1 604 555 0123', 'CA'],
      ['+1 212 555 0123', 'US'],
      ['+7 701 234 5678', 'KZ'],
      ['+7 912 345 6789', 'RU'],
    ]) {
      const id = crypto.randomUUID()
      await post({ ...VALID, lead_id: id, telephone }, { headers: { 'cf-ipcountry': 'DE' } })
      expect((await row(id))?.lead.country_iso, telephone).toBe(country)
    }
    const noPhone = crypto.randomUUID()
    await post({ source: 'subscription', email: 'reader@example.com', lead_id: noPhone }, { headers: { 'cf-ipcountry': 'FR' } })
    const stored = await row(noPhone)
    expect(stored?.lead.country_iso).toBe('FR')
    expect(new URLSearchParams(stored?.query).has('country_iso'), 'country_iso goes in the query only with a phone').toBe(false)
  })

  it('sends the questionnaire answers s1–s9 as additional_info1–9', async () => {
    const id = crypto.randomUUID()
    const answers = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`s${i + 1}`, `answer ${i + 1}`]))
    const response = await post({ source: 'careers', name: 'Omar Khan', email: 'omar@example.com', lead_id: id, ...answers })
    expect(response.status).toBe(200)
    const lead = (await row(id))?.lead ?? {}
    for (let i = 1; i <= 9; i++) expect(lead[`additional_info${i}`]).toBe(`answer ${i}`)
    expect(lead.phone).toBeUndefined()
  })

  it('keeps agent_id and utm_project from the form, and utm_call_queue when set', async () => {
    const id = crypto.randomUUID()
    await post({ ...VALID, source: 'floor-plan', lead_id: id, agent_id: 'MRS-104', utm_project: 'Marina Crest Residences', utm_call_queue: 'true' })
    const stored = await row(id)
    expect(stored?.lead).toMatchObject({ agent_id: 'MRS-104', utm_project: 'Marina Crest Residences', utm_call_queue: true, source: 'floor-plan' })
    expect(new URLSearchParams(stored?.query).get('agent_id')).toBe('MRS-104')
  })

  it('remembers the agent a visitor arrived through (attribution cookie) for later leads', async () => {
    const landing = await SELF.fetch(`${ORIGIN}/catalog?agent_id=MRS-107`)
    const cookie = landing.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/marsa_agent=MRS-107/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const id = crypto.randomUUID()
    await post({ ...VALID, lead_id: id }, { headers: { cookie: 'marsa_agent=MRS-107' } })
    expect((await row(id))?.lead.agent_id).toBe('MRS-107')
    const forged = crypto.randomUUID()
    await post({ ...VALID, lead_id: forged }, { headers: { cookie: 'marsa_agent=%3Cscript%3E' } })
    expect((await row(forged))?.lead.agent_id).toBeUndefined()
  })

  it('stores one lead when the same form is posted several times at once (lead_id is the idempotency key), answering each alike', async () => {
    const id = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ ...VALID, lead_id: id })))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual(Array(5).fill({ ok: true, lead_id: id }))
    expect(await countRows(id)).toBe(1)
  })
})

describe('a form posted without JavaScript', () => {
  it('answers 303 to the thank-you page and stores the lead', async () => {
    const id = crypto.randomUUID()
    const response = await postForm({ ...VALID, lead_id: id, telephone_country: 'AE', next: '/catalog?type=villa' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe('/thank-you')
    expect(location.searchParams.get('next')).toBe('/catalog?type=villa')
    expect((await row(id))?.lead.phone).toBe('+971501234567')
    const page = await SELF.fetch(location.toString())
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Thank You!')
  })

  it("offers the project's brochure or floor plan on the thank-you page of such a request, and never a file named in the URL", async () => {
    await env.DB.batch(
      upsertStatements(env.DB, 'projects', [
        makeProject({
          id: 4242,
          brochure: '/brochures/test-tower.pdf',
          floorPlans: [{ src: '/images/plans/test-tower-1.svg', alt: 'Plan', width: 1200, height: 900 }],
        }),
      ]),
    )
    const response = await postForm({ ...VALID, source: 'brochure', lead_id: crypto.randomUUID(), utm_project: 'Test Tower', next: '/fr/catalog/4242' })
    expect(response.status).toBe(303)
    const brochure = await (await SELF.fetch(new URL(response.headers.get('location') ?? '', ORIGIN))).text()
    expect(brochure).toMatch(/<a href="\/brochures\/test-tower\.pdf" download=""[^>]*data-testid="lead-download"/)
    const plan = await (await SELF.fetch(`${ORIGIN}/thank-you?source=floor-plan&next=%2Fcatalog%2F4242`)).text()
    expect(plan).toMatch(/<a href="\/images\/plans\/test-tower-1\.svg" download=""/)
    // A request-a-call, another page, or a file in the query: nothing to download.
    for (const query of [
      'source=request-call&next=%2Fcatalog%2F4242',
      'source=brochure&next=%2Fcatalog%3Ftype%3Dvilla',
      'source=brochure&next=%2Fcatalog%2F4242&file=%2Fevil.pdf',
    ])
      expect(await (await SELF.fetch(`${ORIGIN}/thank-you?${query}`)).text(), query).not.toContain(
        query.includes('file=') ? '/evil.pdf' : 'data-testid="lead-download"',
      )
  })

  it('keeps the locale prefix and never redirects off-site', async () => {
    const response = await postForm({ ...VALID, next: '//evil.example/phish' }, { path: '/ar/api/leads' })
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe('/ar/thank-you')
    expect(location.searchParams.get('next')).toBe('/')
  })

  it('shows the form again with the message and what was typed when a field is wrong', async () => {
    const id = crypto.randomUUID()
    const response = await postForm({ ...VALID, lead_id: id, name: '12', email: 'kept@example.com' })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toContain('You have entered incorrect name')
    expect(html).toContain('kept@example.com')
    expect(await countRows(id)).toBe(0)
  })
})

describe('bad input gets a clear 4xx naming the field, never a 500', () => {
  it.each([
    ['name', { name: 'x' }, 'You have entered incorrect name'],
    ['name', { name: '' }, 'You have entered incorrect name'],
    ['name', { name: '\u200b\u200b\u200b' }, 'You have entered incorrect name'],
    ['email', { email: 'not-an-email' }, 'You have entered incorrect email'],
    ['email', { email: undefined }, 'You have entered incorrect email'],
    ['telephone', { telephone: '+971 12' }, 'You have entered incorrect phone number'],
    ['telephone', { telephone: '+1 (555) abc-defg' }, 'You have entered incorrect phone number'],
    ['telephone', { telephone: '0501234567' }, 'You have entered incorrect phone number'],
  ])('consultation: %s %j', async (field, change, message) => {
    const response = await post({ ...VALID, ...change })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { field: string; fields: Record<string, string>; message: string }
    expect(body.field).toBe(field)
    expect(body.fields[field]).toBe(message)
  })

  it('uses the questionnaire wording on the careers form, where the phone is optional', async () => {
    const response = await post({ source: 'careers', name: '', email: 'bad', telephone: '12' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields).toEqual({
      name: 'Enter your full name to complete the contact information.',
      email: 'Enter your correct email to complete the contact information.',
      telephone: 'Enter your correct phone number to complete the contact information.',
    })
    expect((await post({ source: 'careers', name: 'Omar Khan', email: 'omar@example.com' })).status).toBe(200)
  })

  it('asks only for an email on the blog subscription', async () => {
    expect((await post({ source: 'subscription', email: 'reader@example.com' })).status).toBe(200)
    const body = (await (await post({ source: 'subscription', email: '' })).json()) as { field: string }
    expect(body.field).toBe('email')
  })

  it.each([
    ['an unknown field', { ...VALID, favourite_colour: 'teal' }, 400, 'favourite_colour'],
    ['an unknown form', { ...VALID, source: 'newsletter-2019' }, 400, 'source'],
    ['no form', { name: 'Amira Saleh' }, 400, 'source'],
    ['a number for the name', { ...VALID, name: 42 }, 400, 'name'],
    ['an object for the email', { ...VALID, email: { $ne: null } }, 400, 'email'],
    ['an oversized comment', { ...VALID, comments: 'x'.repeat(2500) }, 400, 'comments'],
    ['a lead_id that is not a UUID', { ...VALID, lead_id: "1'; DROP TABLE leads;--" }, 400, 'lead_id'],
    ['a bad date', { ...VALID, date: 'tomorrow' }, 400, 'date'],
    ['a far timezone offset', { ...VALID, timezone_offset: 5000 }, 400, 'timezone_offset'],
  ])('%s', async (_, body, status, field) => {
    const response = await post(body)
    expect(response.status).toBe(status)
    expect(((await response.json()) as { field?: string }).field).toBe(field)
  })

  it.each([
    ['malformed JSON', '{"name": "Amira"', 'application/json', 400, 'malformed_json'],
    ['a JSON array', '[1,2,3]', 'application/json', 400, 'malformed_json'],
    ['JSON null', 'null', 'application/json', 400, 'malformed_json'],
    ['text/plain (a cross-site form trick)', JSON.stringify(VALID), 'text/plain', 415, 'unsupported_media_type'],
    ['multipart', 'x', 'multipart/form-data; boundary=x', 415, 'unsupported_media_type'],
    ['no content type', JSON.stringify(VALID), '', 415, 'unsupported_media_type'],
  ])('%s', async (_, body, type, status, error) => {
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': type, origin: ORIGIN, 'cf-connecting-ip': freshIp() },
      body,
    })
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: string }).error).toBe(error)
  })

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post({ ...VALID, comments: 'x'.repeat(20_000) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toBe('too_large')
  })

  it('refuses a form field sent twice', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
      body: 'source=consultation&name=A&name=B&email=a%40example.com&telephone=%2B971501234567',
    })
    expect(response.status).toBe(400)
    // A form post gets the form again, the field named by its message.
    expect(await response.text()).toContain('You have entered incorrect name')
  })

  it('answers in the page language (the /ar prefix)', async () => {
    const response = await post({ ...VALID, name: '1' }, { path: '/ar/api/leads' })
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields.name).toBeTruthy()
    expect(body.fields.name).not.toBe('You have entered incorrect name')
    expect(body.fields.name).toMatch(/[\u0600-\u06ff]/)
  })
})

describe('abuse', () => {
  it('refuses posts from another site (Origin, else Referer)', async () => {
    expect((await post(VALID, { headers: { origin: 'https://evil.example' } })).status).toBe(403)
    expect((await post(VALID, { headers: { origin: '', referer: 'https://evil.example/form' } })).status).toBe(403)
    expect((await post(VALID, { headers: { origin: '', referer: `${ORIGIN}/catalog` } })).status).toBe(200)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const id = crypto.randomUUID()
    const response = await post({ ...VALID, lead_id: id, website: 'http://spam.example' })
    expect(response.status).toBe(200)
    expect(await countRows(id)).toBe(0)
  })

  it('verifies Turnstile when a secret is configured, and lets leads through when siteverify is down', async () => {
    const base = { ...env, TURNSTILE_SECRET_KEY: 'test-secret', TURNSTILE_VERIFY_URL: `${inject('leadApiUrl')}/turnstile/x` }
    const send = async (overrides: Record<string, unknown>, configured: Record<string, unknown>) => {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(`${ORIGIN}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
          body: JSON.stringify({ ...VALID, lead_id: crypto.randomUUID(), ...overrides }),
        }),
        configured,
        ctx,
      )
      await waitOnExecutionContext(ctx)
      return response
    }
    expect((await send({ 'cf-turnstile-response': 'pass' }, base)).status).toBe(200)
    const refused = await send({ 'cf-turnstile-response': 'forged' }, base)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { field: string }).field).toBe('cf-turnstile-response')
    expect((await send({}, base)).status, 'no token').toBe(403)
    const down = { ...base, TURNSTILE_VERIFY_URL: `${inject('closedApiUrl')}/siteverify` }
    expect((await send({ 'cf-turnstile-response': 'anything' }, down)).status).toBe(200)
  })
})

describe('ops API', () => {
  const auth = { authorization: 'Bearer test-ops-token' }

  it('needs the token', async () => {
    expect((await SELF.fetch(`${ORIGIN}/api/ops/leads`)).status).toBe(401)
    expect((await SELF.fetch(`${ORIGIN}/api/ops/leads`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
  })

  it('lists stored leads (held while no lead backend is configured) and counts them', async () => {
    const id = crypto.randomUUID()
    await post({ ...VALID, lead_id: id })
    const response = await SELF.fetch(`${ORIGIN}/api/ops/leads?status=pending&limit=500`, { headers: auth })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { counts: Record<string, number>; leads: { lead_id: string }[] }
    expect(body.leads.map((l) => l.lead_id)).toContain(id)
    expect(body.counts.pending).toBeGreaterThan(0)
    expect((await SELF.fetch(`${ORIGIN}/api/ops/leads?status=lost`, { headers: auth })).status).toBe(400)
  })

  it('re-drives dead letters', async () => {
    const id = crypto.randomUUID()
    await post({ ...VALID, lead_id: id })
    await env.DB.prepare("UPDATE leads SET status = 'dead', attempts = 12, last_error = 'x' WHERE lead_id = ?").bind(id).run()
    const response = await SELF.fetch(`${ORIGIN}/api/ops/leads/redrive`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ lead_ids: [id] }),
    })
    expect(await response.json()).toEqual({ ok: true, redriven: 1 })
    expect(await env.DB.prepare('SELECT status, attempts FROM leads WHERE lead_id = ?').bind(id).first()).toEqual({ status: 'pending', attempts: 0 })
    const bad = await SELF.fetch(`${ORIGIN}/api/ops/leads/redrive`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' })
    expect(bad.status).toBe(400)
  })
})

describe('pages of the forms', () => {
  it('serves the request-a-call form as a page for links without JavaScript', async () => {
    const response = await SELF.fetch(`${ORIGIN}/request-call?agent_id=MRS-104&project=Marina%20Crest`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<form[^>]+method="post"[^>]+action="\/en\/api\/leads"|<form[^>]+action="\/en\/api\/leads"[^>]+method="post"/)
    expect(html).toMatch(/name="agent_id"[^>]*value="MRS-104"|value="MRS-104"[^>]*name="agent_id"/)
    expect(html).toContain('Marina Crest')
  })
})
