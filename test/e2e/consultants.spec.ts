// The consultant finder (spec section 2): filters by expertise and language; hydrated, it filters
// on change without a page load; with no match it shows the spec's warning and then the other
// available consultants; without JavaScript the same form works as a plain GET.
// The specs read the team from the island's own props, so they hold for any seeded content.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hoverUntilHydrated, waitForClient } from './helpers'

const NO_MATCH =
  "We couldn't find any consultants matching your specific search right now. But don't worry! Connect with one of our other available consultants..."

interface Team {
  consultants: { agentId: string; languages: string[]; expertise: string[] }[]
  languageOptions: { value: string; label: string }[]
  pageSize: number
}

async function team(page: Page): Promise<Team> {
  const props = await page.locator('script[data-island-props="ConsultantFinder"]').textContent()
  const parsed = JSON.parse(props ?? '{}') as Team
  expect(parsed.consultants.length, 'the e2e data has at least two consultants (seed/content)').toBeGreaterThan(1)
  return parsed
}

/** A language offered in the filter that no consultant speaks. */
function unspokenLanguage({ consultants, languageOptions }: Team): string {
  const spoken = new Set(consultants.flatMap((c) => c.languages))
  const code = languageOptions.map((o) => o.value).find((value) => !spoken.has(value))
  if (!code) throw new Error('every offered language is spoken by someone')
  return code
}

/** A language some consultants speak but not all, and who speaks it. */
function partlySpokenLanguage({ consultants }: Team): { code: string; agents: string[] } {
  for (const code of new Set(consultants.flatMap((c) => c.languages))) {
    const agents = consultants.filter((c) => c.languages.includes(code)).map((c) => c.agentId)
    if (agents.length < consultants.length) return { code, agents }
  }
  throw new Error('all consultants speak the same languages')
}

const finder = (page: Page) => page.locator('#consultants')
const cards = (page: Page) => finder(page).getByTestId('consultant')
const languageSelect = (page: Page) => finder(page).getByRole('combobox', { name: 'Language', exact: true })

test.describe('the consultant finder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await waitForClient(page)
    await finder(page).scrollIntoViewIfNeeded()
    await hoverUntilHydrated(languageSelect(page))
  })

  test('choosing a language no consultant speaks shows the warning, followed by the other available consultants', async ({ page }) => {
    const data = await team(page)
    const code = unspokenLanguage(data)
    await languageSelect(page).selectOption(code)

    const warning = finder(page).getByText(NO_MATCH, { exact: true })
    await expect(warning).toBeVisible()
    await expect(cards(page)).toHaveCount(Math.min(data.consultants.length, data.pageSize))
    const warningFirst = await warning.evaluate(
      (node, card) => Boolean(card && node.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING),
      await cards(page).first().elementHandle(),
    )
    expect(warningFirst, 'the warning comes before the consultants').toBe(true)
    await expect(page).toHaveURL(new RegExp(`\\?language=${code}#consultants$`))
  })

  test('filters instantly on change, without loading a page', async ({ page }) => {
    const data = await team(page)
    const { code, agents } = partlySpokenLanguage(data)
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })

    await languageSelect(page).selectOption(code)
    await expect(cards(page)).toHaveCount(Math.min(agents.length, data.pageSize))
    for (const agent of agents.slice(0, data.pageSize)) await expect(finder(page).locator(`[data-testid="consultant"][data-agent-id="${agent}"]`)).toBeVisible()
    await expect(finder(page).getByText(NO_MATCH)).toHaveCount(0)

    const expertise = data.consultants.find((c) => c.languages.includes(code))?.expertise[0] ?? 'off-plan'
    await finder(page).getByRole('combobox', { name: 'Expertise', exact: true }).selectOption(expertise)
    const both = data.consultants.filter((c) => c.languages.includes(code) && c.expertise.includes(expertise))
    await expect(cards(page)).toHaveCount(Math.min(both.length, data.pageSize))

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await expect(page).toHaveURL(new RegExp(`\\?expertise=${expertise}&language=${code}#consultants$|\\?language=${code}&expertise=${expertise}#consultants$`))

    await finder(page).getByRole('link', { name: 'Clear filters' }).click()
    await expect(cards(page)).toHaveCount(Math.min(data.consultants.length, data.pageSize))
    await expect(languageSelect(page)).toHaveValue('any')
  })

  test('"Request a call" carries the consultant\'s agent_id: to the form page without JavaScript, into the dialog with it', async ({ page }) => {
    const data = await team(page)
    const [first] = data.consultants
    const call = cards(page)
      .first()
      .getByRole('link', { name: /^Request a call/ })
    await expect(call).toHaveAttribute('data-agent-id', first?.agentId ?? '')
    // Links carry the page's language (the canonical URL).
    await expect(call).toHaveAttribute('href', `/en/request-call?agent_id=${first?.agentId}&next=%2Fen%23consultants`)
    await hoverUntilHydrated(call)
    await call.click()
    const dialog = page.getByRole('dialog', { name: 'Request a call' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('input[name="agent_id"]')).toHaveValue(first?.agentId ?? '')
  })
})

test.describe('the consultant finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('submits the filters as a GET form and shows the warning with the other consultants', async ({ page }) => {
    await page.goto('/')
    const data = await team(page)
    const code = unspokenLanguage(data)
    await languageSelect(page).selectOption(code)
    await finder(page).getByRole('button', { name: 'Show consultants' }).click()
    await expect(page).toHaveURL(new RegExp(`/en\\?expertise=any&language=${code}#consultants$`))
    await expect(finder(page).getByText(NO_MATCH, { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(Math.min(data.consultants.length, data.pageSize))
    await expect(languageSelect(page)).toHaveValue(code)
  })
})
