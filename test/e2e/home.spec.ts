// The home page in a real browser: reviews Load More with JavaScript (appended in place, focus on
// the first new review) and without it (`?reviews=12#reviews`); services accordions that open
// without JavaScript; the hero's in-page entries.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForClient } from './helpers'

const reviews = (page: Page) => page.locator('#reviews').getByTestId('review')
const loadMore = (page: Page) => page.locator('#reviews').getByRole('link', { name: 'Load More' })

/** The total from "Showing N of T reviews". */
async function totalReviews(page: Page): Promise<number> {
  const text = (await page.getByTestId('reviews-showing').textContent()) ?? ''
  return Number(text.match(/of (\d+)/)?.[1] ?? 0)
}

test.describe('the home page', () => {
  test('Load More appends the next reviews in place and moves focus to the first new one', async ({ page }) => {
    await page.goto('/')
    await waitForClient(page)
    const total = await totalReviews(page)
    expect(total, 'the embedded default has more than six reviews').toBeGreaterThan(6)
    await expect(reviews(page)).toHaveCount(6)
    const response = page.waitForResponse((r) => r.url().includes('/api/reviews?offset=6&limit=6'))
    await loadMore(page).click()
    expect((await response).status()).toBe(200)
    await expect(reviews(page)).toHaveCount(Math.min(12, total))
    await expect(reviews(page).nth(6)).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('reviews-showing')).toHaveText(`Showing ${Math.min(12, total)} of ${total} reviews`)
  })

  test('each hero entry leads where it says', async ({ page }) => {
    await page.goto('/')
    const entries = page.getByRole('navigation', { name: 'Where to start' }).getByRole('link')
    await expect(entries).toHaveCount(4)
    await entries.nth(1).click()
    await expect(page).toHaveURL(/#services$/)
    await expect(page.locator('#services')).toBeInViewport()
  })
})

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Load More is a link to ?reviews=12#reviews that shows twelve reviews', async ({ page }) => {
    await page.goto('/')
    const total = await totalReviews(page)
    expect(total, 'the embedded default has more than six reviews').toBeGreaterThan(6)
    await loadMore(page).click()
    await expect(page).toHaveURL(/\/en\?reviews=12#reviews$/)
    await expect(reviews(page)).toHaveCount(Math.min(12, total))
  })

  test('the hero searches the catalogue: on a phone, an off-plan apartment in Dubai Marina under AED 3M leads to those projects only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en')
    const search = page.getByRole('search', { name: 'Search properties' })
    await search.getByLabel('Location').fill('Dubai Marina')
    await search.getByLabel('Market').selectOption({ label: 'Off-plan' })
    await search.getByLabel('Property type').selectOption({ label: 'Apartment' })
    await search.getByLabel('Maximum price').selectOption({ label: 'AED 3M' })
    await search.getByRole('button', { name: 'Search' }).click()
    // The catalogue's canonical form of the search (priceIn read and dropped, the prices' currency kept).
    await expect(page).toHaveURL(/\/en\/catalog\?location=Dubai\+Marina&type=apartment&market=off-plan&maxPrice=3000000&currency=AED$/)
    // The catalogue's own form shows the same search, and every project found matches it.
    await expect(page.getByLabel('Market')).toHaveValue('off-plan')
    await expect(page.getByLabel('Property type')).toHaveValue('apartment')
    const found = Number((await page.locator('#results-count').textContent())?.match(/\d+/)?.[0])
    expect(found).toBeGreaterThan(0)
    for (const line of await page.locator('#results article p:first-child').allTextContents()) expect(line).toMatch(/^Apartment ·/)
  })

  test('the services accordions open and close', async ({ page }) => {
    await page.goto('/')
    const buy = page.locator('#services details').nth(1)
    await expect(buy).not.toHaveAttribute('open', '')
    await buy.locator('summary').click()
    await expect(buy).toHaveAttribute('open', '')
    await expect(buy.getByText('Priority access to new launches and payment plans')).toBeVisible()
    await buy.locator('summary').click()
    await expect(buy).not.toHaveAttribute('open', '')
  })
})
