// Content-backend configuration read from the environment: [vars] CONTENT_API_URL, CONTENT_API_PREFIX,
// CONTENT_API_VERSION; secrets CONTENT_API_TOKEN (sent as bearer) and CONTENT_WEBHOOK_SECRET.
import { log } from '../../lib/log.server'
import type { StrapiOptions } from './strapi/client.server'
import type { StrapiVersion } from './strapi/errors'

/** The worker's environment with the content secrets, which `wrangler types` does not list. */
export type ContentEnv = Env & {
  CONTENT_API_TOKEN?: string
  CONTENT_WEBHOOK_SECRET?: string
  /** Webhook debounce in ms (default 2000, see routes.ts): tests shorten it. */
  CONTENT_WEBHOOK_DEBOUNCE_MS?: string
}

/** The entity types the sync pulls, in the order it pulls them (referenced things first). */
export const SYNC_ENTITIES = ['locations', 'consultants', 'developers', 'projects', 'reviews', 'partners', 'faqs', 'articles'] as const
export type SyncEntity = (typeof SYNC_ENTITIES)[number]

/** Backend collection (REST path segment) of each entity: change here if the backend names them differently. */
export const COLLECTIONS: Record<SyncEntity, string> = {
  locations: 'locations',
  consultants: 'consultants',
  developers: 'developers',
  projects: 'projects',
  reviews: 'reviews',
  partners: 'partners',
  faqs: 'faqs',
  articles: 'articles',
}

/**
 * Client options for the configured backend, or null when `CONTENT_API_URL` is empty (the site then
 * serves the embedded default content) or not an http(s) address. Version defaults to 5 (Strapi 5).
 */
export function contentConfig(env: ContentEnv): StrapiOptions | null {
  const url = env.CONTENT_API_URL?.trim()
  if (!url) return null
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    log.error('CONTENT_API_URL is not an http(s) address: content sync disabled')
    return null
  }
  const version: StrapiVersion = env.CONTENT_API_VERSION === '3' ? 3 : env.CONTENT_API_VERSION === '4' ? 4 : 5
  return { baseUrl: url, prefix: env.CONTENT_API_PREFIX ?? '', version, token: env.CONTENT_API_TOKEN || undefined }
}
