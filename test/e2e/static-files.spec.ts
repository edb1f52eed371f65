// Static files in a real browser against `wrangler dev`: they carry the security headers of
// assets/_headers (security review F9), and that file CSP breaks nothing: a floor plan opened on its
// own still draws with its <style>, and pages still load their CSS, fonts, scripts and images.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { waitForClient } from './helpers'

const ASSETS = join(import.meta.dirname, '../../assets')
const first = (dir: string, ext: string) => `/${dir}/${readdirSync(join(ASSETS, dir)).find((name) => name.endsWith(ext))}`

const FILES = [
  first('brochures', '.pdf'),
  first('images/plans', '.svg'),
  '/images/favicon.svg',
  '/favicon.ico',
  '/manifest.webmanifest',
  '/images/icons/apple-touch-icon.png',
  '/images/og-default.png',
  first('build', '.css'),
  first('build', '.js'),
  first('build/fonts', '.woff2'),
]

test('static files carry the security headers', async ({ request }) => {
  for (const path of FILES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}/)
    expect(headers['content-security-policy'], path).toMatch(/^default-src 'none';.*\bsandbox$/)
  }
})

test('a floor plan opened on its own draws with its own styles under the file CSP, and runs no script', async ({ browser }) => {
  // A context of its own, its console read here: a sandboxed document logs what the sandbox refuses.
  const context = await browser.newContext()
  const errors: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const failed: string[] = []
  context.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
  const page = await context.newPage()
  const plan = first('images/plans', '.svg')
  const response = await page.goto(plan)
  expect(response?.headers()['content-security-policy']).toContain('sandbox')
  // The plan's labels take their weight from the SVG's inline <style> (style-src 'unsafe-inline').
  await expect(page.locator('text.l').first()).toHaveCSS('font-weight', '600')
  await context.close()
  // Playwright puts a script of its own into every document: the sandbox refuses it, as it would a
  // script planted in an SVG. The tab asks for /favicon.ico: the file exists now (scripts/icons.ts; it
  // was the 404 page), but it is refused to the sandbox's opaque origin by Cross-Origin-Resource-Policy
  // (same-origin on every file, security review F9), so only that request may fail. Nothing else may.
  const expected = [/^Blocked script execution in '[^']*\.svg' because the document's frame is sandboxed/, /ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin/]
  expect(errors.filter((text) => !expected.some((pattern) => pattern.test(text)))).toEqual([])
  expect(errors.some((text) => expected[0]?.test(text))).toBe(true)
  expect(failed.filter((path) => path !== '/favicon.ico')).toEqual([])
})

test('pages still load their CSS, fonts, scripts and images from the files', async ({ page }) => {
  await page.goto('/')
  await waitForClient(page)
  // The web fonts come after the first paint, once the page is idle (src/lib/fonts.ts); the local
  // metric-matched stand-ins load before them, so wait for a web font itself, then for the rest.
  await page.waitForFunction(() => [...document.fonts].some((font) => font.family.replaceAll('"', '') === 'Inter Variable' && font.status === 'loaded'))
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready
    return {
      fonts: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      broken: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
      styled: getComputedStyle(document.body).display,
    }
  })
  expect(loaded.fonts).toContain('Inter Variable')
  expect(loaded.broken).toEqual([])
  expect(loaded.styled).toBe('flex')
})

test('web fonts: a first visit asks for them once the page has loaded, the next page from its head', async ({ page }) => {
  const fontTimes = () =>
    page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/build/fonts'))
      return { load: navigation.loadEventStart, domContentLoaded: navigation.domContentLoadedEventStart, starts: fonts.map((entry) => entry.startTime) }
    })
  await page.goto('/en/terms')
  await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((font) => font.status === 'loaded'))
  const first = await fontTimes()
  expect(first.starts.length).toBeGreaterThan(0)
  // Nothing of the fonts before the load event: the first paint never waits for them.
  expect(Math.min(...first.starts)).toBeGreaterThanOrEqual(first.load)
  await page.goto('/en/privacy')
  await expect(page.locator('head link[data-fonts]')).toHaveCount(1)
  const next = await fontTimes()
  // The stylesheet was asked for while the head was parsed (from the HTTP cache, with its fonts).
  expect(Math.min(...next.starts)).toBeLessThan(next.domContentLoaded)
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable')
})

// The web fonts swap in after the first paint (src/lib/fonts.ts). Until then the text is set in
// local stand-ins sized to their metrics (uno.config.ts), so the swap moves nothing a visitor would
// see: layout shift from the moment the fonts are asked for stays well under the 0.1 above which Web Vitals call it poor (without the stand-ins: 0.15 on /vienna).
for (const path of ['/vienna', '/', '/en/terms', '/fr/blog/dubai-marina-living']) {
  test(`web fonts swap in without moving the page on a first visit at phone width: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(path)
    await page.waitForFunction(() => document.querySelector('link[data-fonts]') !== null && document.fonts.status === 'loaded')
    await page.waitForFunction(() => [...document.fonts].some((font) => font.family === 'Inter Variable' && font.status === 'loaded'))
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const fontsAskedAt = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/build/fonts-'))?.startTime ?? 0
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (entry.startTime >= fontsAskedAt) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
    expect(shift).toBeLessThan(0.05)
  })
}
