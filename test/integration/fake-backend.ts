// Vitest globalSetup (Node side) for the integration project: a real HTTP server on 127.0.0.1 that
// plays a Strapi-compatible content backend. Tests reach it over the network from workerd, so the
// client's real fetch, time-outs and retries are exercised. Its behaviour is chosen per base URL,
// `{contentApiUrl}/{mode}/{run}` (see FAKE_MODES), and `GET /__requests/{run}` lists what a run sent.
// `closedApiUrl` is an address nothing listens on (connection refused: the backend is down).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { json } from 'node:stream/consumers'
import type { TestProject } from 'vitest/node'
import { FAKE_COLLECTIONS, FAKE_MODES, type FakeMode, type FakeRequest, INVALID_PROJECTS } from './fake-backend-data'
import { type Answer, control, createStrapi5Store, listAnswer, type Strapi5Op, type Strapi5Store, uploadAnswer } from './fake-backend-strapi5'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base address of the fake content backend, e.g. http://127.0.0.1:41234 */
    contentApiUrl: string
    /** An address where the connection is refused. */
    closedApiUrl: string
  }
}

/** How long the `slow` mode waits before answering (tests use a much shorter client time-out). */
const SLOW_MS = 5000

const requests = new Map<string, FakeRequest[]>()
const hits = new Map<string, number>()

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body))
}

/** The v4 shape: fields under `attributes`, the id beside them. */
const v4 = (record: unknown): unknown => {
  const { id, ...attributes } = record as { id?: unknown }
  return { id, attributes }
}
/** The v5 shape: flat fields plus a documentId; the site id as `siteId` and the date as `publicationDate` (the content model's). */
const v5 = (record: unknown): unknown => {
  const { id, publishedAt, ...fields } = record as { id?: unknown; publishedAt?: unknown }
  return { documentId: `doc-${String(id)}`, siteId: id, ...fields, publicationDate: publishedAt, id: typeof id === 'number' ? id + 10_000 : id }
}

/** One in-memory Strapi 5 per run (mode `strapi5`). */
const strapi5 = new Map<string, Strapi5Store>()

/** `{base}/api/<collection>` lists, `{base}/uploads/<file>` files, `POST {base}/__control` edits. */
async function handleStrapi5(req: IncomingMessage, res: ServerResponse, run: string, rest: string[], params: URLSearchParams) {
  const store = strapi5.get(run) ?? createStrapi5Store()
  strapi5.set(run, store)
  let answer: Answer
  if (req.method === 'POST' && rest.join('/') === '__control') answer = control(store, (await json(req)) as Strapi5Op)
  else if (req.method === 'GET' && rest[0] === 'uploads' && rest.length === 2) answer = uploadAnswer(rest[1] ?? '')
  else if (req.method === 'GET' && rest[0] === 'api' && rest.length === 2) answer = listAnswer(store, rest[1] ?? '', params)
  else answer = { status: 404, body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } } }
  if (answer.contentType && typeof answer.body === 'string') return res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body)
  return send(res, answer.status, answer.body)
}

function collection(mode: FakeMode, name: string): readonly unknown[] | undefined {
  const records = FAKE_COLLECTIONS[name]
  if (!records) return undefined
  if (mode === 'empty') return []
  if (mode === 'invalid-records' && name === 'projects') return [...records, ...INVALID_PROJECTS]
  return records
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake')
  const [first = '', second = '', ...rest] = url.pathname.split('/').filter(Boolean)
  if (req.method === 'GET' && first === '__requests') return send(res, 200, requests.get(second) ?? [])
  if (!(FAKE_MODES as readonly string[]).includes(first) || !second)
    return send(res, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } })
  const mode = first as FakeMode
  const run = second
  const list = requests.get(run) ?? []
  list.push({ method: req.method ?? '', path: `/${rest.join('/')}`, query: url.search, authorization: req.headers.authorization ?? null })
  requests.set(run, list)

  if (mode === 'strapi5') {
    handleStrapi5(req, res, run, rest, url.searchParams).catch((error) => send(res, 500, { data: null, error: { status: 500, message: String(error) } }))
    return
  }
  if (mode === 'slow') {
    const timer = setTimeout(() => send(res, 200, { data: [], meta: {} }), SLOW_MS)
    res.on('close', () => clearTimeout(timer))
    return
  }
  if (mode === 'malformed') return send(res, 200, '{"data": [{"id": 1, "attributes": {')
  if (mode === 'always-503') return send(res, 503, 'Service Unavailable')

  const v3 = mode === 'v3'
  const prefix = v3 ? [] : ['api']
  const name = rest.slice(prefix.length).join('/')
  const records = rest.slice(0, prefix.length).join('/') === prefix.join('/') ? collection(mode, name) : undefined
  if (!records) return send(res, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } })

  if (mode === '500-then-ok') {
    const key = `${run}${url.pathname}${url.search}`
    const count = (hits.get(key) ?? 0) + 1
    hits.set(key, count)
    if (count === 1) return send(res, 500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} } })
  }

  if (v3) {
    const start = Number(url.searchParams.get('_start') ?? 0)
    const limit = Number(url.searchParams.get('_limit') ?? 100)
    return send(res, 200, records.slice(start, start + limit))
  }
  const page = Number(url.searchParams.get('pagination[page]') ?? 1)
  const pageSize = Number(url.searchParams.get('pagination[pageSize]') ?? 25)
  if (mode === 'page2-fails' && name === 'projects' && page === 2) return send(res, 502, 'Bad Gateway')
  const pageCount = Math.ceil(records.length / pageSize)
  const data = records.slice((page - 1) * pageSize, page * pageSize).map(mode === 'v5' ? v5 : v4)
  return send(res, 200, { data, meta: { pagination: { page, pageSize, pageCount, total: records.length } } })
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

export default async function setup(project: TestProject) {
  const server = createServer(handle)
  const port = await listen(server)
  // A port that was just free and is closed again: connecting to it is refused.
  const probe = createServer()
  const closedPort = await listen(probe)
  await new Promise((resolve) => probe.close(resolve))

  project.provide('contentApiUrl', `http://127.0.0.1:${port}`)
  project.provide('closedApiUrl', `http://127.0.0.1:${closedPort}`)
  return async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
