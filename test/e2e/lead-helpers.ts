// What the specs that send leads share: a `test` whose every test posts from an address of its own
// (the lead endpoint allows 10 posts a minute per CF-Connecting-IP), the person who fills the forms,
// filling a form's contact fields, and reading a lead back from the outbox through the ops API (the
// e2e server sets OPS_TOKEN=e2e-ops-token).
import type { APIRequestContext, Locator } from '@playwright/test'
import { test as base, expect } from './fixtures'

export const OPS = { authorization: 'Bearer e2e-ops-token' }

export const PERSON = { name: 'Amal Haddad', email: 'amal.haddad@example.com', phone: '+971 50 123 4567', e164: '+971501234567' }

export type ContactField = 'name' | 'email' | 'phone'

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it needs none
  extraHTTPHeaders: async ({}, use, testInfo) => {
    let hash = 0
    for (const char of testInfo.testId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
    await use({ 'cf-connecting-ip': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}` })
  },
})

/** Types `person`'s details into the contact fields the form has. */
export async function fillContact(form: Locator, fields: readonly ContactField[] = ['name', 'email', 'phone'], person = PERSON): Promise<void> {
  if (fields.includes('name')) await form.locator('input[name="name"]').fill(person.name)
  if (fields.includes('email')) await form.locator('input[name="email"]').fill(person.email)
  if (fields.includes('phone')) await form.locator('input[name="telephone"]').fill(person.phone)
}

/** The outbox's row for `leadId` once it is there: the body the lead backend will receive, and the query it is sent with. */
export async function outboxLead(request: APIRequestContext, leadId: string): Promise<{ body: Record<string, unknown>; query: string }> {
  let row: { body: string; query: string } | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/ops/leads?limit=500', { headers: OPS })
        const { leads } = (await response.json()) as { leads: { lead_id: string; body: string; query: string }[] }
        row = leads.find((lead) => lead.lead_id === leadId)
        return Boolean(row)
      },
      { message: `lead ${leadId} is in the outbox` },
    )
    .toBe(true)
  return { body: JSON.parse(row?.body ?? '{}') as Record<string, unknown>, query: row?.query ?? '' }
}

/** The body of the outbox's lead `leadId`, as the lead backend will receive it. */
export const storedLead = async (request: APIRequestContext, leadId: string) => (await outboxLead(request, leadId)).body
