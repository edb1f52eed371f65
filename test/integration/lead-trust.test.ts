// What a visitor may and may not decide about a lead (docs/decisions/011-lead-endpoint-trust.md),
// through the whole worker in workerd with the real local D1: the page's query reaches the lead
// backend only as an allow-list of campaign parameters (security review F6); source_code is the
// configured site, never the request's Host (F2); a client-chosen lead_id neither reveals another
// lead nor pre-empts it (F8); an agent is credited only when it is one of ours (F12).
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { app } from '../../worker/app'
import { makeConsultant, makeProject } from '../fixtures/content'
import { decodeHtml, ORIGIN } from './helpers'
import { countRows, freshIp, post, postForm, row, rowsOf, VALID } from './lead-helpers'

/** The site's configured host: every lead's source_code. */
const siteHost = () => new URL(env.SITE_URL).host

/** A request through the app with `overrides` on the environment (e.g. another SITE_URL). */
async function postWith(url: string, body: unknown, headers: Record<string, string>, overrides: Partial<Env>) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, ...overrides },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'consultants', [makeConsultant({ id: 4 }), makeConsultant({ id: 7 })]))
  // An agent the lead backend knows but the consultant finder does not show: named by a listing.
  await env.DB.batch(upsertStatements(env.DB, 'projects', [makeProject({ id: 9101, agentId: 'MRS-300' })]))
})

describe("the page's query, on its way to the lead backend", () => {
  it('carries only campaign parameters, under normalised names, one value each, and never a name the server sets', async () => {
    const id = crypto.randomUUID()
    const pageQuery = [
      'utm_source=x',
      'source.code=evil.example',
      'Source_Code=evil2',
      'source%20code=evil3',
      'language.iso=zz',
      'agent.id=ATTACKER',
      'AGENT_ID=ATTACKER2',
      'country.iso=US',
      'timezone.offset=999',
      'utm.call.queue=true',
      'utm%5Bproject%5D=x',
      'lead_id=00000000-0000-4000-8000-000000000000',
      'email=someone%40example.com',
      'status=sent',
      'UTM_Medium=cpc',
      'gclid=g1',
      'gclid=g2',
      'fbclid=f1',
      'msclkid=m1',
      'campaign_id=c9',
      'utm_id=u7',
      'ref=newsletter',
    ].join('&')
    expect((await post({ ...VALID, lead_id: id, page_query: pageQuery })).status).toBe(200)
    const query = new URLSearchParams((await row(id))?.query)
    expect([...query]).toEqual([
      ['source_code', siteHost()],
      ['language_iso', 'en'],
      ['country_iso', 'AE'],
      ['utm_source', 'x'],
      ['utm_medium', 'cpc'],
      ['gclid', 'g1'],
      ['fbclid', 'f1'],
      ['msclkid', 'm1'],
      ['campaign_id', 'c9'],
      ['utm_id', 'u7'],
    ])
  })
})

describe("the lead's source_code", () => {
  it('is the configured site (SITE_URL), whatever Host the request came with', async () => {
    const id = crypto.randomUUID()
    const response = await SELF.fetch('http://evil.example/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ ...VALID, lead_id: id }),
    })
    expect(response.status).toBe(200)
    expect(new URLSearchParams((await row(id))?.query).get('source_code')).toBe(siteHost())

    const other = crypto.randomUUID()
    const elsewhere = await postWith(
      'http://evil.example/api/leads',
      { ...VALID, lead_id: other },
      { origin: 'http://evil.example' },
      { SITE_URL: 'https://marsa.ae' },
    )
    expect(elsewhere.status).toBe(200)
    expect(new URLSearchParams((await row(other))?.query).get('source_code')).toBe('marsa.ae')
  })

  it("accepts posts from the configured origin and the request's own, and from nowhere else", async () => {
    const configured = { SITE_URL: 'https://marsa.ae' }
    const send = (origin: string) => postWith('http://worker.internal/api/leads', { ...VALID, lead_id: crypto.randomUUID() }, { origin }, configured)
    expect((await send('https://marsa.ae')).status).toBe(200)
    expect((await send('http://worker.internal')).status).toBe(200)
    expect((await send('https://evil.example')).status).toBe(403)
    expect((await send('https://marsa.ae.evil.example')).status).toBe(403)
  })
})

describe('a client-chosen lead_id', () => {
  const person = (email: string, name: string) => ({ ...VALID, name, email })

  it('stores one lead for the same form posted again, and answers both posts exactly alike', async () => {
    const id = crypto.randomUUID()
    const amira = person('amira.once@example.com', 'Amira Saleh')
    const first = await post({ ...amira, lead_id: id })
    const again = await post({ ...amira, lead_id: id })
    expect(await first.text()).toBe(await again.text())
    expect(await countRows(id)).toBe(1)
    expect(await rowsOf(amira.email)).toHaveLength(1)
  })

  it("neither swallows nor reveals another person's lead under the same id: both are stored, each once, and the answers are identical", async () => {
    const id = crypto.randomUUID()
    const owner = person('owner@example.com', 'Omar Khan')
    const other = person('other@example.com', 'Sara Lead')
    const answers = [
      await post({ ...owner, lead_id: id }),
      await post({ ...other, lead_id: id }),
      await post({ ...owner, lead_id: id }),
      await post({ ...other, lead_id: id }),
    ]
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ ok: true, lead_id: id })]))
    // The headers too (all but the CSP nonce and the request id, fresh on every response).
    const fresh = new Set(['content-security-policy', 'x-request-id'])
    const headers = (answer: Response) => [...answer.headers].map(([name, value]) => (fresh.has(name) ? name : `${name}: ${value}`)).join('\n')
    expect(new Set(answers.map(headers)).size).toBe(1)

    const [owners, others] = [await rowsOf(owner.email), await rowsOf(other.email)]
    expect(owners.map((r) => r.lead_id)).toEqual([id])
    expect(others).toHaveLength(1)
    // The second person's lead has a key of its own, in its row and in the body the backend receives.
    const key = others[0]?.lead_id
    expect(key).not.toBe(id)
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(others[0]?.lead).toMatchObject({ lead_id: key, name: 'Sara Lead' })
  })

  it("keeps a visitor's lead when someone used its id first (read from the form), without JavaScript too", async () => {
    const id = crypto.randomUUID()
    const attacker = person('squatter@example.com', 'Some One')
    const victim = person('victim@example.com', 'Layla Haddad')
    expect((await post({ ...attacker, lead_id: id })).status).toBe(200)
    const answer = await postForm({ ...victim, lead_id: id, next: '/catalog' })
    expect(answer.status).toBe(303)
    expect(new URL(answer.headers.get('location') ?? '', ORIGIN).pathname).toBe('/thank-you')
    expect((await rowsOf(victim.email)).map((r) => r.lead.name)).toEqual(['Layla Haddad'])
  })
})

describe('agent attribution', () => {
  it('remembers an agent link only for one of our agents', async () => {
    const ours = await SELF.fetch(`${ORIGIN}/catalog?agent_id=MRS-104`)
    const cookie = ours.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^marsa_agent=MRS-104;/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    for (const stranger of ['MRS-999', 'PARTNER-7', 'evil.agent'])
      expect((await SELF.fetch(`${ORIGIN}/catalog?agent_id=${stranger}`)).headers.get('set-cookie'), stranger).toBeNull()
  })

  it('credits the agent the form names when it is ours, else the cookie’s when it is ours, else nobody', async () => {
    const cases: [string | undefined, string | undefined, string | undefined][] = [
      // [posted agent_id, marsa_agent cookie, credited]
      ['MRS-104', undefined, 'MRS-104'],
      ['MRS-104', 'MRS-107', 'MRS-104'],
      [undefined, 'MRS-107', 'MRS-107'],
      ['MRS-999', 'MRS-107', 'MRS-107'],
      ['MRS-999', undefined, undefined],
      [undefined, 'MRS-999', undefined],
      ['ATTACKER', 'ATTACKER', undefined],
      ['MRS-300', undefined, 'MRS-300'],
      [undefined, 'MRS-300', 'MRS-300'],
    ]
    for (const [posted, cookie, credited] of cases) {
      const id = crypto.randomUUID()
      const response = await post(
        { ...VALID, lead_id: id, ...(posted && { agent_id: posted }) },
        { headers: cookie ? { cookie: `marsa_agent=${cookie}` } : {} },
      )
      expect(response.status, `${posted} / ${cookie}`).toBe(200)
      const stored = await row(id)
      expect(stored?.lead.agent_id, `${posted} / ${cookie}`).toBe(credited)
      expect(new URLSearchParams(stored?.query).get('agent_id') ?? undefined, `${posted} / ${cookie}`).toBe(credited)
    }
  })

  it("keeps the consultant card's flow: the request-a-call page carries the consultant, and the lead credits them", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/request-call?agent_id=MRS-107`)).text()
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', decodeHtml(m[2] ?? '')]),
    )
    expect(hidden.agent_id).toBe('MRS-107')
    const id = hidden.lead_id ?? ''
    expect((await postForm({ ...hidden, name: 'Amira Saleh', email: 'card@example.com', telephone: '+971501234567' })).status).toBe(303)
    expect((await row(id))?.lead).toMatchObject({ agent_id: 'MRS-107', source: 'request-call' })
  })
})
