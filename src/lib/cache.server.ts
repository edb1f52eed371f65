// Hot reads through KV with stale-while-revalidate: pages never wait on a slow source once a value
// exists, and keep serving the last good value when the source (D1, a backend) fails.
import { errorText, log } from './log.server'

export interface CacheOptions {
  /** Seconds a value is fresh. After that it is served stale while one refresh runs in the background. */
  ttl: number
  /** Seconds a stale value may still be served (default one day). */
  maxStale?: number
  /** Background refreshes go here (ExecutionContext.waitUntil); without it they are awaited. */
  waitUntil?: (promise: Promise<unknown>) => void
}

interface Entry<T> {
  value: T
  storedAt: number
}

/**
 * Prefix of every cache key: bump to drop all cached data at once, and whenever the shape of a cached
 * value changes. A deploy otherwise serves the old shape to the new code until each entry is
 * refreshed (c2: issue 12 added area names per locale and aliases; a c1 entry broke the catalogue;
 * c3: the search indexes fold Arabic spellings (migrations/0019), so a c2 search result or word list
 * would still say "nothing found" for دبى مارينا).
 */
export const CACHE_VERSION = 'c3'

export async function cached<T>(kv: KVNamespace, key: string, options: CacheOptions, load: () => Promise<T>): Promise<T> {
  const fullKey = `${CACHE_VERSION}:${key}`
  let entry: Entry<T> | null = null
  try {
    entry = await kv.get<Entry<T>>(fullKey, 'json')
  } catch (error) {
    log.error('cache read failed', { key, error: errorText(error) })
  }
  const refresh = async () => {
    const value = await load()
    try {
      await kv.put(fullKey, JSON.stringify({ value, storedAt: Date.now() } satisfies Entry<T>), {
        expirationTtl: Math.max(60, options.ttl + (options.maxStale ?? 86_400)),
      })
    } catch (error) {
      log.error('cache write failed', { key, error: errorText(error) })
    }
    return value
  }
  if (!entry) return refresh()
  const age = (Date.now() - entry.storedAt) / 1000
  if (age > options.ttl) {
    const background = refresh().catch((error) => log.error('cache refresh failed', { key, error: errorText(error) }))
    if (options.waitUntil) options.waitUntil(background)
    else await background
  }
  return entry.value
}

/** Removes cached keys (after a content sync). */
export async function invalidate(kv: KVNamespace, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.delete(`${CACHE_VERSION}:${key}`)))
}

/** Deletes every KV key starting with `prefix` (raw, no CACHE_VERSION added), page by page; returns how many. */
export async function deleteByPrefix(kv: KVNamespace, prefix: string): Promise<number> {
  let deleted = 0
  let cursor: string | undefined
  do {
    const page: KVNamespaceListResult<unknown> = await kv.list({ prefix, cursor })
    await Promise.all(page.keys.map((key) => kv.delete(key.name)))
    deleted += page.keys.length
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return deleted
}

/**
 * The request's `waitUntil`, where the runtime gives one: background refreshes then outlive the
 * response. Hono's `executionCtx` getter throws without a context (`app.request` in a script or a
 * unit test); refreshes are then awaited instead.
 */
export function waitUntilOf(c: { readonly executionCtx: { waitUntil(promise: Promise<unknown>): void } }): CacheOptions['waitUntil'] {
  try {
    const ctx = c.executionCtx
    return (promise) => ctx.waitUntil(promise)
  } catch {
    return undefined
  }
}
