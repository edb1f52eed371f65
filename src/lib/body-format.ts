// What a POST endpoint reads its body as, from the Content-Type (parameters and case ignored): the
// lead and account endpoints take JSON or a form, and refuse anything else (415) before parsing.
import type { Context } from 'hono'

export type BodyFormat = 'json' | 'form'

/** The body's format from its content type; null for anything else. */
export function bodyFormat(c: Context): BodyFormat | null {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null
}
