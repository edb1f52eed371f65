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
// Answers that are not an acknowledgement (docs/decisions/004-lead-outbox.md), and the ones that are:
//   html          200 text/html (a proxy's or maintenance page)
//   broken-json   200 application/json that does not parse
//   empty         200 application/json with no body
//   not-ok        200 {"ok":false}
//   other-id      200 {"ok":true,"lead_id":<another lead's id>}
//   created       201 {"lead_id":<the lead's own id>,"success":true}
//   conflict      409 {"message":"Lead already exists: <the lead's email and phone>"}
//   echo          400 {"message":…} echoing the lead's email and phone (a CRM's validation error)
//   stall-body    200 application/json headers and half a body, then nothing until the client gives up
// Every POST records how many POSTs of the same lead_id (in its run) were open when it arrived,
// itself included (`concurrent`): two sends of one lead at once show as 2.
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
  /** POSTs of this lead_id open at the fake when this one arrived, this one included. */
  concurrent: number
  /** Epoch ms when it arrived, and when it was answered or its connection closed (null while open). */
  receivedAt: number
  closedAt: number | null
}

const SLOW_MS = 5000
const received = new Map<string, ReceivedLead[]>()
const switches = new Map<string, boolean>()
const failedOnce = new Set<string>()
/** Open POSTs per `{run}:{lead_id}`. */
const open = new Map<string, number>()

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
  const leadKey = `${run}:${String(body?.lead_id)}`
  open.set(leadKey, (open.get(leadKey) ?? 0) + 1)
  const entry: ReceivedLead = {
    method: req.method ?? '',
    path,
    query: url.search,
    idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
    contentType: req.headers['content-type'] ?? null,
    body,
    status: null,
    concurrent: open.get(leadKey) ?? 1,
    receivedAt: Date.now(),
    closedAt: null,
  }
  list.push(entry)
  received.set(run, list)
  // Answered, or abandoned by the client (its time-out): either way this POST is no longer open.
  res.on('close', () => {
    entry.closedAt = Date.now()
    open.set(leadKey, (open.get(leadKey) ?? 1) - 1)
  })
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
    case 'html':
      return answer(200, '<!doctype html><html><body>Scheduled maintenance</body></html>', 'text/html; charset=utf-8')
    case 'broken-json':
      return answer(200, '{"ok":tr', 'application/json')
    case 'empty':
      return answer(200, '', 'application/json')
    case 'not-ok':
      return answer(200, { ok: false })
    case 'other-id':
      return answer(200, { ok: true, lead_id: '00000000-0000-4000-8000-000000000000' })
    case 'created':
      return answer(201, { lead_id: body?.lead_id, success: true }, 'application/json; charset=utf-8')
    case 'conflict':
      return answer(409, { message: `Lead already exists: ${String(body?.email)} ${String(body?.phone)}` })
    case 'stall-body':
      entry.status = 200
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"ok":')
      return
    case 'echo':
      return answer(400, {
        message: `Invalid lead: email ${String(body?.email)} or phone ${String(body?.phone)} (+971 50 123 4567) already exists for "${String(body?.name)}"`,
      })
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
