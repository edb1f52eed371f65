// Color mode (spec section 4): system | light | dark in localStorage 'nuxt-color-mode', applied
// before the first paint; `system` follows the device live; a route may force a mode.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hoverUntilHydrated, storeColorMode, waitForClient } from './helpers'

const html = (page: Page) => page.locator('html')
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('nuxt-color-mode'))

/** Clicks the header's color mode button `name` once its island has hydrated. */
async function choose(page: Page, name: 'System' | 'Light' | 'Dark') {
  const button = page.getByRole('banner').getByRole('button', { name })
  await waitForClient(page)
  await hoverUntilHydrated(button)
  await button.click()
  return button
}

test.describe('color mode', () => {
  test('a stored dark preference is applied before the first paint (no flash)', async ({ page }) => {
    await storeColorMode(page, 'dark')
    // Records <html>'s class at the first animation frame, the first moment anything can be painted.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstFrame?: { dark: boolean } }
      requestAnimationFrame(() => {
        w.__firstFrame = { dark: document.documentElement.classList.contains('dark') }
      })
    })
    await page.goto('/terms')
    const firstFrame = await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame)
    expect(await firstFrame.jsonValue()).toEqual({ dark: true })
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await expect(html(page)).toHaveAttribute('data-color-mode', 'dark')
  })

  test('choosing Dark in the switcher persists across reloads', async ({ page }) => {
    await page.goto('/terms')
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
    const dark = await choose(page, 'Dark')
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await expect(dark).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => stored(page)).toBe('dark')

    await page.reload()
    await expect(html(page)).toHaveClass(/\bdark\b/)
    expect(await stored(page)).toBe('dark')

    await choose(page, 'Light')
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
    await expect.poll(() => stored(page)).toBe('light')
  })

  test('System follows the device color scheme live', async ({ page }) => {
    await storeColorMode(page, 'light')
    await page.goto('/terms')
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
    const system = await choose(page, 'System')
    await expect(system).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => stored(page)).toBe('system')
    await expect(html(page)).not.toHaveClass(/\bdark\b/)

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
  })

  test('/vienna forces dark over a stored light preference', async ({ page }) => {
    await storeColorMode(page, 'light')
    await page.goto('/vienna')
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await page.goto('/terms')
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
  })
})
