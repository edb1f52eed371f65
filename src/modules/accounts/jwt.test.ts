// The session cookie's lifetime follows the token's own expiry; a cookie that is not a token is refused.
import { describe, expect, it } from 'vitest'
import { cookieLifetime, isJwtShaped, jwtExpiry } from './jwt'

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const token = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)
const MONTH = 30 * 24 * 60 * 60

describe('the session token', () => {
  it("lives as long as the token's exp claim (Strapi: 7 days), never longer than the maximum", () => {
    const sevenDays = 7 * 24 * 60 * 60
    expect(cookieLifetime(token({ id: 1, iat: NOW / 1000, exp: NOW / 1000 + sevenDays }), MONTH, NOW)).toBe(sevenDays)
    expect(cookieLifetime(token({ id: 1, exp: NOW / 1000 + 10 * MONTH }), MONTH, NOW)).toBe(MONTH)
    expect(cookieLifetime(token({ id: 1, exp: NOW / 1000 - 60 }), MONTH, NOW)).toBe(1)
  })

  it('falls back to the maximum when the token names no readable expiry', () => {
    expect(cookieLifetime(token({ id: 1 }), MONTH, NOW)).toBe(MONTH)
    expect(cookieLifetime(token({ id: 1, exp: '2030' }), MONTH, NOW)).toBe(MONTH)
    expect(cookieLifetime('eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig', MONTH, NOW)).toBe(MONTH)
    expect(jwtExpiry('no-dots')).toBeUndefined()
  })

  it('accepts only the three base64url parts of a JWT as a cookie value', () => {
    expect(isJwtShaped(token({ id: 1 }))).toBe(true)
    for (const value of [undefined, '', 'abc', 'a.b', 'a.b.c.d', 'a.b\r\nX: 1.c', 'a b.c.d', `${'a'.repeat(3000)}.b.c`])
      expect(isJwtShaped(value), String(value)).toBe(false)
  })
})
