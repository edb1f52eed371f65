// The site's own cookies (the language, the agent a visitor arrived through), set one way: path /,
// SameSite=Lax (sent when a visitor follows a link in, never on a cross-site post), HttpOnly (only
// the server reads them), Secure whenever the site is served over https.
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'

/** Sets cookie `name` for the whole site, kept `maxAge` seconds. */
export function setSiteCookie(c: Context, name: string, value: string, maxAge: number): void {
  setCookie(c, name, value, { path: '/', maxAge, sameSite: 'Lax', httpOnly: true, secure: new URL(c.req.url).protocol === 'https:' })
}
