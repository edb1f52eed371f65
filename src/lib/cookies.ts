// The site's own cookies (the language, the agent a visitor arrived through), set one way: path /,
// SameSite=Lax (sent when a visitor follows a link in, never on a cross-site post), HttpOnly (only
// the server reads them), Secure whenever the site is served over https.
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'

/**
 * Sets cookie `name` for the whole site, kept `maxAge` seconds. `readable`: without HttpOnly, for the
 * one cookie a script must see (the session hint, src/lib/session-hint.ts: it holds no secret).
 */
export function setSiteCookie(c: Context, name: string, value: string, maxAge: number, { readable = false } = {}): void {
  setCookie(c, name, value, { path: '/', maxAge, sameSite: 'Lax', httpOnly: !readable, secure: new URL(c.req.url).protocol === 'https:' })
}
