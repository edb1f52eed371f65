// An area guide once Dubai Land Department data is imported: transaction prices beside asking prices,
// axe 0 violations in both color modes. The data comes through the real import: scripts/e2e-server.sh
// runs `scripts/dld-import.ts test/fixtures/dld-transactions.csv` on this site's state before the site
// starts (E2E_DLD_FILE), never while a server holds that state (a second process writing its SQLite
// files made the running D1 drop requests).
import { expect, test } from '../fixtures'
import { axeViolations, waitForClient } from '../helpers'
import { INTEGRATIONS_URL } from './config'

test.use({ baseURL: INTEGRATIONS_URL })

const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test.describe('with Dubai Land Department data imported', () => {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({ colorScheme: mode })

      test('transaction prices beside asking prices, axe 0 violations', async ({ page }) => {
        await page.goto('/areas/downtown-dubai')
        await expect(page.locator('html')).toHaveAttribute('data-color-value', mode)
        await waitForClient(page)
        await expect(page.getByRole('img', { name: /median asking price and median transaction price per sq ft in Downtown Dubai/ })).toBeVisible()
        await expect(page.getByRole('columnheader', { name: 'Sold, median' })).toBeVisible()
        await expect(page.getByTestId('transactions-source')).toContainText('Dubai Land Department')
        expect(await axeViolations(page, WCAG22)).toEqual([])
      })
    })
  }
})
