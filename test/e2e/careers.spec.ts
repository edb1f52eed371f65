// The careers page in real Chromium: every section of the spec in order, the five application steps,
// and the calls to action that lead to the questionnaire (which test/e2e/leads.spec.ts fills in).
import en from '../../locales/en.json' with { type: 'json' }
import { expect, test } from './fixtures'

const { careers } = en

test.describe('the careers page', () => {
  test('shows culture, values, join the elite, the application process and the questionnaire, in that order', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careers.headline)
    const headings = page.locator('main h2')
    const titles = (await headings.allTextContents()).map((title) => title.trim())
    const expected = [careers.culture.title, careers.values.title, careers.elite.title, careers.process, en.leads.forms.careers.title]
    expect(titles.filter((title) => expected.includes(title))).toEqual(expected)
    const steps = page.locator('#process + ol > li h3')
    await expect(steps).toHaveText(
      ['questionnaire', 'review', 'interview', 'selection', 'offer'].map((step) => careers.steps[step as keyof typeof careers.steps].title),
    )
  })

  test('"Apply now" in join the elite leads to the questionnaire', async ({ page }) => {
    await page.goto('/careers')
    await page.locator('#elite').getByRole('link', { name: careers.elite.cta }).click()
    await expect(page).toHaveURL(/\/careers#apply$/)
    await expect(page.locator('#careers-form')).toBeInViewport()
  })
})
