// A small client for a Strapi-compatible REST backend: JSON in and out, bearer token when present,
// a timeout per attempt, one retry of idempotent calls on transient failures, errors per spec §8.
import { defaultErrorBody, StrapiError, type StrapiFailure, type StrapiVersion } from './errors'
import { parseQuery, type Query, stringifyQuery } from './query.server'

export interface StrapiOptions {
  /** Base address of the backend, e.g. `https://cms.example.com` (a trailing slash is ignored). */
  baseUrl: string
  /** Path prefix added on version 4 and 5, e.g. `/api` (default: none). Ignored on version 3. */
  prefix?: string
  /** API version: shapes the default error body (default 4). */
  version?: StrapiVersion
  /** Sent as `Authorization: Bearer <token>` when present (default: none). */
  token?: string
  /** Time limit of each attempt in milliseconds, headers and body included (default 5000). */
  timeoutMs?: number
  /** Retries of idempotent methods on a retryable status, a network error or a time-out (default 1). */
  retry?: number
  /** Pause before a retry in milliseconds (default 100). */
  retryDelayMs?: number
  /** Called with every error before it is thrown (spec: "an error hook called"). */
  onError?: (error: StrapiError) => void
  /** The fetch to use (default `globalThis.fetch`): a seam for tests. */
  fetch?: typeof fetch
}

export interface StrapiRequest {
  /** Default GET. */
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
  /** Query parameters, serialised with bracketed arrays and encoded values. Merged over any in the path. */
  query?: Query
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  /** Cancels the call (in addition to the per-attempt time-out). */
  signal?: AbortSignal
}

/** Methods safe to send twice. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])
/** Statuses worth one more try: the server may answer differently a moment later. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export const DEFAULT_TIMEOUT_MS = 5000

/** The full address of `path` (which may carry its own query string). */
export function strapiUrl(options: Pick<StrapiOptions, 'baseUrl' | 'prefix' | 'version'>, path: string, query: Query = {}): string {
  const [pathname = '', search = ''] = path.split(/\?(.*)/s, 2)
  const prefix = (options.version ?? 4) === 3 ? '' : normalizePath(options.prefix ?? '')
  const qs = stringifyQuery({ ...parseQuery(search), ...query })
  return `${options.baseUrl.replace(/\/+$/, '')}${prefix}${normalizePath(pathname)}${qs ? `?${qs}` : ''}`
}

const normalizePath = (path: string) => (path && path !== '/' ? `/${path.replace(/^\/+|\/+$/g, '')}` : '')

/**
 * Calls the backend and returns its JSON answer (`undefined` for an empty one). Throws a
 * {@link StrapiError} whose `body` is the response's error body, or the spec's default.
 */
export async function strapiRequest<T = unknown>(options: StrapiOptions, path: string, request: StrapiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET'
  const retries = IDEMPOTENT_METHODS.has(method) ? Math.max(0, options.retry ?? 1) : 0
  const url = strapiUrl(options, path, request.query)
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  const init = { method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) }

  for (let attempt = 0; ; attempt++) {
    try {
      return (await attemptRequest(options, url, init, request.signal)) as T
    } catch (error) {
      const failure = error as StrapiError
      const retryable = failure.failure === 'http' ? RETRY_STATUSES.has(failure.status) : failure.unavailable && !request.signal?.aborted
      if (attempt < retries && retryable) {
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 100))
        continue
      }
      options.onError?.(failure)
      throw failure
    }
  }
}

/** One attempt: every failure comes out as a StrapiError. */
async function attemptRequest(options: StrapiOptions, url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<unknown> {
  const version = options.version ?? 4
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  let response: Response
  let text: string
  try {
    response = await (options.fetch ?? fetch)(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
    text = await response.text()
  } catch (error) {
    const failure: StrapiFailure = timeout.aborted ? 'timeout' : 'network'
    const message = timeout.aborted ? `No answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms` : error instanceof Error ? error.message : String(error)
    throw new StrapiError({ status: 500, body: defaultErrorBody(version, message || failure), failure, cause: error })
  }
  let body: unknown
  let parsed = true
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    parsed = false
  }
  if (!response.ok) {
    const errorBody = parsed && body && typeof body === 'object' ? body : defaultErrorBody(version, `${response.status} ${response.statusText}`.trim())
    throw new StrapiError({ status: response.status, body: errorBody, failure: 'http' })
  }
  if (!parsed) throw new StrapiError({ status: 500, body: defaultErrorBody(version, 'The response is not valid JSON'), failure: 'parse' })
  return body
}
