// A confirmed saved search reaches the CRM as a lead, through the durable lead outbox
// (src/modules/leads: stored in D1 first, then delivered, retried, never dropped). The search rides in
// the fields the lead backend already shows: `utm_placement` says what it is, `comments` carries the
// search in words with its link, `additional_info1..3` the link, the frequency and (favourites) the
// listing ids. The lead's id is the saved search's: confirming twice stores one lead.
import { siteHost, siteOrigin } from '../../lib/site'
import type { Lead } from '../leads/lead.server'
import { storeLead } from '../leads/outbox.server'
import { type SavedSearch, searchPath } from './subscriptions.server'

export const PLACEMENTS = { search: 'saved-search', favourites: 'favourites-price-drop' } as const

/** The lead of a confirmed saved search. */
export function alertLead(search: SavedSearch, origin: string): Lead {
  const link = `${origin}${searchPath(search)}`
  const what = search.kind === 'favourites' ? `Price-drop alert for favourites ${search.criteria.projectIds?.join(',') ?? ''}` : `Saved search "${search.name}"`
  return {
    email: search.email,
    lead_id: search.id,
    comments: `${what} (${search.frequency} email alerts, double opt-in confirmed): ${link}`.slice(0, 1000),
    language_iso: search.locale,
    additional_info1: link.slice(0, 500),
    additional_info2: search.frequency,
    ...(search.criteria.projectIds ? { additional_info3: search.criteria.projectIds.join(',') } : {}),
    source: 'subscription',
    utm_call_queue: false,
    utm_placement: PLACEMENTS[search.kind],
  }
}

/** Stores the lead (once per search). True when this call stored it: the caller then starts its delivery. */
export async function storeAlertLead(env: Pick<Env, 'DB' | 'SITE_URL'>, search: SavedSearch, now: number): Promise<boolean> {
  const lead = alertLead(search, siteOrigin(env))
  const query = new URLSearchParams({ source_code: siteHost(env), language_iso: lead.language_iso }).toString()
  return storeLead(env.DB, lead, query, now)
}
