// The Worker entry: fetch serves a complete HTML document; scheduled() runs the cron jobs.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { expect, it } from 'vitest'
import worker from '../../worker/index'

it('serves the home page as a complete HTML document', async () => {
  const response = await SELF.fetch('http://example.com/')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
})

it('runs the scheduled handler without throwing', async () => {
  const ctx = createExecutionContext()
  await expect(worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env, ctx)).resolves.toBeUndefined()
  await waitOnExecutionContext(ctx)
})
