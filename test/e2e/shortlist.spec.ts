// The shortlist as a buyer uses it (issue 14 items 2-4): the heart on a card saves with a toast and
// the header counts; /favourites lists, removes and shares (the link opens the same list elsewhere,
// without JavaScript too); compare selected marks the best of each row; recently viewed follows the
// property pages opened and clears on request; the compare table is readable on a phone.
import { expect, test } from './fixtures'
import { axeViolations, WCAG21, waitForClient } from './helpers'

/** Resolves once the shortlist script (features/shortlist/shortlist.client.ts) has painted the page. */
async function ready(page: import('@playwright/test').Page) {
  await waitForClient(page)
  await expect(page.locator('html')).toHaveAttribute('data-shortlist', '')
}

const stored = (page: import('@playwright/test').Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)

test('heart on a card → toast → header count → /favourites → remove → share → compare three, best marked', async ({ page, browser, runtimeErrors }) => {
  test.setTimeout(60_000)
  await page.goto('/catalog')
  await ready(page)
  const count = page.getByRole('banner').locator('[data-favourites-count]')
  await expect(count).toBeHidden()

  const cards = page.locator('#results > li')
  const hearts = cards.locator('[data-favourite]')
  const first = hearts.nth(0)
  await expect(first).toHaveAttribute('aria-pressed', 'false')
  await expect(first).toHaveAccessibleName(/^Save: /)
  await first.click()
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  await expect(first).toHaveAccessibleName(/^Saved: /)
  const toast = page.getByRole('status').filter({ hasText: 'Saved to your list' })
  await expect(toast).toBeVisible()
  await expect(toast.getByRole('link', { name: 'View saved properties' })).toHaveAttribute('href', '/en/favourites')
  await expect(count).toHaveText('1')

  await hearts.nth(1).click()
  await hearts.nth(2).click()
  await hearts.nth(3).click()
  await expect(count).toHaveText('4')
  const ids: number[] = await stored(page, 'marsa-favourites')
  expect(ids).toHaveLength(4)

  // The list, newest first; Remove takes one out (and the header follows).
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Saved properties/ })
    .click()
  await expect(page).toHaveURL(/\/en\/favourites$/)
  await ready(page)
  const list = page.getByTestId('favourites-mine').locator('li[data-project]')
  await expect(list).toHaveCount(4)
  expect(await list.evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-project'))))).toEqual(ids)
  await list
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click()
  await expect(list).toHaveCount(3)
  await expect(count).toHaveText('3')
  const kept = ids.slice(1)
  expect(await stored(page, 'marsa-favourites')).toEqual(kept)

  // Share: the link opens the same list for someone else, who can save it all.
  const shareUrl = await page.getByLabel('Link to this list').inputValue()
  expect(shareUrl).toMatch(new RegExp(`/en/favourites\\?ids=${kept.join(',')}$`))
  const spouse = await browser.newContext()
  runtimeErrors.watch(spouse)
  const other = await spouse.newPage()
  await other.goto(shareUrl.replace(/^https?:\/\/[^/]+/, ''))
  await ready(other)
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('A shared list')
  expect(await other.locator('li[data-project]').evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-project'))))).toEqual(kept)
  await other.getByRole('button', { name: 'Save all to my list' }).click()
  expect(await stored(other, 'marsa-favourites')).toEqual(kept)
  await expect(other.getByRole('banner').locator('[data-favourites-count]')).toHaveText('3')
  await spouse.close()

  // Compare the three: side by side, the best of each row marked in text.
  for (const box of await page.getByRole('checkbox', { name: /^Compare/ }).all()) await box.check()
  await page.getByRole('button', { name: 'Compare selected' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/compare\\?ids=${kept.join('&ids=')}$`))
  const table = page.getByTestId('compare-table')
  await expect(table.locator('thead th[scope="col"]')).toHaveCount(3)
  await expect(table.locator('tr[data-row="price"] td[data-best]').first()).toContainText('Best')
})

test('compare takes at most four: the fifth box waits until one is unticked', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('marsa-favourites', '[1,2,3,4,5]'))
  await page.goto('/favourites')
  await ready(page)
  const boxes = page.getByRole('checkbox', { name: /^Compare/ })
  await expect(boxes).toHaveCount(5)
  for (let i = 0; i < 4; i++) await boxes.nth(i).check()
  await expect(boxes.nth(4)).toBeDisabled()
  await boxes.nth(0).uncheck()
  await expect(boxes.nth(4)).toBeEnabled()
})

test('recently viewed: the last properties opened, on the home page and other property pages, cleared on request', async ({ page }) => {
  await page.goto('/')
  await ready(page)
  // A first-time visitor: nothing rendered.
  await expect(page.getByTestId('recently-viewed')).toBeHidden()

  for (const id of [1, 2, 3]) {
    await page.goto(`/catalog/${id}`)
    await ready(page)
  }
  expect(await stored(page, 'marsa-recent')).toEqual([3, 2, 1])
  // On a property page: the others, not this one.
  const strip = page.getByTestId('recently-viewed')
  await expect(strip).toBeVisible()
  await expect(strip.getByRole('heading', { name: 'Recently viewed' })).toBeVisible()
  expect(await strip.locator('li[data-project]').evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-project'))))).toEqual([2, 1])

  await page.goto('/')
  await ready(page)
  await expect(strip.locator('li[data-project]')).toHaveCount(3)
  await strip.getByRole('button', { name: 'Clear' }).click()
  await expect(strip).toBeHidden()
  expect(await stored(page, 'marsa-recent')).toEqual([])
  await page.reload()
  await ready(page)
  await expect(strip).toBeHidden()
})

test('the property page heart says Save, then Saved, and the catalogue card shows it saved', async ({ page }) => {
  await page.goto('/catalog/1')
  await ready(page)
  const heart = page.getByTestId('favourite')
  await expect(heart).toHaveAccessibleName('Save')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(heart).toHaveAccessibleName('Saved')
  await page.goto('/catalog')
  await ready(page)
  await expect(page.locator('#results li[data-project="1"] [data-favourite]')).toHaveAttribute('aria-pressed', 'true')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shared list opens, removes by link and compares by the form; no heart is offered', async ({ page }) => {
    await page.goto('/favourites?ids=1,2,3')
    await expect(page.locator('li[data-project]')).toHaveCount(3)
    await expect(page.locator('[data-favourite]').first()).toBeHidden()
    await expect(page.getByRole('button', { name: 'Save all to my list' })).toBeHidden()
    await page
      .locator('li[data-project="2"]')
      .getByRole('link', { name: /^Remove/ })
      .click()
    await expect(page).toHaveURL(/\/en\/favourites\?ids=1,3$/)
    await page
      .getByRole('checkbox', { name: /^Compare/ })
      .first()
      .check()
    await page
      .getByRole('checkbox', { name: /^Compare/ })
      .last()
      .check()
    await page.getByRole('button', { name: 'Compare selected' }).click()
    await expect(page).toHaveURL(/\/en\/compare\?ids=1&ids=3$/)
    await expect(page.getByTestId('compare-table').locator('thead th[scope="col"]')).toHaveCount(2)
  })

  test('compare renders from the URL and Remove is a link', async ({ page }) => {
    await page.goto('/compare?ids=1,2,3')
    const table = page.getByTestId('compare-table')
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3)
    await expect(table.locator('td[data-best]').first()).toContainText('Best')
    await table
      .locator('thead th[scope="col"]')
      .first()
      .getByRole('link', { name: /^Remove/ })
      .click()
    await expect(page).toHaveURL(/\/en\/compare\?ids=2,3$/)
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(2)
  })

  test('the own list says it needs JavaScript, and points to share links', async ({ page }) => {
    await page.goto('/favourites')
    await expect(page.getByText('needs JavaScript to show')).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  for (const locale of ['en', 'ar']) {
    test(`compare (${locale}) scrolls inside its table, the row labels stay in view, the page never scrolls sideways`, async ({ page }) => {
      await page.goto(`/${locale}/compare?ids=1,2,3,4`)
      await ready(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const region = page.locator('section[aria-labelledby="compare-caption"]')
      await expect(region).toHaveAttribute('tabindex', '0')
      const label = page.locator('tr[data-row="price"] th[scope="row"]')
      const before = await label.boundingBox()
      await region.evaluate((el, left) => el.scrollBy({ left }), locale === 'ar' ? -300 : 300)
      await expect.poll(() => region.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(100)
      expect((await label.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0)
    })
  }

  test('the header heart and its count fit the phone header', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('marsa-favourites', '[1,2]'))
    await page.goto('/')
    await ready(page)
    const link = page.getByRole('banner').getByRole('link', { name: /Saved properties/ })
    await expect(link).toBeVisible()
    await expect(link.locator('[data-favourites-count]')).toHaveText('2')
  })
})

test('axe: /favourites (own list loaded, shared list) and /compare have no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => localStorage.setItem('marsa-favourites', '[1,2,3]'))
  for (const path of ['/favourites', '/favourites?ids=1,2', '/compare?ids=1,2,3', '/compare']) {
    await page.goto(path)
    await ready(page)
    if (path === '/favourites') await expect(page.locator('li[data-project]')).toHaveCount(3)
    expect(await axeViolations(page, WCAG21), path).toEqual([])
  }
})
