// Shared steps for the e2e specs: wait for the island loader before interacting (STYLE.md), and
// find the header controls that are visible at the current viewport width.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/** Resolves once src/client.tsx has wired every island (`<html data-client-loaded>`). */
export async function waitForClient(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-client-loaded', '')
}

/**
 * Resolves once the web fonts are in. They come after the first paint (src/lib/fonts.ts) and reflow
 * the text as they swap in: a test that measures where something lies on the page waits for them.
 */
export async function webFontsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('link[data-fonts]') !== null && document.fonts.status === 'loaded')
}

/** The header's "Contact Us" that is shown at this width (the phone menu holds a hidden twin). */
export function headerContact(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).filter({ visible: true })
}

/** The header's language menu (a <details> of /lang/{code} links) shown at this width, in any locale. */
export function languageSummary(page: Page): Locator {
  return page.getByRole('banner').locator('details:has(a[href^="/lang/"]) > summary').filter({ visible: true })
}

/**
 * Hovers `control` and waits until the island around it has hydrated, so the next click reaches
 * React. Specs about what an island does use this; islands.spec.ts covers clicking straight away.
 */
export async function hoverUntilHydrated(control: Locator): Promise<void> {
  const island = control.locator('xpath=ancestor::*[@data-island][1]')
  await control.hover()
  await expect(island).toHaveAttribute('data-hydrated', '')
}

/** Adds `localStorage['nuxt-color-mode'] = mode` before any page script runs, on every navigation. */
export async function storeColorMode(page: Page, mode: 'system' | 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('nuxt-color-mode', value)
    } catch {
      // about:blank has no storage.
    }
  }, mode)
}

/** WCAG rule sets axe checks: 2.0 A/AA by default; `WCAG21` adds 2.1 A/AA. */
export const WCAG2 = ['wcag2a', 'wcag2aa']
export const WCAG21 = [...WCAG2, 'wcag21a', 'wcag21aa']

/** axe's violations on the page as it is now, summarised so a failure says what and where. */
export async function axeViolations(page: Page, tags: string[] = WCAG2) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), why: n.failureSummary })),
  }))
}
