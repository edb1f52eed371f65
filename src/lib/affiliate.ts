// Affiliate tracking's decisions (spec §3 "Persisted main state", §4 "Affiliate click", §7, §9; issue 11
// item 7), pure and shared: the persisted main state (the affiliate transaction id and the current
// country, in localStorage), the click a visit registers (from the URL's oid, affid, sub1–sub5, uid,
// source_id, _ef_transaction_id; default offer 3, affiliate 1), and what a lead carries. The browser
// side (loading the network's script behind marketing consent) is affiliate.client.ts; the server
// checks the lead's fields again (src/modules/leads/lead.server.ts).
import type { KeyValueStorage } from './storage'

/** localStorage key of the persisted main state: `{"transactionId":"…","country":{"code":"DE","name":"Germany"}}`. */
export const MAIN_STATE_KEY = 'marsa-main'

/** Spec §9: the offer a visit counts for and the affiliate a click is credited to when the URL names none. */
const DEFAULT_OFFER_ID = 3
const DEFAULT_AFFILIATE_ID = 1

/**
 * A transaction id as networks issue them (Everflow: 32 hex characters; others use UUIDs or
 * base64url): letters, digits, `_`, `.`, `-`, at most 128. Anything else is not stored, not sent,
 * and dropped by the lead endpoint: it would end up in the lead backend's query string.
 */
const TRANSACTION_ID = /^[A-Za-z0-9_.-]{1,128}$/
export const isTransactionId = (value: unknown): value is string => typeof value === 'string' && TRANSACTION_ID.test(value)

/** An ISO 3166-1 alpha-2 code as CF-IPCountry gives it (the server checks it against the phone table). */
const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value)

export interface Country {
  code: string
  name: string
}

/** Spec §3: the affiliate transaction id (string) and the current country {code, name}. */
export interface MainState {
  transactionId?: string
  country?: Country
}

/** The stored main state, re-validated on read (a hand-edited or corrupt value reads as empty parts). */
export function readMainState(storage: KeyValueStorage | null): MainState {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(MAIN_STATE_KEY) ?? '{}')
  } catch {
    return {}
  }
  if (!parsed || typeof parsed !== 'object') return {}
  const { transactionId, country } = parsed as Record<string, unknown>
  const state: MainState = {}
  if (isTransactionId(transactionId)) state.transactionId = transactionId
  const { code, name } = (country ?? {}) as Record<string, unknown>
  if (isCountryCode(code)) state.country = { code, name: typeof name === 'string' && name.length <= 100 ? name : code }
  return state
}

/** Merges `patch` into the stored main state; storage that refuses (quota, private mode) is left as it is. */
export function writeMainState(storage: KeyValueStorage | null, patch: MainState): MainState {
  const next = { ...readMainState(storage), ...patch }
  try {
    storage?.setItem(MAIN_STATE_KEY, JSON.stringify(next))
  } catch {
    // Nothing persists this time; the next page view tries again.
  }
  return next
}

/** The country's English name (`DE` → `Germany`); the code itself where the runtime knows no name. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Persists the current country: the visitor's country as detected (CF-IPCountry, the country the phone
 * input preselects), kept once stored (spec §4: a stored country is reused). The phone input's own
 * choice is the number's country and travels with the lead as `telephone_country`, so it is not this.
 */
export function rememberCountry(storage: KeyValueStorage | null, detected: string | undefined): Country | undefined {
  const stored = readMainState(storage).country
  if (stored || !isCountryCode(detected)) return stored
  const country = { code: detected, name: countryName(detected) }
  writeMainState(storage, { country })
  return country
}

/** What a click registers (Everflow's `EF.click` fields). */
export interface ClickPayload {
  offer_id: number
  affiliate_id: number
  sub1?: string
  sub2?: string
  sub3?: string
  sub4?: string
  sub5?: string
  uid?: string
  source_id?: string
  transaction_id?: string
}

/**
 * AFFILIATE_SCRIPT_URL as the script's address: an absolute http(s) URL without credentials. Empty or
 * anything else: undefined, tracking off (no meta on the page, no host in the CSP, nothing loads).
 */
export function affiliateScript(configured: string | undefined): URL | undefined {
  if (!configured?.trim()) return undefined
  try {
    const url = new URL(configured.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : undefined
  } catch {
    return undefined
  }
}

/** A positive whole number from the URL, else the default (`oid=abc` counts for the default offer). */
function idParam(params: URLSearchParams, name: string, fallback: number): number {
  const value = params.get(name)?.trim() ?? ''
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : fallback
}

/** A free-text parameter: trimmed, at most 255 characters (the networks' own limit), absent when empty. */
function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().slice(0, 255)
  return value ? value : undefined
}

/** The offer this visit counts for: `oid`, else offer 3. */
const offerIdOf = (params: URLSearchParams): number => idParam(params, 'oid', DEFAULT_OFFER_ID)

/** The click from the page's URL: offer and affiliate (defaults 3 and 1), sub1–sub5, uid, source_id, transaction id. */
export function clickPayload(params: URLSearchParams): ClickPayload {
  const payload: ClickPayload = { offer_id: offerIdOf(params), affiliate_id: idParam(params, 'affid', DEFAULT_AFFILIATE_ID) }
  for (const name of ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'uid', 'source_id'] as const) {
    const value = textParam(params, name)
    if (value) payload[name] = value
  }
  const transactionId = params.get('_ef_transaction_id')
  if (isTransactionId(transactionId)) payload.transaction_id = transactionId
  return payload
}

/** The part of the network's script this site uses (Everflow's `EF` global has these). */
export interface AffiliateSdk {
  /** The transaction id the network already knows for the offer (its cookie, or the URL), if any. */
  getAdvertiserTransactionId(offerId: number): unknown
  /** Registers a click; resolves with the new transaction id. */
  click(payload: ClickPayload): Promise<unknown> | unknown
}

/** The visit's transaction id, and whether a click was registered for it. */
export interface AffiliateOutcome {
  transactionId: string
  registered: boolean
}

/**
 * One visit's affiliate step, once the script has loaded (spec §4): the transaction id for the offer
 * from the URL (`_ef_transaction_id`) or the network; if there is none, a click is registered and the
 * id it returns is stored. A visitor who already has an id and arrives without affiliate parameters
 * (`oid`/`affid`) registers no new click: every page view would otherwise count as a click of
 * affiliate 1 (the network's cookie normally prevents that; this holds where it is blocked).
 */
export async function trackAffiliate(sdk: AffiliateSdk, params: URLSearchParams, storage: KeyValueStorage | null): Promise<AffiliateOutcome> {
  const known = [params.get('_ef_transaction_id'), sdk.getAdvertiserTransactionId(offerIdOf(params))].find(isTransactionId)
  if (known) {
    writeMainState(storage, { transactionId: known })
    return { transactionId: known, registered: false }
  }
  const stored = readMainState(storage).transactionId
  if (stored && !params.has('oid') && !params.has('affid')) return { transactionId: stored, registered: false }
  const returned = await sdk.click(clickPayload(params))
  if (!isTransactionId(returned)) throw new Error('The affiliate click returned no transaction id')
  writeMainState(storage, { transactionId: returned })
  return { transactionId: returned, registered: true }
}

/** Drops the transaction id (marketing consent withdrawn); the country stays (the site's own state, not tracking). */
export function forgetTransactionId(storage: KeyValueStorage | null): void {
  const { country } = readMainState(storage)
  try {
    storage?.setItem(MAIN_STATE_KEY, JSON.stringify(country ? { country } : {}))
  } catch {
    // Storage refused: the id stays stored, but affiliateLeadFields sends it only with marketing consent.
  }
}

/**
 * The lead fields from the main state (src/modules/leads/schema.ts `transaction_id`, `visitor_country`):
 * the transaction id only while marketing consent is granted (`marketing`), the country always.
 */
export function affiliateLeadFields(storage: KeyValueStorage | null, marketing: boolean): { transaction_id?: string; visitor_country?: string } {
  const { transactionId, country } = readMainState(storage)
  return { ...(transactionId && marketing ? { transaction_id: transactionId } : {}), ...(country ? { visitor_country: country.code } : {}) }
}
