// Client of the lead backend's agent lookup (spec section 7: GET {base}/users/inbound with agent_id
// and the context fields). The answer's shape is not specified, so it is read defensively: a few
// common field names are accepted, everything is bounded, and anything unusable means "no agent".
// Never throws: callers fall back to the consultants in D1.

import { isAgentId } from '../../lib/agent-id'
import { errorText, log } from '../../lib/log.server'

/** What the property page can use from the lead backend's answer. */
export interface LeadAgent {
  name: string
  role: string | null
  /** E.164 (`+971...`), digits only after the plus. */
  phone: string | null
  email: string | null
  /** Broker Registration Number (RERA), digits. */
  brn: string | null
  /** ISO 639-1 codes. */
  languages: string[]
  /** Site-relative image path (`/images/...`) only: the CSP allows no third-party images. */
  photo: string | null
}

/** Context fields sent with every agent call (spec section 3). */
export interface AgentContext {
  /** The current host, e.g. `marsa.ae`. */
  host: string
  /** Two-letter language of the visitor, e.g. `en`. */
  language: string
}

export interface FetchAgentOptions {
  /** Milliseconds before the call is abandoned. Default 3000. */
  timeoutMs?: number
}

export const AGENT_TIMEOUT_MS = 3000
const MAX_BODY_BYTES = 64 * 1024

/** `{base}{path}` (LEAD_API_BASE, trailing slashes tolerated), or null when `base` is not an http(s) URL. */
export function leadBackendUrl(base: string, path: string): URL | null {
  try {
    const url = new URL(`${base.trim().replace(/\/+$/, '')}${path}`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** `{base}/users/inbound?agent_id=…&source_code=…&language_iso=…`, or null when `base` is not an http(s) URL. */
export function agentUrl(base: string, agentId: string, context: AgentContext): string | null {
  const url = leadBackendUrl(base, '/users/inbound')
  if (!url) return null
  url.searchParams.set('agent_id', agentId)
  url.searchParams.set('source_code', context.host)
  url.searchParams.set('language_iso', context.language.slice(0, 2).toLowerCase())
  return url.toString()
}

/**
 * Asks the lead backend for agent `agentId`. Resolves to null when `LEAD_API_BASE` is empty or not
 * a URL, the call fails, times out (default 3 s), answers non-2xx or non-JSON, or the answer has no
 * name. Never throws.
 */
export async function fetchAgent(
  env: Pick<Env, 'LEAD_API_BASE'>,
  agentId: string,
  context: AgentContext,
  { timeoutMs = AGENT_TIMEOUT_MS }: FetchAgentOptions = {},
): Promise<LeadAgent | null> {
  if (!env.LEAD_API_BASE || !isAgentId(agentId)) return null
  const url = agentUrl(env.LEAD_API_BASE, agentId, context)
  if (!url) return null
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`agent lookup timed out after ${timeoutMs} ms`)), timeoutMs)
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal })
    if (!response.ok) {
      log.warn('agent lookup failed', { agent_id: agentId, status: response.status })
      return null
    }
    const text = await response.text()
    if (text.length > MAX_BODY_BYTES) return null
    return parseAgent(JSON.parse(text))
  } catch (error) {
    log.warn('agent lookup failed', { agent_id: agentId, error: errorText(error) })
    return null
  } finally {
    clearTimeout(timer)
  }
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first string among `keys`, trimmed, without control or bidi-override characters, at most `max` long. */
function pick(source: Json, keys: string[], max: number): string | null {
  for (const key of keys) {
    const value = source[key]
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const clean = String(value)
      .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
      .trim()
    if (clean) return clean.slice(0, max)
  }
  return null
}

/** Reads an agent from the backend's JSON: the object itself, or inside `data`/`user`/`agent`, or the first of an array. */
export function parseAgent(body: unknown): LeadAgent | null {
  let node: unknown = body
  for (let depth = 0; depth < 3; depth++) {
    if (Array.isArray(node)) node = node[0]
    else if (isObject(node) && !('name' in node) && !('full_name' in node) && !('first_name' in node)) node = node.data ?? node.user ?? node.agent
    else break
  }
  if (!isObject(node)) return null
  const first = pick(node, ['first_name', 'firstName'], 60)
  const last = pick(node, ['last_name', 'lastName'], 60)
  const name = pick(node, ['name', 'full_name', 'fullName'], 80) ?? ([first, last].filter(Boolean).join(' ') || null)
  if (!name) return null
  const digits = pick(node, ['phone', 'phone_number', 'mobile', 'whatsapp'], 40)?.replace(/\D/g, '') ?? ''
  const email = pick(node, ['email'], 254)
  const brn = pick(node, ['brn', 'broker_number', 'rera_brn', 'license_number'], 12)
  const photo = pick(node, ['photo', 'avatar', 'image', 'photo_url'], 200)
  const rawLanguages = node.languages
  const languages = (Array.isArray(rawLanguages) ? rawLanguages : typeof rawLanguages === 'string' ? rawLanguages.split(/[,\s]+/) : [])
    .filter((l): l is string => typeof l === 'string')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => /^[a-z]{2}$/.test(l))
    .slice(0, 12)
  return {
    name,
    role: pick(node, ['role', 'title', 'position', 'job_title'], 80),
    phone: digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null,
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    brn: brn && /^[0-9]{4,8}$/.test(brn) ? brn : null,
    languages: [...new Set(languages)],
    photo: photo && /^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|jpeg|webp|avif)$/.test(photo) ? photo : null,
  }
}
