// Translations are read through KV (`i18n:{buildId}:{locale}`), built from the bundled catalogue
// with an optional remote catalogue merged over it.
//
// The i18n layer keeps each locale in isolate memory for 60 s, and module state lives as long as
// this file (the pool re-evaluates modules per test file). So every test below owns one locale that
// no other test in this file renders: the first render of that locale is the one that goes to KV
// and, when configured, to the remote.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import manifest from '../../assets/build/manifest.json'
import { BUNDLED_CATALOGS } from '../../src/lib/i18n/catalogs'
import type { LocaleCode } from '../../src/lib/i18n/locales'
import { app } from '../../worker/app'
import { get, ORIGIN, titleOf, tr } from './helpers'

const REMOTE = 'http://translations.test'
const keyFor = (locale: LocaleCode) => `i18n:${manifest.buildId}:${locale}`

/** Sends a request to the app with TRANSLATIONS_URL configured (the deployed vars leave it empty). */
async function getWithRemote(path: string): Promise<{ status: number; html: string }> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, TRANSLATIONS_URL: REMOTE }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, html }
}

/** Stands in for the remote translation service; any other outbound URL fails the test. */
function fakeRemote(respond: (locale: string, init?: RequestInit) => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    const match = url.match(/^http:\/\/translations\.test\/([a-z]{2})\.json$/)
    if (!match?.[1]) throw new Error(`unexpected outbound fetch ${url}`)
    return respond(match[1], init)
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('translations through KV', () => {
  it('stores the catalogue in KV under i18n:{buildId}:{locale} after a render', async () => {
    // locale: ko
    expect(await env.KV.get(keyFor('ko'))).toBeNull()
    const { response } = await get('/ko/terms')
    expect(response.status).toBe(200)
    expect(await env.KV.get(keyFor('ko'), 'json')).toEqual(BUNDLED_CATALOGS.ko)
  })

  it('lets the KV copy expire after TRANSLATIONS_TTL_MINUTES', async () => {
    // locale: he
    await get('/he/terms')
    const { keys } = await env.KV.list({ prefix: keyFor('he') })
    const ttl = Number(env.TRANSLATIONS_TTL_MINUTES) * 60
    expect(keys).toHaveLength(1)
    expect(keys[0]?.expiration).toBeGreaterThan(Date.now() / 1000 + ttl - 120)
    expect(keys[0]?.expiration).toBeLessThan(Date.now() / 1000 + ttl + 120)
  })

  it('shows what KV holds, proving pages read translations through KV', async () => {
    // locale: nl
    const planted = structuredClone(BUNDLED_CATALOGS.nl)
    const legal = planted.legal as { terms: { title: string } }
    legal.terms.title = 'Voorwaarden uit KV'
    await env.KV.put(keyFor('nl'), JSON.stringify(planted))
    const { html } = await get('/nl/terms')
    expect(titleOf(html)).toBe('Voorwaarden uit KV | Marsa')
  })

  it('renders with the bundled catalogue when KV fails', async () => {
    // locale: es
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = {
      get: () => Promise.reject(new Error('KV unavailable')),
      put: () => Promise.reject(new Error('KV unavailable')),
    } as unknown as KVNamespace
    const response = await app.fetch(new Request(`${ORIGIN}/es/terms`), { ...env, KV: broken }, createExecutionContext())
    expect(response.status).toBe(200)
    expect(titleOf(await response.text())).toBe(`${tr('es', 'legal.terms.title')} | Marsa`)
  })
})

describe('remote translation catalogue (TRANSLATIONS_URL)', () => {
  it('is fetched once and merged over the bundled catalogue, then kept in KV', async () => {
    // locale: hu
    const remote = fakeRemote(async () => Response.json({ legal: { privacy: { title: 'Távoli adatvédelem' } }, unknown: { key: 42 } }))
    const { status, html } = await getWithRemote('/hu/privacy')
    expect(status).toBe(200)
    expect(titleOf(html)).toBe('Távoli adatvédelem | Marsa')
    expect(html).toContain(tr('hu', 'legal.privacy.lead'))
    expect(remote).toHaveBeenCalledOnce()
    expect(String(remote.mock.calls[0]?.[0])).toBe(`${REMOTE}/hu.json`)
    const stored = (await env.KV.get(keyFor('hu'), 'json')) as { legal: { privacy: { title: string; lead: string } } }
    expect(stored.legal.privacy).toEqual({ title: 'Távoli adatvédelem', lead: tr('hu', 'legal.privacy.lead') })
    // Served from memory/KV from now on: the remote is not asked again.
    await getWithRemote('/hu/terms')
    expect(remote).toHaveBeenCalledOnce()
  })

  it('falls back to the bundled catalogue when the remote is down (503), and the page still answers 200', async () => {
    // locale: tr
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const remote = fakeRemote(async () => new Response('unavailable', { status: 503 }))
    const { status, html } = await getWithRemote('/tr/privacy')
    expect(remote).toHaveBeenCalledOnce()
    expect(status).toBe(200)
    expect(titleOf(html)).toBe(`${tr('tr', 'legal.privacy.title')} | Marsa`)
  })

  it('falls back to the bundled catalogue when the remote is unreachable', async () => {
    // locale: ro
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeRemote(async () => {
      throw new TypeError('Network connection lost.')
    })
    const { status, html } = await getWithRemote('/ro/privacy')
    expect(status).toBe(200)
    expect(titleOf(html)).toBe(`${tr('ro', 'legal.privacy.title')} | Marsa`)
  })

  it('gives up on a slow remote after its timeout and uses the bundled catalogue', async () => {
    // locale: ru
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let signal: AbortSignal | null | undefined
    // Like a real fetch that never answers: it settles only when its signal aborts.
    fakeRemote(
      (_, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal
          signal?.addEventListener('abort', () => reject(signal?.reason))
        }),
    )
    const started = Date.now()
    const { status, html } = await getWithRemote('/ru/privacy')
    expect(signal?.aborted).toBe(true)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(status).toBe(200)
    expect(titleOf(html)).toBe(`${tr('ru', 'legal.privacy.title')} | Marsa`)
  })

  it('falls back to the bundled catalogue when the remote answers malformed JSON', async () => {
    // locale: it
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeRemote(async () => new Response('{"legal": {"privacy": ', { headers: { 'content-type': 'application/json' } }))
    const { status, html } = await getWithRemote('/it/privacy')
    expect(status).toBe(200)
    expect(titleOf(html)).toBe(`${tr('it', 'legal.privacy.title')} | Marsa`)
  })

  it('ignores remote values that are not strings', async () => {
    // locale: de
    fakeRemote(async () => Response.json({ legal: { privacy: { title: { html: '<b>x</b>' } } }, error: ['x'] }))
    const { status, html } = await getWithRemote('/de/privacy')
    expect(status).toBe(200)
    expect(titleOf(html)).toBe(`${tr('de', 'legal.privacy.title')} | Marsa`)
  })
})
