// Writes that must not fail on a blip. D1 retries a read-only query itself, never a write: a write
// that meets a transient error (the database object reset or its connection lost, an overload) is
// the caller's to repeat, with backoff and jitter (developers.cloudflare.com/d1/best-practices/retry-queries).
// Only for writes that are safe to repeat: one that did commit before its answer was lost must do
// nothing the second time (an INSERT … ON CONFLICT DO NOTHING, an upsert).

/** Messages of the D1 errors its documentation says to retry. */
const TRANSIENT = [
  'Network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
  'Cannot resolve D1 DB due to transient issue',
  'D1 DB is overloaded',
  'Internal error',
]

export const isTransientD1Error = (error: unknown): boolean => {
  const text = String(error instanceof Error ? error.message : error)
  return TRANSIENT.some((message) => text.includes(message))
}

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number
  /** The wait before the second attempt; each next one doubles, plus up to as much again at random. */
  baseDelayMs?: number
  /** Called before each retry with the error that caused it (for a log line). */
  onRetry?: (error: unknown, attempt: number) => void
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `write()`, repeated on a transient D1 error up to `attempts` times in all; any other error at once. */
export async function retryTransient<T>(write: () => Promise<T>, { attempts = 4, baseDelayMs = 50, onRetry }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= attempts || !isTransientD1Error(error)) throw error
      onRetry?.(error, attempt)
      const delay = baseDelayMs * 2 ** (attempt - 1)
      await wait(delay + Math.random() * delay)
    }
  }
}
