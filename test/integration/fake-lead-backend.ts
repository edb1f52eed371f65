// Vitest globalSetup (Node side): a real HTTP server on 127.0.0.1 playing the lead backend
// (POST /leads/inbound, GET /users/inbound) and Cloudflare Turnstile's siteverify. The worker under
// test reaches it over the network from workerd, so real fetches, time-outs and retries run.
// The behaviour is chosen by the base URL: `{leadApiUrl}/{mode}/{run}`, where `run` isolates a
// test's requests (listed by `GET /__leads/{run}`). Modes:
//   up            200 {"ok":true}
//   slow          answers after 5 s (tests use a 200 ms client time-out)
//   500-then-ok   the first POST of each lead_id answers 500, later ones 200
//   reject        400 {"message":"Invalid lead: duplicate phone number"}
//   bad-gateway   502 with an HTML body (no message field)
//   switch        503 while `POST /__switch/{run}/down`, 200 after `POST /__switch/{run}/up`
// `closedApiUrl` of the content fake is the lead backend being down (connection refused).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base address of the fake lead backend, e.g. http://127.0.0.1:41235 */
    leadApiUrl: string
  }
}

export interface ReceivedLead {
  method: string
  path: string
  query: string
  idempotencyKey: string | null
  contentType: string | null
  body: Record<string, unknown> | null
  /** What the fake answered (null while it has not). */
  status: number | null
}

const SLOW_MS = 5000
const received = new Map<string, ReceivedLead[]>()
const switches = new Map<string, boolean>()
const failedOnce = new Set<string>()

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json', entry?: ReceivedLead) {
  if (entry) entry.status = status
  res.writeHead(status, { 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => resolve(data))
  })
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake')
  const [mode = '', run = '', ...rest] = url.pathname.split('/').filter(Boolean)
  const text = await readBody(req)
  if (mode === '__leads') return send(res, 200, received.get(run) ?? [])
  if (mode === '__switch') {
    switches.set(run, rest[0] === 'up')
    return send(res, 200, { up: switches.get(run) })
  }
  if (mode === 'turnstile') {
    const token = new URLSearchParams(text).get('response') ?? text.match(/name="response"\r\n\r\n([^\r]*)/)?.[1]
    return send(res, 200, token === 'pass' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] })
  }
  const path = `/${rest.join('/')}`
  let body: Record<string, unknown> | null = null
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null
  } catch {}
  const list = received.get(run) ?? []
  const entry: ReceivedLead = {
    method: req.method ?? '',
    path,
    query: url.search,
    idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
    contentType: req.headers['content-type'] ?? null,
    body,
    status: null,
  }
  list.push(entry)
  received.set(run, list)
  const answer = (status: number, payload: unknown, type?: string) => send(res, status, payload, type, entry)
  if (path !== '/leads/inbound' || req.method !== 'POST') return answer(404, { message: 'Not found' })

  switch (mode) {
    case 'up':
      return answer(200, { ok: true })
    case 'slow': {
      const timer = setTimeout(() => answer(200, { ok: true }), SLOW_MS)
      res.on('close', () => clearTimeout(timer))
      return
    }
    case '500-then-ok': {
      const key = `${run}:${String(body?.lead_id)}`
      if (failedOnce.has(key)) return answer(200, { ok: true })
      failedOnce.add(key)
      return answer(500, { message: 'Temporary failure' })
    }
    case 'reject':
      return answer(400, { message: 'Invalid lead: duplicate phone number' })
    case 'bad-gateway':
      return answer(502, '<html><body>Bad Gateway</body></html>', 'text/html')
    case 'switch':
      return switches.get(run) ? answer(200, { ok: true }) : answer(503, { message: 'Down for maintenance' })
    default:
      return answer(404, { message: `Unknown mode ${mode}` })
  }
}

export default async function setup(project: TestProject) {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'fake failed' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('leadApiUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
