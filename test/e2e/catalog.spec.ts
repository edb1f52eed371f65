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

  test('a filter applies on change, and Back and Forward show the form the URL says', async ({ page }) => {
    await page.goto('/catalog?type=villa')
    await waitForClient(page)
    const type = page.getByLabel('Property type')
    await expect(type).toHaveValue('villa')
    // The filters are folded into "Filters (1)" after a search: open them, change the type.
    await page.getByTestId('filters-panel').locator('summary').click()
    await type.selectOption('apartment')
    await expect(page).toHaveURL(/\/catalog\?type=apartment$/)
    await expect(page.locator('#results article p:first-child').first()).toHaveText(/^Apartment ·/)
    await expect(page.getByTestId('filter-chips')).toContainText('Apartment')
    // A project, then Back: the URL's search and its form.
    await cards(page).first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/catalog\/\d+-/)
    await page.goBack()
    await expect(page).toHaveURL(/\/catalog\?type=apartment$/)
    await expect(type).toHaveValue('apartment')
    // Back again, to before the change: the villas, and a form that says villa.
    await page.goBack()
    await expect(page).toHaveURL(/\/catalog\?type=villa$/)
    await expect(type).toHaveValue('villa')
    for (const line of await page.locator('#results article p:first-child').allTextContents()) expect(line).toMatch(/^Villa ·/)
    await page.goForward()
    await expect(page).toHaveURL(/\/catalog\?type=apartment$/)
    await expect(type).toHaveValue('apartment')
  })

  test('the location box suggests areas, communities, projects and developers, by keyboard', async ({ page }) => {
    await page.goto('/catalog')
    const box = page.getByRole('combobox', { name: 'Location' })
    await box.focus()
    await box.pressSequentially('marin', { delay: 40 })
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(list.getByRole('group', { name: 'Areas' }).getByRole('option').first()).toContainText('Dubai Marina')
    await expect(list.getByRole('group', { name: 'Projects' })).toContainText('Marina Crest Residences')
    // Down moves through the options while the box keeps focus; Enter searches the chosen one.
    await box.press('ArrowDown')
    const first = list.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '')
    await box.press('Escape')
    await expect(list).toBeHidden()
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(/location=Dubai(\+|%20)Marina/)
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

  test('a search with no result says so, offers wider searches with their counts, and a reset', async ({ page }) => {
    await page.goto('/catalog?type=retail&minPrice=50000000')
    await expect(count(page)).toHaveText('0 projects found')
    await expect(page.getByText('No projects match your search')).toBeVisible()
    await expect(page.getByTestId('relax').getByRole('link').first()).toHaveText(/^\d+ projects? /)
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
