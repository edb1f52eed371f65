// POST /api/leads: every form on the site ends here (docs/decisions/004-lead-outbox.md).
// JSON from hydrated forms, or a plain form post without JavaScript (answered 303 to /thank-you, or
// the form again with its errors). The order of checks: content type, origin, rate limit, size,
// parse, validate, honeypot, Turnstile; then the outbox insert, which is the commit point: the
// visitor hears "Thank You!" only after it. Delivery runs after the response.
// Also: GET /request-call (the request-a-call form as a page, for links without JavaScript),
// GET /thank-you, and the ops API over the outbox (Bearer OPS_TOKEN).

import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { renderPage, visitorCountry } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { sameSitePath } from '../../lib/paths'
import { bearerToken, secretMatches } from '../../lib/secret.server'
import { findProject } from '../../modules/content/data.server'
import { requestedFile } from '../../modules/content/schema'
import { attributedAgent, isAgentId } from '../../modules/leads/attribution.server'
import { deliverDueLeads, deliverLead } from '../../modules/leads/delivery.server'
import { downloadLabels } from '../../modules/leads/form/LeadForm'
import { buildContextQuery, buildLead } from '../../modules/leads/lead.server'
import { countLeads, LEAD_STATUSES, listLeads, redriveLeads, storeLead } from '../../modules/leads/outbox.server'
import { errorKeyFor, type FieldError, LEAD_SOURCES, LeadInput, type LeadSource, validateLead } from '../../modules/leads/schema'
import { verifyTurnstile } from '../../modules/leads/turnstile.server'
import { LeadFormPage } from './LeadFormPage'
import { ThankYouPage } from './ThankYouPage'

/** Largest lead body accepted: the biggest form (the questionnaire, nine answers) is well under it. */
export const LEAD_MAX_BYTES = 16 * 1024

type Format = 'json' | 'form'
type LeadContext = Context<AppEnv>

interface Failure {
  status: ContentfulStatusCode
  error: string
  message: string
  field?: string
  fields?: Record<string, string>
}

const contentType = (c: LeadContext) => c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
const formatOf = (c: LeadContext): Format | null => {
  const type = contentType(c)
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null
}

/** The visitor's address: Cloudflare sets CF-Connecting-IP (and overwrites any sent by the client). */
const clientIp = (c: LeadContext) => c.req.header('cf-connecting-ip') ?? 'unknown'

/** The origins a browser post may come from: this request's, and SITE_URL's. */
function allowedOrigins(c: LeadContext): Set<string> {
  const origins = new Set([new URL(c.req.url).origin])
  try {
    if (c.env.SITE_URL) origins.add(new URL(c.env.SITE_URL).origin)
  } catch {}
  return origins
}

/** A browser post from another site (Origin, else Referer, else Sec-Fetch-Site) is refused. */
function crossSite(c: LeadContext): boolean {
  const allowed = allowedOrigins(c)
  const origin = c.req.header('origin')
  if (origin && origin !== 'null') return !allowed.has(origin)
  const referer = c.req.header('referer')
  if (referer) {
    try {
      return !allowed.has(new URL(referer).origin)
    } catch {
      return true
    }
  }
  return c.req.header('sec-fetch-site') === 'cross-site' || origin === 'null'
}

/** The message for a field of a form, in the page's language. */
function fieldMessage(c: LeadContext, source: LeadSource, field: string): string {
  return c.var.t(`leads.errors.${errorKeyFor(source, field)}`)
}

/** zod's issues as one failure naming the fields (unknown fields first: a form with a typo must not lose data). */
function schemaFailure(c: LeadContext, issues: z.core.$ZodIssue[], source: LeadSource | undefined): Failure {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys')
  if (unknown && unknown.code === 'unrecognized_keys') {
    const field = unknown.keys[0] ?? ''
    return { status: 400, error: 'unknown_field', field, message: `Unknown field: ${field.slice(0, 64)}` }
  }
  if (issues.some((issue) => issue.path.length === 0)) return { status: 400, error: 'malformed_json', message: 'The body must be a JSON object of fields' }
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body')
    if (fields[field]) continue
    if (field === 'source') fields[field] = `Unknown form: source must be one of ${LEAD_SOURCES.join(', ')}`
    else fields[field] = source ? fieldMessage(c, source, field) : c.var.t('leads.errors.invalid')
  }
  const field = Object.keys(fields)[0] ?? 'body'
  return { status: 400, error: 'validation', message: fields[field] ?? 'Invalid request', field, fields }
}

function validationFailure(c: LeadContext, source: LeadSource, errors: FieldError[]): Failure {
  const fields = Object.fromEntries(errors.map((e) => [e.field, fieldMessage(c, source, e.field)]))
  const field = errors[0]?.field ?? 'body'
  return { status: 400, error: 'validation', message: fields[field] ?? '', field, fields }
}

/** Form values to show again (strings only, never the honeypot or token). */
function echoValues(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => typeof value === 'string' && key !== 'website' && key !== 'cf-turnstile-response' && value.length <= 2000),
  ) as Record<string, string>
}

/**
 * The file a brochure or floor-plan request earns, after a post without JavaScript: the one of the
 * project page the form came from (`next` = `/catalog/{id}`, with or without a locale prefix). Never
 * a path from the query: nobody can make this page offer another file.
 */
async function projectDownload(c: LeadContext, source: 'brochure' | 'floor-plan', next: string): Promise<{ href: string; label: string } | undefined> {
  const id = Number(next.match(/^(?:\/[a-z]{2})?\/catalog\/([1-9][0-9]{0,8})(?:[?#]|$)/)?.[1])
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

async function fail(c: LeadContext, format: Format | null, failure: Failure, data: Record<string, unknown> = {}): Promise<Response> {
  if (format !== 'form') {
    const { status, ...body } = failure
    return c.json({ ok: false, ...body }, status, failure.status === 429 ? { 'retry-after': '60' } : undefined)
  }
  // Without JavaScript: the form again, with what was typed and what to fix (or why it failed).
  const parsedSource = z.enum(LEAD_SOURCES).safeParse(data.source)
  const source = parsedSource.success ? parsedSource.data : 'request-call'
  const errors = failure.error === 'validation' && failure.fields ? failure.fields : { form: c.var.t('leads.failed.message') }
  return renderPage(
    c,
    { title: c.var.t(`leads.forms.${source}.title`), noindex: true },
    <LeadFormPage source={source} values={echoValues(data)} errors={errors} />,
    failure.status,
  )
}

/** Content type, origin and rate limit: what is refused before the body is read. */
const guard = async (c: LeadContext, next: () => Promise<void>) => {
  const format = formatOf(c)
  if (!format)
    return fail(c, null, { status: 415, error: 'unsupported_media_type', message: 'Send application/json or a form (application/x-www-form-urlencoded)' })
  if (crossSite(c)) return fail(c, format, { status: 403, error: 'cross_site', message: 'Forms can only be sent from this site' })
  if (c.env.LEAD_RATE_LIMITER) {
    const { success } = await c.env.LEAD_RATE_LIMITER.limit({ key: clientIp(c) }).catch(() => ({ success: true }))
    if (!success) return fail(c, format, { status: 429, error: 'rate_limited', message: 'Too many submissions from this address: try again in a minute' })
  }
  await next()
}

/** A body that is not a record (a form field sent twice arrives as an array and fails its schema). */
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** The failure hook of both validators: one answer naming the field, in the form's format. */
const onInvalid = (format: Format) => (result: { success: boolean; data: unknown; error?: { issues: z.core.$ZodIssue[] } }, c: Context) => {
  if (result.success || !result.error) return
  const data = asRecord(result.data)
  const source = z.enum(LEAD_SOURCES).safeParse(data.source).data
  return fail(c as LeadContext, format, schemaFailure(c as LeadContext, result.error.issues, source), data)
}

const jsonBody = zValidator('json', LeadInput, onInvalid('json'))
const formBody = zValidator('form', LeadInput, onInvalid('form'))

/** Validates the body with LeadInput through @hono/zod-validator, as JSON or as a form. */
const validBody = async (c: LeadContext, next: () => Promise<void>) => {
  try {
    return await (formatOf(c) === 'json' ? jsonBody : formBody)(c as never, next)
  } catch (error) {
    // hono/validator throws on a body it cannot parse ("Malformed JSON in request body").
    if (error instanceof HTTPException && error.status === 400)
      return fail(c, formatOf(c), { status: 400, error: 'malformed_json', message: 'The body is not valid JSON' })
    throw error
  }
}

const submit = async (c: LeadContext) => {
  const format = formatOf(c) ?? 'json'
  const input = (c.req as unknown as { valid: (target: Format) => LeadInput }).valid(format)
  const ip = clientIp(c)
  const raw = input as unknown as Record<string, unknown>

  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (input.website?.trim()) {
    console.warn('lead honeypot filled', input.source)
    return format === 'json' ? c.json({ ok: true, lead_id: crypto.randomUUID(), duplicate: false }) : c.redirect(thankYouUrl(c, input.source, input.next), 303)
  }
  const turnstile = await verifyTurnstile(c.env as Parameters<typeof verifyTurnstile>[0], input['cf-turnstile-response'], ip)
  if (turnstile === 'fail')
    return fail(c, format, { status: 403, error: 'turnstile', field: 'cf-turnstile-response', message: c.var.t('leads.errors.turnstile') }, raw)

  const ipCountry = visitorCountry(c.req.header('cf-ipcountry'))
  const checked = validateLead(input, ipCountry)
  if (!checked.ok) return fail(c, format, validationFailure(c, input.source, checked.errors), raw)

  const leadId = input.lead_id ?? crypto.randomUUID()
  const context = {
    host: new URL(c.env.SITE_URL || c.req.url).host,
    locale: c.var.locale,
    ipCountry,
    attributedAgent: attributedAgent(c),
  }
  const lead = buildLead(checked.lead, leadId, context)
  const query = buildContextQuery(lead, input, context)
  let stored: boolean
  try {
    stored = await storeLead(c.env.DB, lead, query, Date.now())
  } catch (error) {
    console.error('lead not stored', leadId, input.source, error instanceof Error ? error.message : String(error))
    return fail(c, format, { status: 503, error: 'unavailable', message: c.var.t('leads.failed.message') }, raw)
  }
  console.log('lead stored', leadId, input.source, stored ? 'new' : 'duplicate')
  // Delivery after the answer; a failure here is retried by the cron sweep.
  if (stored) c.executionCtx.waitUntil(deliverLead(c.env, leadId).catch((error) => console.error('lead delivery failed', leadId, String(error))))
  return format === 'json' ? c.json({ ok: true, lead_id: leadId, duplicate: !stored }) : c.redirect(thankYouUrl(c, input.source, input.next), 303)
}

const opsAuth = async (c: LeadContext, next: () => Promise<void>) => {
  const token = (c.env as { OPS_TOKEN?: string }).OPS_TOKEN
  if (!token) return c.json({ ok: false, error: 'not_configured', message: 'Set the OPS_TOKEN secret to use the ops API' }, 404)
  if (!(await secretMatches(bearerToken(c.req.header('authorization')), token)))
    return c.json({ ok: false, error: 'unauthorized', message: 'Unauthorized' }, 401)
  c.header('cache-control', 'no-store')
  await next()
}

const OpsQuery = z.object({ status: z.enum(LEAD_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) })
const Redrive = z.strictObject({ lead_ids: z.array(z.uuid()).min(1).max(500).optional(), all_dead: z.literal(true).optional() })

const RequestCallQuery = z.object({
  source: z.enum(['request-call', 'floor-plan', 'brochure']).catch('request-call'),
  agent_id: z.string().optional(),
  project: z.string().max(100).optional(),
})

export const leads = new Hono<AppEnv>()
  .post(
    '/api/leads',
    bodyLimit({
      maxSize: LEAD_MAX_BYTES,
      onError: (c) =>
        fail(c as LeadContext, formatOf(c as LeadContext), { status: 413, error: 'too_large', message: `The body is larger than ${LEAD_MAX_BYTES} bytes` }),
    }),
    guard,
    validBody,
    submit,
  )
  .get('/thank-you', async (c) => {
    const source = z.enum(LEAD_SOURCES).catch('request-call').parse(c.req.query('source'))
    const next = sameSitePath(c.req.query('next'))
    const download = source === 'brochure' || source === 'floor-plan' ? await projectDownload(c, source, next) : undefined
    return renderPage(c, { title: c.var.t('leads.success.title'), noindex: true }, <ThankYouPage source={source} next={next} download={download} />)
  })
  .get('/request-call', (c) => {
    const query = RequestCallQuery.parse(c.req.query())
    const hidden: Record<string, string> = {}
    if (isAgentId(query.agent_id)) hidden.agent_id = query.agent_id
    if (query.project?.trim()) hidden.utm_project = query.project.trim()
    return renderPage(
      c,
      { title: c.var.t(`leads.forms.${query.source}.title`), noindex: true },
      <LeadFormPage source={query.source} values={hidden} errors={{}} />,
    )
  })
  .get('/api/ops/leads', opsAuth, async (c) => {
    const query = OpsQuery.safeParse(c.req.query())
    if (!query.success)
      return c.json({ ok: false, error: 'validation', field: String(query.error.issues[0]?.path[0] ?? 'query'), message: 'Invalid query' }, 400)
    const [counts, rows] = await Promise.all([countLeads(c.env.DB), listLeads(c.env.DB, query.data)])
    return c.json({ ok: true, counts, leads: rows })
  })
  .post('/api/ops/leads/redrive', opsAuth, bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ ok: false, error: 'too_large' }, 413) }), async (c) => {
    if (contentType(c) !== 'application/json') return c.json({ ok: false, error: 'unsupported_media_type', message: 'Send application/json' }, 415)
    const body = Redrive.safeParse(await c.req.json().catch(() => null))
    if (!body.success || (!body.data.lead_ids && !body.data.all_dead))
      return c.json({ ok: false, error: 'validation', field: 'lead_ids', message: 'Send { "lead_ids": [...] } or { "all_dead": true }' }, 400)
    const redriven = await redriveLeads(c.env.DB, body.data.all_dead ? 'all-dead' : (body.data.lead_ids ?? []), Date.now())
    c.executionCtx.waitUntil(deliverDueLeads(c.env).catch((error) => console.error('redrive delivery failed', String(error))))
    return c.json({ ok: true, redriven })
  })
