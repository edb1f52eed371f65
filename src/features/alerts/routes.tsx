// Saved searches with email alerts (docs/decisions/027-saved-searches-and-alerts.md):
//   GET  /alerts/new?<catalogue query>   the form (or ?ids=1,2,3: price drops of favourites)
//   POST /alerts                         save: 303 to /alerts/sent (form) or 202 JSON; 400 naming the field
//   GET  /alerts/sent                    "check your inbox"
//   GET  /alerts/confirm?token=          the double opt-in link: a page with a Confirm button (scanners follow GETs)
//   POST /alerts/confirm                 Confirm: activates, hands the lead to the CRM, 303 to the link's page
//   GET  /alerts/manage?token=           the search, how often, unsubscribe
//   POST /alerts/manage                  change how often
//   GET  /alerts/unsubscribe?token=      the manage page (a GET never unsubscribes: link scanners follow GETs)
//   POST /alerts/unsubscribe?token=      unsubscribe: one-click (RFC 8058, a mail provider's POST from
//                                        anywhere, so no Origin check: the signed token is the authority)
//                                        answers 200; a browser's form post 303 to the page saying so
// Every page is noindex and `private, no-store`.
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { ReactElement } from 'react'
import { renderPage, visitorCountry } from '../../app/render.server'
import { bodyFormat } from '../../lib/body-format'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { formatPriceStep, parseRates, resolveUnits, UNITS_COOKIE } from '../../lib/money'
import { withinRateLimit } from '../../lib/rate-limit.server'
import { isCrossSite } from '../../lib/same-origin.server'
import { type Criteria, criteriaOf, type LocationCriterion, parseSavedQuery, type SavedQuery, savedQueryString } from '../../modules/alerts/criteria'
import { type AlertsEnv, deliverEmail } from '../../modules/alerts/deliver.server'
import { storeAlertLead } from '../../modules/alerts/lead.server'
import { queueEmailStatement } from '../../modules/alerts/outbox.server'
import {
  confirmSavedSearch,
  createSavedSearch,
  findSavedSearch,
  type SavedSearch,
  searchPath,
  setFrequency,
  unsubscribeSavedSearch,
} from '../../modules/alerts/subscriptions.server'
import { usableSecret, verifyToken } from '../../modules/alerts/token.server'
import { resolveLocation } from '../../modules/content/search.server'
import { deliverLead } from '../../modules/leads/delivery.server'
import { ConfirmPage, type FormErrors, ManagePage, MessagePage, NewAlertPage } from './AlertPages'
import { ConfirmForm, ManageForm, SaveForm } from './schema'

type AlertContext = Context<AppEnv>

/** Largest body accepted: the form is a few hundred bytes. */
export const ALERTS_MAX_BYTES = 8 * 1024
/** Confirmation emails one mailbox may be sent per hour (unconfirmed searches). */
export const PENDING_PER_HOUR = 3
/**
 * Confirmation emails the whole site may send per hour: far above what a brokerage's visitors save
 * (tens a day), low enough that a botnet cycling addresses cannot turn Marsa's sending domain into a
 * spam source. Past it, a visitor is asked to try again later; nothing else stops.
 */
export const PENDING_PER_HOUR_SITE = 200

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  c.res.headers.set('cache-control', 'private, no-store')
})

const page = (c: AlertContext, titleKey: string, body: ReactElement, status = 200) =>
  renderPage(c, { styles: 'alerts', title: c.var.t(titleKey), noindex: true }, body, status as 200)

/** Alerts are off (no secret configured): say so, with the way back to the search (`back`, default the catalogue). */
const unavailable = (c: AlertContext, back = '/catalog') =>
  page(
    c,
    'alerts.unavailable.title',
    <MessagePage title={c.var.t('alerts.unavailable.title')} action={{ href: localHref(c, back), label: c.var.t('alerts.invalid.action') }}>
      {c.var.t('alerts.unavailable.body')}
    </MessagePage>,
    503,
  )

const invalidLink = (c: AlertContext) =>
  page(
    c,
    'alerts.invalid.title',
    <MessagePage title={c.var.t('alerts.invalid.title')} action={{ href: localHref(c, '/catalog'), label: c.var.t('alerts.invalid.action') }}>
      {c.var.t('alerts.invalid.body')}
    </MessagePage>,
    400,
  )

const localHref = (c: AlertContext, path: string) => (c.var.prefixed ? `/${c.var.locale}${path}` : path)

/** The visitor's currency (decision 017): what a price in a query without `currency` means. */
const visitorCurrency = (c: AlertContext) => resolveUnits(getCookie(c, UNITS_COOKIE), c.var.locale, visitorCountry(c.req.header('cf-ipcountry'))).currency

/** An area's name in the page's language, for a location that is an area's slug (the catalogue's links). */
async function placeName(c: AlertContext, location: string): Promise<string> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(location)) return location
  const row = await c.env.DB.prepare(`SELECT name, json_extract(data, '$.translations.${c.var.locale}.name') AS local FROM locations WHERE slug = ?`)
    .bind(location)
    .first<{ name: string; local: string | null }>()
  return row?.local || row?.name || location
}

/** The search in words for the form's aside: where, what, up to which price. */
async function summaryOf(c: AlertContext, query: SavedQuery): Promise<string[]> {
  const { t } = c.var
  const currency = query.currency ?? visitorCurrency(c)
  const parts: string[] = []
  if (query.location) parts.push(await placeName(c, query.location))
  if (query.type) parts.push(t(`catalog.types.${query.type}`))
  if (query.bedrooms !== 'any')
    parts.push(query.bedrooms === 'studio' ? t('catalog.card.studio') : t('catalog.card.unitBeds', { count: Number(query.bedrooms) }))
  if (query.minPrice !== undefined) parts.push(t('alerts.summary.from', { price: formatPriceStep(query.minPrice, currency, c.var.locale) }))
  if (query.maxPrice !== undefined) parts.push(t('alerts.summary.upTo', { price: formatPriceStep(query.maxPrice, currency, c.var.locale) }))
  if (query.bbox) parts.push(t('alerts.summary.mapArea'))
  return parts.length ? parts : [t('alerts.summary.everything')]
}

/** The query of the search as saved: its filters, with the currency its prices are in. */
function canonicalQuery(c: AlertContext, raw: string): { query: SavedQuery; text: string } {
  const query = parseSavedQuery(raw)
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined ? { ...query, currency: query.currency ?? visitorCurrency(c) } : query
  return { query: priced, text: savedQueryString(priced) }
}

const favouriteIds = (value: string | undefined) =>
  value && /^[0-9]{1,9}(,[0-9]{1,9}){0,49}$/.test(value) ? [...new Set(value.split(',').map(Number))].filter((id) => id > 0) : undefined

async function newPage(c: AlertContext, raw: string, ids: number[] | undefined, values: Record<string, string>, errors: FormErrors, status = 200) {
  const { query, text } = canonicalQuery(c, raw)
  const defaultName = ids ? c.var.t('alerts.new.favouritesName') : query.location ? await placeName(c, query.location) : c.var.t('alerts.new.defaultName')
  return page(
    c,
    ids ? 'alerts.new.favouritesTitle' : 'alerts.new.title',
    <NewAlertPage summary={ids ? [] : await summaryOf(c, query)} query={text} ids={ids?.join(',')} values={{ name: defaultName, ...values }} errors={errors} />,
    status,
  )
}

/** The body as a record: form fields (a field sent twice fails its schema) or a JSON object. */
async function readBody(c: AlertContext, format: 'json' | 'form'): Promise<Record<string, unknown> | null> {
  try {
    const body = format === 'json' ? await c.req.json() : await c.req.parseBody({ all: true })
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** A refusal: JSON names the field; a form post shows the form again with the message. */
function refuse(c: AlertContext, format: 'json' | 'form', status: 400 | 403 | 413 | 415 | 429, field: string, body: Record<string, unknown> = {}) {
  const message = c.var.t(`alerts.errors.${field}`)
  if (format === 'json') return c.json({ error: status === 400 ? 'invalid_field' : 'refused', field, message }, status)
  const values = Object.fromEntries(
    ['name', 'email', 'frequency'].flatMap((key) => (typeof body[key] === 'string' ? [[key, (body[key] as string).slice(0, 300)]] : [])),
  )
  return newPage(
    c,
    typeof body.query === 'string' ? body.query.slice(0, 1000) : '',
    favouriteIds(typeof body.ids === 'string' ? body.ids : undefined),
    values,
    { [field]: message },
    status,
  )
}

const limitBody = bodyLimit({
  maxSize: ALERTS_MAX_BYTES,
  onError: (c) => refuse(c as AlertContext, bodyFormat(c) ?? 'json', 413, 'tooLarge'),
})

/** The location of the search as the catalogue resolves it (once, now: the cron never searches by words it cannot index). */
async function locationOf(db: D1Database, text: string | undefined): Promise<LocationCriterion | undefined> {
  if (!text) return undefined
  const resolved = await resolveLocation(db, text)
  return resolved.kind === 'none' ? undefined : resolved
}

export const alerts = new Hono<AppEnv>()
  .use('/alerts/*', noStore)
  .use('/alerts', noStore)
  .get('/alerts/new', (c) => {
    const url = new URL(c.req.url)
    const ids = favouriteIds(c.req.query('ids'))
    url.searchParams.delete('ids')
    if (!usableSecret(c.env.ALERTS_SECRET)) return unavailable(c, `/catalog${savedQueryString(parseSavedQuery(url.search))}`)
    return newPage(c, url.search, ids, {}, {})
  })
  .post('/alerts', async (c, next) => {
    const format = bodyFormat(c)
    if (!format) return c.json({ error: 'unsupported_media_type', field: 'form', message: c.var.t('alerts.errors.form') }, 415)
    if (isCrossSite(c)) return refuse(c, format, 403, 'crossSite')
    if (!(await withinRateLimit(c, c.env.ALERTS_RATE_LIMITER, 'alerts'))) {
      c.header('retry-after', '60')
      return refuse(c, format, 429, 'rateLimited')
    }
    return limitBody(c, next)
  })
  .post('/alerts', async (c) => {
    const format = bodyFormat(c) ?? 'form'
    if (!usableSecret(c.env.ALERTS_SECRET)) return format === 'json' ? c.json({ error: 'unavailable' }, 503) : unavailable(c)
    const body = await readBody(c, format)
    if (!body) return refuse(c, format, 400, 'form')
    const parsed = SaveForm.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.code === 'unrecognized_keys' ? 'form' : String(issue?.path[0] ?? 'form')
      return refuse(c, format, 400, ['name', 'email', 'frequency', 'consent', 'query', 'ids'].includes(field) ? field : 'form', body)
    }
    const form = parsed.data
    const email = form.email.toLowerCase()
    const now = Date.now()
    const ids = favouriteIds(form.ids)
    const { query, text } = canonicalQuery(c, form.query)
    const currency = query.currency ?? visitorCurrency(c)
    const criteria: Criteria = ids
      ? { bedrooms: 'any', projectIds: ids }
      : criteriaOf(query, currency, parseRates(c.env.CURRENCY_RATES), await locationOf(c.env.DB, query.location))
    const stored = await createSavedSearch(
      c.env.DB,
      {
        kind: ids ? 'favourites' : 'search',
        email,
        name: form.name,
        locale: c.var.locale,
        currency,
        query: ids ? '' : text,
        criteria,
        frequency: form.frequency,
      },
      now,
      { perMailbox: PENDING_PER_HOUR, perSite: PENDING_PER_HOUR_SITE },
    )
    if ('refused' in stored) {
      if (stored.refused === 'mailbox') return refuse(c, format, 429, 'tooMany', body)
      c.header('retry-after', '600')
      log.warn('saved searches: the hourly cap of confirmation emails is reached', { cap: PENDING_PER_HOUR_SITE })
      return refuse(c, format, 429, 'rateLimited', body)
    }
    const { search } = stored
    const emailId = `confirm:${search.id}`
    await queueEmailStatement(c.env.DB, { id: emailId, searchId: search.id, kind: 'confirm' }, now).run()
    log.info('saved search created', { search_id: search.id, kind: search.kind, frequency: search.frequency })
    // The confirmation goes out now; a transport that is down is retried by the every-minute cron.
    c.executionCtx.waitUntil(
      deliverEmail(c.env as AlertsEnv, emailId).catch((error) => log.error('alert email failed', { email_id: emailId, error: errorText(error) })),
    )
    if (format === 'json') return c.json({ ok: true }, 202)
    return c.redirect(localHref(c, '/alerts/sent'), 303)
  })
  .get('/alerts/sent', (c) =>
    page(
      c,
      'alerts.sent.title',
      <MessagePage title={c.var.t('alerts.sent.title')} action={{ href: localHref(c, '/catalog'), label: c.var.t('alerts.sent.action') }}>
        <p>{c.var.t('alerts.sent.body')}</p>
        <p className="text-sm text-muted">{c.var.t('alerts.sent.hint')}</p>
      </MessagePage>,
    ),
  )
  // The link in the email only shows a button: mail scanners follow links (a GET), and a search must
  // start only when its owner presses "Confirm" (a POST from this site).
  .get('/alerts/confirm', async (c) => {
    const secret = c.env.ALERTS_SECRET
    if (!usableSecret(secret)) return unavailable(c)
    const token = c.req.query('token')
    const claims = await verifyToken(secret, token, 'confirm')
    const search = claims && (await findSavedSearch(c.env.DB, claims.searchId))
    if (!search || !token || search.status === 'unsubscribed') return invalidLink(c)
    if (search.status === 'active') return confirmedPage(c, search)
    return page(c, 'alerts.confirm.title', <ConfirmPage token={token} name={search.name} frequency={search.frequency} />)
  })
  .post('/alerts/confirm', limitBody, async (c) => {
    const format = bodyFormat(c)
    if (format !== 'form') return c.json({ error: 'unsupported_media_type', field: 'form', message: c.var.t('alerts.errors.form') }, 415)
    if (isCrossSite(c)) return c.json({ error: 'cross_site', field: 'form', message: c.var.t('alerts.errors.crossSite') }, 403)
    const secret = c.env.ALERTS_SECRET
    if (!usableSecret(secret)) return unavailable(c)
    const parsed = ConfirmForm.safeParse(await readBody(c, 'form'))
    if (!parsed.success) return invalidLink(c)
    const claims = await verifyToken(secret, parsed.data.token, 'confirm')
    const search = claims && (await findSavedSearch(c.env.DB, claims.searchId))
    if (!search || search.status === 'unsubscribed') return invalidLink(c)
    const now = Date.now()
    if (await confirmSavedSearch(c.env.DB, search.id, now)) {
      log.info('saved search confirmed', { search_id: search.id })
      // The CRM hears of it through the lead outbox: stored now, delivered now or by the lead cron.
      try {
        if (await storeAlertLead(c.env, search, now))
          c.executionCtx.waitUntil(
            deliverLead(c.env, search.id).catch((error) => log.error('lead delivery failed', { lead_id: search.id, error: errorText(error) })),
          )
      } catch (error) {
        log.error('saved search lead not stored', { search_id: search.id, error: errorText(error) })
      }
    }
    return c.redirect(`${localHref(c, '/alerts/confirm')}?token=${encodeURIComponent(parsed.data.token)}`, 303)
  })
  .get('/alerts/manage', (c) => managePage(c, c.req.query('token')))
  .get('/alerts/unsubscribe', (c) => managePage(c, c.req.query('token')))
  .post('/alerts/manage', limitBody, async (c) => {
    const format = bodyFormat(c)
    if (format !== 'form') return c.json({ error: 'unsupported_media_type', field: 'form', message: c.var.t('alerts.errors.form') }, 415)
    if (isCrossSite(c)) return c.json({ error: 'cross_site', field: 'form', message: c.var.t('alerts.errors.crossSite') }, 403)
    const secret = c.env.ALERTS_SECRET
    if (!usableSecret(secret)) return unavailable(c)
    const parsed = ManageForm.safeParse(await readBody(c, 'form'))
    // The page's own form always sends a token and a frequency: anything else is not a link we made.
    if (!parsed.success) return invalidLink(c)
    const claims = await verifyToken(secret, parsed.data.token, 'manage')
    if (!claims) return invalidLink(c)
    await setFrequency(c.env.DB, claims.searchId, parsed.data.frequency)
    return c.redirect(`${localHref(c, '/alerts/manage')}?token=${encodeURIComponent(parsed.data.token)}&saved=1`, 303)
  })
  .post('/alerts/unsubscribe', limitBody, async (c) => {
    const secret = c.env.ALERTS_SECRET
    if (!usableSecret(secret)) return c.text('Unavailable', 503)
    const token = c.req.query('token')
    const claims = await verifyToken(secret, token, 'manage')
    if (!claims) return c.text('This unsubscribe link is not valid.', 400)
    if (await unsubscribeSavedSearch(c.env.DB, claims.searchId, Date.now())) log.info('saved search unsubscribed', { search_id: claims.searchId })
    // A mail provider's one-click POST (RFC 8058) carries `List-Unsubscribe=One-Click`: it reads no page.
    const body = bodyFormat(c) === 'form' ? await readBody(c, 'form') : null
    if (body?.['List-Unsubscribe'] === 'One-Click' || !c.req.header('sec-fetch-mode')) return c.text('Unsubscribed.', 200)
    return c.redirect(`${localHref(c, '/alerts/manage')}?token=${encodeURIComponent(token ?? '')}&unsubscribed=1`, 303)
  })

/** "Your alert is on", with a link to its results. */
function confirmedPage(c: AlertContext, search: SavedSearch) {
  return page(
    c,
    'alerts.confirmed.title',
    <MessagePage title={c.var.t('alerts.confirmed.title')} action={{ href: localHref(c, searchPath(search)), label: c.var.t('alerts.confirmed.action') }}>
      <p>{c.var.t(`alerts.confirmed.body.${search.frequency}`, { name: search.name })}</p>
    </MessagePage>,
  )
}

async function managePage(c: AlertContext, token: string | undefined) {
  const secret = c.env.ALERTS_SECRET
  if (!usableSecret(secret)) return unavailable(c)
  const claims = await verifyToken(secret, token, 'manage')
  const search = claims && (await findSavedSearch(c.env.DB, claims.searchId))
  if (!search || !token) return invalidLink(c)
  const notice = c.req.query('unsubscribed') ? c.var.t('alerts.unsubscribed.title') : c.req.query('saved') ? c.var.t('alerts.manage.saved') : undefined
  return page(
    c,
    'alerts.manage.title',
    <ManagePage
      token={token}
      name={search.name}
      searchHref={localHref(c, searchPath(search))}
      frequency={search.frequency}
      active={search.status === 'active' || search.status === 'pending'}
      notice={notice}
    />,
  )
}
