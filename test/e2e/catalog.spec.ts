// The catalogue on the embedded default data: search with the form, the count, Load More with and
// without JavaScript, and a search that finds nothing.
import { expect, test } from './fixtures'
import { hoverUntilHydrated, waitForClient } from './helpers'

const count = (page: import('@playwright/test').Page) => page.locator('#results-count')
const cards = (page: import('@playwright/test').Page) => page.locator('#results > li')

test.describe('the property catalogue', () => {
  test('filters by type with the search form and keeps the filter in the URL', async ({ page }) => {
    await page.goto('/catalog')
    const all = Number((await count(page).textContent())?.match(/\d+/)?.[0])
    expect(all).toBeGreaterThanOrEqual(60)
    await page.getByLabel('Property type').selectOption('villa')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/catalog\?type=villa$/)
    const villas = Number((await count(page).textContent())?.match(/\d+/)?.[0])
    expect(villas).toBeGreaterThan(0)
    expect(villas).toBeLessThan(all)
    await expect(count(page)).toHaveText(new RegExp(`^${villas} projects? found$`))
    for (const type of await page.locator('#results article p:first-child').allTextContents()) expect(type).toMatch(/^Villa ·/)
  })

  test('a price chosen from the AED list keeps its meaning when the currency changes in the same search', async ({ page }) => {
    await page.goto('/catalog')
    await page.getByLabel('Minimum price').selectOption({ label: 'AED 1M' })
    await page.getByLabel('Currency', { exact: true }).selectOption('USD')
    await page.getByRole('button', { name: 'Search' }).click()
    // AED 1,000,000 ≈ USD 272,000: the nearest step of the USD list, not USD 1,000,000.
    await expect(page).toHaveURL(/\/catalog\?minPrice=250000&currency=USD$/)
    await expect(page.getByLabel('Minimum price')).toHaveValue('250000')
    await expect(page.getByLabel('Minimum price').locator('option:checked')).toHaveText(/^USD\s250K$/)
  })

  test('a currency chosen in the search form becomes the visitor’s own: the home page and a property follow', async ({ page, context }) => {
    await page.goto('/catalog')
    await page.getByLabel('Currency', { exact: true }).selectOption('GBP')
    await page.getByRole('button', { name: 'Search' }).click()
    // No price chosen: the URL stays short, the cookie carries the choice.
    await expect(page).toHaveURL(/\/catalog$/)
    await expect(cards(page).first().locator('[data-amount="price"]')).toHaveText(/^≈ £\d/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'marsa_units')?.value).toBe('GBP.sqft')
    await page.goto('/')
    await expect(page.locator('[data-amount="price"]').first()).toHaveText(/^≈ £\d/)
    await page.goto('/catalog/1')
    await expect(page.getByTestId('price')).toHaveText(/^≈ £\d/)
  })

  test('Back and Forward show the form the URL says, not a choice left unsubmitted', async ({ page }) => {
    await page.goto('/catalog?type=villa')
    await waitForClient(page)
    const type = page.getByLabel('Property type')
    await expect(type).toHaveValue('villa')
    // Changed but not searched; then a project, then Back.
    await type.selectOption('apartment')
    await page.getByLabel('Location').fill('Palm')
    await cards(page).first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/catalog\/\d+-/)
    await page.goBack()
    await expect(page).toHaveURL(/\/catalog\?type=villa$/)
    await expect(type).toHaveValue('villa')
    await expect(page.getByLabel('Location')).toHaveValue('')
    for (const line of await page.locator('#results article p:first-child').allTextContents()) expect(line).toMatch(/^Villa ·/)
    // Forward to the project and Back again: still the URL's search.
    await page.goForward()
    await page.goBack()
    await expect(type).toHaveValue('villa')
  })

  test('suggests locations as you type (areas and developments)', async ({ page }) => {
    await page.goto('/catalog')
    const options = await page.locator('#f-location-options option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))
    expect(options).toContain('Dubai Marina')
    expect(options.length).toBeGreaterThan(10)
    await page.getByLabel('Location').fill('Dubai Marina')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/location=Dubai\+Marina|location=Dubai%20Marina/)
    await expect(cards(page).first()).toContainText('Dubai Marina')
  })

  test('Load More appends the next 12 projects and keeps the page in the URL', async ({ page }) => {
    await page.goto('/catalog')
    await waitForClient(page)
    await expect(cards(page)).toHaveCount(12)
    const more = page.getByRole('link', { name: 'Load More' })
    await hoverUntilHydrated(more)
    await more.click()
    await expect(cards(page)).toHaveCount(24)
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(page.getByText(/^Showing 24 of \d+$/)).toBeVisible()
    await page.reload()
    await expect(cards(page)).toHaveCount(24)
  })

  test('a search with no result says so and offers a reset', async ({ page }) => {
    await page.goto('/catalog?type=retail&minPrice=50000000')
    await expect(count(page)).toHaveText('0 projects found')
    await expect(page.getByText('No projects match your search')).toBeVisible()
    await page.getByRole('link', { name: 'Reset filters' }).last().click()
    await expect(page).toHaveURL(/\/catalog$/)
    await expect(cards(page)).toHaveCount(12)
  })
})

test.describe('the property catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Load More is a link to the next page, which shows both pages', async ({ page }) => {
    await page.goto('/catalog')
    await page.getByRole('link', { name: 'Load More' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(cards(page)).toHaveCount(24)
  })
})
