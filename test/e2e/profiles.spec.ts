// The developer and consultant pages in a real browser: a consultant's page on a phone (WhatsApp to
// their number; a call-back with and without JavaScript lands a lead with their agent_id, found in
// the outbox through the ops API), a developer's page listing its projects, axe in both colour modes,
// and Arabic right to left.
import { expect } from './fixtures'
import { axeViolations, hoverUntilHydrated, storeColorMode, waitForClient } from './helpers'
import { fillContact, PERSON, storedLead, test } from './lead-helpers'

const LAYLA = { path: '/consultants/layla-haddad', agentId: 'MRS-101', phone: '971504417201' }

test.describe('a consultant’s page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows who they are and links WhatsApp straight to their number', async ({ page }) => {
    await page.goto(LAYLA.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Layla Haddad')
    await expect(page.getByTestId('consultant-brn')).toHaveText('BRN 48213')
    await expect(page.getByTestId('consultant-languages')).toHaveText('English, Arabic, and French')
    const whatsapp = page.getByTestId('consultant-whatsapp')
    await expect(whatsapp).toBeInViewport()
    const href = new URL((await whatsapp.getAttribute('href')) ?? '')
    expect(href.origin + href.pathname).toBe(`https://wa.me/${LAYLA.phone}`)
    expect(href.searchParams.get('text')).toContain('/consultants/layla-haddad')
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    // Their listings and the reviews about them.
    await expect(page.locator('[data-testid="consultant-project"]').first()).toBeVisible()
    await expect(page.locator('[data-review-id]').first()).toBeVisible()
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('a call-back with JavaScript opens the dialog and lands a lead with their agent_id', async ({ page, request }) => {
    await page.goto(LAYLA.path)
    await waitForClient(page)
    const opener = page.locator(`header a[data-action="request-call"][data-agent-id="${LAYLA.agentId}"]`)
    await hoverUntilHydrated(opener)
    await opener.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const form = dialog.locator('form')
    await fillContact(form)
    const answer = page.waitForResponse((r) => r.url().includes('/api/leads') && r.request().method() === 'POST')
    await form.locator('button[type="submit"]').click()
    const response = await answer
    expect(response.status()).toBe(200)
    const { lead_id } = (await response.json()) as { lead_id: string }
    await expect(page.getByTestId('lead-success')).toBeVisible()
    expect(await storedLead(request, lead_id)).toMatchObject({ source: 'request-call', agent_id: LAYLA.agentId, email: PERSON.email })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a call-back goes through the form page and lands a lead with their agent_id', async ({ page, request }) => {
      await page.goto(LAYLA.path)
      await page.locator(`header a[data-action="request-call"][data-agent-id="${LAYLA.agentId}"]`).click()
      await expect(page).toHaveURL(/\/request-call\?agent_id=MRS-101&next=/)
      const form = page.locator('form#lead-request-call')
      await expect(form.locator('input[name="agent_id"]')).toHaveValue(LAYLA.agentId)
      const leadId = await form.locator('input[name="lead_id"]').inputValue()
      await fillContact(form)
      await form.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/thank-you\?source=request-call&next=/)
      expect(await storedLead(request, leadId)).toMatchObject({ source: 'request-call', agent_id: LAYLA.agentId, email: PERSON.email })
    })
  })
})

test('a developer’s page lists its projects, and a card’s developer name leads back to it', async ({ page }) => {
  await page.goto('/developers/sobha')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobha')
  await expect(page.getByTestId('track-record').locator('p')).toHaveCount(3)
  const cards = page.getByTestId('developer-project')
  await expect(cards).not.toHaveCount(0)
  for (const card of await cards.all()) await expect(card.getByTestId('card-developer')).toHaveText('Sobha')
  await page.goto('/developers')
  await page.getByRole('link', { name: 'Sobha', exact: true }).click()
  await expect(page).toHaveURL(/\/developers\/sobha$/)
})

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violations on the developer index, a developer and a consultant (${mode})`, async ({ page }) => {
    await storeColorMode(page, mode)
    for (const path of ['/developers', '/developers/emaar', LAYLA.path, '/ar/consultants/layla-haddad']) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveClass(new RegExp(mode === 'dark' ? '\\bdark\\b' : '^(?!.*\\bdark\\b)'))
      expect(await axeViolations(page), `${path} (${mode})`).toEqual([])
    }
  })
}

test('in Arabic the pages read right to left, the trail and the cards mirrored', async ({ page }) => {
  await page.goto('/ar/developers/emaar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' })
  const [home, index] = [crumbs.getByRole('link').nth(0), crumbs.getByRole('link').nth(1)]
  const homeBox = await home.boundingBox()
  const indexBox = await index.boundingBox()
  // The first crumb stands at the right, the next to its left.
  expect((homeBox?.x ?? 0) > (indexBox?.x ?? 0)).toBe(true)
  await page.goto('/ar/consultants/layla-haddad')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Layla Haddad')
})
