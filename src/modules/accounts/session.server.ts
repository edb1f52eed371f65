// The signed-in visitor (spec §4 "Authentication session", §6): the users-permissions JWT lives in an
// HttpOnly, SameSite=Lax cookie (Secure on https: setSiteCookie) that lives as long as the token, goes to the backend as a bearer
// header, and `GET /users/me` says whose it is, once per request. A token the backend refuses
// (401/403 or another 4xx) is cleared; a backend that cannot be reached signs nobody out.
// Never log a token or an email.
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, AppVariables } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { withLocalePrefix } from '../../lib/i18n/locales'
import { errorText, log } from '../../lib/log.server'
import { sameSitePath } from '../../lib/paths'
import { SESSION_HINT_COOKIE } from '../../lib/session-hint'
import { accountsConfig, failureKind, fetchMe, type User } from './client.server'
import { cookieLifetime, isJwtShaped } from './jwt'

/** The signed-in user as every page sees it. `documentId` is the numeric id as text on a version-4 backend. */
export type Account = { id: number; documentId: string; username: string; email: string; confirmed: boolean }

/** Where the visitor stands: signed in, signed out, or nobody can tell (no backend configured, or it is down). */
export type AccountState = { status: 'signed-in'; account: Account } | { status: 'signed-out' } | { status: 'unavailable' }

export const SESSION_COOKIE = 'marsa_session'
/** The longest a session cookie lives (Strapi's default JWT lifetime); a token's own `exp` shortens it. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60

export const toAccount = (user: User): Account => ({
  id: user.id,
  documentId: user.documentId ?? String(user.id),
  username: user.username,
  email: user.email,
  confirmed: user.confirmed === true,
})

/** One lookup per request, however many parts of the page ask (keyed by the request, so nothing outlives it). */
const memo = new WeakMap<Request, Promise<AccountState>>()

/** The session's JWT from the cookie, when it has a JWT's shape. */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, SESSION_COOKIE)
  return isJwtShaped(value) ? value : undefined
}

/** Ends the session in this response (Max-Age=0, same flags as when it was set), and its hint for scripts. */
export function clearSession(c: Context<AppEnv>): void {
  memo.set(c.req.raw, Promise.resolve({ status: 'signed-out' }))
  if (getCookie(c, SESSION_COOKIE) !== undefined) setSiteCookie(c, SESSION_COOKIE, '', 0)
  if (getCookie(c, SESSION_HINT_COOKIE) !== undefined) setSiteCookie(c, SESSION_HINT_COOKIE, '', 0, { readable: true })
}

/** Starts a session with `jwt` for `user` (already fetched): the rest of this request sees them signed in. */
export function startSession(c: Context<AppEnv>, jwt: string, user: User): Account {
  const account = toAccount(user)
  setSiteCookie(c, SESSION_COOKIE, jwt, cookieLifetime(jwt, SESSION_MAX_AGE))
  // For scripts: "a session exists" (no token), so the favourites sync asks the account only then.
  setSiteCookie(c, SESSION_HINT_COOKIE, '1', cookieLifetime(jwt, SESSION_MAX_AGE), { readable: true })
  memo.set(c.req.raw, Promise.resolve({ status: 'signed-in', account }))
  return account
}

async function lookUp(c: Context<AppEnv>): Promise<AccountState> {
  const config = accountsConfig(c.env)
  if (!config) return { status: 'unavailable' }
  const token = sessionToken(c)
  if (!token) {
    // A cookie that is not a JWT is cleared like a refused one.
    if (getCookie(c, SESSION_COOKIE)) clearSession(c)
    return { status: 'signed-out' }
  }
  try {
    return { status: 'signed-in', account: toAccount(await fetchMe(config, token)) }
  } catch (error) {
    const kind = failureKind(error)
    if (kind === 'unavailable') {
      log.warn('account lookup failed', { error: errorText(error, 200) })
      return { status: 'unavailable' }
    }
    // Spec §4: if fetching the user fails, the token is cleared.
    clearSession(c)
    return { status: 'signed-out' }
  }
}

/** The visitor's state, looked up once per request (`GET /users/me` with the cookie's token). */
export function accountState(c: Context<AppEnv>): Promise<AccountState> {
  let state = memo.get(c.req.raw)
  if (!state) {
    state = lookUp(c)
    memo.set(c.req.raw, state)
  }
  return state
}

/**
 * The signed-in account, or null (signed out, or the backend is unconfigured or down). Memoised per
 * request; a token the backend refuses is cleared from the visitor's browser by this response.
 */
export async function currentAccount(c: Context<AppEnv>): Promise<Account | null> {
  const state = await accountState(c)
  return state.status === 'signed-in' ? state.account : null
}

/** A site path with the visitor's locale prefix when they came through one (`/fr/account`). */
export const localPath = (c: Context<AppEnv>, path: string): string => withLocalePrefix(c.var.locale, c.var.prefixed, path)

/** The sign-in page, coming back to `next` (a same-site path; anything else becomes `/`). */
export function signInPath(c: Context<AppEnv>, next?: string): string {
  const back = next === undefined ? undefined : sameSitePath(next)
  return localPath(c, back && back !== '/' ? `/account/sign-in?${new URLSearchParams({ next: back })}` : '/account/sign-in')
}

/** The Hono environment of a route behind {@link requireAccount}: `c.var.account` is the signed-in account. */
export type AccountEnv = { Bindings: Env; Variables: AppVariables & { account: Account } }

/**
 * Middleware for pages only a signed-in visitor sees: sets `c.var.account`, or answers 303 to the
 * sign-in page with `next` = this page (path and query, locale prefix kept). When the backend is
 * unconfigured or down, 303 to `/account`, which says accounts are unavailable (503).
 */
export const requireAccount = createMiddleware<AccountEnv>(async (c, next) => {
  // The same request seen through the narrower AppEnv (Context is invariant in its variables).
  const context = c as unknown as Context<AppEnv>
  const state = await accountState(context)
  if (state.status === 'signed-in') {
    c.set('account', state.account)
    return next()
  }
  if (state.status === 'unavailable') return c.redirect(localPath(context, '/account'), 303)
  const url = new URL(c.req.url)
  return c.redirect(signInPath(context, url.pathname + url.search), 303)
})
