// Helpers for tests against the real Strapi 5 (the `cms` vitest project, test/cms/global-setup.ts):
// the worker's env pointed at it, full-access REST calls, the mails maildev caught and the webhook
// calls Strapi made.
import { inject } from 'vitest'
import type { RecordedWebhook } from './global-setup'

export type { RecordedWebhook }

/** The running CMS: url, tokens, webhook secret, recorder and maildev addresses. */
export const cms = () => inject('cms')

/** `env` (the worker's) with the content backend set to the real Strapi: v5, the read-only sync token. */
export function cmsEnv<E extends object>(
  env: E,
): E & { CONTENT_API_URL: string; CONTENT_API_PREFIX: string; CONTENT_API_VERSION: string; CONTENT_API_TOKEN: string; CONTENT_WEBHOOK_SECRET: string } {
  const { url, syncToken, webhookSecret } = cms()
  return {
    ...env,
    CONTENT_API_URL: url,
    CONTENT_API_PREFIX: '/api',
    CONTENT_API_VERSION: '5',
    CONTENT_API_TOKEN: syncToken,
    CONTENT_WEBHOOK_SECRET: webhookSecret,
  }
}

/**
 * A REST call to Strapi with the full-access token: `path` under the CMS (e.g. `/api/faqs?locale=ar`);
 * a plain-object `init.json` is sent as the JSON body.
 */
export function adminRequest(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('authorization', `Bearer ${cms().adminToken}`)
  if (json !== undefined) headers.set('content-type', 'application/json')
  return fetch(`${cms().url}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) })
}

/** A REST call to Strapi with the read-only sync token (what the site's sync sends). */
export function syncRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${cms().syncToken}`)
  return fetch(`${cms().url}${path}`, { ...init, headers })
}

/** A mail maildev caught (the fields tests use; maildev returns more). */
export interface Mail {
  id: string
  subject: string
  from: { address: string; name: string }[]
  to: { address: string; name: string }[]
  text?: string
  html?: string
  date?: string
}

/** Every mail Strapi sent so far, oldest first. */
export async function mails(): Promise<Mail[]> {
  const res = await fetch(`${cms().mailUrl}/api/email`)
  if (!res.ok) throw new Error(`maildev answered ${res.status}`)
  return (await res.json()) as Mail[]
}

/** Forgets every caught mail. */
export async function clearMails(): Promise<void> {
  await fetch(`${cms().mailUrl}/api/email/all`, { method: 'DELETE' })
}

/** The newest mail to `to` (case-insensitive), waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await mails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase())).at(-1)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Every webhook call Strapi made so far, oldest first (replay a `body` into the worker with SELF.fetch). */
export async function webhooks(): Promise<RecordedWebhook[]> {
  return (await (await fetch(cms().webhooksUrl)).json()) as RecordedWebhook[]
}

/** Forgets the recorded webhook calls. */
export async function clearWebhooks(): Promise<void> {
  await fetch(cms().webhooksUrl, { method: 'DELETE' })
}

/** Waits until a recorded webhook call matches `match` (Strapi sends them shortly after the change). */
export async function waitForWebhook(match: (call: RecordedWebhook) => boolean, timeoutMs = 15_000): Promise<RecordedWebhook> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await webhooks()).find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no matching webhook call within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
