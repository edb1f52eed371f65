// POST /api/content/webhook: the content backend's webhook starts a sync in the background. Only
// with the shared secret, only JSON, at most 64 KB; 503 while the sync is not configured.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { backendEnv, clearContent, projectIds, syncRows, WEBHOOK_SECRET } from './content-helpers'
import { FAKE_PROJECTS } from './fake-backend-data'

const WEBHOOK_URL = 'https://marsa.example/api/content/webhook'

function webhook(body: string, headers: Record<string, string> = {}): Request {
  return new Request(WEBHOOK_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json', ...headers },
    body,
  })
}

/** Sends `request` to the worker configured for the fake backend, then waits for its background work. */
async function send(request: Request, configured = backendEnv('up').env): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, configured, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

beforeEach(async () => {
  await clearContent(env.DB)
})

describe('a webhook the worker refuses', () => {
  it('answers 503 JSON when the content backend is not configured', async () => {
    const response = await SELF.fetch(webhook('{}'))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: { status: 503, message: 'Content sync is not configured' } })
  })

  it('answers 503 when the webhook secret is not set', async () => {
    const response = await send(webhook('{}'), { ...backendEnv('up').env, CONTENT_WEBHOOK_SECRET: '' } as Env)
    expect(response.status).toBe(503)
  })

  it.each([
    ['no Authorization header', { authorization: '' }],
    ['a wrong secret', { authorization: `Bearer ${WEBHOOK_SECRET}x` }],
    ['a secret prefix', { authorization: `Bearer ${WEBHOOK_SECRET.slice(0, -1)}` }],
    ['another scheme', { authorization: `Basic ${WEBHOOK_SECRET}` }],
  ])('answers 401 JSON with %s, and syncs nothing', async (_label, headers) => {
    const response = await send(webhook('{"model":"project"}', headers))
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: { status: 401, message: 'Unauthorized' } })
    expect(await projectIds(env.DB)).toEqual([])
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])('answers 415 for content type "%s"', async (type) => {
    const response = await send(webhook('{"model":"project"}', { 'content-type': type }))
    expect(response.status).toBe(415)
    expect(await projectIds(env.DB)).toEqual([])
  })

  it('answers 413 for a body over 64 KB', async () => {
    const response = await send(webhook(JSON.stringify({ model: 'project', entry: { text: 'x'.repeat(64 * 1024) } })))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: { status: 413, message: 'Payload too large' } })
    expect(await projectIds(env.DB)).toEqual([])
  })

  it('answers 413 for a body over 64 KB sent without a Content-Length', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ entry: 'x'.repeat(70 * 1024) }))
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(big)
        controller.close()
      },
    })
    const request = new Request(WEBHOOK_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect((await send(request)).status).toBe(413)
  })

  it('answers 400 for malformed JSON', async () => {
    const response = await send(webhook('{"model":'))
    expect(response.status).toBe(400)
    expect(await projectIds(env.DB)).toEqual([])
  })

  it.each([
    ['{"model":42}', 'model'],
    [JSON.stringify({ event: 'x'.repeat(101) }), 'event'],
  ])('answers 400 naming the field for a payload of the wrong shape (%s)', async (body, field) => {
    const response = await send(webhook(body))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { status: 400, message: `Unexpected payload: ${field} must be a short string`, field } })
    expect(await projectIds(env.DB)).toEqual([])
  })

  it('answers 400 for a payload that is not an object', async () => {
    const response = await send(webhook('[1,2]'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { status: 400, message: 'Unexpected payload: a JSON object is expected' } })
  })
})

describe('an accepted webhook', () => {
  it('answers 202 { accepted: true } and syncs the entity named by `model` in the background', async () => {
    const response = await send(webhook(JSON.stringify({ event: 'entry.update', model: 'project', uid: 'api::project.project', entry: { id: 501 } })))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: true })
    expect(await projectIds(env.DB)).toEqual(FAKE_PROJECTS.map((p) => p.id))
    expect(Object.keys(await syncRows(env.DB))).toEqual(['projects'])
  })

  it('syncs every entity when the payload names no model', async () => {
    const response = await send(webhook(JSON.stringify({ event: 'media.create', media: { id: 3 } }), { authorization: `bearer ${WEBHOOK_SECRET}` }))
    expect(response.status).toBe(202)
    expect(Object.keys(await syncRows(env.DB)).sort()).toEqual([
      'articles',
      'consultants',
      'developers',
      'faqs',
      'locations',
      'partners',
      'projects',
      'reviews',
    ])
  })

  it('answers 202 even when the backend is down: the failure is recorded, the site is unchanged', async () => {
    const response = await send(webhook('{"model":"faq"}'), backendEnv('down').env)
    expect(response.status).toBe(202)
    expect((await syncRows(env.DB)).faqs?.error).toMatch(/^network/)
  })

  it('needs no Origin header (server to server)', async () => {
    const request = webhook('{"model":"review"}', { origin: 'https://cms.elsewhere.example' })
    expect((await send(request)).status).toBe(202)
  })
})
