// What the developer pages read, through the KV cache (`developers:*`, cleared by a content sync of
// developers or projects): every developer with its number of projects on the site, and one
// developer with its projects.
import { type CacheOptions, cached } from '../../lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { countProjectsByDeveloper, findDeveloper, listDevelopers, listProjectsByDeveloper } from '../../modules/content/data.server'
import type { Developer, Project } from '../../modules/content/schema'

const TTL = 600

export interface DeveloperSummary {
  developer: Developer
  /** Projects on the site naming it. */
  projects: number
}

export function loadDevelopers(env: Pick<Env, 'DB' | 'KV'>, waitUntil?: CacheOptions['waitUntil']): Promise<DeveloperSummary[]> {
  return cached(env.KV, keyIn(CONTENT_CACHE_KEYS.developers, 'all'), { ttl: TTL, waitUntil }, async () => {
    const [developers, counts] = await Promise.all([listDevelopers(env.DB), countProjectsByDeveloper(env.DB)])
    return developers.map((developer) => ({ developer, projects: counts[developer.name] ?? 0 }))
  })
}

export interface DeveloperBundle {
  developer: Developer
  projects: Project[]
}

/** The developer of `slug` with its projects (newest first, at most 60); null when there is none. */
export function loadDeveloper(env: Pick<Env, 'DB' | 'KV'>, slug: string, waitUntil?: CacheOptions['waitUntil']): Promise<DeveloperBundle | null> {
  return cached(env.KV, keyIn(CONTENT_CACHE_KEYS.developers, 'page', slug), { ttl: TTL, waitUntil }, async () => {
    const developer = await findDeveloper(env.DB, slug)
    return developer ? { developer, projects: await listProjectsByDeveloper(env.DB, developer.name) } : null
  })
}
