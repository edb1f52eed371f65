// The header on a desktop or laptop: in every locale, from 1024 px up, it stays one line, no label
// breaks over two, and nothing is pushed out of it (below 1280 px the four links fold into the menu).
// On a phone, the menu closes when one of its links only scrolls the page (buyer review F4.2).
import { LOCALE_CODES } from '../../src/lib/i18n/locales'
import { expect, test } from './fixtures'
import { hoverUntilHydrated, waitForClient } from './helpers'

for (const width of [1024, 1280, 1440]) {
  test(`the header keeps every label on one line at ${width} px in every locale`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const broken: string[] = []
    for (const locale of LOCALE_CODES) {
      await page.goto(`/${locale}/catalog`)
      // Fonts as a later page has them (src/lib/fonts.ts): the widest the labels get.
      await page.evaluate(() => document.fonts.ready)
      const found = await page.evaluate(() => {
        const row = document.querySelector('header .container') as HTMLElement
        const problems: string[] = []
        if (row.scrollWidth > row.clientWidth + 1) problems.push(`row overflows by ${row.scrollWidth - row.clientWidth}px`)
        for (const control of row.querySelectorAll<HTMLElement>('a, summary')) {
          const box = control.getBoundingClientRect()
          // What a closed menu holds is not on screen; an open one is a panel of its own.
          if (!box.width || control.closest('details > :not(summary)')) continue
          // Each text of the label laid out on one line: a wrapped text has boxes on two or more.
          const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            if (!node.textContent?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top)))
            if (lines.size > 1) problems.push(`"${node.textContent.trim()}" wraps onto ${lines.size} lines`)
          }
        }
        return problems
      })
      broken.push(...found.map((problem) => `${locale}: ${problem}`))
    }
    expect(broken).toEqual([])
  })
}

test('between 1024 and 1279 px the four links are in the menu, from 1280 px in the header', async ({ page }) => {
  const nav = page.getByRole('banner').getByRole('navigation').filter({ visible: true })
  await page.setViewportSize({ width: 1100, height: 800 })
  await page.goto('/catalog')
  await expect(nav).toHaveCount(0)
  await page.getByRole('banner').locator('summary[aria-label]').filter({ visible: true }).last().click()
  await expect(nav.getByRole('link', { name: 'Property Catalogue' })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/catalog')
  await expect(nav.getByRole('link', { name: 'Property Catalogue' })).toBeVisible()
})

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('closes when one of its links scrolls this page (Connect With Expert on the home page), and stays open for Contact Us', async ({ page }) => {
    // The home page at its own URL, where the menu's link is this page's #consultants.
    await page.goto('/en')
    await waitForClient(page)
    const menu = page.getByRole('banner').locator('details:has(nav)')
    const toggle = menu.locator('> summary')
    await toggle.click()
    await expect(menu).toHaveAttribute('open', '')
    await menu.getByRole('link', { name: 'Connect With Expert' }).click()
    await expect(page).toHaveURL(/#consultants$/)
    // Closed: the consultant finder it scrolled to is not under the menu's panel.
    await expect(menu).not.toHaveAttribute('open')
    await expect(page.locator('#consultants-title')).toBeInViewport()

    // Contact Us opens its dialog over the menu; closing the dialog returns to the link, still in the open menu.
    await toggle.click()
    const contact = menu.getByRole('link', { name: 'Contact Us' })
    await hoverUntilHydrated(contact)
    await contact.click()
    const dialog = page.getByRole('dialog', { name: 'Contact Us' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menu).toHaveAttribute('open', '')
    await expect(contact).toBeFocused()
  })
})
