// A repeated catalogue search is served from KV (one entry per normalised search and page range,
// shared by every locale) until its short TTL passes or a content sync clears the catalog:* family.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { searchCacheKey } from '../../src/features/catalog/data.server'
import { parseSearch, pricedIn } from '../../src/features/catalog/schema'
import { CACHE_VERSION } from '../../src/lib/cache.server'
import { CONTENT_CACHE_KEYS, invalidateContent, keyIn } from '../../src/modules/content/cache-keys'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { get } from './helpers'

/** A search as the catalogue runs it for a visitor without a currency cookie (English, no country: AED). */
const priced = (query: Record<string, string>) => pricedIn(parseSearch(query), 'AED')

const villa = (title: string) => makeProject({ id: 1, title, type: 'villa', area: 'dubai-hills-estate', development: 'Hills Grove' })
const towers = Array.from({ length: 20 }, (_, i) => makeProject({ id: 100 + i, title: `Tower ${i + 1}`, publishedAt: '2025-01-01' }))

beforeAll(async () => {
  await env.DB.batch(upsertStatements(env.DB, 'projects', [villa('Hills Grove Villas'), ...towers]))
})

const titles = (html: string) => [...html.matchAll(/<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1])
const searchKeys = async () => (await env.KV.list({ prefix: `${CACHE_VERSION}:${keyIn(CONTENT_CACHE_KEYS.catalog, 'search')}` })).keys.map((k) => k.name)
/** Changes the villa in D1 only: what a page shows then tells whether it read D1 or the cache. */
const renameVilla = (title: string) => env.DB.batch(upsertStatements(env.DB, 'projects', [villa(title)]))

describe('catalogue search cache', () => {
  it('stores a search in KV under its normalised key, and serves the repeat from there (in any locale)', async () => {
    expect(titles((await get('/catalog?type=villa&sort=newest&currency=AED')).html)).toEqual(['Hills Grove Villas'])
    // Defaults left out: `?type=villa` is the same search.
    const key = `${CACHE_VERSION}:${await searchCacheKey(priced({ type: 'villa' }), 1)}`
    expect(await searchKeys()).toContain(key)

    await renameVilla('Renamed In D1')
    expect(titles((await get('/catalog?type=villa')).html)).toEqual(['Hills Grove Villas'])
    expect(titles((await get('/fr/catalog?type=villa')).html)).toEqual(['Hills Grove Villas'])

    // A sync of projects clears the catalog:* family: the next search reads D1 again.
    await invalidateContent(env.KV, ['projects'])
    expect(await searchKeys()).toEqual([])
    expect(titles((await get('/catalog?type=villa')).html)).toEqual(['Renamed In D1'])
    await renameVilla('Hills Grove Villas')
    await invalidateContent(env.KV, ['projects'])
  })

  it('keeps each page range apart: the no-JS pages and each Load More page', async () => {
    await get('/catalog?page=2')
    await get('/catalog/results?page=2')
    const keys = await searchKeys()
    expect(keys).toContain(`${CACHE_VERSION}:${await searchCacheKey(priced({ page: '2' }), 1)}`)
    expect(keys).toContain(`${CACHE_VERSION}:${await searchCacheKey(priced({ page: '2' }), 2)}`)
    expect((await get('/catalog?page=2')).html.match(/<li id="result-\d+"/g)).toHaveLength(21)
    expect((await get('/catalog/results?page=2')).html.match(/<li id="result-\d+"/g)).toHaveLength(9)
  })

  it('shares one entry between currencies when there is no price filter (D1 gets the same query)', async () => {
    await invalidateContent(env.KV, ['projects'])
    expect(titles((await get('/catalog?type=villa&currency=USD')).html)).toEqual(['Hills Grove Villas'])
    await renameVilla('Renamed In D1')
    expect(titles((await get('/catalog?type=villa&currency=EUR')).html)).toEqual(['Hills Grove Villas'])
    expect(await searchKeys()).toEqual([`${CACHE_VERSION}:${await searchCacheKey(priced({ type: 'villa' }), 1)}`])
    await renameVilla('Hills Grove Villas')
    await invalidateContent(env.KV, ['projects'])
  })

  it('keys a long Arabic search within KV’s 512-byte limit', async () => {
    const location = 'ب'.repeat(80)
    const { response } = await get(`/catalog?location=${encodeURIComponent(location)}&type=villa&minPrice=500000&maxPrice=50000000`)
    expect(response.status).toBe(200)
    const key = await searchCacheKey(priced({ location, type: 'villa', minPrice: '500000', maxPrice: '50000000' }), 1)
    expect(new TextEncoder().encode(`${CACHE_VERSION}:${key}`).length).toBeLessThan(512)
    expect(await searchKeys()).toContain(`${CACHE_VERSION}:${key}`)
  })
})
