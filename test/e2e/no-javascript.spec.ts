// Without JavaScript the site still works: Contact Us leads to the footer's contact block and the
// language menu (a <details> of plain links) still switches language.
import { expect, test } from './fixtures'
import { headerContact, languageSummary } from './helpers'

test.use({ javaScriptEnabled: false })

test.describe('without JavaScript', () => {
  test('Contact Us is a link to the footer #contact section', async ({ page }) => {
    await page.goto('/terms')
    const contact = headerContact(page)
    await expect(contact).toHaveAttribute('href', '#contact')
    await contact.click()
    await expect(page).toHaveURL(/\/terms#contact$/)
    const section = page.locator('#contact')
    await expect(section).toBeInViewport()
    await expect(section.getByRole('link', { name: /\+971 4 558 2100/ })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the language switcher still works', async ({ page, context }) => {
    await page.goto('/privacy')
    await languageSummary(page).click()
    await page.getByRole('link', { name: /Français/ }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    expect((await context.cookies()).find((c) => c.name === 'i18n_language')?.value).toBe('fr')
  })
})
