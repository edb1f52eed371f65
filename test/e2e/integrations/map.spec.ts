// The configured map on the integrations site (MAP_STYLE_URL = the fake style host,
// fakes/handlers/map-style.mjs): MapLibre GL JS is requested by the map view only, never by another
// page; with the style it draws the map with the same markers; when the style is down, slow or not a
// style, or the browser has no WebGL, the drawn map of Dubai stays, markers and all. The CSP names
// the style's origin.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { waitForClient } from '../helpers'
import { FAKES_URL, INTEGRATIONS_URL } from './config'

test.use({ baseURL: INTEGRATIONS_URL })
// One fake style host whose answer the tests switch: one at a time.
test.describe.configure({ mode: 'serial' })

const setMode = (page: Page, mode: 'ok' | 'down' | 'slow' | 'malformed') => page.request.post(`${FAKES_URL}/map/__mode`, { data: mode })

/** The scripts the page loads from the site, by file name. */
function scripts(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.mjs')) files.push(new URL(request.url()).pathname)
  })
  return files
}

const isMapLibre = (path: string) => /maplibre/.test(path)

test('no page but the map view requests MapLibre, and the CSP names the style only there', async ({ page }) => {
  await setMode(page, 'ok')
  const loaded = scripts(page)
  for (const path of ['/', '/catalog', '/catalog?location=Dubai%20Marina', '/catalog/1', '/blog']) {
    const response = await page.goto(path)
    await waitForClient(page)
    await page.mouse.move(200, 300)
    await page.waitForTimeout(300)
    expect(loaded.filter(isMapLibre), path).toEqual([])
    expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${FAKES_URL}`)
  }
})

test('the map view loads MapLibre in its own chunk and draws the style, with the same markers', async ({ page }) => {
  await setMode(page, 'ok')
  const loaded = scripts(page)
  const response = await page.goto('/catalog?view=map')
  expect(response?.headers()['content-security-policy']).toMatch(/worker-src 'self' blob:/)
  await waitForClient(page)
  const map = page.getByTestId('map')
  await expect(map).toHaveAttribute('data-map-engine', 'maplibre', { timeout: 20_000 })
  expect(loaded.some(isMapLibre)).toBe(true)
  await expect(page.getByTestId('map-gl').locator('canvas')).toBeVisible()
  await expect(map.getByText('© Fake Maps')).toBeVisible()
  // Every result on the map, as markers or counted in clusters, over the style.
  const total = Number((await page.locator('#results-count').textContent())?.match(/\d+/)?.[0])
  const counted = await map.evaluate((el) =>
    [...el.querySelectorAll('[data-marker], [data-cluster]')].reduce(
      (n, a) => n + (a.hasAttribute('data-cluster') ? Number(a.getAttribute('data-cluster')) : 1),
      0,
    ),
  )
  expect(counted).toBe(total)
  // "Search this area" works on it too.
  await map.getByRole('button', { name: 'Zoom in' }).click()
  await map.getByRole('button', { name: 'Zoom in' }).click()
  await page.getByTestId('search-area').click()
  await expect(page).toHaveURL(/bbox=5\d\.\d+,2\d\.\d+,5\d\.\d+,2\d\.\d+/)
})

for (const mode of ['down', 'malformed', 'slow'] as const)
  test(`a style that is ${mode} leaves the drawn map, markers and all`, async ({ page, runtimeErrors }) => {
    test.setTimeout(60_000)
    // The browser logs the failed request itself.
    if (mode === 'down') runtimeErrors.expect(/status of 503 .*\/map\/style\.json/)
    await setMode(page, mode)
    await page.goto('/catalog?view=map')
    await waitForClient(page)
    const map = page.getByTestId('map')
    // The drawn map is there at once (the server drew it) and stays.
    await expect(map.locator('svg [data-cluster], svg [data-marker]').first()).toBeVisible()
    await expect(map).toHaveAttribute('data-map-style', 'failed', { timeout: 15_000 })
    await expect(map).toHaveAttribute('data-map-engine', 'drawn')
    await expect(map.locator('svg [data-cluster], svg [data-marker]').first()).toBeVisible()
    await setMode(page, 'ok')
  })

test('without WebGL the drawn map stays, and the style is not even asked for', async ({ page }) => {
  await setMode(page, 'ok')
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (original as (...args: unknown[]) => unknown).call(this, type, ...rest)
    } as typeof original
  })
  const styles: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${FAKES_URL}/map/`)) styles.push(request.url())
  })
  await page.goto('/catalog?view=map')
  await waitForClient(page)
  const map = page.getByTestId('map')
  await expect(map).toHaveAttribute('data-map-style', 'failed')
  await expect(map).toHaveAttribute('data-map-engine', 'drawn')
  await expect(map.locator('svg [data-cluster], svg [data-marker]').first()).toBeVisible()
  expect(styles).toEqual([])
})
