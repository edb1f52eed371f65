// A buyer's question answered on the first screen (issue 13): "a 2-bedroom in JVC under AED 1.5M"
// on a 390×844 phone, with and without JavaScript: results first, chips, the unit that answers,
// "did you mean", and the property page's unit types.
import { expect, test } from './fixtures'
import { waitForClient } from './helpers'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('after a search the first result is on the first screen, with chips for the filters', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByTestId('hero-search')
    await hero.getByRole('combobox', { name: 'Location' }).fill('JVC')
    await hero.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/catalog\?location=JVC$/)
    const first = page.locator('#results > li').first()
    await expect(first).toBeVisible()
    const box = await first.boundingBox()
    // The card starts on the first screen (its photo at least half in view).
    expect((box?.y ?? 9999) + 120).toBeLessThan(844)
    await expect(page.locator('#results-count')).toBeInViewport()
    const chips = page.getByTestId('filter-chips')
    await expect(chips.getByRole('link', { name: 'Remove filter: JVC' })).toBeVisible()
  })

  test('a chip removes its filter; "Filters (n)" counts them', async ({ page }) => {
    await page.goto('/catalog?location=JVC&bedrooms=2&type=apartment')
    await expect(page.getByTestId('filters-panel').locator('summary')).toHaveText(/Filters \(2\)/)
    await page.getByRole('link', { name: 'Remove filter: 2+ beds' }).click()
    await expect(page).toHaveURL(/\/catalog\?location=JVC&type=apartment$/)
    await expect(page.getByTestId('filters-panel').locator('summary')).toHaveText(/Filters \(1\)/)
  })

  test('a 2-bed search: every card names its 2-bed unit and price', async ({ page }) => {
    await page.goto('/catalog?bedrooms=2&maxPrice=3000000&currency=AED')
    await waitForClient(page)
    const labels = await page.locator('#results article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''))
    expect(labels.length).toBeGreaterThan(0)
    for (const text of labels) expect(text).toMatch(/[2-6] BR from/)
    await expect(page.getByTestId('unit-price').first()).toHaveText(/^AED\s[\d,]+$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a typo still finds the project, and the page says what it searched', async ({ page }) => {
    await page.goto('/catalog?location=binghati')
    await expect(page.getByTestId('did-you-mean')).toContainText('Did you mean: Binghatti')
    await expect(page.locator('#results article').first()).toContainText('Binghatti')
  })

  test('the filters open and search as a plain form', async ({ page }) => {
    await page.goto('/catalog?location=Dubai%20Marina')
    await page.getByTestId('filters-panel').locator('summary').click()
    await page.getByLabel('Property type').selectOption('penthouse')
    await page.getByRole('button', { name: 'Show results' }).click()
    await expect(page).toHaveURL(/location=Dubai(\+|%20)Marina&type=penthouse/)
    await expect(page.locator('#results article').first()).toContainText('Penthouse')
  })
})

test('the property page lists the unit types, each with its plan in the viewer', async ({ page }) => {
  await page.goto('/catalog/1-marina-crest-residences')
  const table = page.getByTestId('unit-types')
  await expect(table.getByRole('rowheader')).toHaveText(['1 BR', '2 BR', '3 BR'])
  await expect(table.getByRole('row', { name: /2 BR/ })).toContainText(/AED\s2,830,000/)
  await table.getByRole('link', { name: 'View plan: 2 BR' }).click()
  await expect(page.locator('#floor-plan-2')).toBeVisible()
  await expect(page.locator('#floor-plan-2 figcaption')).toContainText('2-bedroom')
  await expect(page.getByTestId('plan-amount').first()).toHaveText(/^AED\s430,000$/)
})

test('on a phone the unit types are a card each, with the price and the plan', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/catalog/1-marina-crest-residences')
  await expect(page.getByTestId('unit-types')).toBeHidden()
  const cards = page.getByTestId('unit-cards').getByRole('listitem')
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(1)).toContainText('2 BR')
  await expect(cards.nth(1)).toContainText(/AED\s2,830,000/)
  await cards.nth(1).getByRole('link', { name: 'View plan: 2 BR' }).click()
  await expect(page.locator('#floor-plan-2')).toBeVisible()
})
