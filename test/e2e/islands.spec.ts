// Islands hydrate lazily: the home page loads no React until someone interacts with an island, and
// the interaction that triggers hydration is not lost while React loads (src/client.tsx).
import { expect, test } from './fixtures'
import { headerContact, hoverUntilHydrated, waitForClient } from './helpers'

const REACT_CHUNK = /\/hydrate\.client-[^/]*\.js(\?|$)/

test.describe('islands', () => {
  test('the home page loads no React until the visitor interacts with Contact Us', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await waitForClient(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => REACT_CHUNK.test(path))).toEqual([])
    expect(scripts.filter((path) => path.includes('.island-'))).toEqual([])
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0)

    const reactRequest = page.waitForRequest(REACT_CHUNK)
    await hoverUntilHydrated(headerContact(page))
    await reactRequest
    await headerContact(page).click()
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
  })

  test('a click on Contact Us made as soon as the page is ready opens the dialog (not lost while React loads)', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    // A pointer moves onto the link and clicks at once: the hover starts hydration, the click must wait for it.
    await headerContact(page).click()
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
    await expect(page).toHaveURL(/\/terms$/)
  })

  test('a click on the Dark button made as soon as the page is ready is not lost while React loads', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    await page.getByRole('banner').getByRole('button', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark')
  })

  test('pressing Enter on Contact Us as soon as it has keyboard focus opens the dialog', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    await headerContact(page).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
    await expect(page).toHaveURL(/\/terms$/)
  })
})
