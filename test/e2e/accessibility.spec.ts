// WCAG 2.2 A/AA (axe's wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa rules) in real Chromium, on
// every page type, in light and dark mode (the color-mode head script applies the stored preference
// before the page is analysed), left-to-right (en) and right-to-left (ar), at desktop and phone width.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations, storeColorMode, waitForClient } from './helpers'
import { localized, PAGE_TYPES } from './page-types'

const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The width each page is checked at: on a phone, lists become sideways scrollers (reviews, galleries). */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The error pages' own status shows in the console as a failed resource: expected there, nowhere else. */
const ERROR_STATUS: Record<string, RegExp> = {
  'account sign-in': /status of 503/,
  'not found': /status of 404/,
}

async function violationsAt(page: Page, path: string, mode: 'light' | 'dark', dir: 'ltr' | 'rtl') {
  const found: Record<string, Awaited<ReturnType<typeof axeViolations>>> = {}
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await waitForClient(page)
    found[viewport.name] = await axeViolations(page, WCAG22)
  }
  return found
}

for (const mode of ['light', 'dark'] as const) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(`accessibility: ${locale}, ${mode} mode`, () => {
      test.use({ colorScheme: mode })

      for (const type of PAGE_TYPES) {
        const path = localized(type.path, locale)
        test(`${type.name} (${path}) has no WCAG 2.2 A/AA violations at desktop and phone width`, async ({ page, runtimeErrors }) => {
          // Two loads and two axe runs on a shared 2-core machine.
          test.setTimeout(150_000)
          const status = ERROR_STATUS[type.name]
          if (status) runtimeErrors.expect(status)
          await storeColorMode(page, mode)
          expect(await violationsAt(page, path, type.forcedMode ?? mode, locale === 'ar' ? 'rtl' : 'ltr')).toEqual({ desktop: [], phone: [] })
        })
      }
    })
  }
}

// The phone reviews list is a sideways scroller: a keyboard user reaches it and scrolls it with the arrow keys.
test('the home reviews scroller on a phone takes keyboard focus and scrolls with the arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForClient(page)
  const scroller = page.locator('ul[aria-labelledby="reviews-title"]')
  await scroller.focus()
  await expect(scroller).toBeFocused()
  const before = await scroller.evaluate((el) => el.scrollLeft)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).not.toBe(before)
})
