// The support chat widget in a real browser against the fake widget host (product spec sections 2, 8, 9;
// docs/decisions/016-support-widget.md): loaded per language once the page is idle, initialised by the
// synthetic page-ready event, hidden on /, shown elsewhere, never loaded on /careers and /partners and
// removed on the way there, swapped when the language changes, and a failing language only logs.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { languageSummary, waitForClient } from '../helpers'
import { FAKES_URL, INTEGRATIONS_URL } from './config'

test.use({ baseURL: INTEGRATIONS_URL })

// A visitor who has answered the consent banner (src/lib/consent.ts), so it covers no link; they rejected
// all tracking, and the support widget (not a tracker) loads all the same.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'marsa_consent', value: 'v1.a0.m0', url: INTEGRATIONS_URL }])
})

const WIDGET_URL = `${FAKES_URL}/support-widget/widget.js`

interface WidgetRequest {
  language: string | null
  hide: string | null
  /** The path of the page that asked. */
  from: string
}

/** Every widget script request `page` makes from now on, with the page that made it. */
function watchWidgetRequests(page: Page): WidgetRequest[] {
  const requests: WidgetRequest[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(WIDGET_URL)) return
    const url = new URL(request.url())
    requests.push({
      language: url.searchParams.get('language'),
      hide: url.searchParams.get('hide_widget_on_init'),
      from: new URL(request.frame().url()).pathname,
    })
  })
  return requests
}

/** What the fake widget host logged for `language` since `since` (the log is shared by parallel specs). */
async function hostLog(language: string, since: number): Promise<Array<{ query: Record<string, string> }>> {
  const response = await fetch(`${FAKES_URL}/__requests?path=/support-widget/`)
  const entries = (await response.json()) as Array<{ query: Record<string, string>; time: number }>
  return entries.filter((entry) => entry.time >= since && entry.query.language === language)
}

/**
 * The first wait for the widget on a page: it comes after the load event, an idle callback, its own chunk,
 * the script and up to one poll (1 s), on a machine shared with two workerd sites.
 */
const ARRIVAL = { timeout: 10_000 }

const widget = (page: Page) => page.locator('#support-widget')
const widgetScripts = (page: Page) => page.locator('script[data-support-widget]')
/** The controller's state on <html data-support-widget>: loading, failed, shown, hidden or absent. */
const state = (page: Page) => page.locator('html')

test.describe('support chat widget', () => {
  test('on the index it is loaded after the page, with language and hide_widget_on_init=true, initialised by the synthetic event, and kept hidden', async ({
    page,
  }) => {
    const since = Date.now()
    const requests = watchWidgetRequests(page)
    await page.goto('/')
    await expect(state(page)).toHaveAttribute('data-support-widget', 'hidden', ARRIVAL)
    await expect(widget(page)).toBeAttached()
    await expect(widget(page)).toBeHidden()
    // The fake initialises only on DOMContentLoaded: the page's synthetic one woke it, not the browser's.
    await expect(widget(page)).toHaveAttribute('data-initialised-by', 'page')
    await expect(widget(page)).toHaveAttribute('data-language', 'en', ARRIVAL)
    // Hidden by the route rule (the poll), not only by the widget's own hide-on-init.
    expect(await widget(page).evaluate((el) => [el.style.display, el.style.getPropertyPriority('display')])).toEqual(['none', 'important'])

    expect(requests).toEqual([{ language: 'en', hide: 'true', from: '/' }])
    expect((await hostLog('en', since)).some((entry) => entry.query.hide_widget_on_init === 'true')).toBe(true)
    // Never competing with the page: the script was asked for after the load event had finished.
    const timing = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.startsWith(url))
      return { loaded: navigation.loadEventEnd, requested: script?.startTime ?? -1 }
    }, WIDGET_URL)
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded)
  })

  test('is shown on the catalogue and on a property page', async ({ page }) => {
    const requests = watchWidgetRequests(page)
    await page.goto('/catalog')
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await expect(state(page)).toHaveAttribute('data-support-widget', 'shown')
    await page.goto('/catalog/1-marina-crest-residences')
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await expect(widgetScripts(page)).toHaveCount(1)
    expect(requests.map((r) => `${r.from} ${r.language} ${r.hide}`)).toEqual(['/catalog en true', '/catalog/1-marina-crest-residences en true'])
  })

  for (const path of ['/careers', '/partners', '/ar/careers']) {
    test(`is never requested on ${path}`, async ({ page }) => {
      const requests = watchWidgetRequests(page)
      await page.goto(path)
      await waitForClient(page)
      await expect(state(page)).toHaveAttribute('data-support-widget', 'absent', ARRIVAL)
      // Longer than one poll: nothing arrives late either.
      await page.waitForTimeout(1500)
      expect(requests).toEqual([])
      await expect(widgetScripts(page)).toHaveCount(0)
      await expect(widget(page)).toHaveCount(0)
    })
  }

  test('is gone after following a link from a page that had it to /careers, and that page never asks for it', async ({ page }) => {
    const requests = watchWidgetRequests(page)
    await page.goto('/catalog')
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click()
    await page.waitForURL('**/careers')
    await expect(state(page)).toHaveAttribute('data-support-widget', 'absent', ARRIVAL)
    await page.waitForTimeout(1500)
    await expect(widget(page)).toHaveCount(0)
    await expect(widgetScripts(page)).toHaveCount(0)
    expect(requests.filter((r) => r.from === '/careers')).toEqual([])
  })

  test('a route change without a page load removes it on /partners and brings it back on the way out', async ({ page }) => {
    const requests = watchWidgetRequests(page)
    await page.goto('/catalog')
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await page.evaluate(() => history.pushState(null, '', '/partners'))
    await expect(state(page)).toHaveAttribute('data-support-widget', 'absent', ARRIVAL)
    await expect(widget(page)).toHaveCount(0)
    await expect(widgetScripts(page)).toHaveCount(0)
    // Back to the catalogue in the same document (popstate): loaded again and shown.
    await page.evaluate(() => history.back())
    await expect(page).toHaveURL(/\/catalog$/)
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await expect(widgetScripts(page)).toHaveCount(1)
    expect(requests.map((r) => r.language)).toEqual(['en', 'en'])
  })

  test('on an Arabic page it loads language=ar', async ({ page }) => {
    const since = Date.now()
    const requests = watchWidgetRequests(page)
    await page.goto('/ar/catalog')
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await expect(widget(page)).toHaveAttribute('data-language', 'ar')
    expect(requests).toEqual([{ language: 'ar', hide: 'true', from: '/ar/catalog' }])
    expect(await hostLog('ar', since)).not.toEqual([])
  })

  test("switching the language with the header's menu gives the new language's widget and only that", async ({ page }) => {
    const requests = watchWidgetRequests(page)
    await page.goto('/catalog')
    await expect(widget(page)).toHaveAttribute('data-language', 'en', ARRIVAL)
    await languageSummary(page).click()
    await page.getByRole('link', { name: /Français/ }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await expect(widget(page)).toHaveAttribute('data-language', 'fr')
    await expect(widgetScripts(page)).toHaveCount(1)
    await expect(widgetScripts(page)).toHaveAttribute('data-support-widget', 'fr')
    expect(requests.map((r) => r.language)).toEqual(['en', 'fr'])
  })

  test('a language change within the page removes the old script and its widget and loads the new language', async ({ page }) => {
    const requests = watchWidgetRequests(page)
    await page.goto('/catalog')
    await expect(widget(page)).toHaveAttribute('data-language', 'en', ARRIVAL)
    await page.evaluate(() => {
      document.documentElement.lang = 'de-DE'
    })
    await expect(widget(page)).toHaveAttribute('data-language', 'de', ARRIVAL)
    await expect(widget(page)).toBeVisible(ARRIVAL)
    await expect(widget(page)).toHaveCount(1)
    await expect(widgetScripts(page)).toHaveCount(1)
    await expect(widgetScripts(page)).toHaveAttribute('data-support-widget', 'de')
    expect(requests.map((r) => r.language)).toEqual(['en', 'de'])
  })

  test('a language whose widget fails to load logs "Failed to load widget for ro" and nothing else breaks', async ({ page, runtimeErrors }) => {
    // The spec's message, and the browser's own line for the 503 the fake host answers for `ro`.
    runtimeErrors.expect(/^Failed to load widget for ro/)
    runtimeErrors.expect(/status of 503/)
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('widget')) messages.push(`${message.type()}: ${message.text()}`)
    })
    const requests = watchWidgetRequests(page)
    await page.goto('/ro/catalog')
    await waitForClient(page)
    await expect(state(page)).toHaveAttribute('data-support-widget', 'failed', ARRIVAL)
    expect(messages).toEqual(['error: Failed to load widget for ro'])
    await expect(widgetScripts(page)).toHaveCount(0)
    await expect(widget(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // No retry loop, not even on a route change within the page.
    await page.evaluate(() => history.pushState(null, '', '/ro/blog'))
    await page.waitForTimeout(1500)
    expect(requests.map((r) => r.language)).toEqual(['ro'])
    // The page's own links still lead on.
    await page.getByRole('contentinfo').locator('a[href="/ro/terms"]').first().click()
    await expect(page).toHaveURL(/\/ro\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
