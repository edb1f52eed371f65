// The property page in a real browser: the gallery answers the keyboard and opens fullscreen, the
// currency and area unit the visitor picks apply at once and hold site-wide (the marsa_units
// cookie), and the heart saves to favourites.
// Uses project 1 of the embedded seed (scripts/seed.ts loads it into the e2e server's D1).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForClient, webFontsLoaded } from './helpers'

const PATH = '/catalog/1'

/**
 * Opens the page and waits until the islands it needs are live (no sleeping). They hydrate on a
 * first touch (a first-time visitor downloads no React), so the visitor's pointer goes to the
 * gallery first, as a person's would.
 */
async function open(page: Page, ...islands: string[]) {
  await page.goto(PATH)
  await waitForClient(page)
  await page.getByTestId('gallery-track').hover()
  for (const name of islands) {
    for (const island of await page.locator(`[data-island="${name}"]`).all()) await expect(island).toHaveAttribute('data-hydrated', '')
  }
}

test.describe('property page', () => {
  test('the gallery steps through the photos with the arrow keys, Home and End, and opens fullscreen', async ({ page }) => {
    await open(page, 'Gallery')
    const total = await page.getByTestId('gallery-track').locator('> li').count()
    expect(total).toBeGreaterThan(1)
    const counter = page.getByTestId('gallery-counter')
    await expect(counter).toHaveText(`1 / ${total}`)

    await page.getByTestId('gallery-track').focus()
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`2 / ${total}`)
    await page.keyboard.press('End')
    await expect(counter).toHaveText(`${total} / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`${total} / ${total}`)
    await page.keyboard.press('Home')
    await expect(counter).toHaveText(`1 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`1 / ${total}`)

    // A thumbnail jumps to its photo.
    await page.getByRole('navigation', { name: 'Choose a photo' }).getByRole('link').nth(1).click()
    await expect(counter).toHaveText(`2 / ${total}`)

    // Fullscreen: the same photo, arrow keys inside, Escape closes.
    await page.getByRole('button', { name: 'View fullscreen' }).click()
    const viewer = page.getByTestId('gallery-viewer')
    await expect(viewer).toBeVisible()
    await expect(viewer).toContainText(`2 / ${total}`)
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText(`3 / ${total}`)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(counter).toHaveText(`3 / ${total}`)
  })

  test('the currency and area unit the visitor picks apply at once to every price and size, and hold on a reload and in the catalogue', async ({
    page,
    context,
  }) => {
    await open(page, 'Amount')
    const price = page.getByTestId('price')
    await expect(price).toContainText('AED')
    // The switch hydrates on this first press, which is then replayed.
    await page.getByRole('button', { name: 'USD', exact: true }).click()
    await page.getByRole('button', { name: 'm²', exact: true }).click()
    // Converted: rounded and marked approximate.
    await expect(price).toHaveText(/^≈ \$\d/)
    await expect(page.getByTestId('price-per-area')).toContainText(/^≈ \$.*\/ m²$/)
    await expect(page.getByTestId('fact-size')).toContainText('m²')
    // Similar properties follow the same choice.
    for (const amount of await page.getByTestId('similar').locator('[data-amount="price"]').all()) await expect(amount).toContainText('≈ $')
    // The choice is the site's, in its cookie (not localStorage): the server renders it from now on.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'marsa_units')?.value).toBe('USD.sqm')
    expect(await page.evaluate(() => [localStorage.getItem('marsa-currency'), localStorage.getItem('marsa-area-unit')])).toEqual([null, null])

    await page.reload()
    await expect(price).toHaveText(/^≈ \$\d/)
    await expect(page.getByTestId('fact-size')).toContainText('m²')
    await expect(page.getByRole('button', { name: 'USD', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'AED', exact: true })).toHaveAttribute('aria-pressed', 'false')

    await page.goto('/catalog')
    const card = page.locator('#results > li').first()
    await expect(card.locator('[data-amount="price"]')).toHaveText(/^≈ \$\d/)
    await expect(card.locator('[data-amount="area"]')).toHaveText(/ m²\+$/)
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD')
  })

  test('the heart saves the project to favourites (marsa-favourites) and stays saved after a reload', async ({ page }) => {
    // The heart is plain HTML driven by the shortlist script (no island): wait for it.
    await open(page)
    await expect(page.locator('html')).toHaveAttribute('data-shortlist', '')
    const heart = page.getByTestId('favourite')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('marsa-favourites') ?? 'null'))).toEqual([1])

    await page.reload()
    await waitForClient(page)
    await expect(page.locator('html')).toHaveAttribute('data-shortlist', '')
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('marsa-favourites') ?? 'null'))).toEqual([])
  })

  test('share copies the link with a toast where the Web Share API is missing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await open(page, 'Actions')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByRole('status')).toContainText('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/catalog\/1-marina-crest-residences$/)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('the first tap on the photo opens the fullscreen viewer at "1 / N"; Close returns to the page', async ({ page }) => {
      await page.goto(PATH)
      await waitForClient(page)
      const total = await page.getByTestId('gallery-track').locator('> li').count()
      // No touch before this one: the tap wakes the gallery and is still the one that opens the viewer.
      await expect(page.locator('[data-island="Gallery"]')).not.toHaveAttribute('data-hydrated', '')
      await page.getByTestId('gallery-track').locator('img').first().tap()
      const viewer = page.getByTestId('gallery-viewer')
      await expect(viewer).toBeVisible()
      await expect(viewer).toContainText(`1 / ${total}`)
      await viewer.getByRole('button', { name: 'Close' }).tap()
      await expect(viewer).toBeHidden()
    })
  })

  test.describe('on a 390 × 844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test("the price is on the first screen, the same as the price card's", async ({ page }) => {
      await page.goto(PATH)
      await webFontsLoaded(page)
      const summary = page.getByTestId('price-summary')
      await expect(summary).toBeInViewport({ ratio: 1 })
      await expect(summary).toContainText('Price from')
      const price = (await page.getByTestId('price').innerText()).trim()
      expect(price).toMatch(/^AED\s[\d,]+$/)
      await expect(summary).toContainText(price)
    })
  })

  test('from 1024 px the price is in the price card beside the overview only, not twice', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(PATH)
    await expect(page.getByTestId('price-summary')).toBeHidden()
    await expect(page.getByTestId('price')).toBeVisible()
  })

  test('a click on the photo opens the fullscreen viewer on the photo shown', async ({ page }) => {
    await open(page, 'Gallery')
    const total = await page.getByTestId('gallery-track').locator('> li').count()
    await page.getByTestId('gallery-track').focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('gallery-counter')).toHaveText(`2 / ${total}`)
    await page.getByTestId('gallery-track').locator('img').nth(1).click()
    const viewer = page.getByTestId('gallery-viewer')
    await expect(viewer).toBeVisible()
    await expect(viewer).toContainText(`2 / ${total}`)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })

  test('a floor plan opens large in the fullscreen viewer, steps to the next plan, and Escape returns to it', async ({ page }) => {
    await open(page)
    const plans = page.locator('#floor-plans').getByRole('link', { name: /^Open the full-size plan: / })
    const total = await plans.count()
    expect(total).toBeGreaterThan(1)
    const first = plans.first()
    await first.hover()
    await first.click()
    // Still this page: the plan is in the page's viewer, not its raw image file (buyer review F3.3).
    await expect(page).toHaveURL(/\/catalog\/1-marina-crest-residences$/)
    const viewer = page.getByRole('dialog', { name: 'Floor plans' })
    await expect(viewer).toBeVisible()
    await expect(viewer).toContainText(`1 / ${total}`)
    await expect(viewer.locator('img')).toHaveJSProperty('complete', true)
    expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText(`2 / ${total}`)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(first).toBeFocused()
  })

  test('without JavaScript a floor plan opens over the page, and its close link returns to the plans', async ({ browser, runtimeErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    runtimeErrors.watch(context)
    const page = await context.newPage()
    await page.goto(PATH)
    const overlay = page.getByTestId('floor-plan-overlay').first()
    await expect(overlay).toBeHidden()
    await page
      .locator('#floor-plans')
      .getByRole('link', { name: /^Open the full-size plan: / })
      .first()
      .click()
    await expect(page).toHaveURL(/#floor-plan-1$/)
    await expect(overlay).toBeVisible()
    await expect(overlay.locator('img')).toHaveJSProperty('complete', true)
    await overlay.getByRole('link', { name: 'Close' }).click()
    await expect(page).toHaveURL(/#floor-plans$/)
    await expect(overlay).toBeHidden()
    await context.close()
  })

  test('without JavaScript every photo is on the page and the thumbnails are links to them', async ({ browser, runtimeErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    runtimeErrors.watch(context)
    const page = await context.newPage()
    await page.goto(PATH)
    const slides = page.getByTestId('gallery-track').locator('> li')
    const total = await slides.count()
    expect(total).toBeGreaterThan(1)
    for (let i = 1; i <= total; i++) await expect(page.locator(`a[href="#photo-${i}"]`)).toHaveCount(1)
    await expect(page.getByTestId('permit')).toHaveText(/^\d{6,12}$/)
    await context.close()
  })
})
