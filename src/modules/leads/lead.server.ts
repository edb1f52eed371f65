// The lead as the lead backend receives it (spec section 3): the JSON body of
// POST {LEAD_API_BASE}/leads/inbound, and the context fields that go in its query string.

import { isSupportedCountry } from 'libphonenumber-js'
import { isTransactionId } from '../../lib/affiliate'
import { log } from '../../lib/log.server'
import { countryFromPhone } from '../../lib/phone/phone'
import { LeadInput, pageParamName, QUESTION_FIELDS, UTM_FIELDS, type ValidLead } from './schema'

/** The lead fields, in the spec's order. Empty optional values are omitted (never `""` or null). */
export interface Lead {
  name?: string
  email?: string
  /** `+` and digits only. */
  phone?: string
  agent_id?: string
  date?: string
  comments?: string
  lead_id: string
  campaign_id?: string
  utm_campaign?: string
  utm_source?: string
  utm_medium?: string
  utm_term?: string
  utm_content?: string
  country_iso?: string
  language_iso: string
  additional_info1?: string
  additional_info2?: string
  additional_info3?: string
  additional_info4?: string
  additional_info5?: string
  additional_info6?: string
  additional_info7?: string
  additional_info8?: string
  additional_info9?: string
  schedule_from?: string
  source: string
  utm_call_queue: boolean
  utm_project?: string
  utm_placement?: string
}

/** What the request tells about the visitor, beyond the form. */
export interface RequestContext {
  /** The site's configured host, e.g. `marsa.ae` (source_code: `siteHost`, never the request's Host). */
  host: string
  /** The page's locale (`en`, `ar`…): the language when the browser's is unknown. */
  locale: string
  /** CF-IPCountry as a real country (`visitorCountry`: not `XX` or `T1`), when Cloudflare knows it. */
  ipCountry?: string
  /** The agent the lead names, already checked to be one of ours (attribution.server.ts `leadAgent`). */
  agent?: string
  /** The partner's referral code from the visitor's cookie (referral.server.ts), sent as `ref` in the query. */
  referral?: string
}

/** Page query parameters carried to the lead backend: at most this many. */
const MAX_PAGE_PARAMS = 20
const present = (value: string | undefined) => (value ? value : undefined)

/** A campaign parameter of the page's query as a body field, read by the form field's own schema (cleaned, bounded). */
function fromPage(params: URLSearchParams, field: (typeof UTM_FIELDS)[number]): string | undefined {
  const parsed = LeadInput.shape[field].safeParse(params.get(field) ?? undefined)
  return parsed.success ? present(parsed.data) : undefined
}

/** `en` from `en-GB`, `pt` from `pt_BR`; lowercase. */
const twoLetters = (tag: string | undefined) => (tag ? tag.slice(0, 2).toLowerCase() : undefined)

/** The current country the island sent (persisted main state, src/lib/affiliate.ts), when it is a real one. */
const visitorCountry = (input: LeadInput): string | undefined =>
  typeof input.visitor_country === 'string' && /^[A-Z]{2}$/.test(input.visitor_country) && isSupportedCountry(input.visitor_country)
    ? input.visitor_country
    : undefined

/** The phone's country, else Cloudflare's for this request, else the one the browser persisted when it first came. */
function country(lead: ValidLead, context: RequestContext): string | undefined {
  const fromPhone = lead.phoneCountry ?? (lead.phone ? countryFromPhone(lead.phone) : undefined)
  return fromPhone ?? context.ipCountry ?? visitorCountry(lead.input)
}

/** The lead body (spec section 3): `lead_id` is the idempotency key the outbox and the backend share. */
export function buildLead(lead: ValidLead, leadId: string, context: RequestContext): Lead {
  const input = lead.input
  const answers = Object.fromEntries(QUESTION_FIELDS.map((field, i) => [`additional_info${i + 1}`, present(input[field])]))
  // A form's own utm_* win; else the page's (`?utm_source=google` on the page the form was on).
  const pageParams = new URLSearchParams(input.page_query ?? '')
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, present(input[field]) ?? fromPage(pageParams, field)]))
  const body: Lead = {
    name: present(input.name),
    email: present(input.email),
    phone: lead.phone,
    agent_id: context.agent,
    date: present(input.date),
    comments: present(input.comments),
    lead_id: leadId,
    campaign_id: present(input.campaign_id),
    ...utm,
    country_iso: country(lead, context),
    language_iso: twoLetters(present(input.language as string | undefined)) ?? twoLetters(context.locale) ?? 'en',
    ...answers,
    schedule_from: present(input.date),
    source: input.source,
    utm_call_queue: input.utm_call_queue ?? false,
    utm_project: present(input.utm_project),
    utm_placement: present(input.utm_placement),
  }
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as unknown as Lead
}

/**
 * The query string of the lead call: the context fields (source_code, language_iso,
 * timezone_offset, country_iso only with a phone, agent_id when present, ref: the partner's referral
 * code when the visitor came through a partner's link, transaction_id: the affiliate network's), then the page's campaign
 * parameters (pageParamName: an allow-list, normalised names, one value each), bounded.
 */
export function buildContextQuery(lead: Lead, input: ValidLead['input'], context: RequestContext): string {
  const query = new URLSearchParams()
  if (context.host) query.set('source_code', context.host)
  query.set('language_iso', lead.language_iso)
  if (typeof input.timezone_offset === 'number') query.set('timezone_offset', String(input.timezone_offset))
  if (lead.phone && lead.country_iso) query.set('country_iso', lead.country_iso)
  if (lead.agent_id) query.set('agent_id', lead.agent_id)
  // With the context fields: a server-set key no page parameter can carry (pageParamName never passes `ref`).
  if (context.referral) query.set('ref', context.referral)
  // The affiliate network's transaction id rides here with the campaign tracking (spec §3: "campaign
  // tracking is carried along"), not in the lead's body. One that is not an id (src/lib/affiliate.ts
  // `isTransactionId`) is dropped and logged, names only (the value is whatever a client sent); the lead goes on.
  if (isTransactionId(input.transaction_id)) query.set('transaction_id', input.transaction_id)
  const dropped = [
    input.transaction_id !== undefined && !isTransactionId(input.transaction_id) ? 'transaction_id' : undefined,
    input.visitor_country !== undefined && !visitorCountry(input) ? 'visitor_country' : undefined,
  ].filter(Boolean)
  if (dropped.length) log.warn('lead affiliate fields dropped', { lead_id: lead.lead_id, fields: dropped.join(',') })
  const carried = new Set<string>()
  for (const [key, value] of new URLSearchParams(input.page_query?.replace(/^\?/, '') ?? '')) {
    if (carried.size >= MAX_PAGE_PARAMS) break
    const name = pageParamName(key)
    if (!name || carried.has(name)) continue
    query.set(name, value.slice(0, 200))
    carried.add(name)
  }
  return query.toString()
}
