// Every route answers with its status and title; right-to-left locales render dir="rtl"; an unknown
// path gets the 404 page with the full path (spec sections 2 and 8).
import ar from '../../locales/ar.json' with { type: 'json' }
import en from '../../locales/en.json' with { type: 'json' }
import he from '../../locales/he.json' with { type: 'json' }
import { projects } from '../../seed/content/projects'
import { documentTitle } from '../../src/lib/seo'
import { expect, test } from './fixtures'

/** A project of the embedded default (its title has no translation, so it reads the same in ar). */
const project = projects.find((p) => p.id === 1)

const ROUTES: Array<[path: string, title: string]> = [
  ['/', documentTitle(en.home.title, 'Marsa')],
  ['/terms', documentTitle(en.legal.terms.title, 'Marsa')],
  ['/privacy', documentTitle(en.legal.privacy.title, 'Marsa')],
  ['/careers', documentTitle(en.careers.title, 'Marsa')],
  ['/partners', documentTitle(en.partners.title, 'Marsa')],
  ['/blog', documentTitle(en.blog.title, 'Marsa')],
  ['/blog/dubai-marina-living', documentTitle('Living in Dubai Marina: the waterfront neighbourhood explained', 'Marsa')],
  ['/catalog', documentTitle(en.catalog.title, 'Marsa')],
  ['/catalog/1', documentTitle(project?.title ?? '', 'Marsa')],
  ['/vienna', documentTitle(en.landing.vienna.title, 'Marsa')],
  ['/vienna-rak', documentTitle(en.landing.viennaRak.title, 'Marsa')],
]

test.describe('every route', () => {
  for (const [path, title] of ROUTES) {
    test(`${path} answers 200 with the title "${title}"`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test.describe('right-to-left locales', () => {
  const RTL: Array<[path: string, lang: string, title: string]> = [
    ['/ar', 'ar-AE', documentTitle(ar.home.title, 'Marsa')],
    ['/ar/terms', 'ar-AE', documentTitle(ar.legal.terms.title, 'Marsa')],
    ['/ar/catalog/1', 'ar-AE', documentTitle(project?.translations?.ar?.title ?? project?.title ?? '', 'Marsa')],
    ['/he/blog', 'he-IL', documentTitle(he.blog.title, 'Marsa')],
    ['/he/careers', 'he-IL', documentTitle(he.careers.title, 'Marsa')],
  ]
  for (const [path, lang, title] of RTL) {
    test(`${path} renders <html lang="${lang}" dir="rtl">`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    })
  }
})

test.describe('the 404 page', () => {
  for (const path of ['/no-such-page', '/catalog/not-a-number', '/blog/no-such-article', '/nowhere/deep?ref=mail']) {
    test(`shows "Page not found: " and the full path for ${path}, title "Page Not Found", status 404`, async ({ page, runtimeErrors }) => {
      // The browser logs the page's own 404 as a failed load.
      runtimeErrors.expect(new RegExp(`status of 404 \\(Not Found\\) \\(at [^)]*${path.replace(/[?.]/g, '\\$&')}\\)$`))
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page Not Found')
      await expect(page.getByTestId('error-description')).toHaveText(`Page not found: ${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    })
  }
})
