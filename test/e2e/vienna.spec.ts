// The campaign pages in real Chromium (forced dark): every section renders, axe finds nothing, and
// each "Register your interest" reaches the campaign's form. Sending the form with the campaign's
// parameters is covered in leads.spec.ts.
import { expect, test } from './fixtures'
import { axeViolations, WCAG21 } from './helpers'

const PAGES = [
  { path: '/vienna', form: '#vienna-form', title: 'Vienna Residences' },
  { path: '/vienna-rak', form: '#vienna-rak-form', title: 'Vienna Bay Residences' },
] as const

for (const { path, form, title } of PAGES) {
  test.describe(path, () => {
    test('renders the hero, key facts, gallery, payment plan, location and the form, in dark mode', async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      for (const name of ['Key facts', 'Gallery', 'Payment plan', 'Location', 'Register your interest'])
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached()
      await expect(page.getByTestId('price-usd')).toContainText('USD')
      // Every gallery picture loads (they are lazy: scroll them into view first).
      const pictures = page.getByTestId('gallery').locator('img')
      await expect(pictures).toHaveCount(5)
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded()
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      }
      await expect(page.locator(`form${form}`)).toBeAttached()
    })

    test('has no axe violations', async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-color-value', 'dark')
      expect(await axeViolations(page, WCAG21)).toEqual([])
    })

    for (const cta of ['hero-cta', 'band-cta']) {
      test(`"Register your interest" (${cta}) brings the form into view`, async ({ page }) => {
        await page.goto(path)
        const link = page.getByTestId(cta)
        await link.scrollIntoViewIfNeeded()
        await link.click()
        await expect(page).toHaveURL(/#register$/)
        await expect(page.locator(`form${form} input[name="name"]`)).toBeInViewport()
      })
    }
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the hero call to action brings the first form field into view, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/vienna-rak')
    await page.getByTestId('hero-cta').click()
    await expect(page.locator('form#vienna-rak-form input[name="name"]')).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('/ar/vienna has no axe violations', async ({ page }) => {
    await page.goto('/ar/vienna')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await axeViolations(page, WCAG21)).toEqual([])
  })
})
