// Every lead form on the site, end to end: the request-a-call dialog (catalogue card, consultant
// card), floor plan and brochure requests (property page), the home consultation, the careers
// questionnaire, the blog subscription, the partner sign-up and both campaign pages. Each is sent
// with JavaScript (in place: "Thank You!" where the form was) and without (a plain post, then the
// /thank-you page), in English and in Arabic; each lead is then found in the outbox through the ops
// API with what was typed, the agent and the project. Also: the spec's field messages, inline and
// after a plain post, and the "Error" panel when sending fails.
//
// The endpoint allows 10 posts a minute per address (CF-Connecting-IP): every test posts from an
// address of its own. The e2e server sets OPS_TOKEN=e2e-ops-token.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { hoverUntilHydrated, waitForClient } from './helpers'
import { type ContactField, fillContact, PERSON, storedLead, test } from './lead-helpers'

type Locale = 'en' | 'ar'
type Source = 'request-call' | 'consultation' | 'floor-plan' | 'brochure' | 'careers' | 'subscription' | 'partner' | 'vienna' | 'vienna-rak'

/** `/catalog` in `locale`: `/ar/catalog`, `/ar`. */
const at = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`)

interface Opened {
  form: Locator
  /** What the lead must carry besides the contact details (agent, project, campaign…). */
  expected: Record<string, string>
}

interface FormCase {
  source: Source
  /** The page with the form, or with the link that opens it. */
  path: string
  /** An opener (a link to /request-call without JavaScript, the dialog with it); absent: the form is on the page. */
  opener?: string
  /** The on-page form. */
  form?: string
  /** Fields the form has: the subscription asks for an email only. */
  contact: ContactField[]
  expected?: Record<string, string>
}

const FORMS: FormCase[] = [
  { source: 'request-call', path: '/catalog', opener: '#results a[data-action="request-call"]', contact: ['name', 'email', 'phone'] },
  { source: 'request-call', path: '/', opener: '[data-testid="consultant"] a[data-action="request-call"]', contact: ['name', 'email', 'phone'] },
  { source: 'consultation', path: '/', form: '#consultation-form', contact: ['name', 'email', 'phone'] },
  { source: 'floor-plan', path: '/catalog/1-marina-crest-residences', opener: 'a[data-action="floor-plan"]', contact: ['name', 'email', 'phone'] },
  { source: 'brochure', path: '/catalog/1-marina-crest-residences', opener: 'a[data-action="brochure"]', contact: ['name', 'email', 'phone'] },
  { source: 'careers', path: '/careers', form: '#careers-form', contact: ['name', 'email', 'phone'] },
  { source: 'subscription', path: '/blog', form: '#subscribe-form', contact: ['email'] },
  { source: 'partner', path: '/partners', form: '#partner-form', contact: ['name', 'email', 'phone'] },
  {
    source: 'vienna',
    path: '/vienna?utm_source=e2e',
    form: '#vienna-form',
    contact: ['name', 'email', 'phone'],
    expected: { utm_project: 'Vienna Residences', utm_campaign: 'vienna', utm_source: 'e2e' },
  },
  {
    source: 'vienna-rak',
    path: '/vienna-rak',
    form: '#vienna-rak-form',
    contact: ['name', 'email', 'phone'],
    expected: { utm_project: 'Vienna Bay Residences', utm_campaign: 'vienna-rak' },
  },
]

const title = (form: FormCase) => `${form.source}${form.opener?.includes('consultant') ? ' (consultant card)' : form.opener ? ` (${form.path})` : ''}`

/** What an opener carries to the lead: its agent and the project named in its link. */
async function carried(opener: Locator): Promise<Record<string, string>> {
  const expected: Record<string, string> = {}
  const agent = await opener.getAttribute('data-agent-id')
  if (agent) expected.agent_id = agent
  const project = new URL((await opener.getAttribute('href')) ?? '', 'http://x').searchParams.get('project')
  if (project) expected.utm_project = project
  return expected
}

/** Opens the form of `form` on `locale`'s page: in the dialog with JavaScript, on the /request-call page without. */
async function openForm(page: Page, form: FormCase, locale: Locale, js: boolean): Promise<Opened> {
  await page.goto(at(locale, form.path))
  if (js) await waitForClient(page)
  if (form.form) {
    const element = page.locator(`form${form.form}`)
    if (js) await hoverUntilHydrated(element)
    return { form: element, expected: { ...form.expected } }
  }
  const opener = page.locator(form.opener ?? '').first()
  const expected = await carried(opener)
  if (!js) {
    await opener.click()
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/request-call')}\\?`))
    return { form: page.locator(`form#lead-${form.source}`), expected }
  }
  await hoverUntilHydrated(opener)
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return { form: dialog.locator('form'), expected }
}

/** The careers questionnaire after the contact step: one step at a time with JavaScript, all at once without. */
async function answerQuestionnaire(form: Locator, js: boolean) {
  const next = form.locator('button[data-step="next"]')
  if (js) {
    await next.click()
    await expect(form.locator('legend:visible').first()).toBeFocused()
  }
  await form.locator('input[name="s1"][value="Yes"]').check()
  await form.locator('select[name="s2"]').selectOption('3–5 years')
  await form.locator('input[name="s3"][value="Both"]').check()
  await form.locator('select[name="s4"]').selectOption('6–10')
  if (js) await next.click()
  await form.locator('input[name="s5"][value="No"]').check()
  if (js) {
    await form.locator('input[type="checkbox"][value="Arabic"]').check()
    await form.locator('input[type="checkbox"][value="English"]').check()
    await next.click()
    // Back keeps the answers.
    await form.locator('button[data-step="back"]').click()
    await expect(form.locator('input[type="checkbox"][value="English"]')).toBeChecked()
    await next.click()
  } else await form.locator('input[name="s6"]').fill('Arabic, English')
  await form.locator('textarea[name="s7"]').fill('I enjoy helping families find their home.')
  await form.locator('textarea[name="s8"]').fill('My network in Abu Dhabi and Riyadh.')
  await form.locator('textarea[name="s9"]').fill('Five years selling cars.')
}

function expectLead(lead: Record<string, unknown>, form: FormCase, expected: Record<string, string>) {
  expect(lead.source).toBe(form.source)
  if (form.contact.includes('name')) expect(lead.name).toBe(PERSON.name)
  expect(lead.email).toBe(PERSON.email)
  if (form.contact.includes('phone')) expect(lead.phone).toBe(PERSON.e164)
  expect(lead).toMatchObject(expected)
  if (form.source === 'careers')
    expect(lead).toMatchObject({
      additional_info1: 'Yes',
      additional_info2: '3–5 years',
      additional_info3: 'Both',
      additional_info4: '6–10',
      additional_info5: 'No',
      additional_info6: 'Arabic, English',
      additional_info7: 'I enjoy helping families find their home.',
    })
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`lead forms with JavaScript (${locale})`, () => {
    // A visitor in Dubai: the lead carries the offset in minutes east of UTC.
    test.use({ timezoneId: 'Asia/Dubai' })

    for (const form of FORMS) {
      test(`${title(form)}: sends in place, shows "Thank You!" and the lead is stored`, async ({ page, request }) => {
        const { form: element, expected } = await openForm(page, form, locale, true)
        await fillContact(element, form.contact)
        if (form.source === 'careers') await answerQuestionnaire(element, true)
        const answer = page.waitForResponse((r) => r.url().includes('/api/leads') && r.request().method() === 'POST')
        await element.locator('button[type="submit"]').click()
        const response = await answer
        expect(response.status()).toBe(200)
        expect(response.request().headers()['content-type']).toBe('application/json')
        const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, string>
        expect(sent.locale).toBe(locale)
        expect(sent.timezone_offset).toBe('240')
        expect(sent.language).toBe('en-US')
        const { lead_id } = (await response.json()) as { lead_id: string }

        const success = page.getByTestId('lead-success')
        await expect(success).toBeVisible()
        await expect(success.getByRole('heading')).toBeFocused()
        if (locale === 'en') {
          await expect(success.getByRole('heading')).toHaveText('Thank You!')
          await expect(page.locator('#notifications').getByRole('status').filter({ hasText: 'Thank You!' })).toBeVisible()
        }
        if (form.source === 'floor-plan') await expect(page.getByTestId('lead-download')).toHaveAttribute('href', /\.(svg|png|jpe?g|webp|pdf)$/)
        if (form.source === 'brochure') {
          // The project's brochure, offered once the visitor has left their details; it is a real PDF.
          const download = page.getByTestId('lead-download')
          await expect(download).toHaveAttribute('href', /^\/brochures\/[a-z0-9-]+\.pdf$/)
          const pdf = await page.request.get((await download.getAttribute('href')) ?? '')
          expect(pdf.headers()['content-type']).toBe('application/pdf')
          expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
        }

        expectLead(await storedLead(request, lead_id), form, expected)
      })
    }
  })

  test.describe(`lead forms without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    for (const form of FORMS) {
      test(`${title(form)}: posts the form and lands on /thank-you; the lead is stored`, async ({ page, request }) => {
        const { form: element, expected } = await openForm(page, form, locale, false)
        await fillContact(element, form.contact)
        if (form.source === 'careers') await answerQuestionnaire(element, false)
        const leadId = await element.locator('input[name="lead_id"]').inputValue()
        await element.locator('button[type="submit"]').click()

        await expect(page).toHaveURL(new RegExp(`${at(locale, '/thank-you')}\\?source=${form.source}&next=`))
        await expect(page.locator('h1')).toBeVisible()
        if (locale === 'en') await expect(page.locator('h1')).toHaveText('Thank You!')
        // The brochure and the floor plan are offered once the details are in, as with JavaScript.
        if (form.source === 'brochure') await expect(page.getByTestId('lead-download')).toHaveAttribute('href', /^\/brochures\/[a-z0-9-]+\.pdf$/)
        if (form.source === 'floor-plan') await expect(page.getByTestId('lead-download')).toHaveAttribute('href', /^\/images\/plans\/[a-z0-9-]+\.svg$/)

        const lead = await storedLead(request, leadId)
        expectLead(lead, form, expected)
        // Without JavaScript the browser's language is unknown: the page's is used.
        expect(lead.language_iso).toBe(locale)
      })
    }
  })
}

test.describe('the phone field', () => {
  test('reads a national number in the chosen country, and follows the country of a number typed with +', async ({ page, request }) => {
    await page.goto('/')
    await waitForClient(page)
    const form = page.locator('form#consultation-form')
    await hoverUntilHydrated(form)
    const country = form.locator('select[name="telephone_country"]')
    await expect(country).toHaveValue(/^[A-Z]{2}$/)
    await form.locator('input[name="telephone"]').fill('+7 701 234 5678')
    await expect(country).toHaveValue('KZ')
    await form.locator('input[name="telephone"]').fill('')
    await country.selectOption('GB')
    await form.locator('input[name="telephone"]').fill('020 7946 0958')
    await form.locator('input[name="name"]').fill(PERSON.name)
    await form.locator('input[name="email"]').fill(PERSON.email)
    const answer = page.waitForResponse((r) => r.url().includes('/api/leads') && r.request().method() === 'POST')
    await form.locator('button[type="submit"]').click()
    const { lead_id } = (await (await answer).json()) as { lead_id: string }
    const lead = await storedLead(request, lead_id)
    expect(lead).toMatchObject({ phone: '+442079460958', country_iso: 'GB' })
  })

  // The server sends the selector with its chosen country only (the whole list waits as <noscript> text,
  // off the first paint): it must be complete before anyone can open it.
  test('the country selector is named at once and holds every country as soon as it gets focus, before the page is idle', async ({ page }) => {
    // No idle time ever: only the contact can complete the selector.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await page.goto('/')
    await waitForClient(page)
    const country = page.locator('form#consultation-form select[data-name="telephone_country"]')
    await expect(country).toHaveAttribute('name', 'telephone_country')
    await expect(country.locator('option')).toHaveCount(1)
    const chosen = await country.inputValue()
    await country.focus()
    expect(await country.locator('option').count()).toBeGreaterThanOrEqual(240)
    await expect(country).toHaveValue(chosen)
    await expect(country.locator('option[value="GB"]')).toHaveText('🇬🇧 United Kingdom +44')
  })

  test('every country selector on the page is complete once the page is idle, without any contact', async ({ page }) => {
    await page.goto('/partners')
    await waitForClient(page)
    const country = page.locator('select[data-name="telephone_country"]')
    await expect(country).toHaveCount(1)
    await expect.poll(() => country.locator('option').count()).toBeGreaterThanOrEqual(240)
    await expect(page.locator('select[name="telephone_country"]')).toHaveCount(1)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the visitor country (CF-IPCountry) is preselected and a national number is read in it', async ({ page, request }) => {
      await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'SA', 'cf-connecting-ip': '10.250.1.1' })
      await page.goto('/request-call')
      const form = page.locator('form#lead-request-call')
      await expect(form.locator('select[name="telephone_country"]')).toHaveValue('SA')
      await fillContact(form, ['name', 'email'])
      await form.locator('input[name="telephone"]').fill('050 123 4567')
      const leadId = await form.locator('input[name="lead_id"]').inputValue()
      await form.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/thank-you\?/)
      expect(await storedLead(request, leadId)).toMatchObject({ phone: '+966501234567', country_iso: 'SA' })
    })
  })
})

// On a slow phone the form's script is still loading when the visitor starts typing (the island
// wakes on first contact, src/client.tsx): what they type and their press on Send must survive it.
test.describe('before the form has woken', () => {
  test('details typed and Send pressed while the script loads reach the lead, sent in place', async ({ page, request }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Everything the loader fetches on contact (React, the island) waits until the visitor is done.
    await page.route(/\/build\/c\/[^/]+\.js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await waitForClient(page)
    const form = page.locator('form#consultation-form')
    const island = form.locator('xpath=ancestor::*[@data-island][1]')
    await form.locator('input[name="name"]').click()
    await page.keyboard.type(PERSON.name)
    await form.locator('input[name="email"]').click()
    await page.keyboard.type(PERSON.email)
    await form.locator('input[name="telephone"]').click()
    await page.keyboard.type(PERSON.phone)
    await expect(island).not.toHaveAttribute('data-hydrated', '')
    const answer = page.waitForResponse((r) => r.url().includes('/api/leads') && r.request().method() === 'POST')
    await form.locator('button[type="submit"]').click()
    release()

    const response = await answer
    expect(response.status()).toBe(200)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('lead-success')).toBeVisible()
    const { lead_id } = (await response.json()) as { lead_id: string }
    expect(await storedLead(request, lead_id)).toMatchObject({ name: PERSON.name, email: PERSON.email, phone: PERSON.e164 })
  })
})

test.describe('field messages', () => {
  test('with JavaScript: an empty name and an invalid phone are shown under their fields before anything is sent', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url())
    })
    const { form } = await openForm(page, FORMS[2] as FormCase, 'en', true)
    await form.getByRole('textbox', { name: 'Email' }).fill(PERSON.email)
    await form.getByRole('textbox', { name: 'Phone number' }).fill('12')
    await form.getByRole('button', { name: 'Book my consultation' }).click()

    const name = form.getByRole('textbox', { name: 'Full name' })
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('You have entered incorrect name')
    const phone = form.getByRole('textbox', { name: 'Phone number' })
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription('You have entered incorrect phone number')
    await expect(form.getByRole('alert')).toContainText('Please check the following:')
    await expect(form.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid')
    expect(posts).toEqual([])

    // The summary's links lead to their fields.
    await form.getByRole('alert').getByRole('link', { name: 'You have entered incorrect phone number' }).click()
    await expect(phone).toBeFocused()
  })

  test('with JavaScript, in Arabic: the same fields are marked invalid', async ({ page }) => {
    const { form } = await openForm(page, FORMS[2] as FormCase, 'ar', true)
    await form.locator('input[name="email"]').fill(PERSON.email)
    await form.locator('input[name="telephone"]').fill('12')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('input[name="name"]')).toBeFocused()
    await expect(form.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.locator('input[name="telephone"]')).toHaveAttribute('aria-invalid', 'true')
  })

  test('the questionnaire uses its own wording, and Next stays on a step with a mistake', async ({ page }) => {
    const { form } = await openForm(page, FORMS[5] as FormCase, 'en', true)
    await expect(form.getByText('Step 1 of 4')).toBeVisible()
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByText('Enter your full name to complete the contact information.').first()).toBeVisible()
    await expect(form.getByText('Enter your correct email to complete the contact information.').first()).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full name' })).toBeFocused()
    await expect(form.getByText('Step 1 of 4')).toBeVisible()
    await fillContact(form, ['name', 'email'])
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByText('Step 2 of 4')).toBeVisible()
    await expect(form.getByRole('group', { name: 'Your experience' })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const locale of ['en', 'ar'] as const) {
      test(`(${locale}) a blank name and an invalid phone come back with the form, what was typed kept`, async ({ page, runtimeErrors }) => {
        // The form comes back with status 400, which the browser logs as a failed load.
        runtimeErrors.expect(/status of 400 \(Bad Request\) \(at [^)]*\/api\/leads\)$/)
        await page.goto(at(locale, '/request-call?agent_id=MRS-101&project=Marina%20Crest'))
        const form = page.locator('form#lead-request-call')
        const leadId = await form.locator('input[name="lead_id"]').inputValue()
        // Spaces pass the browser's own "required" check; the server trims them away.
        await form.locator('input[name="name"]').fill('   ')
        await form.locator('input[name="email"]').fill(PERSON.email)
        await form.locator('input[name="telephone"]').fill('12')
        await form.locator('button[type="submit"]').click()

        await expect(page).toHaveURL(new RegExp(`${at(locale, '/api/leads')}$`))
        const again = page.locator('form#lead-request-call')
        await expect(again.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true')
        await expect(again.locator('input[name="telephone"]')).toHaveAttribute('aria-invalid', 'true')
        await expect(again.locator('input[name="email"]')).not.toHaveAttribute('aria-invalid')
        await expect(again.locator('input[name="email"]')).toHaveValue(PERSON.email)
        await expect(again.locator('input[name="telephone"]')).toHaveValue('12')
        await expect(again.locator('input[name="agent_id"]')).toHaveValue('MRS-101')
        // The same idempotency key: sending it again still stores one lead.
        await expect(again.locator('input[name="lead_id"]')).toHaveValue(leadId)
        await expect(again.getByRole('alert')).toBeVisible()
        if (locale === 'en') {
          await expect(again.getByRole('alert')).toContainText('You have entered incorrect name')
          await expect(again.getByRole('alert')).toContainText('You have entered incorrect phone number')
        }
      })
    }
  })
})

test.describe('when sending fails', () => {
  test('shows "Error / Something went wrong, maybe try again later", keeps what was typed, and Try again sends it', async ({
    page,
    request,
    runtimeErrors,
  }) => {
    runtimeErrors.expect(/status of 503 \(Service Unavailable\) \(at [^)]*\/api\/leads\)$/)
    const { form } = await openForm(page, FORMS[2] as FormCase, 'en', true)
    await fillContact(form, ['name', 'email', 'phone'])
    await page.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false,"error":"unavailable"}' }))
    await form.getByRole('button', { name: 'Book my consultation' }).click()

    const failed = page.getByTestId('lead-failed')
    await expect(failed).toBeVisible()
    await expect(failed.getByRole('heading', { name: 'Error' })).toBeFocused()
    await expect(failed).toContainText('Something went wrong, maybe try again later')
    await expect(page.locator('#notifications').getByRole('alert').filter({ hasText: 'Error' })).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(PERSON.name)
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue(PERSON.phone)

    await page.unroute('**/api/leads')
    const answer = page.waitForResponse((r) => r.url().includes('/api/leads'))
    await failed.getByRole('button', { name: 'Try again' }).click()
    const { lead_id } = (await (await answer).json()) as { lead_id: string }
    await expect(page.getByTestId('lead-success')).toBeVisible()
    expect((await storedLead(request, lead_id)).source).toBe('consultation')
  })

  test('a network failure shows the same panel', async ({ page, runtimeErrors }) => {
    runtimeErrors.expect(/net::ERR_INTERNET_DISCONNECTED \(at [^)]*\/api\/leads\)$/)
    const { form } = await openForm(page, FORMS[7] as FormCase, 'en', true)
    await fillContact(form, ['name', 'email', 'phone'])
    await page.route('**/api/leads', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Become a partner' }).click()
    await expect(page.getByTestId('lead-failed')).toContainText('Something went wrong, maybe try again later')
    await expect(form.getByRole('button', { name: 'Become a partner' })).toBeEnabled()
  })
})
