// WCAG 2 A and AA, checked by axe in real Chromium, in light and dark mode (the color-mode head
// script applies the stored preference before the page is analysed).
import { expect, test } from './fixtures'
import { axeViolations, storeColorMode } from './helpers'

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.use({ colorScheme: mode })

    for (const path of ['/', '/terms', '/ar/terms']) {
      test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await storeColorMode(page, mode)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
        expect(await axeViolations(page)).toEqual([])
      })
    }

    // On a phone, lists become sideways scrollers (reviews, galleries): each must be reachable by keyboard.
    test(`/ on a phone has no WCAG 2 A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await storeColorMode(page, mode)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
