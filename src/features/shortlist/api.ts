// /api/favourites: the saved properties of the signed-in account (decision 026). GET reads them,
// PUT replaces them (the browser sends its whole list after each change: idempotent, so a dropped
// call is healed by the next), POST merges the browser's list into the account's (on sign-in) and
// answers the union (or, not signed in, says so with a 200). JSON only, 8 KB at most, same-origin writes, the account limiter per client,
// errors as JSON naming the field, never cached. Without a content backend there are no accounts:
// 503, and the browser keeps its own list.
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context'
import { FAVOURITES_MAX } from '../../lib/favourites'
import { errorText, log } from '../../lib/log.server'
import { withinRateLimit } from '../../lib/rate-limit.server'
import { isCrossSite } from '../../lib/same-origin.server'
import { accountState, sessionToken } from '../../modules/accounts/session.server'
import { mergeAccountFavourites, readAccountFavourites, writeAccountFavourites } from './account-favourites.server'

/** The largest body accepted: 200 ids of 9 digits and their commas is about 2 KB. */
export const FAVOURITES_BODY_MAX = 8 * 1024

export const FavouritesBody = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(999_999_999))
    .max(FAVOURITES_MAX, `at most ${FAVOURITES_MAX} ids`)
    .transform((ids) => [...new Set(ids)]),
})

const PRIVATE = { 'cache-control': 'private, no-store' }

const fail = (c: Context<AppEnv>, status: 400 | 401 | 403 | 413 | 415 | 429 | 503, error: string, message: string, field?: string) =>
  c.json({ error, ...(field ? { field } : {}), message }, status, PRIVATE)

/** The signed-in account's id, or the JSON answer for a visitor who is not signed in. */
async function accountOrFail(c: Context<AppEnv>): Promise<string | Response> {
  const state = await accountState(c)
  if (state.status === 'signed-in') return state.account.documentId
  if (state.status === 'unavailable') return fail(c, 503, 'accounts_unavailable', 'Accounts are unavailable; saved properties stay in this browser')
  return fail(c, 401, 'signed_out', 'Sign in to keep saved properties on your account')
}

/** The body's ids, or the JSON answer naming what is wrong. */
async function idsOrFail(c: Context<AppEnv>): Promise<number[] | Response> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return fail(c, 415, 'unsupported_media_type', 'Send application/json')
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return fail(c, 400, 'invalid_json', 'The body is not JSON')
  }
  const parsed = FavouritesBody.safeParse(body)
  if (parsed.success) return parsed.data.ids
  const issue = parsed.error.issues[0]
  const field = issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'ids') : issue?.path.length ? issue.path.join('.') : 'ids'
  return fail(c, 400, 'invalid_field', `${field}: ${issue?.message ?? 'invalid'}`, field)
}

/** Checks shared by PUT and POST: same origin, then the per-client limit. */
async function writeGuard(c: Context<AppEnv>): Promise<Response | undefined> {
  if (isCrossSite(c)) return fail(c, 403, 'cross_site', 'Cross-site request refused')
  // Counted only with a session: only those cost a backend call, and the browser's once-per-tab
  // handshake of a visitor who is not signed in then never uses up anyone's budget.
  if (sessionToken(c) && !(await withinRateLimit(c, c.env.ACCOUNT_RATE_LIMITER, 'ACCOUNT_RATE_LIMITER')))
    return fail(c, 429, 'rate_limited', 'Too many requests; try again in a minute')
  return undefined
}

const limit = bodyLimit({
  maxSize: FAVOURITES_BODY_MAX,
  onError: (c) => c.json({ error: 'payload_too_large', field: 'ids', message: 'ids: the body is too large' }, 413, PRIVATE),
})

/** Runs `work`, answering 503 when D1 fails (logged; never the visitor's fault). */
async function stored(c: Context<AppEnv>, work: () => Promise<number[]>): Promise<Response> {
  try {
    return c.json({ ids: await work() }, 200, PRIVATE)
  } catch (error) {
    log.error('favourites: account store failed', { error: errorText(error) })
    return fail(c, 503, 'unavailable', 'Saved properties could not be stored; they stay in this browser')
  }
}

export const favouritesApi = new Hono<AppEnv>()
  .get('/api/favourites', async (c) => {
    const account = await accountOrFail(c)
    if (account instanceof Response) return account
    return stored(c, () => readAccountFavourites(c.env.DB, account))
  })
  .put('/api/favourites', limit, async (c) => {
    const refused = await writeGuard(c)
    if (refused) return refused
    const ids = await idsOrFail(c)
    if (ids instanceof Response) return ids
    const account = await accountOrFail(c)
    if (account instanceof Response) return account
    return stored(c, () => writeAccountFavourites(c.env.DB, account, ids))
  })
  // The browser's handshake (once per tab session, and after signing in): it cannot know whether
  // the visitor is signed in, so "not signed in" is an answer here, not an error (a 4xx would be a
  // console error on every first page view): `{ account: 'signed-out' | 'unavailable' }`.
  .post('/api/favourites', limit, async (c) => {
    const refused = await writeGuard(c)
    if (refused) return refused
    const ids = await idsOrFail(c)
    if (ids instanceof Response) return ids
    const state = await accountState(c)
    if (state.status !== 'signed-in') return c.json({ account: state.status }, 200, PRIVATE)
    const response = await stored(c, () => mergeAccountFavourites(c.env.DB, state.account.documentId, ids))
    if (!response.ok) return response
    return c.json({ account: 'signed-in', ...((await response.json()) as { ids: number[] }) }, 200, PRIVATE)
  })
