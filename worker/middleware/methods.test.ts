// The method index and the 405 middleware on a small app of their own: what each path accepts,
// middleware ignored, unknown paths left to the 404.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { allowedMethods, MethodIndex } from './methods'

describe('MethodIndex', () => {
  const index = new MethodIndex([
    { method: 'ALL', path: '/*' },
    { method: 'GET', path: '/terms' },
    { method: 'GET', path: '/catalog/:id{[0-9]{1,9}}' },
    { method: 'POST', path: '/api/leads' },
    { method: 'POST', path: '/api/leads' },
    { method: 'GET', path: '/api/ops/leads' },
  ])

  it('lists what a path accepts, HEAD with GET, ignoring middleware', () => {
    expect(index.allowed('/terms')).toEqual(['GET', 'HEAD'])
    expect(index.allowed('/catalog/12')).toEqual(['GET', 'HEAD'])
    expect(index.allowed('/api/leads')).toEqual(['POST'])
    expect(index.allowed('/catalog/abc')).toEqual([])
    expect(index.allowed('/nope')).toEqual([])
  })

  it('accepts HEAD where GET is routed', () => {
    expect(index.accepts('HEAD', '/terms')).toBe(true)
    expect(index.accepts('GET', '/api/leads')).toBe(false)
    expect(index.accepts('POST', '/api/leads')).toBe(true)
  })

  it('the middleware answers 405 with Allow, and lets unknown paths through to the 404', async () => {
    const app = new Hono()
    app.use(allowedMethods(() => app.routes))
    app.get('/terms', (c) => c.text('terms'))
    app.post('/api/leads', (c) => c.json({ ok: true }))
    const put = await app.request('/terms', { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD')
    const get = await app.request('/api/leads')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toMatchObject({ error: 'method_not_allowed', field: 'method' })
    expect((await app.request('/nope', { method: 'PUT' })).status).toBe(404)
    expect((await app.request('/terms', { method: 'HEAD' })).status).toBe(200)
  })
})
