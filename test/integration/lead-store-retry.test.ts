// A lead meets a D1 blip (the database object reset, its connection lost) at the moment it is
// stored: the endpoint repeats the insert and the visitor gets their "Thank You!", with the lead
// stored once, including when the lost answer belonged to an insert that did commit. A database
// that stays down still gets the honest 503. The worker runs with the real local D1 behind a
// wrapper that fails chosen inserts into the outbox.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/app'
import { ORIGIN } from './helpers'
import { freshIp, rowsOf, VALID } from './lead-helpers'

/** How an outbox insert fails: before it runs, or after it committed (its answer lost). */
type Fault = 'before' | 'after'

const lost = () => new Error('D1_ERROR: Network connection lost.')

/** The real D1, whose inserts into `leads` meet `faults` one by one; `inserts` counts the attempts. */
function flakyDb(faults: Fault[]) {
  const state = { inserts: 0 }
  const statement = (real: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(real, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql)
        if (prop === 'run' && sql.trimStart().startsWith('INSERT INTO leads'))
          return async () => {
            state.inserts++
            const fault = faults.shift()
            if (fault === 'before') throw lost()
            const result = await target.run()
            if (fault === 'after') throw lost()
            return result
          }
        const value = Reflect.get(target, prop, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => statement(target.prepare(sql), sql)
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db, state }
}

async function postWith(db: D1Database, body: Record<string, string>) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(body),
    }),
    { ...env, DB: db },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

afterEach(() => vi.restoreAllMocks())

describe('a lead stored through a D1 blip', () => {
  it('is stored when the first insert fails before it runs, and the visitor is thanked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { db, state } = flakyDb(['before'])
    const email = `blip-${crypto.randomUUID()}@example.com`
    const leadId = crypto.randomUUID()
    const response = await postWith(db, { ...VALID, email, lead_id: leadId })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, lead_id: leadId })
    expect(state.inserts).toBe(2)
    const rows = await rowsOf(email)
    expect(rows.map((r) => [r.lead_id, r.status])).toEqual([[leadId, 'pending']])
  })

  it('is stored once when the insert committed but its answer was lost', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { db, state } = flakyDb(['after', 'before'])
    const email = `lost-answer-${crypto.randomUUID()}@example.com`
    const leadId = crypto.randomUUID()
    const response = await postWith(db, { ...VALID, email, lead_id: leadId })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, lead_id: leadId })
    expect(state.inserts).toBe(3)
    expect((await rowsOf(email)).map((r) => r.lead_id)).toEqual([leadId])
  })

  it('logs each retry with the lead id and no personal data', async () => {
    const warned: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warned.push(String(line)))
    const email = `logged-${crypto.randomUUID()}@example.com`
    const leadId = crypto.randomUUID()
    await postWith(flakyDb(['before']).db, { ...VALID, email, lead_id: leadId })
    const retries = warned.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === 'lead store retried')
    expect(retries).toEqual([expect.objectContaining({ lead_id: leadId, attempt: 1, error: expect.stringContaining('Network connection lost') })])
    expect(warned.join('\n')).not.toContain(email)
  })

  it('answers 503 with the reason when D1 stays down, after a few attempts, and stores nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { db, state } = flakyDb(['before', 'before', 'before', 'before', 'before'])
    const email = `down-${crypto.randomUUID()}@example.com`
    const response = await postWith(db, { ...VALID, email, lead_id: crypto.randomUUID() })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: 'unavailable' })
    expect(state.inserts).toBe(4)
    expect(await rowsOf(email)).toEqual([])
  })
})
