// "Contact Us" (header): a modal dialog that keeps keyboard focus inside, closes on Escape and
// hands focus back; its copy buttons raise a toast that closes by itself (spec sections 4 and 9).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { headerContact, hoverUntilHydrated, waitForClient } from './helpers'

const PHONE = '+971 4 558 2100'

async function openContact(page: Page) {
  await page.goto('/terms')
  await waitForClient(page)
  await hoverUntilHydrated(headerContact(page))
  await headerContact(page).click()
  const dialog = page.getByRole('dialog', { name: 'Contact Us' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('the Contact Us dialog', () => {
  test('keeps focus inside on Tab and Shift+Tab; Escape closes it and focus returns to Contact Us', async ({ page }) => {
    const dialog = await openContact(page)
    const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'
    const focusable = await dialog.locator(FOCUSABLE).count()
    expect(focusable).toBeGreaterThan(1)
    // Index of the focused element among the dialog's focusable ones; -1 when focus is elsewhere.
    const focusedIndex = () => dialog.evaluate((node, selector) => [...node.querySelectorAll(selector)].indexOf(document.activeElement as Element), FOCUSABLE)

    const visited = new Set<number>()
    for (let i = 1; i <= focusable * 2 + 2; i++) {
      await page.keyboard.press('Tab')
      const index = await focusedIndex()
      expect(index, `focus after Tab #${i}`).toBeGreaterThanOrEqual(0)
      visited.add(index)
    }
    expect(visited.size, 'Tab reaches every focusable element of the dialog').toBe(focusable)
    visited.clear()
    for (let i = 1; i <= focusable * 2 + 2; i++) {
      await page.keyboard.press('Shift+Tab')
      const index = await focusedIndex()
      expect(index, `focus after Shift+Tab #${i}`).toBeGreaterThanOrEqual(0)
      visited.add(index)
    }
    expect(visited.size, 'Shift+Tab reaches every focusable element of the dialog').toBe(focusable)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(headerContact(page)).toBeFocused()
  })

  test('copying the phone number shows "Copied to clipboard" in #notifications, which closes by itself after about 5 s', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const dialog = await openContact(page)
    await dialog.getByRole('button', { name: `Copy: ${PHONE}` }).click()

    const region = page.locator('#notifications')
    const toast = region.getByRole('status').filter({ hasText: 'Copied to clipboard' })
    await expect(toast).toBeVisible()
    const shownAt = Date.now()
    await expect(toast).toContainText(PHONE)
    await expect(region).toHaveAttribute('aria-label', /Notifications/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PHONE)

    // Auto-close after 5000 ms, removed 200 ms later.
    await expect(toast).toHaveCount(0, { timeout: 10_000 })
    const elapsed = Date.now() - shownAt
    expect(elapsed).toBeGreaterThan(4_000)
    expect(elapsed).toBeLessThan(8_000)
  })

  test('the WhatsApp row shows the number WhatsApp opens, and copies it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const dialog = await openContact(page)
    const link = dialog.getByRole('link', { name: /Chat on WhatsApp/ })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+$/)
    const shown = (await link.innerText()).split('\n').pop() ?? ''
    // Saving the shown number by hand reaches the same WhatsApp account (buyer review F8.2).
    expect(shown.replace(/\D/g, '')).toBe(href.replace(/\D/g, ''))
    expect(shown).not.toBe(PHONE)
    await dialog.getByRole('button', { name: `Copy: ${shown}` }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown)
  })

  test('F8 focuses the notifications region', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    await page.keyboard.press('F8')
    await expect(page.locator('#notifications')).toBeFocused()
  })
})
