// Errors from the content backend (spec section 8): the error body comes from the response when
// it has one, otherwise a default shaped like the backend's own errors for its version.

/** Content-backend API version: 3 (legacy error shape, no prefix), 4 or 5 (`{ data, error }`). */
export type StrapiVersion = 3 | 4 | 5

/** Version 4/5 error body. */
export interface StrapiV4ErrorBody {
  data: null
  error: { status: number; name: string; message: string; details: unknown }
}

/** Version 3 error body. */
export interface StrapiV3ErrorBody {
  error: string
  message: string
  statusCode: number
}

/** Why a call failed: an error status, no answer at all, no answer in time, or an unreadable answer. */
export type StrapiFailure = 'http' | 'network' | 'timeout' | 'parse'

/** The default error body when the response gives none: status 500, name `UnknownError`. */
export function defaultErrorBody(version: StrapiVersion, message: string, details: unknown = {}): StrapiV4ErrorBody | StrapiV3ErrorBody {
  if (version === 3) return { error: 'UnknownError', message, statusCode: 500 }
  return { data: null, error: { status: 500, name: 'UnknownError', message, details } }
}

/** A failed content-backend call. `body` is the response's error body, or the default one. */
export class StrapiError extends Error {
  override readonly name = 'StrapiError'
  /** HTTP status of the response; 500 when no (readable) response arrived. */
  readonly status: number
  readonly body: unknown
  readonly failure: StrapiFailure

  constructor(init: { status: number; body: unknown; failure: StrapiFailure; cause?: unknown }) {
    super(errorMessage(init.body) ?? `content backend call failed (${init.failure}, ${init.status})`, { cause: init.cause })
    this.status = init.status
    this.body = init.body
    this.failure = init.failure
  }

  /** True when the backend could not be reached or did not answer in time (a retry later may work). */
  get unavailable(): boolean {
    return this.failure === 'network' || this.failure === 'timeout'
  }
}

/** The human-readable message of a v4/v5 (`error.message`) or v3 (`message`) error body. */
function errorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { error, message } = body as { error?: unknown; message?: unknown }
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message
  return typeof message === 'string' ? message : undefined
}
