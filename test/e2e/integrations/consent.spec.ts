// The tag manager behind consent on the integrations site (GTM_CONTAINER_ID pointed at the fake in
// fakes/handlers/gtm.mjs): nothing that tracks is requested before a choice, Consent Mode v2 defaults are
// denied before the container loads, "Accept all" loads it with `update` granted, "Reject all" loads
// nothing, the choice persists and is changed from the footer, the banner works without JavaScript, has
// no axe violations in either color mode and shifts no layout. The main site (nothing configured) has no banner.
import type { Page } from '@playwright/test'
import ar from '../../../locales/ar.json' with { type: 'json' }
import fr from '../../../locales/fr.json' with { type: 'json' }
import { expect, test } from '../fixtures'
import { axeViolations, storeColorMode, webFontsLoaded } from '../helpers'
import { FAKES_URL, INTEGRATIONS_URL } from './config'

test.use({ baseURL: INTEGRATIONS_URL })

const MAIN_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8791)}`
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

/** Paths of every request this page made to the fake tag manager or the fake affiliate network (the trackers). */
function trackerRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(`${FAKES_URL}/gtm.js`) || url.startsWith(`${FAKES_URL}/affiliate/`)) seen.push(new URL(url).pathname + new URL(url).search)
  })
  return seen
}

/** The dataLayer's consent commands, as plain arrays. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry): entry is ArrayLike<unknown> => typeof entry === 'object' && entry !== null && (entry as ArrayLike<unknown>)[0] === 'consent')
      .map((entry) => [entry[0], entry[1], entry[2]]),
  )

const fakeGtm = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeGtm?: { id: string; nonce: boolean; consentAtLoad: unknown[][]; consent: unknown[][] } }).__fakeGtm ?? null)

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy, your choice' })

test('nothing that tracks loads before a choice; Consent Mode defaults are denied', async ({ page }) => {
  const requests = trackerRequests(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-client-loaded', '')
  // Give a late loader every chance: load, idle, a scroll, a second.
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(1000)
  expect(requests).toEqual([])
  expect(await consentCommands(page)).toEqual([['consent', 'default', DENIED]])
  expect(await fakeGtm(page)).toBeNull()
})

test('Accept all loads the container after the denied defaults, with update granted; the choice persists across pages', async ({ page, context }) => {
  const requests = trackerRequests(page)
  await page.goto('/catalog')
  const loaded = page.waitForRequest((request) => request.url().startsWith(`${FAKES_URL}/gtm.js`))
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  expect(new URL((await loaded).url()).searchParams.get('id')).toBe('GTM-E2ETEST')
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => fakeGtm(page)).not.toBeNull()
  const gtm = await fakeGtm(page)
  expect(gtm?.nonce).toBe(true)
  // The defaults came first, then the update, both before the container ran.
  expect(gtm?.consentAtLoad).toEqual([
    ['consent', 'default', DENIED],
    ['consent', 'update', GRANTED],
  ])
  const cookie = (await context.cookies()).find((c) => c.name === 'marsa_consent')
  expect(cookie?.value).toBe('v1.a1.m1')
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.httpOnly).toBe(false)
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)

  // Another page: no banner, the container loads at once with the stored grant.
  await page.goto('/blog')
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => fakeGtm(page)).not.toBeNull()
  expect((await fakeGtm(page))?.consentAtLoad).toEqual([
    ['consent', 'default', DENIED],
    ['consent', 'update', GRANTED],
  ])
  expect(requests.filter((path) => path.startsWith('/gtm.js'))).toHaveLength(2)
})

test('Reject all loads nothing, now or on the next page', async ({ page, context }) => {
  const requests = trackerRequests(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === 'marsa_consent')?.value).toBe('v1.a0.m0')
  await page.goto('/partners')
  await expect(banner(page)).toBeHidden()
  await page.waitForTimeout(1000)
  expect(requests).toEqual([])
  expect(await consentCommands(page)).toEqual([['consent', 'default', DENIED]])
})

test('Choose grants one category; "Cookie settings" in the footer reopens the choices and a change applies at once', async ({ page }) => {
  await page.goto('/')
  const region = banner(page)
  await region.getByText('Choose', { exact: true }).click()
  await region.getByRole('checkbox', { name: /Analytics/ }).check()
  await region.getByRole('button', { name: 'Save choices' }).click()
  await expect(region).toBeHidden()
  await expect.poll(() => fakeGtm(page)).not.toBeNull()
  expect((await fakeGtm(page))?.consentAtLoad.at(-1)).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }])

  await page.getByRole('link', { name: 'Cookie settings' }).click()
  await expect(region).toBeVisible()
  await expect(region).toBeFocused()
  await expect(region.getByRole('checkbox', { name: /Analytics/ })).toBeChecked()
  await expect(region.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked()
  await region.getByRole('button', { name: 'Reject all' }).click()
  await expect(region).toBeHidden()
  expect((await fakeGtm(page))?.consent.at(-1)).toEqual(['consent', 'update', DENIED])
})

test('Arabic: the banner is translated and laid out right to left', async ({ page }) => {
  await page.goto('/ar')
  const region = page.getByRole('region', { name: ar.consent.title })
  await expect(region).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const reject = await region.getByRole('button', { name: ar.consent.rejectAll }).boundingBox()
  const accept = await region.getByRole('button', { name: ar.consent.acceptAll }).boundingBox()
  // In source order Reject comes first: right to left puts it to the right of Accept.
  expect((reject?.x ?? 0) > (accept?.x ?? 0)).toBe(true)
})

test('the banner shifts no layout and sits fixed at the bottom of the viewport', async ({ page }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  const box = await banner(page).boundingBox()
  const viewport = page.viewportSize()
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height)
  expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  await webFontsLoaded(page)
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // The web fonts swap in after the first paint (src/lib/fonts.ts) and reflow text on their own:
        // what moved before they were asked for is what the page and its banner moved.
        const fontsAskedAt = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/build/fonts-'))?.startTime ?? Infinity
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput && entry.startTime < fontsAskedAt) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
  expect(shift).toBeLessThan(0.01)
})

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violations on the open banner (${mode})`, async ({ page }) => {
    // axe over the whole page is slow on the shared 2-core machine.
    test.slow()
    await storeColorMode(page, mode)
    await page.goto('/')
    await banner(page).getByText('Choose', { exact: true }).click()
    await expect(banner(page).getByRole('button', { name: 'Save choices' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the banner posts the choice, returns to the page, and the footer link opens /consent', async ({ page, context }) => {
    const requests = trackerRequests(page)
    await page.goto('/fr/catalog')
    const region = page.getByRole('region', { name: fr.consent.title })
    await region.getByText(fr.consent.choose, { exact: true }).click()
    await region.getByRole('checkbox', { name: /Marketing/ }).check()
    await region.getByRole('button', { name: fr.consent.save }).click()
    await expect(page).toHaveURL(`${INTEGRATIONS_URL}/fr/catalog`)
    await expect(region).toBeHidden()
    expect((await context.cookies()).find((c) => c.name === 'marsa_consent')?.value).toBe('v1.a0.m1')

    await page.getByRole('link', { name: fr.consent.settings }).click()
    await expect(page).toHaveURL(`${INTEGRATIONS_URL}/fr/consent`)
    await expect(page.getByRole('checkbox', { name: /Marketing/ })).toBeChecked()
    await page.getByRole('button', { name: fr.consent.rejectAll }).click()
    await expect(page).toHaveURL(`${INTEGRATIONS_URL}/fr/consent`)
    expect((await context.cookies()).find((c) => c.name === 'marsa_consent')?.value).toBe('v1.a0.m0')
    // No script ran: nothing that tracks was requested.
    expect(requests).toEqual([])
  })
})

test('the main site (nothing configured) shows no banner and no "Cookie settings"', async ({ page }) => {
  await page.goto(`${MAIN_URL}/`)
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cookie settings' })).toHaveCount(0)
})
