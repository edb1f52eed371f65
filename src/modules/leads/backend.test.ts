import { afterEach, describe, expect, it, vi } from 'vitest'
import { agentUrl, fetchAgent, parseAgent } from './backend.server'

const context = { host: 'marsa.ae', language: 'fr' }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('agentUrl', () => {
  it('asks {base}/users/inbound with agent_id and the context fields', () => {
    expect(agentUrl('https://leads.example/api/', 'MRS-101', context)).toBe(
      'https://leads.example/api/users/inbound?agent_id=MRS-101&source_code=marsa.ae&language_iso=fr',
    )
  })

  it('refuses what is not an http(s) URL', () => {
    expect(agentUrl('ftp://x', 'A', context)).toBeNull()
    expect(agentUrl('not a url', 'A', context)).toBeNull()
  })
})

describe('parseAgent', () => {
  it('reads a flat answer', () => {
    expect(
      parseAgent({ name: 'Sara Lead', phone: '+971 50 111 2233', email: 'sara@marsa.ae', brn: '77777', languages: ['EN', 'ar', 'english'], role: 'Agent' }),
    ).toEqual({
      name: 'Sara Lead',
      role: 'Agent',
      phone: '+971501112233',
      email: 'sara@marsa.ae',
      brn: '77777',
      languages: ['en', 'ar'],
      photo: null,
    })
  })

  it('reads an answer wrapped in data / user or an array, and first + last names', () => {
    expect(parseAgent({ data: { user: { first_name: 'Sara', last_name: 'Lead' } } })?.name).toBe('Sara Lead')
    expect(parseAgent([{ full_name: 'Omar' }])?.name).toBe('Omar')
  })

  it('has no agent without a name', () => {
    expect(parseAgent({ data: { phone: '+971501112233' } })).toBeNull()
    expect(parseAgent(null)).toBeNull()
    expect(parseAgent('Sara')).toBeNull()
  })

  it('drops what it cannot trust: third-party photos, odd BRNs, control and bidi characters', () => {
    const agent = parseAgent({ name: 'Sa\u202era\u0000', photo: 'https://evil.example/x.png', brn: 'BRN-1', email: 'nope', phone: '12' })
    expect(agent).toMatchObject({ name: 'Sara', photo: null, brn: null, email: null, phone: null })
    expect(parseAgent({ name: 'A', photo: '/images/agents/a.webp' })?.photo).toBe('/images/agents/a.webp')
  })
})

describe('fetchAgent', () => {
  const env = { LEAD_API_BASE: 'https://leads.example' }

  it('makes no call without LEAD_API_BASE or with a malformed agent id', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    expect(await fetchAgent({ LEAD_API_BASE: '' }, 'A', context)).toBeNull()
    expect(await fetchAgent(env, 'A/../../x', context)).toBeNull()
    expect(spy).not.toHaveBeenCalled()
  })

  it('returns the agent from a JSON answer', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ name: 'Sara Lead' }))
    expect((await fetchAgent(env, 'MRS-101', context))?.name).toBe('Sara Lead')
    expect(String(spy.mock.calls[0]?.[0])).toBe('https://leads.example/users/inbound?agent_id=MRS-101&source_code=marsa.ae&language_iso=fr')
  })

  it.each([
    ['a 500', () => Promise.resolve(new Response('down', { status: 500 }))],
    ['malformed JSON', () => Promise.resolve(new Response('{"name":'))],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])('resolves to null (never throws) on %s', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer)
    await expect(fetchAgent(env, 'MRS-101', context)).resolves.toBeNull()
  })

  it('gives up after the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    const started = Date.now()
    await expect(fetchAgent(env, 'MRS-101', context, { timeoutMs: 50 })).resolves.toBeNull()
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
