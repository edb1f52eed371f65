// Language negotiation as a browser sees it (path prefix > i18n_language cookie > Accept-Language >
// CF-IPCountry > en) and the header's language switcher, including the mirrored RTL layout.
import ar from '../../locales/ar.json' with { type: 'json' }
import de from '../../locales/de.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { languageSummary } from './helpers'

test.describe('language negotiation', () => {
  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' })

    test('Accept-Language gives German', async ({ page }) => {
      await page.goto('/terms')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.legal.terms.title)
    })

    test.describe('visiting from France', () => {
      test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'FR' } })

      test('the browser language beats the CF-IPCountry header', async ({ page }) => {
        await page.goto('/terms')
        await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
      })

      test('the i18n_language cookie beats CF-IPCountry and Accept-Language', async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'i18n_language', value: 'it', url: baseURL }])
        await page.goto('/terms')
        await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT')
      })

      test('a /fr/ path prefix beats the cookie', async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'i18n_language', value: 'it', url: baseURL }])
        await page.goto('/fr/terms')
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
        await page.goto('/terms')
        await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT')
      })
    })
  })

  test('an English browser with no other signal gets English', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })
})

test.describe('the language switcher', () => {
  test('switches /terms to Arabic on the same path, saves the cookie and mirrors the layout', async ({ page, context }) => {
    await page.goto('/terms')
    const homeLink = page.getByRole('banner').getByRole('link', { name: 'Marsa home' })
    const ltrLogo = await homeLink.boundingBox()
    const viewport = page.viewportSize()
    if (!ltrLogo || !viewport) throw new Error('the logo or the viewport has no size')
    expect(ltrLogo.x + ltrLogo.width).toBeLessThan(viewport.width / 2)

    await languageSummary(page).click()
    await page.getByRole('link', { name: /العربية/ }).click()

    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.legal.terms.title)
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_language')
    expect(cookie?.value).toBe('ar')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')

    // Mirrored: the logo now sits at the right edge, where it sat at the left before.
    const rtlHome = page.getByRole('banner').getByRole('link', { name: ar.header.home })
    const rtlLogo = await rtlHome.boundingBox()
    if (!rtlLogo) throw new Error('the logo has no size in Arabic')
    expect(rtlLogo.x).toBeGreaterThan(viewport.width / 2)
    expect(Math.abs(viewport.width - (rtlLogo.x + rtlLogo.width) - ltrLogo.x)).toBeLessThanOrEqual(2)

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('from a /fr/ page, switching to Deutsch shows the same page at its /de/ address', async ({ page, context }) => {
    await page.goto('/fr/careers')
    await languageSummary(page).click()
    await page.getByRole('link', { name: /Deutsch/ }).click()
    await expect(page).toHaveURL(/\/de\/careers$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    expect((await context.cookies()).find((c) => c.name === 'i18n_language')?.value).toBe('de')
  })
})
