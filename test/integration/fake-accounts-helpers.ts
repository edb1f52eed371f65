// Helpers for the account tests (workerd side): the worker configured for the fake users-permissions
// backend in a mode, requests through the whole app (form posts, JSON, cookies), and readers for
// the session cookie and the requests the backend saw.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { inject } from 'vitest'
import { app } from '../../worker/app'
import type { FakeAccountRequest } from './fake-accounts'
import { ORIGIN } from './helpers'

export type AccountsMode = 'up' | 'confirm' | '500' | 'slow' | 'malformed' | 'limited' | 'down' | 'unconfigured'

export interface Backend {
  env: Env
  run: string
  base: string
}

/** The worker env pointing at the fake in `mode` (`unconfigured`: no CONTENT_API_URL); AUTH_PROVIDERS = github. */
export function accountsBackend(mode: AccountsMode = 'up', run = crypto.randomUUID()): Backend {
  const base = mode === 'unconfigured' ? '' : mode === 'down' ? inject('closedApiUrl') : `${inject('accountsApiUrl')}/${mode}/${run}`
  return { env: { ...env, CONTENT_API_URL: base, CONTENT_API_PREFIX: '/api', CONTENT_API_VERSION: '5', AUTH_PROVIDERS: 'github, Bad Name!' }, run, base }
}

let ipCounter = 0
/** A fresh client address per request (TEST-NET-1 and on), so the per-client limit never couples tests. */
export const freshIp = () => {
  const n = ++ipCounter
  return `192.0.${2 + (n >> 8)}.${n & 255}`
}

export interface SendInit {
  method?: string
  /** A plain form post (the default for a body) or JSON. */
  form?: Record<string, string>
  json?: unknown
  /** A body sent as it is (with `headers` naming its type). */
  raw?: string
  cookie?: string
  headers?: Record<string, string>
  /** Default ORIGIN (http://example.com). */
  origin?: string
}

/** One request through the whole worker with `backend`'s env, waiting for its background work. */
export async function send(backend: Backend, path: string, init: SendInit = {}): Promise<Response> {
  const headers: Record<string, string> = { 'cf-connecting-ip': freshIp(), ...init.headers }
  let body: string | undefined
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  if (init.raw !== undefined) body = init.raw
  const method = init.method ?? (body === undefined ? 'GET' : 'POST')
  if (method === 'POST' && !('origin' in headers)) headers.origin = init.origin ?? ORIGIN
  if (init.cookie) headers.cookie = init.cookie
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${init.origin ?? ORIGIN}${path}`, { method, headers, body, redirect: 'manual' }), backend.env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** Every Set-Cookie of the response for the session cookie, in order. */
export const sessionCookies = (response: Response): string[] => response.headers.getSetCookie().filter((cookie) => cookie.startsWith('marsa_session='))

/** The session token the response leaves in the browser (the last Set-Cookie wins), '' when it clears it, undefined when untouched. */
export function sessionAfter(response: Response): string | undefined {
  const last = sessionCookies(response).at(-1)
  if (last === undefined) return undefined
  return /Max-Age=0/.test(last) ? '' : (last.match(/^marsa_session=([^;]*)/)?.[1] ?? '')
}

/** What the fake backend received during `run`. */
export async function backendRequests(run: string): Promise<FakeAccountRequest[]> {
  const response = await fetch(`${inject('accountsApiUrl')}/__requests/${run}`)
  return (await response.json()) as FakeAccountRequest[]
}

/** Signs in as the fake's existing user (`taken`, password `correct-horse`) and returns the cookie header to send. */
export async function signedIn(backend: Backend): Promise<string> {
  const response = await send(backend, '/account/sign-in', { form: { identifier: 'taken@example.com', password: 'correct-horse' } })
  const token = sessionAfter(response)
  if (!token) throw new Error(`sign-in failed: ${response.status}`)
  return `marsa_session=${token}`
}
