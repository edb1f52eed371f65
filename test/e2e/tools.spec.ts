// The buyer calculators in real Chromium on a phone (390×844): the chain price → costs → mortgage →
// yield with JavaScript (results follow each keystroke, the URL keeps the query) and without it (a
// GET form the server answers, errors under the field), and the property page's "What it costs you"
// leading into a tool with the property's figures.
import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { waitForClient } from './helpers'

test.use({ viewport: { width: 390, height: 844 } })

const result = (page: Page, id: string) => page.getByTestId(id)
/** Intl's no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')

test.describe('with JavaScript', () => {
  test('recomputes as the visitor types and carries the figures along the chain', async ({ page }) => {
    await page.goto('/tools/costs')
    await waitForClient(page)
    const price = page.getByLabel(en.tools.fields.price.label)
    await price.fill('3m')
    await expect(result(page, 'result-costs-total')).toHaveText(/AED\s188,030/)
    await expect(page).toHaveURL(/\/tools\/costs\?price=3m/)

    await result(page, 'next-mortgage').click()
    await expect(page).toHaveURL(/\/tools\/mortgage\?price=3000000$/)
    await expect(result(page, 'result-loan')).toHaveText(/AED\s2,400,000/)
    await waitForClient(page)
    await page.getByLabel(en.tools.fields.income.label).fill('10,000')
    await expect(result(page, 'result-binding')).toHaveAttribute('data-binding', 'income')
    const loan = plain(await result(page, 'result-loan').textContent())
    expect(loan).not.toBe('AED 2,400,000')
    await expect(page).toHaveURL(/income=10%2C000/)

    // A field goes wrong: the error shows when the field is left, tied to it, and the result waits.
    const age = page.getByLabel(en.tools.fields.age.label)
    await age.fill('12')
    await age.blur()
    await expect(page.locator('#tool-age-error')).toBeVisible()
    await expect(age).toHaveAttribute('aria-describedby', 'tool-age-hint tool-age-error')
    await expect(result(page, 'tool-result')).toContainText(en.tools.fix)
    await age.fill('40')
    await expect(page.locator('#tool-age-error')).toHaveCount(0)

    await result(page, 'next-yield').click()
    await expect(page).toHaveURL(/\/tools\/yield\?price=3000000$/)
    await expect(result(page, 'result-net')).toBeVisible()
    await waitForClient(page)
    await page.getByLabel(en.tools.fields.rent.label).fill('240000')
    await expect(result(page, 'result-gross')).toHaveText('8%')
    // The area's typical rent for the size (Dubai Marina: AED 140 per sq ft a year × 900 sq ft), in place.
    await page.locator('#tool-area').selectOption('dubai-marina')
    await expect(page.getByLabel(en.tools.fields.rent.label)).toHaveValue('126,000')
    await expect(result(page, 'result-gross')).toHaveText('4.2%')
    await expect(page.getByTestId('yield-area-note')).toContainText('Dubai Marina: about AED 140 per sq ft a year')
    await expect(page).toHaveURL(/area=dubai-marina/)
    await page.getByLabel(en.tools.fields.size.label).fill('1,500')
    await page.getByRole('button', { name: en.tools.yieldArea.estimate }).click()
    await expect(page.getByLabel(en.tools.fields.rent.label)).toHaveValue('210,000')
    await result(page, 'next-golden-visa').click()
    await expect(result(page, 'result-golden-visa')).toHaveAttribute('data-eligible', 'true')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('submits the form and shows the server’s result, or the error under the field', async ({ page }) => {
    await page.goto('/tools/mortgage')
    await expect(result(page, 'result-loan')).toHaveText(/AED\s1,600,000/)
    await page.getByLabel(en.tools.fields.price.label).fill('1.5m')
    await page.getByLabel(en.tools.buyer.national).check()
    await page.getByRole('button', { name: en.tools.submit }).click()
    await expect(page).toHaveURL(/price=1\.5m/)
    await expect(page).toHaveURL(/buyer=national/)
    await expect(result(page, 'result-loan')).toHaveText(/AED\s1,275,000/)

    await page.getByLabel(en.tools.fields.price.label).fill('-5')
    await page.getByRole('button', { name: en.tools.submit }).click()
    await expect(page.locator('#tool-price-error')).toHaveText(`${en.tools.fields.price.label} cannot be negative.`)
    await expect(page.getByLabel(en.tools.fields.price.label)).toHaveAttribute('aria-invalid', 'true')
  })

  test('estimates the rent from an area on the server, and Enter in a field only calculates', async ({ page }) => {
    await page.goto('/tools/yield?price=3000000')
    await page.locator('#tool-area').selectOption('dubai-marina')
    await page.getByRole('button', { name: en.tools.yieldArea.estimate }).click()
    await expect(page).toHaveURL(/estimate=1/)
    await expect(page.getByLabel(en.tools.fields.rent.label)).toHaveValue('126,000')
    await expect(result(page, 'result-gross')).toHaveText('4.2%')
    const rent = page.getByLabel(en.tools.fields.rent.label)
    await rent.fill('150000')
    await rent.press('Enter')
    await expect(page).not.toHaveURL(/estimate=1/)
    await expect(rent).toHaveValue('150000')
    await expect(result(page, 'result-gross')).toHaveText('5%')
  })

  test('shows what the property costs and opens the tool with its figures', async ({ page }) => {
    await page.goto('/catalog/1')
    const section = page.getByTestId('property-costs')
    await expect(section).toBeVisible()
    await section.getByRole('link', { name: `${en.tools.property.open}: ${en.tools.property.costs}` }).click()
    await expect(page).toHaveURL(/\/tools\/costs\?price=\d+/)
    await expect(result(page, 'result-costs-total')).toBeVisible()
  })
})

test('the Arabic calculator reads right to left', async ({ page }) => {
  await page.goto('/ar/tools/mortgage?price=abc')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('#tool-price-error')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('ar-mortgage.png'), fullPage: false })
})
