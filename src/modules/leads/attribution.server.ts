// Agent attribution (docs/decisions/011-lead-endpoint-trust.md): a visitor who arrives through one of
// our agents' links (`?agent_id=MRS-104`) keeps that agent for 30 days, so a lead sent later from any
// page still names them (spec section 3). What a visitor may choose is which of OUR agents a lead
// names, nothing more: an id counts only when it is a consultant's or a project's agent in D1 (the team
// and listings the content backend syncs), in the link, the cookie (which a client can write itself) and the form alike. Anything
// else is ignored, never refused: a lead is worth more than its attribution.
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { isAgentId } from '../../lib/agent-id'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { errorText, log } from '../../lib/log.server'

export const AGENT_COOKIE = 'marsa_agent'
export const AGENT_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

/**
 * The ids among `candidates` that are our agents: a consultant's, or the agent a published project
 * names (the lead backend knows agents the consultant finder does not show). Reads only those columns
 * (the content module owns the tables; importing it here would point the layers the wrong way). A
 * database error counts as "none known": attribution is never worth a failed page or lead.
 */
async function knownAgents(db: D1Database, candidates: (string | undefined)[]): Promise<Set<string>> {
  const ids = [...new Set(candidates.filter(isAgentId))]
  if (!ids.length) return new Set()
  const list = ids.map(() => '?').join(', ')
  try {
    // One statement; the projects side reads the projects_agent expression index (migration 0006).
    const { results } = await db
      .prepare(
        `SELECT agent_id FROM consultants WHERE agent_id IN (${list})
         UNION SELECT json_extract(data, '$.agentId') FROM projects WHERE json_extract(data, '$.agentId') IN (${list})`,
      )
      .bind(...ids, ...ids)
      .all<{ agent_id: string }>()
    return new Set(results.map((row) => row.agent_id))
  } catch (error) {
    log.error('agent lookup failed', { error: errorText(error) })
    return new Set()
  }
}

/** On page requests carrying the `agent_id` of one of our agents, remembers it (the latest link followed wins). */
export const agentAttribution: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.req.method !== 'GET' || c.res.status !== 200) return
  const agentId = c.req.query('agent_id')
  if (!isAgentId(agentId) || getCookie(c, AGENT_COOKIE) === agentId) return
  if ((await knownAgents(c.env.DB, [agentId])).has(agentId)) setSiteCookie(c, AGENT_COOKIE, agentId, AGENT_COOKIE_MAX_AGE)
}

/**
 * The agent a lead names: the form's own `agent_id` (a consultant's card, an agent's project page)
 * when it is one of our agents; else the attribution cookie's when it is; else none.
 */
export async function leadAgent(c: Context<AppEnv>, posted: string | undefined): Promise<string | undefined> {
  const cookie = getCookie(c, AGENT_COOKIE)
  const known = await knownAgents(c.env.DB, [posted, cookie])
  return [posted, cookie].find((id): id is string => id !== undefined && known.has(id))
}
