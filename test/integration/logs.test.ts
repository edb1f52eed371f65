// Structured logs (src/lib/log.server.ts): each line is one JSON object; a request's lines carry the
// id echoed in `x-request-id`, a cron run's lines its job and a job id; a lead's personal data (name,
// email, phone, IP, message) is in none of them.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { backendEnv } from './content-helpers'
import { post, VALID } from './lead-helpers'

type Line = Record<string, unknown>

/** Every console line written during the test, parsed (a line that is not JSON fails the test). */
function captureLogs(): Line[] {
  const lines: Line[] = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      expect(args, 'one argument: the JSON line').toHaveLength(1)
      lines.push(JSON.parse(String(args[0])) as Line)
    })
  return lines
}

afterEach(() => vi.restoreAllMocks())

describe('a request', () => {
  it("logs the stored lead with the response's request id, and none of the lead's personal data", async () => {
    const lines = captureLogs()
    const ip = '198.51.100.77'
    const ray = '7a6b5c4d3e2f1a0b-DXB'
    const leadId = crypto.randomUUID()
    const response = await post({ ...VALID, lead_id: leadId, comments: 'Call me about the villa' }, { headers: { 'cf-connecting-ip': ip, 'cf-ray': ray } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe(ray)
    const stored = lines.find((line) => line.event === 'lead stored')
    expect(stored).toMatchObject({ level: 'info', request_id: ray, lead_id: leadId, source: 'consultation', outcome: 'new' })
    expect(typeof stored?.time).toBe('string')
    const text = JSON.stringify(lines)
    for (const secret of ['Amira', 'Saleh', 'amira@example.com', '50 123', '4567', ip, 'villa'])
      expect(text, `logs must not carry "${secret}"`).not.toContain(secret)
  })
})

describe('a cron run', () => {
  it('logs under its job name and a job id of its own, and a failing job is one error line', async () => {
    const lines = captureLogs()
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), backendEnv('down').env, ctx)
    await waitOnExecutionContext(ctx)
    const failed = lines.filter((line) => line.event === 'scheduled job failed')
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ level: 'error', job: 'content-sync' })
    expect(failed[0]?.job_id).toMatch(/^[0-9a-f-]{36}$/)
    // The sync's own lines (the pull that failed) carry the same job id.
    const pulls = lines.filter((line) => line.event === 'content sync: pull failed')
    expect(pulls.length).toBeGreaterThan(0)
    for (const line of pulls) expect(line).toMatchObject({ job: 'content-sync', job_id: failed[0]?.job_id })
    expect(lines.every((line) => line.request_id === undefined)).toBe(true)
  })

  it('gives each run a new job id', async () => {
    const ids: unknown[] = []
    for (let i = 0; i < 2; i++) {
      const lines = captureLogs()
      const ctx = createExecutionContext()
      await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), backendEnv('down').env, ctx)
      await waitOnExecutionContext(ctx)
      ids.push(lines.find((line) => line.event === 'scheduled job failed')?.job_id)
      vi.restoreAllMocks()
    }
    expect(ids[0]).toBeTruthy()
    expect(ids[0]).not.toBe(ids[1])
  })
})
