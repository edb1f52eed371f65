// POST /api/leads: every form on the site ends here (docs/decisions/004-lead-outbox.md).
// JSON from hydrated forms, or a plain form post without JavaScript (answered 303 to /thank-you, or
// the form again with its errors). The order of checks: content type, origin, rate limit, size
// (guard.ts), parse and validate, honeypot, Turnstile; then the outbox insert, which is the commit
// point: the visitor hears "Thank You!" only after it. Delivery runs after the response.
// Also: GET /thank-you, GET /request-call (the request-a-call form as a page, for links without
// JavaScript), and the ops API over the outbox (ops.ts).

import { zValidator } from '@hono/zod-validator'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import { renderPage, visitorCountry } from '../../app/render.server'
import { isAgentId } from '../../lib/agent-id'
import type { AppEnv } from '../../lib/context'
import { retryTransient } from '../../lib/d1-retry.server'
import { stripLocalePrefix } from '../../lib/i18n/locales'
import { errorText, log } from '../../lib/log.server'
import { projectIdOfPath, sameSitePath } from '../../lib/paths'
import { siteHost } from '../../lib/site'
import { findProject } from '../../modules/content/data.server'
import { requestedFile } from '../../modules/content/schema'
import { leadAgent } from '../../modules/leads/attribution.server'
import { deliverLead } from '../../modules/leads/delivery.server'
import { downloadLabels } from '../../modules/leads/form/LeadForm'
import { type StoredLead, storeOnce } from '../../modules/leads/idempotency.server'
import { buildContextQuery, buildLead } from '../../modules/leads/lead.server'
import { recordReferral, visitorReferral } from '../../modules/leads/referral.server'
import { LEAD_SOURCES, LeadInput, type LeadSource, validateLead } from '../../modules/leads/schema'
import { verifyTurnstile } from '../../modules/leads/turnstile.server'
import { type Format, fail, formatOf, type LeadContext, type OnInvalid, onInvalid, validationFailure } from './failures'
import { guard, sizeLimit } from './guard'
import { LeadFormPage } from './LeadFormPage'
import { ops } from './ops'
import { ThankYouPage } from './ThankYouPage'

const jsonBody = zValidator<typeof LeadInput, 'json', AppEnv, string, OnInvalid<'json'>>('json', LeadInput, onInvalid('json'))
const formBody = zValidator<typeof LeadInput, 'form', AppEnv, string, OnInvalid<'form'>>('form', LeadInput, onInvalid('form'))

/** What the route validated: the same LeadInput, from whichever of the two formats the body came in. */
type InputOf<M> = M extends MiddlewareHandler<AppEnv, string, infer I> ? I : never
type ValidLeadBody = { in: InputOf<typeof jsonBody>['in'] & InputOf<typeof formBody>['in']; out: Record<Format, LeadInput> }

/** Validates the body with LeadInput through @hono/zod-validator, as JSON or as a form. */
const validBody: MiddlewareHandler<AppEnv, string, ValidLeadBody> = async (c, next) => {
  try {
    return await (formatOf(c) === 'json' ? jsonBody(c, next) : formBody(c, next))
  } catch (error) {
    // hono/validator throws on a body it cannot parse ("Malformed JSON in request body").
    if (error instanceof HTTPException && error.status === 400)
      return fail(c, formatOf(c), { status: 400, error: 'malformed_json', message: 'The body is not valid JSON' })
    throw error
  }
}

/**
 * The file a brochure or floor-plan request earns, after a post without JavaScript: the one of the
 * project page the form came from (`next` = `/catalog/{id}-{slug}`, with or without a locale prefix). Never
 * a path from the query: nobody can make this page offer another file.
 */
async function projectDownload(c: LeadContext, source: 'brochure' | 'floor-plan', next: string): Promise<{ href: string; label: string } | undefined> {
  const id = projectIdOfPath(stripLocalePrefix(next.split(/[?#]/)[0] ?? ''))
  if (!id) return undefined
  const project = await findProject(c.env.DB, id).catch(() => null)
  const file = project && requestedFile(project, source)
  return file ? { href: file, label: downloadLabels(c.var.t)[source] } : undefined
}

const thankYouUrl = (c: LeadContext, source: LeadSource, next: string | undefined) => {
  const prefix = c.var.prefixed ? `/${c.var.locale}` : ''
  const query = new URLSearchParams({ source, next: sameSitePath(next) })
  return `${prefix}/thank-you?${query}`
}

/** The one success answer, for a new lead, a repeat and a honeypot alike: `{ ok, lead_id }` or 303 to /thank-you. */
const accepted = (c: LeadContext, format: Format, input: LeadInput, clientId: string) =>
  format === 'json' ? c.json({ ok: true, lead_id: clientId }) : c.redirect(thankYouUrl(c, input.source, input.next), 303)

const submit = async (c: Context<AppEnv, string, ValidLeadBody>) => {
  const format = formatOf(c) ?? 'json'
  const input = c.req.valid(format)
  const ip = c.req.header('cf-connecting-ip')
  const raw: Record<string, unknown> = input

  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (input.website?.trim()) {
    log.warn('lead honeypot filled', { source: input.source })
    return accepted(c, format, input, input.lead_id ?? crypto.randomUUID())
  }
  const turnstile = await verifyTurnstile(c.env, input['cf-turnstile-response'], ip)
  if (turnstile === 'fail')
    return fail(c, format, { status: 403, error: 'turnstile', field: 'cf-turnstile-response', message: c.var.t('leads.errors.turnstile') }, raw)

  const ipCountry = visitorCountry(c.req.header('cf-ipcountry'))
  const checked = validateLead(input, ipCountry)
  if (!checked.ok) return fail(c, format, validationFailure(c, input.source, checked.errors), raw)

  // The client's id (idempotency.server.ts decides the key the lead is stored under); the answer
  // is the same for a new lead and a repeat, so it tells nobody whether an id was used before.
  const clientId = input.lead_id ?? crypto.randomUUID()
  const context = { host: siteHost(c.env), locale: c.var.locale, ipCountry, agent: await leadAgent(c, input.agent_id), referral: visitorReferral(c) }
  const lead = buildLead(checked.lead, clientId, context)
  const query = buildContextQuery(lead, input, context)
  let result: StoredLead
  let retried = false
  try {
    // Safe to repeat: a first attempt that committed before its answer was lost makes the next one
    // find the same lead (stored: false); it is delivered all the same (below).
    const onRetry = (error: unknown, attempt: number) => {
      retried = true
      log.warn('lead store retried', { lead_id: clientId, attempt, error: errorText(error) })
    }
    result = await retryTransient(() => storeOnce(c.env.DB, lead, query, Date.now()), { onRetry })
  } catch (error) {
    log.error('lead not stored', { lead_id: clientId, source: input.source, error: errorText(error) })
    return fail(c, format, { status: 503, error: 'unavailable', message: c.var.t('leads.failed.message') }, raw)
  }
  const { leadId, stored } = result
  log.info('lead stored', { lead_id: leadId, source: input.source, outcome: stored ? 'new' : 'duplicate' })
  // After the commit point, one INSERT that never throws (a failure is logged): the lead goes regardless (decision 014).
  if (context.referral) await recordReferral(c.env.DB, { leadId, code: context.referral, source: input.source, next: input.next }, Date.now())
  // Delivery after the answer; a failure here is retried by the cron sweep. After a retry the lead may
  // have been stored by the attempt whose answer was lost: delivering a lead already claimed or sent does nothing.
  if (stored || retried)
    c.executionCtx.waitUntil(deliverLead(c.env, leadId).catch((error) => log.error('lead delivery failed', { lead_id: leadId, error: errorText(error) })))
  return accepted(c, format, input, clientId)
}

const RequestCallQuery = z.object({
  source: z.enum(['request-call', 'floor-plan', 'brochure']).catch('request-call'),
  agent_id: z.string().optional(),
  project: z.string().max(100).optional(),
})

export const leads = new Hono<AppEnv>()
  .post('/api/leads', guard, sizeLimit, validBody, submit)
  .get('/thank-you', async (c) => {
    const source = z.enum(LEAD_SOURCES).catch('request-call').parse(c.req.query('source'))
    const next = sameSitePath(c.req.query('next'))
    const download = source === 'brochure' || source === 'floor-plan' ? await projectDownload(c, source, next) : undefined
    return renderPage(
      c,
      { styles: 'leads', title: c.var.t('leads.success.title'), noindex: true },
      <ThankYouPage source={source} next={next} download={download} />,
    )
  })
  .get('/request-call', (c) => {
    const query = RequestCallQuery.parse(c.req.query())
    const hidden: Record<string, string> = {}
    if (isAgentId(query.agent_id)) hidden.agent_id = query.agent_id
    if (query.project?.trim()) hidden.utm_project = query.project.trim()
    return renderPage(
      c,
      { styles: 'leads', title: c.var.t(`leads.forms.${query.source}.title`), noindex: true },
      <LeadFormPage source={query.source} values={hidden} errors={{}} />,
    )
  })
  .route('/', ops)
