// The area guides in a real browser: a guide on a 390×844 phone (nothing wider than the screen, the
// chart an image with its accessible name and its figures in a real table), the index and a
// search for an area leading to its guide, right to left in Arabic (the chart mirrored), axe with 0
// violations in light and dark mode. Transaction prices beside asking prices, once Dubai Land
// Department data is imported: integrations/area-transactions.spec.ts.
import { expect, test } from './fixtures'
import { hoverUntilHydrated, waitForClient } from './helpers'
import { storedLead } from './lead-helpers'

test.describe('an area guide on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('reads on a 390-pixel screen: heading, figures, chart with its name, the same figures in a table', async ({ page }) => {
    await page.goto('/areas/dubai-marina')
    await expect(page.getByRole('heading', { level: 1, name: 'Dubai Marina' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await expect(page.getByTestId('area-figures')).toContainText('Median asking price')

    const chart = page.getByRole('img', { name: /^Bar chart: median asking price per sq ft in Dubai Marina by type of home/ })
    await expect(chart).toBeVisible()
    const table = page.getByRole('table', { name: 'Median price per sq ft in Dubai Marina, by type of home' })
    await expect(table).toBeVisible()
    const bars = await chart.locator('[data-bar="asking"]').count()
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(bars)
    // Each bar's figure is the one its row of the table gives.
    const figures = await chart.locator('[data-bar="asking"] text').allTextContents()
    const cells = await rows.locator('[data-cell="asking"] bdi').allTextContents()
    expect(cells.map((cell) => cell.replace(/ \/ sq ft$/, ''))).toEqual(figures)
    await expect(table.getByRole('columnheader', { name: 'Asking, median' })).toBeVisible()
  })

  test('sends its lead form with the area in its context', async ({ page, request }) => {
    await page.goto('/areas/palm-jumeirah')
    await waitForClient(page)
    const form = page.locator('#area-lead')
    await form.scrollIntoViewIfNeeded()
    // As the other lead specs: the form's island hydrates on first contact; type once it has.
    await hoverUntilHydrated(form)
    await form.locator('input[name="name"]').fill('Omar Farouk')
    await form.locator('input[name="email"]').fill('omar.farouk@example.com')
    await form.locator('input[name="telephone"]').fill('+971 50 765 4321')
    const answer = page.waitForResponse((r) => r.url().includes('/api/leads') && r.request().method() === 'POST')
    await form.locator('button[type="submit"]').click()
    const response = await answer
    expect(response.status()).toBe(200)
    const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, string>
    expect(sent).toMatchObject({ source: 'consultation', utm_placement: 'area-guide:palm-jumeirah' })
    expect(sent.next).toMatch(/\/areas\/palm-jumeirah$/)
    await expect(page.getByTestId('lead-success')).toBeVisible()
    const { lead_id } = (await response.json()) as { lead_id: string }
    expect(await storedLead(request, lead_id)).toMatchObject({ utm_placement: 'area-guide:palm-jumeirah', email: 'omar.farouk@example.com' })
  })
})

test.describe('reaching a guide', () => {
  test('from the index, and from a search that names an area (the results link to its guide)', async ({ page }) => {
    await page.goto('/areas')
    await page.getByRole('link', { name: 'Business Bay' }).click()
    await expect(page).toHaveURL(/\/en\/areas\/business-bay$/)

    await page.goto('/')
    const hero = page.getByTestId('hero-search')
    await hero.getByRole('combobox', { name: 'Location' }).fill('JVC')
    await hero.getByRole('combobox', { name: 'Location' }).press('Escape')
    await hero.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/catalog\?location=JVC$/)
    await page.getByRole('link', { name: 'Jumeirah Village Circle area guide' }).click()
    await expect(page).toHaveURL(/\/en\/areas\/jumeirah-village-circle$/)
  })
})

test.describe('in Arabic', () => {
  test('right to left, the chart mirrored: bars grow from the right', async ({ page }) => {
    await page.goto('/ar/areas/dubai-marina')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const chart = page.getByTestId('price-chart')
    await expect(chart).toHaveAttribute('role', 'img')
    const svg = await chart.boundingBox()
    const bar = await chart.locator('[data-bar="asking"] rect').first().boundingBox()
    if (!svg || !bar) throw new Error('no chart')
    // Starts at the right edge (a little padding), ends somewhere to its left.
    expect(svg.x + svg.width - (bar.x + bar.width)).toBeLessThan(8)
    expect(bar.x).toBeGreaterThan(svg.x + 8)
    await expect(page.getByRole('table')).toBeVisible()
  })
})
