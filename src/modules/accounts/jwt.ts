// What the site reads from a users-permissions JWT without verifying it (the backend verifies it on
// every call): its shape, so a cookie that is not a token is never sent on, and its expiry, so the
// cookie lives exactly as long as the token it carries.

/** Three base64url parts: anything else in the cookie is not a token. */
const JWT_SHAPE = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{0,1024}$/

export const isJwtShaped = (value: string | undefined): value is string => value !== undefined && JWT_SHAPE.test(value)

/** The `exp` claim (seconds since the epoch) of a JWT's payload, if it has a readable one. */
export function jwtExpiry(jwt: string): number | undefined {
  const payload = jwt.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const exp = (JSON.parse(atob(base64)) as { exp?: unknown }).exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined
  } catch {
    return undefined
  }
}

/**
 * Seconds the session cookie should live: until the token expires (at least 1 s), never more than
 * `max`; `max` when the token names no expiry.
 */
export function cookieLifetime(jwt: string, max: number, nowMs = Date.now()): number {
  const exp = jwtExpiry(jwt)
  if (exp === undefined) return max
  return Math.min(max, Math.max(1, Math.floor(exp - nowMs / 1000)))
}
