// /api/favourites through the whole worker with the fake users-permissions backend (decision 013's
// sessions): the account's saved properties are read, replaced and merged with the browser's list
// on sign-in (union, browser first, capped); bad input answers 4xx naming the field; cross-site
// writes, other content types and a signed-out visitor are refused; nothing is cached.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { FAVOURITES_MAX } from '../../src/lib/favourites'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { accountsBackend, send, signedIn } from './fake-accounts-helpers'

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>

describe('/api/favourites', () => {
  it('keeps the list on the account: merge on sign-in (union, browser first), read, replace', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const empty = await send(backend, '/api/favourites', { cookie })
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toBe('private, no-store')
    expect(await json(empty)).toEqual({ ids: [] })

    const put = await send(backend, '/api/favourites', { method: 'PUT', cookie, json: { ids: [7, 2] } })
    expect(await json(put)).toEqual({ ids: [7, 2] })

    // Signing in on another device whose browser saved 3 and 2: the union, the browser's first.
    const merged = await send(backend, '/api/favourites', { cookie, json: { ids: [3, 2] } })
    expect(merged.status).toBe(200)
    expect(await json(merged)).toEqual({ account: 'signed-in', ids: [3, 2, 7] })
    expect(await json(await send(backend, '/api/favourites', { cookie }))).toEqual({ ids: [3, 2, 7] })
  })

  it(`caps the merged list at ${FAVOURITES_MAX}, the browser's newest kept`, async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    await send(backend, '/api/favourites', { method: 'PUT', cookie, json: { ids: Array.from({ length: FAVOURITES_MAX }, (_, i) => 1000 + i) } })
    const merged = await json(await send(backend, '/api/favourites', { cookie, json: { ids: [1, 2, 3] } }))
    const ids = merged.ids as number[]
    expect(ids).toHaveLength(FAVOURITES_MAX)
    expect(ids.slice(0, 4)).toEqual([1, 2, 3, 1000])
  })

  it.each([
    ['not a list', { ids: '1,2' }, 'ids'],
    ['a negative id', { ids: [1, -2] }, 'ids.1'],
    ['a fraction', { ids: [1.5] }, 'ids.0'],
    ['an id too large', { ids: [1e10] }, 'ids.0'],
    ['too many ids', { ids: Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => i + 1) }, 'ids'],
    ['an unknown field', { ids: [1], admin: true }, 'admin'],
    ['no ids', {}, 'ids'],
  ])('answers 400 naming the field for %s', async (_, body, field) => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const response = await send(backend, '/api/favourites', { method: 'PUT', cookie, json: body })
    expect(response.status).toBe(400)
    const answer = await json(response)
    expect(answer.error).toBe('invalid_field')
    expect(answer.field).toBe(field)
    expect(String(answer.message)).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `))
  })

  it('refuses a body that is not JSON (415), broken JSON (400) and one over 8 KB (413)', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const form = await send(backend, '/api/favourites', { method: 'PUT', cookie, raw: 'ids=1', headers: { 'content-type': 'text/plain' } })
    expect(form.status).toBe(415)
    const broken = await send(backend, '/api/favourites', { method: 'PUT', cookie, raw: '{"ids": [', headers: { 'content-type': 'application/json' } })
    expect(broken.status).toBe(400)
    const huge = await send(backend, '/api/favourites', {
      method: 'PUT',
      cookie,
      raw: JSON.stringify({ ids: [1], pad: 'x'.repeat(9000) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(huge.status).toBe(413)
    expect(await json(huge)).toMatchObject({ field: 'ids' })
  })

  it('refuses a cross-site write (403)', async () => {
    const backend = accountsBackend()
    const cookie = await signedIn(backend)
    const response = await send(backend, '/api/favourites', { method: 'PUT', cookie, json: { ids: [1] }, headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
  })

  it('says a signed-out visitor is signed out: 401 to read or replace, a plain answer to the sign-in merge', async () => {
    const backend = accountsBackend()
    expect((await send(backend, '/api/favourites')).status).toBe(401)
    expect((await send(backend, '/api/favourites', { method: 'PUT', json: { ids: [1] } })).status).toBe(401)
    const merge = await send(backend, '/api/favourites', { json: { ids: [1] } })
    expect(merge.status).toBe(200)
    expect(await json(merge)).toEqual({ account: 'signed-out' })
  })

  it('without a content backend there are no accounts: 503 to read, "unavailable" to the merge', async () => {
    const backend = accountsBackend('unconfigured')
    const read = await send(backend, '/api/favourites')
    expect(read.status).toBe(503)
    expect(await json(read)).toMatchObject({ error: 'accounts_unavailable' })
    expect(await json(await send(backend, '/api/favourites', { json: { ids: [1] } }))).toEqual({ account: 'unavailable' })
  })

  it('renders the signed-in visitor’s account list on /favourites (no JavaScript needed)', async () => {
    const backend = accountsBackend()
    await env.DB.batch(upsertStatements(env.DB, 'projects', [makeProject({ id: 1, title: 'Marina Vista' })]))
    const cookie = await signedIn(backend)
    await send(backend, '/api/favourites', { method: 'PUT', cookie, json: { ids: [1] } })
    const page = await send(backend, '/favourites', { cookie })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('data-favourites-list="1"')
  })
})

describe('the per-client limit', () => {
  it('never counts the handshake of a visitor who is not signed in (every first page view sends one)', async () => {
    const backend = accountsBackend()
    for (let i = 0; i < 15; i++) {
      const response = await send(backend, '/api/favourites', { json: { ids: [1] }, headers: { 'cf-connecting-ip': '198.51.100.7' } })
      expect(response.status).toBe(200)
    }
  })
})
