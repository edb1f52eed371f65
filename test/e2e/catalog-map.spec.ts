// The catalogue's map view (issue 13 item 5) on a 390×844 phone: opened from a search, markers in
// sync with the cards, reachable and usable from the keyboard, "Search this area" narrowing the
// results to a removable chip, Back and Forward; without JavaScript the map is there with links.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations, storeColorMode, waitForClient } from './helpers'

/** The map once its island has hydrated (it measures itself then, and refits the results). */
async function hydratedMap(page: Page) {
  await waitForClient(page)
  const map = page.getByTestId('map')
  await expect(map).toHaveAttribute('data-map-ready', '')
  return map
}

const markerCount = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="map"] [data-marker], [data-testid="map"] [data-cluster]')].reduce(
      (sum, el) => sum + (el.hasAttribute('data-cluster') ? Number(el.getAttribute('data-cluster')) : 1),
      0,
    ),
  )

const resultCount = async (page: Page) => Number((await page.locator('#results-count').textContent())?.match(/\d[\d,]*/)?.[0]?.replace(/,/g, ''))

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a search opens on the map with the same results, and List goes back to the list', async ({ page }) => {
    await page.goto('/catalog?location=Dubai%20Marina')
    const total = await resultCount(page)
    await page.getByTestId('view-switch').getByRole('link', { name: 'Map' }).click()
    await expect(page).toHaveURL(/\/catalog\?location=Dubai(\+|%20)Marina&view=map$/)
    await hydratedMap(page)
    expect(await resultCount(page)).toBe(total)
    // Every result is on the map, one marker each or counted in a cluster.
    expect(await markerCount(page)).toBe(total)
    await expect(page.getByTestId('view-switch').getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page')
    // A filter changed on the map keeps the map.
    await page.getByTestId('filters-panel').locator('summary').click()
    await page.getByLabel('Property type').selectOption('apartment')
    await expect(page).toHaveURL(/type=apartment.*view=map|view=map.*type=apartment/)
    await expect(page.getByTestId('map')).toBeVisible()
    await page.getByTestId('view-switch').getByRole('link', { name: 'List' }).click()
    await expect(page).toHaveURL(/type=apartment/)
    await expect(page).not.toHaveURL(/view=map/)
    await expect(page.getByTestId('map')).toHaveCount(0)
  })

  test('a marker lights its card and opens a small card of its own; a card lights its marker; Esc closes', async ({ page }) => {
    await page.goto('/catalog?location=Palm%20Jumeirah&view=map')
    const map = await hydratedMap(page)
    // Zoomed in until single markers show.
    for (let i = 0; i < 4 && (await map.locator('[data-marker]').count()) === 0; i++) await map.getByRole('button', { name: 'Zoom in' }).click()
    const marker = map.locator('[data-marker]').first()
    const id = await marker.getAttribute('data-marker')
    const card = page.locator(`#results li[data-project="${id}"]`)
    await marker.focus()
    await expect(card).toHaveClass(/ring-2/)
    await marker.press('Enter')
    const popup = page.getByTestId('map-popup')
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /\/catalog\/\d+-/)
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(marker).toBeFocused()
    // The other way: a card under the pointer lights its marker (or the cluster holding it).
    const first = page.locator('#results > li').first()
    const firstId = await first.getAttribute('data-project')
    await first.hover()
    const lit = map.locator(`[data-marker="${firstId}"] rect.fill-primary, [data-cluster] circle.fill-primary-700`)
    await expect(lit.first()).toBeAttached()
  })

  test('the keyboard reaches the markers, and the arrow and + keys move the map', async ({ page }) => {
    await page.goto('/catalog?view=map')
    const map = await hydratedMap(page)
    const before = await map.locator('svg').getAttribute('viewBox')
    await map.focus()
    await expect(map).toBeFocused()
    await page.keyboard.press('+')
    await page.keyboard.press('ArrowRight')
    await expect(map.locator('svg')).not.toHaveAttribute('viewBox', before ?? '')
    // Tab from the map goes to its markers and clusters, each with a name.
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    await expect(focused).toHaveAttribute('aria-label', /.+/)
    expect(await focused.evaluate((el) => el.closest('[data-testid="map"]') !== null)).toBe(true)
  })

  test('"Search this area" narrows the results; its chip removes it; Back and Forward follow', async ({ page }) => {
    await page.goto('/catalog?view=map')
    const map = await hydratedMap(page)
    const all = await resultCount(page)
    await expect(page.getByTestId('search-area')).toHaveCount(0)
    // Zoom in on the middle of the map (Downtown and around), then search there.
    for (let i = 0; i < 3; i++) await map.getByRole('button', { name: 'Zoom in' }).click()
    await page.getByTestId('search-area').click()
    await expect(page).toHaveURL(/bbox=5\d\.\d+,2\d\.\d+,5\d\.\d+,2\d\.\d+/)
    await expect(page.getByTestId('filter-chips').getByRole('link', { name: 'Remove filter: Map area' })).toBeVisible()
    const narrowed = await resultCount(page)
    expect(narrowed).toBeLessThan(all)
    await hydratedMap(page)
    expect(await markerCount(page)).toBe(narrowed)
    await page.goBack()
    await expect(page).not.toHaveURL(/bbox=/)
    await expect.poll(() => resultCount(page)).toBe(all)
    await page.goForward()
    await expect(page).toHaveURL(/bbox=/)
    await expect.poll(() => resultCount(page)).toBe(narrowed)
    await page.getByTestId('filter-chips').getByRole('link', { name: 'Remove filter: Map area' }).click()
    await expect(page).toHaveURL(/\/catalog\?view=map$/)
    await expect.poll(() => resultCount(page)).toBe(all)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the map is drawn with its markers; a cluster is a link to its area', async ({ page }) => {
    await page.goto('/catalog?view=map')
    const map = page.getByTestId('map')
    await expect(map.locator('svg path').first()).toBeAttached()
    const cluster = map.locator('[data-cluster]').first()
    await expect(cluster).toHaveAttribute('href', /view=map&bbox=/)
    await cluster.click()
    await expect(page).toHaveURL(/bbox=/)
    await expect(page.getByTestId('filter-chips').getByRole('link', { name: 'Remove filter: Map area' })).toBeVisible()
  })
})

for (const mode of ['light', 'dark'] as const)
  test(`the map view has no axe violations in ${mode} mode`, async ({ page }) => {
    await storeColorMode(page, mode)
    await page.goto('/catalog?view=map')
    await hydratedMap(page)
    expect(await axeViolations(page)).toEqual([])
  })
