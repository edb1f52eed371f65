// Each page inlines only its page group's CSS (scripts/build.ts, docs/decisions/020-page-css.md): a
// class that is on the page but not in that CSS would show unstyled. Checked on the served HTML of
// every page type in English and Arabic, and on what the browser renders after the dialogs that are
// drawn in the browser only (the contact dialog, the request-call form) have opened. UnoCSS itself
// says which rule each class needs.

import type { Page } from '@playwright/test'
import { createGenerator, type UnoGenerator } from '@unocss/core'
import unoConfig from '../../uno.config'
import { expect, test } from './fixtures'
import { headerContact, hoverUntilHydrated, waitForClient } from './helpers'
import { localized, PAGE_TYPES } from './page-types'

let uno: UnoGenerator | undefined
const generator = async () => {
  uno ??= await createGenerator(unoConfig)
  return uno
}

/** The page's inline CSS (the one <style> in its head). */
function inlineCss(html: string): string {
  return html.match(/<style nonce="[^"]+">([\s\S]*?)<\/style>/)?.[1] ?? ''
}

/**
 * The utilities in `markup`'s class attributes whose rules `css` lacks. Each used token is generated
 * alone; its first selector (e.g. `.sm\:py-28`) must appear in the page's CSS.
 */
async function missingRules(markup: string, css: string): Promise<string[]> {
  const uno = await generator()
  const classes = [...markup.matchAll(/\sclass="([^"]*)"/g)].map(([, value]) => value).join(' ')
  const { matched } = await uno.generate(classes, { preflights: false, minify: true })
  const missing: string[] = []
  for (const token of matched) {
    const { css: own } = await uno.generate(new Set([token]), { preflights: false, minify: true })
    // Without the layer comment and the at-rules around the rule (`@media (min-width:640px){`).
    const selector = own
      .replace(/\/\*[^*]*\*\//g, '')
      .replace(/^(?:@[^{]+\{)+/, '')
      .match(/^([^{,]+)/)?.[1]
    if (selector && !css.includes(selector)) missing.push(token)
  }
  return missing.sort()
}

const withoutStyle = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '')

test.describe('page CSS', () => {
  for (const type of PAGE_TYPES)
    for (const locale of ['en', 'ar'])
      test(`${type.name} (${locale}): every class in the served page has its rule in the page's inline CSS`, async ({ request }) => {
        const response = await request.get(localized(type.path, locale), { headers: { 'accept-language': locale } })
        const html = await response.text()
        const css = inlineCss(html)
        expect(css.length, 'the page inlines its CSS').toBeGreaterThan(10_000)
        expect(await missingRules(withoutStyle(html), css)).toEqual([])
      })

  /** Every class in the rendered DOM now, against the page's inline CSS. */
  async function expectStyled(page: Page) {
    const markup = await page.evaluate(() => document.body.outerHTML)
    const css = await page.evaluate(() => document.querySelector('style')?.textContent ?? '')
    expect(await missingRules(markup, css)).toEqual([])
  }

  test('the contact dialog, drawn in the browser, is styled on a legal page', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    await hoverUntilHydrated(headerContact(page))
    await headerContact(page).click()
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
    await expectStyled(page)
  })

  test('the request-call form, drawn in the browser, is styled on the catalogue', async ({ page }) => {
    await page.goto('/catalog')
    await waitForClient(page)
    const opener = page.locator('#results a[data-action="request-call"]').first()
    await hoverUntilHydrated(opener)
    await opener.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expectStyled(page)
  })
})
