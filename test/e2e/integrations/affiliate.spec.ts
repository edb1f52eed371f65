// Affiliate tracking on the integrations site (AFFILIATE_SCRIPT_URL = the fake network's SDK, served with
// its click endpoint by fakes/handlers/affiliate.mjs): nothing of the network loads before marketing
// consent; after it, a link's oid/affid/sub1 register one click with those values and the returned id is
// persisted; an `_ef_transaction_id` in the URL is stored without a click; the id and the detected
// country travel with a lead, and the id reaches the lead backend's query (read back from the outbox).
import type { Page, Response } from '@playwright/test'
import { expect, test } from '../fixtures'
import { hoverUntilHydrated, waitForClient } from '../helpers'
import { outboxLead } from '../lead-helpers'
import { FAKES_URL, INTEGRATIONS_URL } from './config'

test.use({ baseURL: INTEGRATIONS_URL })

interface LoggedRequest {
  path: string
  query: Record<string, string>
}

/** What the fake network logged under `path`, whatever page asked (parallel specs share it: filter by your run). */
async function fakeLog(page: Page, path: string): Promise<LoggedRequest[]> {
  return (await (await page.request.get(`${FAKES_URL}/__requests?path=${path}`)).json()) as LoggedRequest[]
}

/** The persisted main state (src/lib/affiliate.ts, localStorage `marsa-main`). */
const mainState = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('marsa-main') ?? 'null') as Record<string, unknown> | null)

/**
 * Opens `path` as a visitor Cloudflare places in the United Kingdom (CF-IPCountry: the page stays English; on the site's requests only: the
 * network's must stay simple CORS requests) from an address of this test's own (the lead rate limit),
 * and records every request this page makes to the fake network.
 */
async function visit(page: Page, path: string, run: string): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${FAKES_URL}/affiliate/`)) requested.push(new URL(request.url()).pathname)
  })
  const octet = Number.parseInt(run.slice(0, 2), 16)
  await page.route(`${INTEGRATIONS_URL}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-ipcountry': 'GB', 'cf-connecting-ip': `10.88.${octet}.${run.length}` } }),
  )
  await page.goto(path)
  await waitForClient(page)
  return requested
}

/** "Accept all" in the consent banner (docs/decisions/015-consent.md). */
const acceptAll = (page: Page) => page.locator('[data-consent-banner]').getByRole('button', { name: 'Accept all' }).click()

test('nothing of the network loads before consent; after it, the link registers one click and its id is stored', async ({ page }) => {
  const run = crypto.randomUUID().slice(0, 8)
  const requested = await visit(page, `/?oid=5&affid=7&sub1=x&sub2=${run}`, run)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-affiliate', 'waiting')
  // The current country is the site's own state: persisted at once, tracking or not.
  await expect.poll(() => mainState(page)).toEqual({ country: { code: 'GB', name: 'United Kingdom' } })
  expect(requested).toEqual([])
  await expect(page.locator('script[data-affiliate]')).toHaveCount(0)

  const clicked = page.waitForResponse((response: Response) => response.url().startsWith(`${FAKES_URL}/affiliate/click`))
  await acceptAll(page)
  const issued = ((await (await clicked).json()) as { transaction_id: string }).transaction_id
  await expect(html).toHaveAttribute('data-affiliate', 'registered')
  expect(issued).toMatch(/^tx-5-7-/)
  expect(requested).toEqual(['/affiliate/sdk.js', '/affiliate/click'])
  const clicks = (await fakeLog(page, '/affiliate/click')).filter((entry) => entry.query.sub2 === run)
  expect(clicks.map((entry) => entry.query)).toEqual([{ offer_id: '5', affiliate_id: '7', sub1: 'x', sub2: run }])
  expect(await mainState(page)).toEqual({ transactionId: issued, country: { code: 'GB', name: 'United Kingdom' } })

  // The next page of the visit keeps the id: no second click.
  await page.goto('/catalog')
  await expect(html).toHaveAttribute('data-affiliate', 'known')
  expect(requested.filter((path) => path === '/affiliate/click')).toHaveLength(1)
  expect((await mainState(page))?.transactionId).toBe(issued)
})

test('a transaction id in the URL is stored without a click, and forgotten when marketing consent is withdrawn', async ({ page }) => {
  const run = crypto.randomUUID().slice(0, 8)
  const id = `tx-url-${run}`
  const requested = await visit(page, `/?_ef_transaction_id=${id}&sub1=x`, run)
  await acceptAll(page)
  await expect(page.locator('html')).toHaveAttribute('data-affiliate', 'known')
  expect((await mainState(page))?.transactionId).toBe(id)
  expect(requested).toEqual(['/affiliate/sdk.js'])
  expect((await fakeLog(page, '/affiliate/click')).filter((entry) => JSON.stringify(entry.query).includes(run))).toEqual([])

  // Withdrawing marketing consent ("Cookie settings" in the footer, then Reject all) forgets the id; the country stays.
  await page.locator('footer a[data-consent-open]').first().click()
  await page.locator('[data-consent-banner]').getByRole('button', { name: 'Reject all' }).click()
  await expect.poll(() => mainState(page)).toEqual({ country: { code: 'GB', name: 'United Kingdom' } })
})

test('a lead carries the stored transaction id and country; the id reaches the lead call’s query', async ({ page }) => {
  const run = crypto.randomUUID().slice(0, 8)
  const id = `tx-lead-${run}`
  await visit(page, `/?_ef_transaction_id=${id}`, run)
  await acceptAll(page)
  await expect(page.locator('html')).toHaveAttribute('data-affiliate', 'known')

  const form = page.locator('form#consultation-form')
  await hoverUntilHydrated(form)
  await form.locator('input[name="name"]').fill('Lena Hughes')
  await form.locator('input[name="email"]').fill(`lena.${run}@example.com`)
  await form.locator('input[name="telephone"]').fill('+44 20 7946 0958')
  const answer = page.waitForResponse((response) => response.url().includes('/api/leads') && response.request().method() === 'POST')
  await form.locator('button[type="submit"]').click()
  const response = await answer
  expect(response.status()).toBe(200)
  const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, string>
  expect(sent).toMatchObject({ transaction_id: id, visitor_country: 'GB' })
  const { lead_id } = (await response.json()) as { lead_id: string }

  // The outbox row is what the lead backend receives: the body, and the query the call carries.
  const stored = await outboxLead(page.request, lead_id)
  expect(new URLSearchParams(stored.query).get('transaction_id')).toBe(id)
  // The body's country_iso is the phone's (the persisted country is only its last fallback: test/integration/affiliate.test.ts).
  expect(stored.body).toMatchObject({ email: `lena.${run}@example.com` })
  expect(stored.body).not.toHaveProperty('transaction_id')
})

test('a network script that fails to load costs the attribution only: a quiet warning, and the lead goes out without an id', async ({
  page,
  runtimeErrors,
}) => {
  // Chromium reports the failed script itself as a console error; the site adds only a warning.
  runtimeErrors.expect(/Failed to load resource/)
  await page.route(`${FAKES_URL}/affiliate/sdk.js`, (route) => route.fulfill({ status: 503, body: 'down' }))
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const run = crypto.randomUUID().slice(0, 8)
  await visit(page, `/?oid=5&affid=7&sub2=${run}`, run)
  await acceptAll(page)
  await expect(page.locator('html')).toHaveAttribute('data-affiliate', 'failed')
  expect(warnings.filter((text) => text.startsWith('Affiliate tracking failed'))).toHaveLength(1)
  expect((await mainState(page))?.transactionId).toBeUndefined()

  const form = page.locator('form#consultation-form')
  await hoverUntilHydrated(form)
  await form.locator('input[name="name"]').fill('Lena Hughes')
  await form.locator('input[name="email"]').fill(`lena.${run}@example.com`)
  await form.locator('input[name="telephone"]').fill('+44 20 7946 0958')
  const answer = page.waitForResponse((response) => response.url().includes('/api/leads') && response.request().method() === 'POST')
  await form.locator('button[type="submit"]').click()
  const response = await answer
  expect(response.status()).toBe(200)
  expect(JSON.parse(response.request().postData() ?? '{}')).not.toHaveProperty('transaction_id')
  await expect(page.getByTestId('lead-success')).toBeVisible()
})
