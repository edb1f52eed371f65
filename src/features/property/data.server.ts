// What the property page reads: the project with its area, similar projects and the consultant to
// fall back on, from D1 through the KV cache (`projects:{id}`, fresh 5 minutes; a content sync clears the `projects:*` family); and its agent, from
// the lead backend through KV (`agent:{agentId}:{language}:{host}`, fresh 1 hour), else from that consultant.
import { cached } from '../../lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { findConsultantByAgentId, findProject, listSimilarProjects } from '../../modules/content/data.server'
import { type CardTranslations, Consultant, cardTranslations, type Image, Location, localize, type Project } from '../../modules/content/schema'
import { type AgentContext, fetchAgent, type LeadAgent } from '../../modules/leads/backend.server'

export const PROJECT_TTL_SECONDS = 300
/** `projects:{id}`: in the family a content sync of projects (or consultants) clears. */
export const projectCacheKey = (id: number) => keyIn(CONTENT_CACHE_KEYS.projects, id)
export const AGENT_TTL_SECONDS = 3600

/** A similar project, as its card needs it. */
export type SimilarProject = Pick<
  Project,
  'id' | 'slug' | 'title' | 'area' | 'development' | 'type' | 'market' | 'priceAed' | 'bedroomsMin' | 'bedroomsMax' | 'sizeSqftMin' | 'sizeSqftMax'
> & { photo: Image | null; translations: CardTranslations }

export interface ProjectBundle {
  project: Project
  /** Locations of the project and of the similar ones, by slug. */
  locations: Record<string, Location>
  similar: SimilarProject[]
  /** The consultant whose agent id the project names, else the first consultant; null when there are none. */
  consultant: Consultant | null
}

type WaitUntil = (promise: Promise<unknown>) => void

class NotFound extends Error {}

async function findLocations(db: D1Database, slugs: string[]): Promise<Record<string, Location>> {
  const unique = [...new Set(slugs)]
  if (!unique.length) return {}
  const { results } = await db
    .prepare(`SELECT data FROM locations WHERE slug IN (${unique.map(() => '?').join(',')})`)
    .bind(...unique)
    .all<{ data: string }>()
  return Object.fromEntries(results.map((row) => Location.parse(JSON.parse(row.data))).map((l) => [l.slug, l]))
}

async function firstConsultant(db: D1Database): Promise<Consultant | null> {
  const row = await db.prepare('SELECT data FROM consultants ORDER BY id LIMIT 1').first<{ data: string }>()
  return row ? Consultant.parse(JSON.parse(row.data)) : null
}

const toSimilar = (p: Project): SimilarProject => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  area: p.area,
  development: p.development,
  type: p.type,
  market: p.market,
  priceAed: p.priceAed,
  bedroomsMin: p.bedroomsMin,
  bedroomsMax: p.bedroomsMax,
  sizeSqftMin: p.sizeSqftMin,
  sizeSqftMax: p.sizeSqftMax,
  photo: p.photos[0] ?? null,
  translations: cardTranslations(p),
})

async function readBundle(db: D1Database, id: number): Promise<ProjectBundle> {
  const project = await findProject(db, id)
  if (!project) throw new NotFound()
  const [similar, consultant] = await Promise.all([
    listSimilarProjects(db, project, 3),
    findConsultantByAgentId(db, project.agentId).then((found) => found ?? firstConsultant(db)),
  ])
  const locations = await findLocations(db, [project.area, ...similar.map((p) => p.area)])
  return { project, locations, similar: similar.map(toSimilar), consultant }
}

/**
 * The project `id` and what its page shows with it, or null when there is no such project.
 * Found projects are cached in KV under `projects:{id}`, cleared by a content sync (unknown ids are not: every guess would
 * otherwise cost a KV write).
 */
export async function loadProject(env: Pick<Env, 'DB' | 'KV'>, id: number, waitUntil?: WaitUntil): Promise<ProjectBundle | null> {
  try {
    return await cached(env.KV, projectCacheKey(id), { ttl: PROJECT_TTL_SECONDS, waitUntil }, () => readBundle(env.DB, id))
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}

/** The agent as the page shows them: from the lead backend, completed or replaced by a consultant from D1. */
export interface AgentView {
  name: string
  role: string | null
  /** Fields still in English because the content has no translation (rendered with `lang="en"`). */
  untranslated: Array<'role'>
  photo: Image | null
  languages: string[]
  brn: string | null
  phone: string | null
  email: string | null
  source: 'lead-backend' | 'consultant'
}

function fromConsultant(consultant: Consultant, locale: string): AgentView {
  const c = localize(consultant, locale, ['role'])
  return {
    name: c.name,
    role: c.role,
    untranslated: c.untranslated,
    photo: c.photo,
    languages: c.languages,
    brn: c.brn,
    phone: c.phone,
    email: c.email,
    source: 'consultant',
  }
}

/**
 * The KV key of the lead backend's answer for `agentId`: keyed by everything the lookup sends (the
 * agent, the language and the site's host as `source_code`), so one visitor's language or host never
 * decides what the others see (security review F11.2). `-` stands for an empty host (SITE_URL empty).
 */
export const agentCacheKey = (agentId: string, context: AgentContext) => `agent:${agentId}:${context.language.slice(0, 2).toLowerCase()}:${context.host || '-'}`

/** The lead backend's answer through KV; null (and nothing cached) when it has no usable agent. */
async function leadAgent(env: Pick<Env, 'KV' | 'LEAD_API_BASE'>, agentId: string, context: AgentContext, waitUntil?: WaitUntil): Promise<LeadAgent | null> {
  try {
    return await cached(env.KV, agentCacheKey(agentId, context), { ttl: AGENT_TTL_SECONDS, waitUntil }, async () => {
      const agent = await fetchAgent(env, agentId, context)
      if (!agent) throw new NotFound()
      return agent
    })
  } catch {
    return null
  }
}

/**
 * The agent for `agentId`: the lead backend's (when `LEAD_API_BASE` is set and it answers with a
 * name), with the matching consultant filling what it lacks; else that consultant; else
 * `fallback` (the first consultant); else null. Never rejects.
 */
export async function resolveAgent(
  env: Pick<Env, 'KV' | 'LEAD_API_BASE'>,
  agentId: string,
  fallback: Consultant | null,
  context: AgentContext & { locale: string },
  waitUntil?: WaitUntil,
): Promise<AgentView | null> {
  const matching = fallback && fallback.agentId === agentId ? fromConsultant(fallback, context.locale) : null
  const lead = env.LEAD_API_BASE ? await leadAgent(env, agentId, context, waitUntil) : null
  if (!lead) return matching ?? (fallback ? fromConsultant(fallback, context.locale) : null)
  return {
    name: lead.name,
    role: lead.role ?? matching?.role ?? null,
    untranslated: lead.role ? [] : (matching?.untranslated ?? []),
    photo: lead.photo ? { src: lead.photo, alt: lead.name, width: 600, height: 600 } : (matching?.photo ?? null),
    languages: lead.languages.length ? lead.languages : (matching?.languages ?? []),
    brn: lead.brn ?? matching?.brn ?? null,
    phone: lead.phone ?? matching?.phone ?? null,
    email: lead.email ?? matching?.email ?? null,
    source: 'lead-backend',
  }
}
