// Terms and privacy in real Chromium: the figures of spec section 9 are on the page, a table-of-
// contents link scrolls its heading to 80 px below the top (spec section 9: "smooth scroll with
// 80 px top offset"), on wide screens and from the phone's <details>, and axe finds nothing in
// light or dark mode, in English and Arabic.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations, storeColorMode, WCAG21, webFontsLoaded } from './helpers'

/** Waits for the smooth scroll to end (two equal readings in a row), then returns the element's top. */
async function settledTop(page: Page, target: Locator): Promise<number> {
  let last = Number.NaN
  let top = Number.NaN
  await expect
    .poll(
      async () => {
        last = top
        top = Math.round((await target.boundingBox())?.y ?? Number.NaN)
        return top === last && (await page.evaluate(() => window.scrollY)) > 0
      },
      { message: 'the page stops scrolling', intervals: [100], timeout: 5_000 },
    )
    .toBe(true)
  return top
}

test.describe('legal texts', () => {
  test('/terms shows every figure of the terms in spec section 9', async ({ page }) => {
    await page.goto('/terms')
    const text = page.getByTestId('legal-text')
    for (const figure of ['US$50', '90 days', '90-day', 'US$10,000', 'US$2,500', '30 days', '30-day', 'must be 18 or older'])
      await expect(text).toContainText(figure)
  })

  test('/privacy shows under 13, one month and 18', async ({ page }) => {
    await page.goto('/privacy')
    const text = page.getByTestId('legal-text')
    for (const figure of ['children under 13', 'within one month', 'must be 18 or older']) await expect(text).toContainText(figure)
  })
})

test.describe('table of contents', () => {
  test('a link scrolls its section heading to 80 px from the top, and the address names the section', async ({ page }) => {
    await page.goto('/terms')
    // The fonts swap in after the first paint and change the page's height: the scroll is measured after that.
    await webFontsLoaded(page)
    const link = page.getByTestId('toc').getByRole('link', { name: '13. Limitation of liability and indemnity' })
    await expect(link).toBeVisible()
    const id = (await link.getAttribute('href'))?.slice(1) ?? ''
    await link.click()
    const heading = page.locator(`[id="${id}"]`)
    await expect(heading).toHaveRole('heading')
    const top = await settledTop(page, heading)
    expect(top).toBeGreaterThanOrEqual(60)
    expect(top).toBeLessThanOrEqual(100)
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the contents fold into a <details>; a link there scrolls its heading to 80 px from the top', async ({ page }) => {
      await page.goto('/privacy')
      await webFontsLoaded(page)
      await expect(page.getByTestId('toc')).toBeHidden()
      const toc = page.getByTestId('toc-phone')
      const link = toc.getByRole('link', { name: '10. Your rights' })
      await expect(link).toBeHidden()
      await toc.locator('summary').click()
      await link.click()
      const top = await settledTop(page, page.locator('[id="h-10-your-rights"]'))
      expect(top).toBeGreaterThanOrEqual(60)
      expect(top).toBeLessThanOrEqual(100)
    })
  })

  test('the Arabic page shows the Arabic translation, right to left, without the English-only note', async ({ page }) => {
    await page.goto('/ar/terms')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const text = page.getByTestId('legal-text')
    await expect(text).not.toHaveAttribute('lang', 'en')
    await expect(text).toHaveCSS('direction', 'rtl')
    await expect(page.getByTestId('english-only')).toHaveCount(0)
    // Nothing pokes out sideways (a right-to-left page scrolls to the left too).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth))
  })
})

for (const mode of ['light', 'dark'] as const) {
  test.describe(`legal pages in ${mode} mode`, () => {
    test.use({ colorScheme: mode })

    for (const path of ['/terms', '/privacy', '/ar/terms']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await storeColorMode(page, mode)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
        expect(await axeViolations(page, WCAG21)).toEqual([])
      })
    }
  })
}
