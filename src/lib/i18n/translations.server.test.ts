import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUNDLED_CATALOGS, type Catalog } from './catalogs'
import { buildCatalog, mergeCatalogs } from './translations.server'

describe('mergeCatalogs', () => {
  const base: Catalog = { a: 'A', nested: { b: 'B', c: 'C', deep: { d: 'D' } }, e: 'E' }

  it('lets remote strings override bundled ones, keeping the rest', () => {
    expect(mergeCatalogs(base, { a: 'remote A' })).toEqual({ ...base, a: 'remote A' })
  })

  it('merges nested objects key by key', () => {
    expect(mergeCatalogs(base, { nested: { c: 'remote C', deep: { d: 'remote D' } } })).toEqual({
      a: 'A',
      nested: { b: 'B', c: 'remote C', deep: { d: 'remote D' } },
      e: 'E',
    })
  })

  it('adds string keys the bundled catalogue lacks', () => {
    expect(mergeCatalogs(base, { fresh: 'new', nested: { fresh: 'new too' } })).toMatchObject({ fresh: 'new', nested: { fresh: 'new too' } })
  })

  it.each([
    ['a number', 42],
    ['a boolean', true],
    ['null', null],
    ['an array', ['x']],
  ])('ignores a leaf that is %s', (_, value) => {
    expect(mergeCatalogs(base, { a: value, nested: { b: value } })).toEqual(base)
  })

  it('never replaces a string with an object, nor an object with a string', () => {
    expect(mergeCatalogs(base, { a: { injected: 'x' }, nested: 'flattened' })).toEqual({ ...base, nested: 'flattened' })
  })

  it('does not let an object-valued key create a new subtree', () => {
    expect(mergeCatalogs(base, { fresh: { x: 'y' } })).toEqual(base)
  })

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['a number', 1],
    ['an array', [{ a: 'x' }]],
    ['undefined', undefined],
  ])('returns the bundled catalogue for an overlay that is %s', (_, overlay) => {
    expect(mergeCatalogs(base, overlay)).toEqual(base)
  })

  it('does not mutate the bundled catalogue', () => {
    const copy = structuredClone(base)
    mergeCatalogs(base, { a: 'x', nested: { b: 'y', deep: { d: 'z' } } })
    expect(base).toEqual(copy)
  })

  it('keeps a remote "__proto__" key from swapping the merged catalogue\'s prototype', () => {
    const merged = mergeCatalogs(base, JSON.parse('{"__proto__": {"polluted": "yes"}, "nested": {"__proto__": {"polluted": "yes"}}}'))
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(merged.nested)).toBe(Object.prototype)
    expect('polluted' in merged).toBe(false)
  })
})

describe('buildCatalog', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('returns the bundled catalogue without fetching when TRANSLATIONS_URL is empty', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    await expect(buildCatalog({ TRANSLATIONS_URL: '' }, 'de')).resolves.toBe(BUNDLED_CATALOGS.de)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('fetches {TRANSLATIONS_URL}/{locale}.json (one slash) with a timeout signal and merges it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ error: { notFoundTitle: 'Remote' } }))
    const catalog = await buildCatalog({ TRANSLATIONS_URL: 'https://tr.example/v1/' }, 'it')
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://tr.example/v1/it.json')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect(catalog).toEqual(mergeCatalogs(BUNDLED_CATALOGS.it, { error: { notFoundTitle: 'Remote' } }))
  })

  it.each([
    ['answers 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['answers malformed JSON', () => Promise.resolve(new Response('{"error": ', { headers: { 'content-type': 'application/json' } }))],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
  ])('falls back to the bundled catalogue when the remote %s', async (_, respond) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(respond)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(buildCatalog({ TRANSLATIONS_URL: 'https://tr.example' }, 'nl')).resolves.toBe(BUNDLED_CATALOGS.nl)
  })
})
