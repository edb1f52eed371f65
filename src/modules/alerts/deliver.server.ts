// Sends what the alert outbox holds: each due email is claimed, rendered from the saved search and
// the listings as they are now, sent through the configured transport and settled. The transport
// down, slow or refusing: the row goes back to pending with a backoff (MAX_ATTEMPTS, then dead);
// a sent row is never claimed again. Emails go only to confirmed searches (the confirmation email
// itself only to a pending one).
import { isLocaleCode, type LocaleCode } from '../../lib/i18n/locales'
import { errorText, log } from '../../lib/log.server'
import { parseRates } from '../../lib/money'
import { projectPath } from '../../lib/paths'
import { siteOrigin } from '../../lib/site'
import { type AlertItem, alertEmail, confirmationEmail, type EmailContext } from './email.server'
import { claimEmail, dueEmails, type QueuedEmail, settleEmail } from './outbox.server'
import { findSavedSearch, type SavedSearch, searchPath } from './subscriptions.server'
import { signToken, usableSecret } from './token.server'
import { type EmailEnv, emailTransport, type OutgoingEmail, sendEmail, senderOf } from './transport.server'

export type AlertsEnv = EmailEnv & Pick<Env, 'DB' | 'SITE_URL' | 'CURRENCY_RATES'> & { ALERTS_SECRET?: string }

/** Listings one alert shows; the rest are behind "see all results". */
export const ITEMS_PER_EMAIL = 10
/** Emails one run sends at most (a cron invocation stays short; the next one goes on). */
export const EMAILS_PER_RUN = 50

/** A path in the subscriber's language: `/fr/alerts/…`; English has no prefix. */
export const localePath = (locale: LocaleCode, path: string) => (locale === 'en' ? path : `/${locale}${path}`)

/** The signed links of one search's emails. */
export async function alertLinks(env: AlertsEnv, search: Pick<SavedSearch, 'id' | 'locale'>, now = Date.now()) {
  const secret = env.ALERTS_SECRET as string
  const origin = siteOrigin(env)
  const manage = await signToken(secret, search.id, 'manage', now)
  return {
    confirm: `${origin}${localePath(search.locale, '/alerts/confirm')}?token=${await signToken(secret, search.id, 'confirm', now)}`,
    manage: `${origin}${localePath(search.locale, '/alerts/manage')}?token=${manage}`,
    // The one-click target (RFC 8058): the same URL answers a POST with no page and a GET with the manage page.
    unsubscribe: `${origin}${localePath(search.locale, '/alerts/unsubscribe')}?token=${manage}`,
  }
}

interface ListingRow {
  id: number
  slug: string
  title: string
  local_title: string | null
  area: string
  area_name: string | null
  local_area: string | null
  price_aed: number
  photo: string | null
}

/** The listings of `eventIds` as they are now, in the subscriber's language (events of deleted listings dropped). */
async function alertItems(env: AlertsEnv, search: SavedSearch, eventIds: number[]): Promise<AlertItem[]> {
  const origin = siteOrigin(env)
  const locale = search.locale
  const rows = await env.DB.prepare(
    `SELECT e.id AS event_id, e.kind, e.price_before, e.price_after, p.id, p.slug, p.title, json_extract(p.data, '$.translations.${locale}.title') AS local_title,
            p.area, l.name AS area_name, json_extract(l.data, '$.translations.${locale}.name') AS local_area, p.price_aed,
            json_extract(p.data, '$.photos[0].src') AS photo
     FROM listing_events e JOIN projects p ON p.id = e.project_id LEFT JOIN locations l ON l.slug = p.area
     WHERE e.id IN (SELECT value FROM json_each(?)) ORDER BY e.id DESC`,
  )
    .bind(JSON.stringify(eventIds))
    .all<ListingRow & { event_id: number; kind: 'new' | 'drop'; price_before: number | null; price_after: number }>()
  // One line per listing: its latest event (a new listing whose price then dropped shows the drop).
  const seen = new Set<number>()
  const items: AlertItem[] = []
  for (const row of rows.results ?? []) {
    if (seen.has(row.id)) continue
    seen.add(row.id)
    items.push({
      kind: row.kind,
      title: row.local_title || row.title,
      area: row.local_area || row.area_name || row.area,
      // A drop shows the unit type's old and new price; a new listing its price from.
      priceAed: row.kind === 'drop' ? row.price_after : row.price_aed,
      ...(row.kind === 'drop' && row.price_before !== null ? { beforeAed: row.price_before } : {}),
      url: `${origin}${localePath(locale, projectPath(row))}`,
      ...(row.photo ? { image: `${origin}${row.photo}` } : {}),
    })
  }
  return items.slice(0, ITEMS_PER_EMAIL)
}

type Rendered = { email: OutgoingEmail } | { skip: string }

/** The email a queued row stands for, or why it is not to be sent. */
export async function renderQueued(env: AlertsEnv, queued: QueuedEmail, now = Date.now()): Promise<Rendered> {
  const search = await findSavedSearch(env.DB, queued.searchId)
  if (!search) return { skip: 'saved search gone' }
  if (queued.kind === 'confirm' && search.status !== 'pending') return { skip: `search is ${search.status}` }
  if (queued.kind === 'alert' && search.status !== 'active') return { skip: `search is ${search.status}` }
  const from = senderOf(env.EMAIL_FROM)
  if (!from) return { skip: 'EMAIL_FROM is not an address' }
  const locale = isLocaleCode(search.locale) ? search.locale : 'en'
  const links = await alertLinks(env, { ...search, locale }, now)
  const ctx: EmailContext = {
    locale,
    from,
    to: search.email,
    name: search.name,
    unsubscribeUrl: links.unsubscribe,
    manageUrl: links.manage,
    messageId: queued.id.replaceAll(':', '.'),
  }
  if (queued.kind === 'confirm') return { email: confirmationEmail(ctx, links.confirm) }
  const items = await alertItems(env, { ...search, locale }, queued.events)
  if (items.length === 0) return { skip: 'nothing left to report' }
  const searchUrl = `${siteOrigin(env)}${localePath(locale, searchPath(search))}`
  return { email: alertEmail(ctx, items, { currency: search.currency, rates: parseRates(env.CURRENCY_RATES) }, search.frequency, searchUrl) }
}

export type DeliveryResult = 'sent' | 'retry' | 'dead' | 'skipped' | 'held'

/** Claims, renders, sends and settles one queued email. */
export async function deliverEmail(env: AlertsEnv, id: string, now = Date.now()): Promise<DeliveryResult> {
  // Not configured: the row is left as it is (no attempt spent) for when it is.
  if (!emailTransport(env) || !usableSecret(env.ALERTS_SECRET)) return 'held'
  const queued = await claimEmail(env.DB, id, now)
  if (!queued) return 'held'
  try {
    const rendered = await renderQueued(env, queued, now)
    if ('skip' in rendered) {
      await settleEmail(env.DB, queued, { status: 'dead', error: rendered.skip }, now)
      log.info('alert email not sent', { email_id: queued.id, reason: rendered.skip })
      return 'skipped'
    }
    const outcome = await sendEmail(env, rendered.email)
    if (outcome.ok) {
      await settleEmail(env.DB, queued, { status: 'sent' }, now)
      log.info('alert email sent', { email_id: queued.id, kind: queued.kind, attempts: queued.attempts })
      return 'sent'
    }
    await settleEmail(env.DB, queued, outcome.retry ? { status: 'retry', error: outcome.error } : { status: 'dead', error: outcome.error }, now)
    log.warn('alert email failed', { email_id: queued.id, attempts: queued.attempts, retry: outcome.retry, error: outcome.error })
    return outcome.retry ? 'retry' : 'dead'
  } catch (error) {
    await settleEmail(env.DB, queued, { status: 'retry', error: errorText(error, 300) }, now)
    log.error('alert email failed', { email_id: queued.id, error: errorText(error, 300) })
    return 'retry'
  }
}

/** Sends the due emails (at most EMAILS_PER_RUN), one at a time. Nothing when email or the secret is not configured. */
export async function deliverDueEmails(env: AlertsEnv, now = Date.now()): Promise<Record<DeliveryResult, number>> {
  const counts: Record<DeliveryResult, number> = { sent: 0, retry: 0, dead: 0, skipped: 0, held: 0 }
  if (!emailTransport(env) || !usableSecret(env.ALERTS_SECRET)) return counts
  // Each claim at the clock of its moment (`now` moved on by the time spent), never the sweep's start.
  const started = Date.now()
  for (const id of await dueEmails(env.DB, now, EMAILS_PER_RUN)) counts[await deliverEmail(env, id, now + (Date.now() - started))]++
  return counts
}
