import { describe, expect, it, vi } from 'vitest'
import { type StrapiOptions, strapiRequest, strapiUrl } from './client.server'
import { StrapiError } from './errors'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A fetch stub answering from a list, one response (or thrown error) per call. */
function stubFetch(...answers: Array<Response | Error>) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const next = answers.shift()
    if (!next) throw new Error('unexpected call')
    if (next instanceof Error) throw next
    return next
  })
}

const base = (fetch: StrapiOptions['fetch'], extra: Partial<StrapiOptions> = {}): StrapiOptions => ({
  baseUrl: 'https://cms.test/',
  prefix: '/api',
  retryDelayMs: 0,
  fetch,
  ...extra,
})

async function failure(promise: Promise<unknown>): Promise<StrapiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StrapiError)
  return error as StrapiError
}

describe('strapiUrl', () => {
  it('joins base, the version 4 prefix, the path and a bracketed query', () => {
    expect(strapiUrl({ baseUrl: 'https://cms.test/', prefix: 'api/' }, 'projects', { pagination: { page: 2 } })).toBe(
      'https://cms.test/api/projects?pagination[page]=2',
    )
  })

  it('drops the prefix on version 3', () => {
    expect(strapiUrl({ baseUrl: 'https://cms.test', prefix: '/api', version: 3 }, '/projects')).toBe('https://cms.test/projects')
  })

  it('merges a query string in the path with the query object, the object winning', () => {
    expect(strapiUrl({ baseUrl: 'https://cms.test' }, '/users/me?populate[]=role&a=1', { a: 2 })).toBe('https://cms.test/users/me?populate[]=role&a=2')
  })
})

describe('strapiRequest', () => {
  it('sends JSON with the bearer token when one is configured and returns the parsed answer', async () => {
    const fetch = stubFetch(json({ jwt: 'x' }))
    await expect(strapiRequest(base(fetch, { token: 'secret' }), '/auth/local', { method: 'POST', body: { identifier: 'a' } })).resolves.toEqual({ jwt: 'x' })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://cms.test/api/auth/local')
    const headers = init?.headers as Record<string, string>
    expect(headers.authorization).toBe('Bearer secret')
    expect(headers['content-type']).toBe('application/json')
    expect(headers.accept).toBe('application/json')
    expect(init?.body).toBe('{"identifier":"a"}')
  })

  it('sends no Authorization header without a token', async () => {
    const fetch = stubFetch(json({}))
    await strapiRequest(base(fetch), '/projects')
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined
    expect(headers).toBeDefined()
    expect(headers?.authorization).toBeUndefined()
  })

  it('returns undefined for an empty answer', async () => {
    await expect(strapiRequest(base(stubFetch(new Response(null, { status: 204 }))), '/x', { method: 'DELETE' })).resolves.toBeUndefined()
  })
})

describe('retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i', async (status) => {
    const fetch = stubFetch(json({}, status), json({ ok: true }))
    await expect(strapiRequest(base(fetch), '/projects')).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'] as const)('retries %s exactly once, then throws', async (method) => {
    const fetch = stubFetch(json({}, 503), json({}, 503), json({ ok: true }))
    expect((await failure(strapiRequest(base(fetch), '/x', { method }))).status).toBe(503)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it.each(['POST', 'PATCH'] as const)('never retries %s', async (method) => {
    const fetch = stubFetch(json({}, 503), json({ ok: true }))
    await failure(strapiRequest(base(fetch), '/x', { method, body: {} }))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([400, 401, 403, 404, 422, 501])('does not retry %i', async (status) => {
    const fetch = stubFetch(json({}, status), json({ ok: true }))
    expect((await failure(strapiRequest(base(fetch), '/x'))).status).toBe(status)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('retries a network error once', async () => {
    const fetch = stubFetch(new TypeError('connection refused'), json({ ok: true }))
    await expect(strapiRequest(base(fetch), '/x')).resolves.toEqual({ ok: true })
  })

  it('honours retry: 0', async () => {
    const fetch = stubFetch(json({}, 503), json({ ok: true }))
    await failure(strapiRequest(base(fetch, { retry: 0 }), '/x'))
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('time-out', () => {
  const hang = vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  )

  it('gives up each attempt after timeoutMs and reports a time-out', async () => {
    hang.mockClear()
    const started = Date.now()
    const error = await failure(strapiRequest(base(hang, { timeoutMs: 30 }), '/x'))
    expect(error.failure).toBe('timeout')
    expect(error.unavailable).toBe(true)
    expect(hang).toHaveBeenCalledTimes(2)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('errors', () => {
  it('carries the error body from the response', async () => {
    const body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } }
    const error = await failure(strapiRequest(base(stubFetch(json(body, 403))), '/x'))
    expect(error.body).toEqual(body)
    expect(error.message).toBe('Forbidden')
    expect(error.failure).toBe('http')
  })

  it('uses the version 4 default when the response has no error body', async () => {
    const error = await failure(strapiRequest(base(stubFetch(new Response('Bad gateway', { status: 502 }), new Response('', { status: 502 }))), '/x'))
    expect(error.status).toBe(502)
    expect(error.body).toEqual({ data: null, error: { status: 500, name: 'UnknownError', message: '502', details: {} } })
  })

  it('uses the version 3 default on version 3', async () => {
    const error = await failure(strapiRequest(base(stubFetch(new Response('nope', { status: 404 })), { version: 3 }), '/x'))
    expect(error.body).toEqual({ error: 'UnknownError', message: '404', statusCode: 500 })
  })

  it('uses the default when the backend cannot be reached', async () => {
    const error = await failure(strapiRequest(base(stubFetch(new TypeError('fetch failed'), new TypeError('fetch failed'))), '/x'))
    expect(error.failure).toBe('network')
    expect(error.body).toEqual({ data: null, error: { status: 500, name: 'UnknownError', message: 'fetch failed', details: {} } })
  })

  it('reports an unreadable success answer as a parse failure with the default body', async () => {
    const error = await failure(strapiRequest(base(stubFetch(new Response('{"data": [', { status: 200 }))), '/x'))
    expect(error.failure).toBe('parse')
    expect(error.body).toMatchObject({ error: { status: 500, name: 'UnknownError', message: 'The response is not valid JSON' } })
  })

  it('calls the error hook with the error before throwing it', async () => {
    const onError = vi.fn()
    const error = await failure(strapiRequest(base(stubFetch(json({}, 400)), { onError }), '/x'))
    expect(onError).toHaveBeenCalledWith(error)
  })
})
