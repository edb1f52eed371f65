// Refer & Earn in real Chromium: the commission calculator for one table of inputs (valid and
// invalid), recomputed live with JavaScript and answered by the server without it (the GET form,
// `?amount=…#calculator`); and no WCAG 2 A/AA violations on /partners and /careers, light and dark.
import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { axeViolations, hoverUntilHydrated, storeColorMode, waitForClient } from './helpers'

const calc = en.partners.calculator
const BOUNDS = { min: '$10,000', max: '$100,000,000' }
const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, name: 'min' | 'max') => BOUNDS[name])

/** What the visitor types (named so that test titles, and their artifact folders, differ) → investment, agency commission (2%), partner commission (25% of it), in AED. */
const VALID = [
  { name: 'plain digits', input: '500000', amount: '$500,000', agency: '$10,000', commission: '$2,500', aed: 'AED 9,181.25' },
  { name: 'comma groups', input: '1,000,000', amount: '$1,000,000', agency: '$20,000', commission: '$5,000', aed: 'AED 18,362.50' },
  { name: 'dot groups', input: '1.000.000', amount: '$1,000,000', agency: '$20,000', commission: '$5,000', aed: 'AED 18,362.50' },
  { name: 'Arabic-Indic digits', input: '٢٬٥٠٠٬٠٠٠', amount: '$2,500,000', agency: '$50,000', commission: '$12,500', aed: 'AED 45,906.25' },
  { name: 'a currency and cents', input: 'US$ 250,000.50', amount: '$250,000.50', agency: '$5,000.01', commission: '$1,250', aed: 'AED 4,590.63' },
  { name: 'the minimum', input: '10000', amount: '$10,000', agency: '$200', commission: '$50', aed: 'AED 183.63' },
]

const INVALID = [
  { input: '', error: 'required' },
  { input: 'abc', error: 'invalid' },
  { input: '-500000', error: 'negative' },
  { input: '9999', error: 'min' },
  { input: '250,000,000', error: 'max' },
] as const

const field = (page: Page) => page.getByLabel(calc.label)
const result = (page: Page, id: string) => page.locator('#calculator').getByTestId(id)

async function expectResult(page: Page, row: (typeof VALID)[number]) {
  await expect(result(page, 'calculator-amount')).toHaveText(row.amount)
  await expect(result(page, 'calculator-agency')).toHaveText(row.agency)
  await expect(result(page, 'calculator-commission')).toHaveText(row.commission)
  await expect(result(page, 'calculator-commission-aed')).toHaveText(row.aed)
  await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#calculator-amount-error')).toHaveCount(0)
}

async function expectError(page: Page, error: (typeof INVALID)[number]['error']) {
  const message = page.locator('#calculator-amount-error')
  await expect(message).toHaveText(fill(calc.errors[error]))
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page)).toHaveAttribute('aria-describedby', 'calculator-amount-hint calculator-amount-error')
  await expect(result(page, 'calculator-commission')).toHaveCount(0)
  await expect(result(page, 'calculator-empty')).toHaveText(fill(calc.result.empty))
}

test.describe('the commission calculator with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/partners')
    await waitForClient(page)
    await hoverUntilHydrated(field(page))
  })

  for (const row of VALID)
    test(`recomputes as the visitor types ${row.name} (${JSON.stringify(row.input)}): ${row.commission}, ${row.aed}`, async ({ page }) => {
      await field(page).fill(row.input)
      await expectResult(page, row)
      await expect(page).toHaveURL(/\/partners$/)
    })

  for (const { input, error } of INVALID)
    test(`shows the ${error} error for ${JSON.stringify(input)} once the field is left, and clears it as soon as the amount is fixed`, async ({ page }) => {
      await field(page).fill(input)
      await expect(page.locator('#calculator-amount-error')).toHaveCount(0)
      await field(page).blur()
      await expectError(page, error)
      await field(page).fill('500000')
      await expectResult(page, VALID[0] as (typeof VALID)[number])
    })

  test('Calculate keeps the page and puts the amount in the address; an invalid amount keeps the focus on the field', async ({ page }) => {
    await field(page).fill('abc')
    await page.getByRole('button', { name: calc.submit }).click()
    await expectError(page, 'invalid')
    await expect(field(page)).toBeFocused()
    await field(page).fill('1,000,000')
    await field(page).press('Enter')
    await expect(page).toHaveURL(/\/partners\?amount=1%2C000%2C000#calculator$/)
    await expectResult(page, VALID[1] as (typeof VALID)[number])
  })
})

test.describe('the commission calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const row of VALID)
    test(`Calculate sends ${row.name} (${JSON.stringify(row.input)}) and the server answers ${row.commission}, ${row.aed}`, async ({ page }) => {
      await page.goto('/partners')
      await field(page).fill(row.input)
      await page.getByRole('button', { name: calc.submit }).click()
      await expect(page).toHaveURL(/\/partners\?amount=[^#]*#calculator$/)
      expect(new URL(page.url()).searchParams.get('amount')).toBe(row.input)
      await expect(field(page)).toHaveValue(row.input)
      await expectResult(page, row)
    })

  for (const { input, error } of INVALID)
    test(`Calculate with ${JSON.stringify(input)} comes back with the ${error} error on the field`, async ({ page }) => {
      await page.goto('/partners')
      await field(page).fill(input)
      await page.getByRole('button', { name: calc.submit }).click()
      await expect(page).toHaveURL(/#calculator$/)
      await expect(field(page)).toHaveValue(input)
      await expectError(page, error)
    })
})

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility of the programme pages in ${mode} mode`, () => {
    test.use({ colorScheme: mode })

    for (const path of ['/partners', '/careers', '/partners?amount=abc', '/ar/partners'])
      test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await storeColorMode(page, mode)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
        expect(await axeViolations(page)).toEqual([])
      })
  })
}
