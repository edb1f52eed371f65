// New deployments (product spec): an open page polls /build/latest.json and, once another build is
// live, its next navigation loads the new build from the server (no speculation-rules prefetch of
// the old build is used); an island chunk that fails to load (gone after a deploy) reloads the page
// once, never in a loop (src/client.tsx, src/lib/build-update.ts).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { headerContact, waitForClient } from './helpers'

const OTHER_BUILD = 'f00dfeed01'

/**
 * How the current document arrived: `navigational-prefetch` when a speculation-rules prefetch served
 * it, '' when fetched at navigation. Read through an observer: the fake clock replaces `performance`.
 */
function deliveryType(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => resolve((list.getEntries()[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType)).observe({
          type: 'navigation',
          buffered: true,
        }),
      ),
  )
}

/** Marks the window: a document the browser loads anew has no marker. */
function mark(page: Page): Promise<void> {
  return page.evaluate(() => {
    ;(window as { buildMarker?: boolean }).buildMarker = true
  })
}

const marked = (page: Page) => page.evaluate(() => (window as { buildMarker?: boolean }).buildMarker === true)

/** Hovers the footer's Privacy link long enough for `moderate` speculation rules to prefetch it, then follows it. */
async function followPrivacy(page: Page): Promise<void> {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
  await link.hover()
  // Moderate eagerness prefetches after ≈200 ms of hover; give it time to complete either way.
  await page.waitForTimeout(600)
  await link.click()
  await page.waitForURL(/\/privacy$/)
  await waitForClient(page)
}

test('the latest-build file names the page’s build and is never cached', async ({ page, request }) => {
  await page.goto('/terms')
  const id = await page.locator('meta[name="build-id"]').getAttribute('content')
  expect(id).toMatch(/^\w{10}$/)
  const response = await request.get(`/build/latest.json?t=${Date.now()}`)
  expect(response.status()).toBe(200)
  // Only `no-cache`: not joined to the `/build/*` immutable rule with a comma.
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(await response.json()).toEqual({ buildId: id })
})

test('with the same build live, the next page comes from the prefetch (the setup the next test depends on)', async ({ page }) => {
  await page.clock.install()
  const polled: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/build/latest.json')) polled.push(r.url())
  })
  await page.goto('/terms')
  await waitForClient(page)
  await page.clock.fastForward('05:01')
  await expect.poll(() => polled.length).toBe(1)
  expect(polled[0]).toMatch(/\/build\/latest\.json\?t=\d+$/)
  await expect(page.locator('html')).not.toHaveAttribute('data-new-build')
  await mark(page)
  await followPrivacy(page)
  expect(await marked(page)).toBe(false)
  expect(await deliveryType(page)).toBe('navigational-prefetch')
})

test('once another build is live, the next navigation is a full load from the server', async ({ page }) => {
  await page.clock.install()
  let live = 'same'
  await page.route('**/build/latest.json?*', (route) =>
    live === 'same' ? route.continue() : route.fulfill({ json: { buildId: OTHER_BUILD }, headers: { 'cache-control': 'no-cache' } }),
  )
  await page.goto('/terms')
  await waitForClient(page)
  await mark(page)
  live = 'new'
  await page.clock.fastForward('05:01')
  await expect(page.locator('html')).toHaveAttribute('data-new-build', '')
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0)
  // Noticed: the next page is fetched without request interception, as a visitor's would be.
  await page.unrouteAll()
  const fromServer = page.waitForRequest((r) => r.url().endsWith('/privacy') && r.isNavigationRequest())
  await followPrivacy(page)
  await fromServer
  expect(await marked(page)).toBe(false)
  expect(await deliveryType(page)).toBe('')
  // The new page is of the build it was served with: its speculation rules are back.
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1)
})

test('a page prefetched before the new build was noticed is not used either', async ({ page }) => {
  await page.clock.install()
  await page.goto('/terms')
  await waitForClient(page)
  // Prefetched as in the test before (Playwright does not see speculation-rules requests).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).hover()
  await page.waitForTimeout(800)
  await mark(page)
  await page.route('**/build/latest.json?*', (route) => route.fulfill({ json: { buildId: OTHER_BUILD }, headers: { 'cache-control': 'no-cache' } }))
  await page.clock.fastForward('05:01')
  await expect(page.locator('html')).toHaveAttribute('data-new-build', '')
  await page.unrouteAll()
  await followPrivacy(page)
  expect(await marked(page)).toBe(false)
  expect(await deliveryType(page)).toBe('')
})

test('a hidden tab does not poll, and a tab shown again checks at most once a minute', async ({ page }) => {
  await page.clock.install()
  let polls = 0
  await page.route('**/build/latest.json?*', (route) => {
    polls++
    return route.continue()
  })
  await page.goto('/terms')
  await waitForClient(page)
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value })
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await setHidden(true)
  await page.clock.fastForward('10:01')
  // Every poll fell due while hidden: none asked.
  await page.waitForTimeout(300)
  expect(polls).toBe(0)
  await setHidden(false)
  await expect.poll(() => polls).toBe(1)
  // Shown again within the minute: no second request.
  await setHidden(true)
  await setHidden(false)
  await page.waitForTimeout(300)
  expect(polls).toBe(1)
})

test('an island chunk that fails to load reloads the page once, not in a loop', async ({ page, runtimeErrors }) => {
  // The second failure is left uncaught (the island stays inert) and the browser logs the aborted requests.
  runtimeErrors.expect(/Failed to fetch dynamically imported module/)
  runtimeErrors.expect(/ERR_FAILED/)
  let documents = 0
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++
  })
  // Every island chunk and React's (hydrate.client) is gone, as after a deploy removed the old build's files.
  await page.route(/\/build\/c\/[^/]*\.(island|client)-[^/]*\.js$/, (route) => route.abort())
  const uncaught = new Promise<void>((resolve) => page.on('pageerror', () => resolve()))
  await page.goto('/terms')
  await waitForClient(page)
  await headerContact(page).hover()
  await expect.poll(() => documents).toBe(2)
  await waitForClient(page)
  await headerContact(page).hover()
  await uncaught
  await page.waitForTimeout(1_000)
  expect(documents).toBe(2)
  expect(await page.evaluate(() => sessionStorage.getItem('reload:/terms'))).toMatch(/^\d+$/)
})
