// Issue 14's end to end for saved searches: an alert travels from a content change in the CMS to an
// email a test reads. A visitor saves a search on the site (a form post), confirms it from the email
// maildev caught; an editor lowers a unit's price in the real Strapi 5; the five-minute cron syncs the
// content and runs the matching, and the alert arrives in maildev (the same mail catcher Strapi
// sends its own emails to), read back through its REST API.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect, it } from 'vitest'
import { BUNDLED_CATALOGS } from '../../src/lib/i18n/catalogs'
import { syncContent } from '../../src/modules/content/sync.server'
import worker from '../../worker/index'
import { adminRequest, cms, cmsEnv, type Mail, mails } from './helpers'

/** The worker's env against the real Strapi, sending email through maildev's SMTP. */
const site = () =>
  ({
    ...cmsEnv(env),
    EMAIL_TRANSPORT: 'smtp',
    EMAIL_FROM: 'Marsa <alerts@marsa.example>',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(cms().smtpPort),
    SMTP_SECURITY: 'off',
    EMAIL_TIMEOUT_MS: '10000',
  }) as unknown as Env

async function fetchWith(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(`http://example.com${path}`, { redirect: 'manual', ...init }), site(), ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** The mail to `to` whose subject is `subject`, waiting for it up to `timeoutMs`. */
async function mailTo(to: string, subject: string, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await mails()).find((m) => m.subject === subject && m.to.some((t) => t.address === to))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const en = BUNDLED_CATALOGS.en as unknown as { email: { alerts: { confirm: { subject: string }; alert: { subject: string } } } }
const NAME = 'Marina under 3M'

it('an alert travels from a price change in the CMS to an email a test reads', async () => {
  // The site holds what the CMS publishes.
  for (const result of await syncContent(site(), { entities: ['locations', 'projects'] })) expect(result.error).toBeUndefined()

  // A visitor saves a Dubai Marina search and confirms it from the email.
  const email = `buyer-${crypto.randomUUID()}@example.org`
  const saved = await fetchWith('/alerts', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://example.com' },
    body: new URLSearchParams({
      name: NAME,
      email,
      frequency: 'instant',
      consent: 'on',
      query: '?location=dubai-marina&maxPrice=3000000&currency=AED',
    }).toString(),
  })
  expect(saved.status).toBe(303)
  const confirmation = await mailTo(email, en.email.alerts.confirm.subject)
  const link = new URL(confirmation.text?.match(/http:\/\/example\.com\/alerts\/confirm\?token=\S+/)?.[0] ?? 'http://example.com/missing')
  // The link opens a page with a Confirm button; pressing it starts the alert.
  expect((await fetchWith(`${link.pathname}${link.search}`)).status).toBe(200)
  const pressed = await fetchWith(link.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://example.com' },
    body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }).toString(),
    redirect: 'manual',
  })
  expect(pressed.status).toBe(303)

  // An editor lowers the price of the cheapest unit of a Dubai Marina project (one within the search's AED 3M) in Strapi.
  const listed = await adminRequest('/api/projects?filters[area][$eq]=dubai-marina&locale=en&populate=*')
  expect(listed.status).toBe(200)
  type Doc = { documentId: string; siteId: number; title: string; unitTypes: Array<{ id: number; priceAed: number; floorPlan: { id: number } | null }> }
  const docs = ((await listed.json()) as { data: Doc[] }).data
  const lowest = (d: Doc) => Math.min(...d.unitTypes.map((u) => u.priceAed))
  const doc = [...docs].sort((a, b) => lowest(a) - lowest(b))[0]
  expect(doc && lowest(doc)).toBeLessThan(3_000_000)
  const cheapest = Math.min(...(doc?.unitTypes ?? []).map((u) => u.priceAed))
  const lowered = cheapest - 150_000
  const unitTypes = (doc?.unitTypes ?? []).map(({ id: _, ...u }) => ({
    ...u,
    floorPlan: u.floorPlan?.id ?? null,
    priceAed: u.priceAed === cheapest ? lowered : u.priceAed,
  }))
  const put = await adminRequest(`/api/projects/${doc?.documentId}?locale=en`, { method: 'PUT', json: { data: { unitTypes } } })
  expect(put.status).toBe(200)

  try {
    // The five-minute cron: the content sync, then the matching and the email.
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), site(), ctx)
    await waitOnExecutionContext(ctx)

    const alert = await mailTo(email, en.email.alerts.alert.subject.replace('{{name}}', NAME))
    expect(alert.html).toContain(doc?.title)
    expect(alert.text).toContain(new Intl.NumberFormat('en-US').format(lowered))
    expect(alert.text).toContain(new Intl.NumberFormat('en-US').format(cheapest))
    expect(alert.text).toContain(`http://example.com/catalog/${doc?.siteId}-`)
    expect(alert.text).toMatch(/http:\/\/example\.com\/alerts\/unsubscribe\?token=\S+/)
  } finally {
    // The price as it was, for the files after this one.
    const restore = (doc?.unitTypes ?? []).map(({ id: _, ...u }) => ({ ...u, floorPlan: u.floorPlan?.id ?? null }))
    await adminRequest(`/api/projects/${doc?.documentId}?locale=en`, { method: 'PUT', json: { data: { unitTypes: restore } } })
  }
}, 180_000)
