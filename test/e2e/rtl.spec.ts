// Right-to-left on a phone (issue 12 item 7): in Arabic and Hebrew at 390 × 844 every page type fits the
// screen, toasts slide in from and swipe out to the left (the inline end), directional arrows point the
// reading way, Latin runs (names, e-mail, permit/ORN/BRN numbers) are isolated, and the compliance labels
// never break inside a word.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hoverUntilHydrated, waitForClient } from './helpers'

const RTL = ['ar', 'he'] as const
const ARTICLE = 'an article'
/** Every page type with the status it answers on the e2e site (sign-in: no account backend there). */
const PAGES: [string, number][] = [
  ['/', 200],
  ['/catalog', 200],
  ['/catalog/1', 200],
  ['/blog', 200],
  [ARTICLE, 200],
  ['/careers', 200],
  ['/partners', 200],
  ['/terms', 200],
  ['/privacy', 200],
  ['/account/sign-in', 503],
  ['/thank-you', 200],
  ['/no-such-page', 404],
]

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** The first article on the blog list in `locale`, without the locale prefix. */
async function firstArticle(page: Page, locale: string): Promise<string> {
  await page.goto(`/${locale}/blog`)
  const href = await page.locator('main a[href*="/blog/"]').first().getAttribute('href')
  expect(href).toBeTruthy()
  return String(href).replace(`/${locale}`, '')
}

/** The x scale of an element's computed transform: -1 mirrored, 1 as drawn (no transform counts as 1). */
async function scaleX(icon: Locator): Promise<number> {
  return icon.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform).a)
}

/**
 * Which way an arrow icon points on screen. Its path is a shaft and a `<` or `>` head; halfway along
 * the path lies on the head's first stroke, so it sits on the head's side of the 24-unit box. The
 * element's CSS transform (a mirror or a half turn, about the box's centre) is applied to that point.
 */
async function pointsTo(icon: Locator): Promise<'left' | 'right'> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector('path') as SVGPathElement
    const point = path.getPointAtLength(path.getTotalLength() / 2)
    const transform = getComputedStyle(svg).transform
    const m = new DOMMatrixReadOnly(transform === 'none' ? undefined : transform)
    const x = m.a * (point.x / 24 - 0.5) + m.c * (point.y / 24 - 0.5)
    return x > 0 ? 'right' : 'left'
  })
}

for (const locale of RTL) {
  test.describe(`${locale} on a phone`, () => {
    for (const [path, status] of PAGES) {
      test(`${path} does not scroll sideways at 390 px`, async ({ page, runtimeErrors }) => {
        // The error pages log their own status as a failed load.
        if (status !== 200) runtimeErrors.expect(new RegExp(`status of ${status}`))
        const target = path === ARTICLE ? await firstArticle(page, locale) : path
        const response = await page.goto(`/${locale}${target}`)
        expect(response?.status()).toBe(status)
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
        expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.client)
        // No page lets words break at any letter (overflow-wrap:anywhere split Arabic words mid-letter).
        const anywhere = await page.evaluate(
          () => [...document.querySelectorAll('main *')].filter((el) => getComputedStyle(el).overflowWrap === 'anywhere').length,
        )
        expect(anywhere, 'elements with overflow-wrap:anywhere').toBe(0)
        // The 404's path is a left-to-right isolate: its leading "/" stays in front.
        if (status === 404) await expect(page.getByTestId('error-description')).toContainText(`\u2066/${locale}${path}\u2069`)
      })
    }

    test('a toast slides in from the left edge and is dismissed by a swipe to the left, not to the right', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
        // Toasts stay until swiped away while the test looks at them.
        const setTimeout = window.setTimeout
        Object.defineProperty(window, 'setTimeout', {
          value: (fn: () => void, ms?: number, ...rest: unknown[]) => setTimeout(fn, ms === 5000 ? 600_000 : ms, ...rest),
          configurable: true,
        })
      })
      await page.goto(`/${locale}${await firstArticle(page, locale)}`)
      await waitForClient(page)
      const share = page.locator('section[aria-labelledby="blog-share"] button').first()
      await share.scrollIntoViewIfNeeded()
      await hoverUntilHydrated(share)
      await share.click()
      const toast = page.locator('#notifications [data-toast]')
      await expect(toast).toHaveCount(1)

      // The enter animation starts off to the left (the inline end in RTL) and ends in place: held at
      // its first frame, then at its last.
      const [from, to] = await toast.evaluate((el: HTMLElement) => {
        const at = (delay: string) => {
          el.style.animation = 'none'
          void el.offsetWidth
          el.style.animation = `toast-in 100s linear ${delay} paused both`
          return el.getBoundingClientRect().left
        }
        const start = at('0s')
        const end = at('-100s')
        // Left without the animation (restoring it would replay the slide): the toast stays in place.
        el.style.animation = 'none'
        return [start, end]
      })
      expect(from).toBeLessThan(to - 50)

      const swipe = async (dx: number) => {
        const box = await toast.boundingBox()
        if (!box) throw new Error('toast not shown')
        const y = box.y + box.height / 2
        const x = box.x + box.width / 2
        await page.mouse.move(x, y)
        await page.mouse.down()
        for (let step = 1; step <= 5; step++) await page.mouse.move(x + (dx * step) / 5, y)
        await page.mouse.up()
      }
      // Towards the right (the inline start): nothing happens.
      await swipe(120)
      await page.waitForTimeout(400)
      await expect(toast).toHaveCount(1)
      // That drag selected text; a press on a selection would start dragging the text instead.
      await page.evaluate(() => getSelection()?.removeAllRanges())
      // Towards the left: gone.
      await swipe(-120)
      await expect(toast).toHaveCount(0)
    })

    test('arrows point the reading way: forward to the left, back to the right', async ({ page }) => {
      const article = await firstArticle(page, locale)
      await page.goto(`/${locale}${article}`)
      const back = page.locator(`article header a[href="/${locale}/blog"] svg`)
      const forward = page.locator('section[aria-labelledby="blog-related"] a[href*="topic="] svg').first()
      expect(await scaleX(back)).toBe(-1)
      expect(await pointsTo(back)).toBe('right')
      expect(await pointsTo(forward)).toBe('left')
      // The same icons in English point the other way.
      await page.goto(`/en${article}`)
      expect(await pointsTo(page.locator('article header a[href="/en/blog"] svg'))).toBe('left')
      expect(await pointsTo(page.locator('section[aria-labelledby="blog-related"] a[href*="topic="] svg').first())).toBe('right')
    })

    test('Latin runs are isolated: author names, e-mail, phone, permit/ORN/BRN', async ({ page }) => {
      await page.goto(`/${locale}/blog`)
      const names = page.locator('main article bdi, main li bdi')
      expect(await names.count()).toBeGreaterThan(0)
      await expect(page.locator('footer a[href^="mailto:"]')).toHaveAttribute('dir', 'ltr')
      await expect(page.locator('footer a[href^="tel:"]')).toHaveAttribute('dir', 'ltr')
      // "© 2026 Marsa … L.L.C." as one left-to-right run (the year stayed behind the name), one full stop.
      const copyright = page.getByTestId('footer-copyright')
      await expect(copyright).toHaveAttribute('dir', 'ltr')
      await expect(copyright).toHaveText(/^© \d{4} Marsa Real Estate Brokerage L\.L\.C\.$/)
      await expect(page.getByTestId('footer-address')).toHaveJSProperty('tagName', 'BDI')

      await page.goto(`/${locale}${await firstArticle(page, locale)}`)
      await expect(page.locator('article header bdi').first()).toBeVisible()
      // Whatever is still English on the page is marked so, and set left to right.
      for (const el of await page.locator('main [lang="en"]:is(h1, h2, p, ul, ol)').all()) await expect(el).toHaveAttribute('dir', 'ltr')

      await page.goto(`/${locale}/catalog/1`)
      const compliance = page.getByTestId('compliance')
      for (const id of ['permit', 'orn', 'brn']) await expect(compliance.getByTestId(id)).toHaveAttribute('dir', 'ltr')
    })

    test('the compliance labels stay on one line, whole words', async ({ page }) => {
      await page.goto(`/${locale}/catalog/1`)
      const labels = page.getByTestId('compliance').locator('dt')
      await expect(labels).toHaveCount(4)
      for (const label of await labels.all()) {
        const lines = await label.evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          // One line box: every fragment of the text shares the first one's top.
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          return tops.size
        })
        expect(lines, `label "${await label.textContent()}" wraps`).toBe(1)
        expect(await label.evaluate((el) => getComputedStyle(el).overflowWrap)).not.toBe('anywhere')
      }
      // The property page no longer lets any word break anywhere (it split Arabic words mid-letter).
      expect(
        await page
          .locator('article')
          .first()
          .evaluate((el) => getComputedStyle(el).overflowWrap),
      ).toBe('break-word')
    })
  })
}
