// The consultants shown by the finder, read through the KV cache ('consultants:all'). Only what the
// finder shows is kept: phone numbers and e-mail addresses never reach the page or its props.
import { type CacheOptions, cached } from '../../../lib/cache.server'
import { CONTENT_CACHE_KEYS } from '../../../modules/content/cache-keys'
import { listConsultants } from '../../../modules/content/data.server'
import type { Consultant } from '../../../modules/content/schema'

export type ConsultantSummary = Pick<Consultant, 'id' | 'agentId' | 'name' | 'role' | 'photo' | 'expertise' | 'languages' | 'brn' | 'translations'>

export const CONSULTANTS_CACHE_KEY = CONTENT_CACHE_KEYS.consultantsAll

export function loadConsultants(env: Pick<Env, 'DB' | 'KV'>, options: CacheOptions): Promise<ConsultantSummary[]> {
  return cached(env.KV, CONSULTANTS_CACHE_KEY, options, async () =>
    (await listConsultants(env.DB)).map(({ id, agentId, name, role, photo, expertise, languages, brn, translations }) => ({
      id,
      agentId,
      name,
      role,
      photo,
      expertise,
      languages,
      brn,
      translations,
    })),
  )
}
