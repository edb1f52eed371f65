// Agent attribution: a visitor who arrives through an agent's link (`?agent_id=MRS-104`) keeps that
// agent for 30 days, so a lead sent later from any page still names them (spec section 3). The
// cookie is HttpOnly (only the lead endpoint reads it) and its value is checked against a strict
// pattern both ways.
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'

export const AGENT_COOKIE = 'marsa_agent'
export const AGENT_COOKIE_MAX_AGE = 30 * 24 * 60 * 60
const AGENT_ID = /^[A-Za-z0-9_.:-]{1,40}$/

export const isAgentId = (value: string | undefined): value is string => Boolean(value && AGENT_ID.test(value))

/** On page requests carrying a valid `agent_id`, remembers it. */
export const agentAttribution: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.req.method !== 'GET' || c.res.status !== 200) return
  const agentId = c.req.query('agent_id')
  if (!isAgentId(agentId) || getCookie(c, AGENT_COOKIE) === agentId) return
  setSiteCookie(c, AGENT_COOKIE, agentId, AGENT_COOKIE_MAX_AGE)
}

/** The attributed agent of this visitor, when the cookie holds a valid id. */
export function attributedAgent(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, AGENT_COOKIE)
  return isAgentId(value) ? value : undefined
}
