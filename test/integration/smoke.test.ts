// The Worker entry: fetch serves a complete HTML document; each cron of scheduled() runs its own jobs
// (every minute: due leads go to the lead backend; every five: content is pulled from the content
// backend), seen from both fake backends. wrangler.toml's crons equal the job table: test/unit/crons.test.ts.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { storeLead } from '../../src/modules/leads/outbox.server'
import worker from '../../worker/index'
import { CRONS } from '../../worker/scheduled'
import { backendEnv, clearContent, requestsOf, syncRows } from './content-helpers'
import type { ReceivedLead } from './fake-lead-backend'

it('serves the home page as a complete HTML document', async () => {
  const response = await SELF.fetch('http://example.com/')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
})

/** The worker env with a fresh run of both fake backends, and what each of them received. */
function backends(content: 'up' | 'down' = 'up') {
  const sync = backendEnv(content)
  const run = crypto.randomUUID()
  return {
    env: { ...sync.env, LEAD_API_BASE: `${inject('leadApiUrl')}/up/${run}`, LEAD_API_TIMEOUT_MS: '2000' },
    leadsReceived: async () => ((await (await fetch(`${inject('leadApiUrl')}/__leads/${run}`)).json()) as ReceivedLead[]).map((r) => r.body?.lead_id),
    contentRequests: () => requestsOf(sync.run),
  }
}

/** A lead stored a minute ago whose first delivery did not happen: due for the sweep. */
async function pendingLead(): Promise<string> {
  const leadId = crypto.randomUUID()
  const lead = {
    name: 'Amira Saleh',
    email: 'amira@example.com',
    phone: '+971501234567',
    lead_id: leadId,
    country_iso: 'AE',
    language_iso: 'en',
    source: 'consultation',
    utm_call_queue: false,
  } as const
  await storeLead(env.DB, lead, 'source_code=example.com&language_iso=en&country_iso=AE', Date.now() - 60_000)
  return leadId
}

const leadStatus = (leadId: string) => env.DB.prepare('SELECT status FROM leads WHERE lead_id = ?').bind(leadId).first<string>('status')

async function runCron(cron: string, configured: Env): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron, scheduledTime: Date.now() }), configured, ctx)
  await waitOnExecutionContext(ctx)
}

describe('scheduled()', () => {
  beforeEach(async () => {
    await env.DB.prepare('DELETE FROM leads').run()
    await clearContent(env.DB)
  })

  it('the every-minute cron delivers a pending lead, and leaves the content alone', async () => {
    const { env: configured, leadsReceived, contentRequests } = backends()
    const id = await pendingLead()
    await runCron(CRONS.everyMinute, configured)
    expect(await leadStatus(id)).toBe('sent')
    expect(await leadsReceived()).toEqual([id])
    expect(await contentRequests()).toEqual([])
    expect(await syncRows(env.DB)).toEqual({})
  })

  it('the five-minute cron pulls the content, and leaves the outbox alone', async () => {
    const { env: configured, leadsReceived, contentRequests } = backends()
    const id = await pendingLead()
    await runCron(CRONS.everyFiveMinutes, configured)
    expect((await contentRequests()).length).toBeGreaterThan(0)
    const rows = Object.values(await syncRows(env.DB))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r) => r.error)).toEqual(rows.map(() => null))
    expect(await leadStatus(id)).toBe('pending')
    expect(await leadsReceived()).toEqual([])
  })

  it('a schedule the table does not know (a trigger added in the dashboard) runs every job', async () => {
    const { env: configured, leadsReceived, contentRequests } = backends()
    const id = await pendingLead()
    await runCron('0 3 * * *', configured)
    expect(await leadsReceived()).toEqual([id])
    expect((await contentRequests()).length).toBeGreaterThan(0)
  })

  it('a failing job does not stop the others: the content backend is down, the lead still goes out', async () => {
    const { env: configured, leadsReceived } = backends('down')
    const id = await pendingLead()
    await runCron('0 3 * * *', configured)
    expect(await leadsReceived()).toEqual([id])
    expect(Object.values(await syncRows(env.DB)).some((r) => r.error)).toBe(true)
  })
})
