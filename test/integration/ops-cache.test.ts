// The ops endpoints over caches and content (src/features/ops): an operator purges what a deploy or a
// CMS fix left stale, or pulls content now instead of waiting for the 5-minute cron.
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CACHE_VERSION } from '../../src/lib/cache.server'
import { ORIGIN } from './helpers'

const TOKEN = 'test-ops-token'

const post = (path: string, body: unknown, init: { token?: string | null; type?: string } = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': init.type ?? 'application/json',
      ...(init.token === null ? {} : { authorization: `Bearer ${init.token ?? TOKEN}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const keys = async (prefix: string) => (await env.KV.list({ prefix })).keys.map((k) => k.name).sort()

describe('POST /api/ops/cache/purge', () => {
  it('drops the cached content of the named entities and keeps the rest', async () => {
    await env.KV.put(`${CACHE_VERSION}:home:featured`, '{}')
    await env.KV.put(`${CACHE_VERSION}:catalog:search:abc`, '{}')
    await env.KV.put(`${CACHE_VERSION}:reviews:page:1`, '{}')
    const response = await post('/api/ops/cache/purge', { content: ['projects'] })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true, purged: { content: ['projects'], translations: 0 } })
    expect(await keys(`${CACHE_VERSION}:`)).toEqual([`${CACHE_VERSION}:reviews:page:1`])
  })

  it('"all" drops every content family; translations drops the stored catalogues', async () => {
    await env.KV.put(`${CACHE_VERSION}:faqs:home`, '{}')
    await env.KV.put(`${CACHE_VERSION}:articles:list:news`, '{}')
    await env.KV.put('i18n:build1:fr', '{}')
    await env.KV.put('i18n:build1:ar', '{}')
    const response = await post('/api/ops/cache/purge', { content: 'all', translations: true })
    expect(response.status).toBe(200)
    const body = await response.json<{ purged: { content: string[]; translations: number } }>()
    // Two stored here, and the English one this request itself loaded.
    expect(body.purged.translations).toBeGreaterThanOrEqual(2)
    expect(body.purged.content).toContain('articles')
    expect(await keys(`${CACHE_VERSION}:`)).toEqual([])
    expect(await keys('i18n:')).toEqual([])
  })

  it('names the field of a bad body and purges nothing', async () => {
    await env.KV.put(`${CACHE_VERSION}:home:featured`, '{}')
    for (const [body, field] of [
      [{}, 'content'],
      [{ content: ['villas'] }, 'content'],
      [{ content: 'all', everything: true }, 'everything'],
    ] as const) {
      const response = await post('/api/ops/cache/purge', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ ok: false, error: 'validation', field })
    }
    expect((await post('/api/ops/cache/purge', '{"content":', {})).status).toBe(400)
    expect((await post('/api/ops/cache/purge', 'content=all', { type: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect(await keys(`${CACHE_VERSION}:`)).toEqual([`${CACHE_VERSION}:home:featured`])
  })

  it('refuses without the ops token', async () => {
    await env.KV.put(`${CACHE_VERSION}:home:featured`, '{}')
    expect((await post('/api/ops/cache/purge', { content: 'all' }, { token: null })).status).toBe(401)
    expect((await post('/api/ops/cache/purge', { content: 'all' }, { token: 'guess' })).status).toBe(401)
    expect(await keys(`${CACHE_VERSION}:`)).toEqual([`${CACHE_VERSION}:home:featured`])
  })
})

describe('POST /api/ops/content/sync', () => {
  it('answers 503 when no content backend is configured (the site serves the embedded content)', async () => {
    const response = await post('/api/ops/content/sync', {})
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: 'not_configured' })
  })

  it('names an unknown entity', async () => {
    const response = await post('/api/ops/content/sync', { entities: ['villas'] })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'entities' })
  })
})
