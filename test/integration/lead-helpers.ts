// Shared by the lead endpoint's tests (workerd side): posts through the whole worker from a fresh
// client address each (so the per-client rate limit never couples tests), and the outbox rows they
// became, read from the real local D1.
import { env, SELF } from 'cloudflare:test'
import { ORIGIN } from './helpers'

let ipCounter = 0
/** A fresh client address per call (TEST-NET-2, then on into the next /24s). */
export const freshIp = () => {
  const n = ++ipCounter
  return `198.51.${100 + (n >> 8)}.${n & 255}`
}

/** A valid consultation: every contact field the form requires. */
export const VALID = { source: 'consultation', name: 'Amira Saleh', email: 'amira@example.com', telephone: '+971 50 123 4567' }

export interface PostInit {
  path?: string
  headers?: Record<string, string>
  /** Send `body` as it is (a string), not as JSON. */
  raw?: boolean
}

/** POST `body` as JSON to /api/leads (or `path`) from this site, without following redirects. */
export function post(body: unknown, init: PostInit = {}) {
  return SELF.fetch(`${ORIGIN}${init.path ?? '/api/leads'}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp(), ...init.headers },
    body: init.raw ? (body as string) : JSON.stringify(body),
  })
}

/** POST `fields` as a plain form (a browser without JavaScript). */
export function postForm(fields: Record<string, string>, init: Omit<PostInit, 'raw'> = {}) {
  return SELF.fetch(`${ORIGIN}${init.path ?? '/api/leads'}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': freshIp(), ...init.headers },
    body: new URLSearchParams(fields).toString(),
  })
}

interface Row {
  lead_id: string
  source: string
  status: string
  body: string
  query: string
}

export type StoredRow = Row & { lead: Record<string, unknown> }

/** The outbox row stored under `leadId`, its body parsed. */
export async function row(leadId: string): Promise<StoredRow | null> {
  const found = await env.DB.prepare('SELECT lead_id, source, status, body, query FROM leads WHERE lead_id = ?').bind(leadId).first<Row>()
  return found ? { ...found, lead: JSON.parse(found.body) as Record<string, unknown> } : null
}

/** Every outbox row whose body names `email` (one person's leads), oldest first. */
export async function rowsOf(email: string): Promise<StoredRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT lead_id, source, status, body, query FROM leads WHERE json_extract(body, '$.email') = ? ORDER BY created_at, lead_id",
  )
    .bind(email)
    .all<Row>()
  return results.map((found) => ({ ...found, lead: JSON.parse(found.body) as Record<string, unknown> }))
}

export const countRows = async (leadId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE lead_id = ?').bind(leadId).first<{ n: number }>())?.n ?? 0

/** Waits until the limiter's fixed one-minute window has room for `seconds` more of requests. */
export async function startOfWindow(seconds = 10): Promise<void> {
  const intoWindow = Date.now() % 60_000
  if (intoWindow > 60_000 - seconds * 1000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50))
}
