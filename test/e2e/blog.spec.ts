// The blog on the embedded default articles: topics as shareable URLs, Load More with and without
// JavaScript, an article's reading time and take-aways, sharing by copied link, and WCAG 2 A/AA.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations, hoverUntilHydrated, storeColorMode, waitForClient } from './helpers'

const ARTICLE = '/blog/dubai-marina-living'
const cards = (page: Page) => page.locator('#articles > li')
const topics = (page: Page) => page.getByRole('navigation', { name: 'Blog topics' })

test.describe('the blog', () => {
  test('filters by topic with the menu: each topic is its own URL, marked current', async ({ page }) => {
    await page.goto('/blog')
    await expect(topics(page).getByRole('link', { name: 'View all' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('lead-article')).toBeVisible()

    await topics(page).getByRole('link', { name: 'News', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\?topic=news$/)
    await expect(topics(page).getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(topics(page).getByRole('link', { name: 'View all' })).not.toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('lead-article')).toHaveCount(0)
    const labels = await cards(page).locator('.eyebrow').allTextContents()
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(label).toBe('News')

    // The topic page is shareable: opening its URL directly shows the same cards.
    const titles = await cards(page).locator('h3').allTextContents()
    await page.goto('/blog?topic=news')
    await expect(cards(page).locator('h3')).toHaveText(titles)
  })

  test('Load More appends the next nine articles, keeps the page in the URL and focuses the first new card', async ({ page }) => {
    await page.goto('/blog')
    await waitForClient(page)
    await expect(cards(page)).toHaveCount(9)
    const more = page.getByRole('link', { name: 'Load More' })
    await hoverUntilHydrated(more)
    await more.click()
    await expect(cards(page)).toHaveCount(18)
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(page.getByText('Showing 19 of 26 articles')).toBeVisible()
    await expect(page.locator('#articles-11 h3 a')).toBeFocused()

    await more.click()
    await expect(cards(page)).toHaveCount(25)
    await expect(page).toHaveURL(/\/blog\?page=3$/)
    await expect(more).toHaveCount(0)

    await page.reload()
    await expect(cards(page)).toHaveCount(25)
  })

  test('an article shows its reading time from its text and its key take-aways', async ({ page }) => {
    await page.goto(ARTICLE)
    const text = (await page.getByTestId('article-body').textContent()) ?? ''
    const words = text.trim().split(/\s+/).length
    expect(words).toBeGreaterThan(300)
    const shown = (await page.locator('header').getByTestId('reading-time').textContent()) ?? ''
    expect(shown).toMatch(/^\d+ min read$/)
    expect(Number.parseInt(shown, 10)).toBe(Math.round(words / 200))

    const takeaways = page.getByRole('region', { name: 'Key take-aways' })
    await expect(takeaways).toBeVisible()
    expect(await takeaways.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Living in Dubai Marina: the waterfront neighbourhood explained')
  })

  test('Share copies the link with a toast where the Web Share API is missing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.goto(ARTICLE)
    await waitForClient(page)
    const share = page.getByRole('button', { name: 'Share' })
    await hoverUntilHydrated(share)
    await share.click()
    await expect(page.getByRole('status')).toContainText('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/dubai-marina-living$/)
    // The networks are plain links that open in a new tab.
    for (const network of ['WhatsApp', 'LinkedIn', 'X', 'Facebook']) {
      const link = page.getByRole('link', { name: new RegExp(`^Share on ${network} `) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})

test.describe('the blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Load More is a link to the next page, which shows both pages', async ({ page }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(9)
    await page.getByRole('link', { name: 'Load More' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2#articles-11$/)
    await expect(cards(page)).toHaveCount(18)
    await expect(page.getByText('Showing 19 of 26 articles')).toBeVisible()
  })
})

for (const mode of ['light', 'dark'] as const) {
  test.describe(`the blog's accessibility in ${mode} mode`, () => {
    test.use({ colorScheme: mode })

    for (const path of ['/blog', ARTICLE, '/ar/blog?topic=lifestyle-community']) {
      test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await storeColorMode(page, mode)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
