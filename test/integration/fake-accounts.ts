// Vitest globalSetup (Node side): a small users-permissions backend (Strapi 5's /api/auth/* and
// /api/users/me) on 127.0.0.1, for what the real one cannot be made to do (answer 500, hang, send
// a broken body) and for the site's side of every flow. The mode is chosen by the base URL:
// `{accountsApiUrl}/{mode}/{run}/api/…`, where `run` isolates a test's users and requests
// (`GET /__requests/{run}` lists them, Authorization included, so a test can see the bearer token).
// Modes:
//   up          a working backend: users in memory; email confirmation off (register answers a jwt)
//   confirm     the same, with email confirmation on (register answers no jwt; sign-in of an
//               unconfirmed user is refused with Strapi's message)
//   500         every call answers 500 with an HTML body
//   slow        every call answers after 8 s (the site gives up after 5)
//   malformed   every call answers 200 with a body that is not JSON; /users/me a JSON user without fields
//   limited     every call answers 429 (Strapi's own rate limiter)
// Fixed values: the password reset code `good-code`, the provider access token `good-access-token`,
// and the user `taken` / taken@example.com already exists in every run.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text as readText } from 'node:stream/consumers'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base address of the fake users-permissions backend, e.g. http://127.0.0.1:41236 */
    accountsApiUrl: string
  }
}

export interface FakeAccountRequest {
  method: string
  path: string
  query: string
  authorization: string | null
  body: Record<string, unknown> | null
}

interface FakeUser {
  id: number
  documentId: string
  username: string
  email: string
  password: string
  confirmed: boolean
}

const requests = new Map<string, FakeAccountRequest[]>()
const users = new Map<string, FakeUser[]>()
let nextId = 100

const strapiError = (status: number, name: string, message: string, details: unknown = {}) => ({ data: null, error: { status, name, message, details } })

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body))
}

const publicUser = ({ password: _, ...user }: FakeUser) => ({ ...user, provider: 'local', blocked: false })
/** The fake's tokens: `jwt.{run}.{user id}.{serial}` shaped like a JWT (three dot-separated parts). */
let serial = 0
const tokenFor = (run: string, user: FakeUser) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(`${run}:${user.id}`).toString('base64url')}.sig${++serial}`
const userOf = (run: string, authorization: string | null): FakeUser | undefined => {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  const [tokenRun, id] = Buffer.from(payload, 'base64url').toString().split(':')
  return tokenRun === run ? users.get(run)?.find((user) => user.id === Number(id)) : undefined
}

function runUsers(run: string): FakeUser[] {
  let list = users.get(run)
  if (!list) {
    list = [
      { id: nextId++, documentId: `doc${run.slice(0, 8)}taken`, username: 'taken', email: 'taken@example.com', password: 'correct-horse', confirmed: true },
    ]
    users.set(run, list)
  }
  return list
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake')
  const [mode = '', run = '', ...rest] = url.pathname.split('/').filter(Boolean)
  const text = await readText(req)
  if (mode === '__requests') return send(res, 200, requests.get(run) ?? [])
  let body: Record<string, unknown> | null = null
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null
  } catch {
    body = null
  }
  const path = `/${rest.join('/')}`
  const list = requests.get(run) ?? []
  list.push({ method: req.method ?? 'GET', path, query: url.search, authorization: req.headers.authorization ?? null, body })
  requests.set(run, list)

  if (mode === '500') return send(res, 500, '<html><body>Internal Server Error</body></html>', 'text/html')
  if (mode === 'slow') return setTimeout(() => send(res, 200, {}), 8000)
  if (mode === 'limited') return send(res, 429, strapiError(429, 'RateLimitError', 'Too many requests, please try again later.'))
  if (mode === 'malformed') return path === '/api/users/me' ? send(res, 200, { id: 'x' }) : send(res, 200, '{"jwt": ', 'application/json')

  const all = runUsers(run)
  const confirmation = mode === 'confirm'
  const answer = (user: FakeUser) => send(res, 200, { jwt: tokenFor(run, user), user: publicUser(user) })
  const b = body ?? {}
  switch (`${req.method} ${path}`) {
    case 'GET /api/users/me': {
      const user = userOf(run, req.headers.authorization ?? null)
      return user ? send(res, 200, publicUser(user)) : send(res, 401, strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'))
    }
    case 'POST /api/auth/local': {
      const id = String(b.identifier ?? '').toLowerCase()
      const user = all.find((u) => u.email === id || u.username === id)
      if (!user || user.password !== b.password) return send(res, 400, strapiError(400, 'ValidationError', 'Invalid identifier or password'))
      if (!user.confirmed) return send(res, 400, strapiError(400, 'ApplicationError', 'Your account email is not confirmed'))
      return answer(user)
    }
    case 'POST /api/auth/local/register': {
      const password = String(b.password ?? '')
      if (password.length < 8)
        return send(
          res,
          400,
          strapiError(400, 'ValidationError', 'password must be at least 8 characters', {
            errors: [{ path: ['password'], message: 'password must be at least 8 characters', name: 'ValidationError' }],
          }),
        )
      const email = String(b.email ?? '').toLowerCase()
      if (all.some((u) => u.email === email || u.username === b.username))
        return send(res, 400, strapiError(400, 'ApplicationError', 'Email or Username are already taken'))
      const user = { id: nextId++, documentId: `doc${nextId}`, username: String(b.username), email, password, confirmed: !confirmation }
      all.push(user)
      return confirmation ? send(res, 200, { user: publicUser(user) }) : answer(user)
    }
    case 'POST /api/auth/forgot-password':
      return send(res, 200, { ok: true })
    case 'POST /api/auth/send-email-confirmation': {
      const user = all.find((u) => u.email === String(b.email ?? '').toLowerCase())
      if (user?.confirmed) return send(res, 400, strapiError(400, 'ApplicationError', 'Already confirmed'))
      return send(res, 200, { email: b.email, sent: true })
    }
    case 'POST /api/auth/reset-password': {
      if (b.password !== b.passwordConfirmation) return send(res, 400, strapiError(400, 'ValidationError', 'Passwords do not match'))
      if (b.code !== 'good-code') return send(res, 400, strapiError(400, 'ValidationError', 'Incorrect code provided'))
      const user = all[0] as FakeUser
      user.password = String(b.password)
      return answer(user)
    }
    case 'POST /api/auth/change-password': {
      const user = userOf(run, req.headers.authorization ?? null)
      if (!user) return send(res, 401, strapiError(401, 'UnauthorizedError', 'You must be authenticated to reset your password'))
      if (user.password !== b.currentPassword) return send(res, 400, strapiError(400, 'ValidationError', 'The provided current password is invalid'))
      user.password = String(b.password)
      return answer(user)
    }
    case 'GET /api/auth/github/callback': {
      if (url.searchParams.get('access_token') !== 'good-access-token') return send(res, 400, strapiError(400, 'ValidationError', 'Invalid access token'))
      return answer(all[0] as FakeUser)
    }
  }
  return send(res, 404, strapiError(404, 'NotFoundError', 'Not Found'))
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
  project.provide('accountsApiUrl', `http://127.0.0.1:${port}`)
  return async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
