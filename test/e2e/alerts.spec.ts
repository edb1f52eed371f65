// Saving a catalogue search for email alerts, as a visitor does it: from the results bar to the form,
// a refusal that names what is missing (the consent, never ticked for them), then "check your inbox".
// Without JavaScript (plain POST and 303), and with it on a phone.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations, storeColorMode, waitForClient } from './helpers'

const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function saveSearch(page: Page, email: string, { checkAccessibility = false } = {}) {
  await page.goto('/catalog?location=dubai-marina&maxPrice=3000000')
  await page.getByTestId('save-search').click()
  await expect(page).toHaveURL(/\/alerts\/new\?location=dubai-marina&maxPrice=3000000/)
  await expect(page.getByRole('heading', { level: 1, name: 'Get alerts for this search' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your search' })).toContainText('Dubai Marina')
  const consent = page.getByRole('checkbox')
  await expect(consent).not.toBeChecked()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Save and send confirmation' }).click()
  // The consent was not given: the form comes back saying so, the address kept.
  await expect(page.getByRole('alert')).toContainText('Tick the box to agree to receive the alert emails.')
  await expect(page.getByLabel('Email address')).toHaveValue(email)
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-describedby', 'alert-consent-error')
  // The form showing its errors meets WCAG 2.2 A/AA too.
  if (checkAccessibility) expect(await axeViolations(page, WCAG22)).toEqual([])
  await page.getByRole('radio', { name: /Once a day/ }).check()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Save and send confirmation' }).click()
  await expect(page).toHaveURL(/\/alerts\/sent$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
}

test.describe('saving a search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('goes from the results bar through the form to "check your inbox"', async ({ page, runtimeErrors }) => {
    // The refused post answers 400 (the form again, with its message): the browser logs the status.
    runtimeErrors.expect(/status of 400 \(Bad Request\) \(at http:\/\/127\.0\.0\.1:\d+\/en\/alerts\)/)
    await saveSearch(page, 'no-script@example.org')
  })
})

test.describe('saving a search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('goes from the results bar through the form to "check your inbox", the form within the screen', async ({ page, runtimeErrors }) => {
    runtimeErrors.expect(/status of 400 \(Bad Request\) \(at http:\/\/127\.0\.0\.1:\d+\/en\/alerts\)/)
    await page.goto('/alerts/new?location=dubai-marina')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await saveSearch(page, 'phone@example.org', { checkAccessibility: true })
  })
})

// The form page in English (light) and Arabic (dark, right to left): no WCAG 2.2 A/AA violations at
// desktop and phone width (the accessibility spec's rules). Its error state: the no-JavaScript test above.
for (const [locale, mode] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`the alert form (${locale}, ${mode}) has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    test.setTimeout(150_000)
    await storeColorMode(page, mode)
    const prefix = locale === 'en' ? '' : `/${locale}`
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(`${prefix}/alerts/new?location=dubai-marina&maxPrice=3000000`)
      await waitForClient(page)
      expect(await axeViolations(page, WCAG22)).toEqual([])
    }
  })
}
