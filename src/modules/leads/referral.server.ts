// Referral links (docs/decisions/014-referrals.md): a partner's link `/?ref=<code>` sets a first-party
// cookie (30 days, the last link followed wins) through a redirect to the same URL without `ref`, so
// no page response ever carries a Set-Cookie and canonical URLs stay clean. Every lead sent while the
// cookie is there carries the code to the lead backend (`ref` in the lead call's query) and leaves a
// row in `referrals` (migrations/0008_referrals.sql): no personal data, kept after the outbox purge.
// The code is only ever checked for its shape (a client can write the cookie itself): a referral is
// a claim the CRM confirms, never money by itself. Recording one never costs a lead.
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../lib/context'
import { setSiteCookie } from '../../lib/cookies'
import { stripLocalePrefix } from '../../lib/i18n/locales'
import { errorText, log } from '../../lib/log.server'
import { projectIdOfPath } from '../../lib/paths'
import type { LeadStatus } from './outbox.server'

export const REFERRAL_COOKIE = 'marsa_ref'
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60
/** The query parameter of a referral link. */
export const REFERRAL_PARAM = 'ref'

/**
 * A referral code: a Strapi 5 `documentId` (cuid2: 24 lowercase letters and digits, random, stable
 * across publishes, URL-safe). Nothing else passes: not a username, an email or a numeric id.
 */
const CODE = /^[a-z0-9]{24}$/

export const isReferralCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value)

/** The code of an account (its documentId), or undefined when that is not a valid code. */
export function referralCodeOf(account: { documentId: string }): string | undefined {
  return isReferralCode(account.documentId) ? account.documentId : undefined
}

/** The partner's personal link: `${origin}/?ref=<code>` (the home page; any page takes `?ref=`). */
export const referralLink = (origin: string, code: string) => `${origin}/?${REFERRAL_PARAM}=${code}`

/** The name of one raw `name=value` pair, decoded as URLSearchParams reads it. */
const pairName = (pair: string) => new URLSearchParams(pair).keys().next().value ?? ''

/**
 * `?ref=<valid code>` on a page (GET/HEAD, not /api/…): 302 to the same path and query without
 * `ref` (the other pairs kept byte for byte: campaign tags must reach the page as they were), with the
 * cookie and `no-store`. An invalid code is ignored: the page answers as if it were not there.
 */
export const referralLanding: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  if (!url.searchParams.has(REFERRAL_PARAM) || url.pathname.startsWith('/api/')) return next()
  // The last valid code in the URL (one per link in practice).
  const code = url.searchParams.getAll(REFERRAL_PARAM).findLast(isReferralCode)
  if (!code) return next()
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && pairName(pair) !== REFERRAL_PARAM)
  // Leading slashes collapse to one: `//host?ref=…` must never become a protocol-relative Location.
  const location = `/${url.pathname.replace(/^\/+/, '')}${kept.length ? `?${kept.join('&')}` : ''}`
  setSiteCookie(c, REFERRAL_COOKIE, code, REFERRAL_COOKIE_MAX_AGE)
  c.header('cache-control', 'no-store')
  return c.redirect(location, 302)
}

/** The referral code of this request's visitor (the cookie), when it has a valid shape. */
export function visitorReferral(c: Context<AppEnv>): string | undefined {
  const code = getCookie(c, REFERRAL_COOKIE)
  return isReferralCode(code) ? code : undefined
}

/** Where a lead came from: the path without locale prefix and query, and the project of a property page. */
export function referralPage(next: string | undefined): { page: string | null; projectId: string | null } {
  if (!next?.startsWith('/') || next.startsWith('//')) return { page: null, projectId: null }
  const page = stripLocalePrefix(next.split(/[?#]/)[0] ?? '/').slice(0, 200) || '/'
  // A property page (`/catalog/{id}-{slug}`, or the bare id of older links) names its project by id.
  const projectId = page.startsWith('/catalog/') ? (projectIdOfPath(page)?.toString() ?? null) : null
  return { page, projectId }
}

export interface ReferralInput {
  /** The outbox key the lead was stored under. */
  leadId: string
  code: string
  /** The form (lead source). */
  source: string
  /** The same-site path the form was on (the lead's `next`). */
  next: string | undefined
}

/**
 * Records the referral of a stored lead (once per lead: a repeat of the same post changes nothing).
 * Never throws: a failure is logged with the lead id, and the lead goes on as if there were none.
 */
export async function recordReferral(db: D1Database, input: ReferralInput, now: number): Promise<boolean> {
  const { page, projectId } = referralPage(input.next)
  try {
    await db
      .prepare(
        `INSERT INTO referrals (lead_id, partner_code, source, page, project_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
      )
      .bind(input.leadId, input.code, input.source, page, projectId, now)
      .run()
    return true
  } catch (error) {
    log.error('referral not recorded', { lead_id: input.leadId, error: errorText(error) })
    return false
  }
}

/** What the site knows of a referred lead: waiting in the outbox, delivered to the CRM, or failed. */
export type ReferralStatus = 'pending' | 'delivered' | 'failed'

const STATUS: Record<LeadStatus, ReferralStatus> = { pending: 'pending', sending: 'pending', sent: 'delivered', dead: 'failed' }

export interface Referral {
  source: string
  page: string | null
  projectId: string | null
  status: ReferralStatus
  /** Epoch milliseconds. */
  createdAt: number
}

/** A partner's referrals, newest first (at most `limit`): the outbox's status while its row exists, else the one kept. */
export async function listReferrals(db: D1Database, code: string, limit = 200): Promise<Referral[]> {
  const { results } = await db
    .prepare(
      `SELECT r.source, r.page, r.project_id, r.created_at, COALESCE(l.status, r.status) AS status
       FROM referrals r LEFT JOIN leads l ON l.lead_id = r.lead_id
       WHERE r.partner_code = ? ORDER BY r.created_at DESC, r.lead_id LIMIT ?`,
    )
    .bind(code, limit)
    .all<{ source: string; page: string | null; project_id: string | null; created_at: number; status: LeadStatus }>()
  return results.map((row) => ({
    source: row.source,
    page: row.page,
    projectId: row.project_id,
    status: STATUS[row.status] ?? 'pending',
    createdAt: row.created_at,
  }))
}
