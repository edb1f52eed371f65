// What a consultant's page reads, through the KV cache (`consultant-pages:{slug}`, cleared by a
// content sync of consultants, projects or reviews): the consultant whose name-slug it is (the first
// by id), their listings (Project.agentId) and the reviews about them (Review.agentId).
import { type CacheOptions, cached } from '../../lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { listConsultants, listProjectsByAgent, listReviewsByAgent } from '../../modules/content/data.server'
import { consultantSlug } from '../../modules/content/profiles'
import type { Consultant, Project, Review } from '../../modules/content/schema'

const TTL = 600

export interface ConsultantBundle {
  consultant: Consultant
  projects: Project[]
  reviews: Review[]
}

export function loadConsultantPage(env: Pick<Env, 'DB' | 'KV'>, slug: string, waitUntil?: CacheOptions['waitUntil']): Promise<ConsultantBundle | null> {
  return cached(env.KV, keyIn(CONTENT_CACHE_KEYS.consultantPages, slug), { ttl: TTL, waitUntil }, async () => {
    const consultant = (await listConsultants(env.DB)).find((c) => consultantSlug(c) === slug)
    if (!consultant) return null
    const [projects, reviews] = await Promise.all([listProjectsByAgent(env.DB, consultant.agentId), listReviewsByAgent(env.DB, consultant.agentId)])
    return { consultant, projects, reviews }
  })
}
