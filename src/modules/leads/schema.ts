// The lead forms' contract, shared by the endpoint (src/features/leads/routes.tsx) and the form island
// (src/modules/leads/form): the fields
// a form posts (one set of names for JSON and for plain form posts), what each form requires, and
// the spec's messages (section 5). The lead the backend receives is built from this in
// src/modules/leads/lead.server.ts.

import { isSupportedCountry } from 'libphonenumber-js'
import * as z from 'zod'
import { type CountryCode, parsePhone } from '../../lib/phone/phone'

/** Every form on the site, sent to the lead backend as the lead's `source`. */
export const LEAD_SOURCES = ['request-call', 'consultation', 'floor-plan', 'brochure', 'careers', 'subscription', 'partner', 'vienna', 'vienna-rak'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

/** The careers questionnaire's nine questions, sent as s1–s9 (additional_info1–9). */
export const QUESTION_FIELDS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const

export const UTM_FIELDS = ['utm_campaign', 'utm_source', 'utm_medium', 'utm_term', 'utm_content'] as const

/** Field names as the forms post them (the phone input's default name is `telephone`, spec section 5). */
export const CONTACT_FIELDS = ['name', 'email', 'telephone'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Which contact fields each form requires (the rest are optional but validated when given). */
export const REQUIRED: Record<LeadSource, readonly ContactField[]> = {
  'request-call': ['name', 'email', 'telephone'],
  consultation: ['name', 'email', 'telephone'],
  'floor-plan': ['name', 'email', 'telephone'],
  brochure: ['name', 'email', 'telephone'],
  // Spec section 3: full name and email required (marked with an asterisk), phone optional.
  careers: ['name', 'email'],
  subscription: ['email'],
  partner: ['name', 'email', 'telephone'],
  vienna: ['name', 'email', 'telephone'],
  'vienna-rak': ['name', 'email', 'telephone'],
}

/** Error message keys (locales/*.json `leads.errors.*`); English texts are the spec's. */
export type ErrorKey = 'name' | 'email' | 'phone' | 'questionnaireName' | 'questionnaireEmail' | 'questionnairePhone' | 'invalid'

/** The message key for a field of a form: the questionnaire has its own wording (spec section 5). */
export function errorKeyFor(source: LeadSource, field: string): ErrorKey {
  const careers = source === 'careers'
  if (field === 'name') return careers ? 'questionnaireName' : 'name'
  if (field === 'email') return careers ? 'questionnaireEmail' : 'email'
  if (field === 'telephone') return careers ? 'questionnairePhone' : 'phone'
  return 'invalid'
}

/** Bounds: generous for real people, small enough that a lead row stays a few KB. */
export const LIMITS = { name: 100, email: 254, telephone: 25, comments: 2000, answer: 1000, short: 100, query: 1000 } as const

/** Letters (any script), marks, spaces, apostrophes, dots and hyphens; at least two letters. */
const NAME = /^(?=(?:.*\p{L}){2})[\p{L}\p{M}' .\-’]+$/u
/** An atom of a local part: RFC 5322 `atext`, plus letters, marks and digits of any script (RFC 6531). */
const LOCAL_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+$/u
/** A domain label as typed: letters (any script: an internationalised domain), marks, digits, hyphens. */
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u

const octets = (text: string) => new TextEncoder().encode(text).length

/** The domain in its ASCII form (IDNA: `مثال.إختبار` → `xn--mgbh0fb.xn--kgbechtv`), as DNS and SMTP see it; null if it has none. */
function asciiDomain(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
}

/**
 * An address a mail system would accept (RFC 5321/5322 as MTAs enforce them): at most 254 octets; a
 * local part of at most 64 octets written as a dot-atom (no leading, trailing or double dot; no
 * quoted strings, which nobody types into a form and many systems mishandle); a domain name (no
 * address literal) of at least two labels, each at most 63 octets of letters, digits and hyphens,
 * neither starting nor ending with a hyphen, and a top-level label that is not all digits and has
 * at least two characters (none shorter exists: `name@gmail.c` is a typo). Internationalised
 * addresses are accepted on purpose (Dubai visitors write Arabic and Cyrillic ones): domains are
 * checked in their IDNA (punycode) form, and a local part may hold letters and digits of any
 * script (SMTPUTF8, RFC 6531). See docs/decisions/011-lead-endpoint-trust.md.
 */
export function isMailAddress(value: string): boolean {
  if (octets(value) > 254) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (at < 1 || octets(local) > 64 || !local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false
  if (!domain.split('.').every((label) => LABEL.test(label))) return false
  const ascii = asciiDomain(domain)
  if (!ascii || ascii.length > 253) return false
  const labels = ascii.split('.')
  const top = labels.at(-1) ?? ''
  return labels.length >= 2 && labels.every((label) => label.length >= 1 && label.length <= 63) && top.length >= 2 && !/^[0-9]+$/.test(top)
}

/**
 * A date (`2026-12-02`), optionally with a time of day (`T14:30`, `T14:30:15`), that exists on the
 * calendar (no 31 February, no 25:61) and lies in 2000–2100: anything else is a typo or a forgery,
 * and a lead backend refusing it would dead-letter the whole lead.
 */
export function isCalendarDate(value: string): boolean {
  const match = value.match(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/)
  if (!match) return false
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0))
  if (year === undefined || month === undefined || day === undefined || year < 2000 || year > 2100) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59
}

/** Invisible characters that make a blank field look filled (zero-width, bidi controls, BOM). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/** Trims, drops invisible and control characters, folds runs of spaces (not newlines, for comments). */
export function clean(value: string, { multiline = false } = {}): string {
  const text = value.normalize('NFC').replace(INVISIBLE, '')
  return multiline
    ? text
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n\t]/gu, '')
        .trim()
    : text
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
}

const text = (max: number, options?: { multiline?: boolean }) =>
  z
    .string()
    .max(max * 4)
    .transform((value) => clean(value, options))
    .pipe(z.string().max(max))

const optionalText = (max: number, options?: { multiline?: boolean }) => text(max, options).optional()

/**
 * The page parameters the lead backend may receive (their normalised names): campaign tags and the
 * ad platforms' click and campaign ids. Anything else on the page's URL stays on the page.
 */
const CAMPAIGN_PARAM =
  /^(?:utm_[a-z0-9_]{1,40}|gclid|gbraid|wbraid|dclid|gad_source|gad_campaignid|fbclid|msclkid|ttclid|twclid|li_fat_id|yclid|campaign_id|adgroup_id|adset_id|ad_id)$/
/** Names the server sets on the lead, in the query or the body: a page parameter never carries them. */
const SERVER_KEYS = new Set([
  'source_code',
  'language_iso',
  'timezone_offset',
  'country_iso',
  'agent_id',
  'lead_id',
  'source',
  'utm_call_queue',
  'utm_project',
  'utm_placement',
  'transaction_id',
])

/**
 * The name a page parameter is forwarded under, or undefined when it is not forwarded. Names are
 * normalised as lenient backends read them (PHP turns `.`, spaces and `[` into `_`; many compare
 * without case), so `Source.Code` or `UTM_SOURCE` cannot reach the backend as a different key than
 * the one checked here (security review F6). Shared by the form (boundedQuery, in the browser too)
 * and the lead call's query (lead.server.ts `buildContextQuery`).
 */
export function pageParamName(key: string): string | undefined {
  const name = key
    .trim()
    .toLowerCase()
    .replace(/[.\s[]/g, '_')
  return CAMPAIGN_PARAM.test(name) && !SERVER_KEYS.has(name) ? name : undefined
}

/** The (decoded) name of one `name=value` pair of a query string, as URLSearchParams reads it. */
const pairName = (pair: string) => new URLSearchParams(pair).keys().next().value ?? ''

/**
 * A page's query string reduced to its campaign parameters (pageParamName: the only ones the lead
 * backend receives), in the page's order, cut to `max` characters at a parameter boundary (a pair
 * that does not fit is left out, not cut): a form's hidden context must never be the reason a lead
 * is refused (the visitor cannot see or fix it), however long the ad platform made the URL.
 */
export function boundedQuery(query: string, max: number = LIMITS.query): string {
  const kept: string[] = []
  let length = 0
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair || pageParamName(pairName(pair)) === undefined) continue
    const added = pair.length + (kept.length ? 1 : 0)
    if (length + added > max) continue
    kept.push(pair)
    length += added
  }
  return kept.join('&')
}

/** A same-site return path cut to `max` characters: its query is dropped when too long (the page itself is kept). */
export function boundedPath(path: string, max: number = LIMITS.query): string {
  if (path.length <= max) return path
  const bare = path.split(/[?#]/)[0] ?? '/'
  return bare.length <= max ? bare : '/'
}

/** A hidden context field: bounded (see boundedQuery), never refused for its length; the body limit bounds what is read. */
const contextQuery = z.string().transform((value) => boundedQuery(value))
const contextPath = z.string().transform((value) => boundedPath(value))

/** Identifiers we pass through (agent ids, campaign ids): letters, digits and `_.:-`. */
const identifier = z
  .string()
  .trim()
  .regex(/^[\w.:-]{0,64}$/)
  .optional()

const booleanLike = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')

/**
 * What a form posts. Unknown fields are refused (a typo in a form must not silently lose data);
 * `telephone_e164` (set by the phone island) is accepted and ignored: the server parses the number itself.
 */
export const LeadInput = z.strictObject({
  source: z.enum(LEAD_SOURCES),
  /** A UUID made when the form was rendered: posting the same form twice stores one lead. */
  lead_id: z.uuid().optional(),
  /** The page's locale (which language to answer in). */
  locale: z.string().max(10).optional(),
  /** Where a form posted without JavaScript returns to (a same-site path). */
  next: contextPath.optional(),
  name: optionalText(LIMITS.name),
  email: optionalText(LIMITS.email),
  telephone: optionalText(LIMITS.telephone),
  telephone_country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .or(z.literal('')),
  telephone_e164: z.string().max(LIMITS.telephone).optional(),
  date: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value))
    .optional(),
  comments: optionalText(LIMITS.comments, { multiline: true }),
  agent_id: identifier,
  campaign_id: identifier,
  utm_campaign: optionalText(LIMITS.short),
  utm_source: optionalText(LIMITS.short),
  utm_medium: optionalText(LIMITS.short),
  utm_term: optionalText(LIMITS.short),
  utm_content: optionalText(LIMITS.short),
  utm_project: optionalText(LIMITS.short),
  utm_placement: optionalText(LIMITS.short),
  utm_call_queue: booleanLike.optional(),
  s1: optionalText(LIMITS.answer, { multiline: true }),
  s2: optionalText(LIMITS.answer, { multiline: true }),
  s3: optionalText(LIMITS.answer, { multiline: true }),
  s4: optionalText(LIMITS.answer, { multiline: true }),
  s5: optionalText(LIMITS.answer, { multiline: true }),
  s6: optionalText(LIMITS.answer, { multiline: true }),
  s7: optionalText(LIMITS.answer, { multiline: true }),
  s8: optionalText(LIMITS.answer, { multiline: true }),
  s9: optionalText(LIMITS.answer, { multiline: true }),
  /** The visitor's UTC offset in minutes east of UTC (`-Date#getTimezoneOffset()`: Dubai is 240), set by the island. */
  timezone_offset: z.coerce.number().int().min(-840).max(840).optional().or(z.literal('')),
  /** The browser's language (set by the island); else the page's locale is used. */
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8})*$/)
    .optional()
    .or(z.literal('')),
  /** The query string of the page the form was on (utm_* and the rest), carried to the lead backend. */
  page_query: contextQuery.optional(),
  /**
   * The affiliate transaction id and the current country of the persisted main state (src/lib/affiliate.ts),
   * sent by the island. Checked in lead.server.ts, where a bad value is dropped (logged): a lead never
   * fails for them (the visitor cannot see or fix them). Bounded by the body size limit.
   */
  transaction_id: z.unknown().optional(),
  visitor_country: z.unknown().optional(),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
  'cf-turnstile-response': z.string().max(2048).optional(),
})
export type LeadInput = z.output<typeof LeadInput>

export interface FieldError {
  field: string
  key: ErrorKey
}

/** A valid submission: the input with its phone normalised. */
export interface ValidLead {
  input: LeadInput
  /** E.164 (`+971501234567`) or undefined when no phone was given. */
  phone?: string
  /** The phone's country, when known. */
  phoneCountry?: CountryCode
}

const countryOf = (value: string | undefined): CountryCode | undefined => {
  const code = value?.toUpperCase()
  return code && isSupportedCountry(code) ? (code as CountryCode) : undefined
}

/**
 * The checks the schema cannot express alone: required fields per form, name/email/phone formats.
 * `defaultCountry` is the country a national number is read in when the form names none (CF-IPCountry).
 */
export function validateLead(input: LeadInput, defaultCountry?: string): { ok: true; lead: ValidLead } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = []
  const required = new Set<string>(REQUIRED[input.source])
  const fail = (field: string) => errors.push({ field, key: errorKeyFor(input.source, field) })
  const check = (field: ContactField, valid: (value: string) => boolean) => {
    const value = input[field]
    if (!value) {
      if (required.has(field)) fail(field)
    } else if (!valid(value)) fail(field)
  }
  check('name', (value) => NAME.test(value))
  check('email', isMailAddress)
  let phone: string | undefined
  let phoneCountry: CountryCode | undefined
  check('telephone', (value) => {
    const parsed = parsePhone(value, { country: countryOf(input.telephone_country || undefined) ?? countryOf(defaultCountry), strictChars: true })
    if (!parsed.ok) return false
    phone = parsed.e164
    phoneCountry = parsed.country
    return true
  })
  return errors.length ? { ok: false, errors } : { ok: true, lead: { input, phone, phoneCountry } }
}
