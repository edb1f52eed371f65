// Pages cross-fade into each other (`@view-transition { navigation: auto }`), but a link to a file (a
// floor plan's SVG, a brochure's PDF) must not start a transition: the file cannot take part, and
// Chromium reports the aborted transition as an uncaught error in it ("Transition was skipped").
// src/client.tsx skips it on `pageswap`. Today the files' CSP `sandbox` (assets/_headers) makes them
// cross-origin documents, so no transition reaches them anyway; the client's guard is checked here
// with the event a same-origin file would get, so it holds whatever headers the files come with.
import { expect, test } from './fixtures'
import { waitForClient } from './helpers'

/** Dispatches the `pageswap` a navigation to `path` fires, with a live transition; says whether it ran or was skipped. */
function leaveFor(path: string): Promise<string> {
  const transition = document.startViewTransition(() => {})
  const event = new Event('pageswap')
  Object.defineProperties(event, {
    activation: { value: { entry: { url: new URL(path, location.href).href } } },
    viewTransition: { value: transition },
  })
  dispatchEvent(event)
  return transition.ready.then(
    () => 'ran',
    (error: Error) => `skipped: ${error.message}`,
  )
}

test.beforeEach(async ({ page }) => {
  await page.goto('/catalog/1-marina-crest-residences')
  await waitForClient(page)
})

for (const path of ['/images/plans/marina-crest-residences-1.svg', '/brochures/marina-crest-residences.pdf', '/images/og-default.png']) {
  test(`leaving for the file ${path} skips the page transition`, async ({ page }) => {
    expect(await page.evaluate(leaveFor, path)).toMatch(/^skipped: Transition was skipped/)
  })
}

for (const path of ['/catalog', '/ar/blog/dubai-marina-living', '/catalog/2?currency=USD#floor-plans']) {
  test(`leaving for the page ${path} keeps the page transition`, async ({ page }) => {
    expect(await page.evaluate(leaveFor, path)).toBe('ran')
  })
}
