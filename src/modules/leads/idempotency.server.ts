// Storing a lead once per form, with a key the client chose (docs/decisions/011-lead-endpoint-trust.md).
// Each form renders a lead_id (a UUID) and posts it again on a retry, so a double click or a resent
// post stores one lead. But the id comes from the client: posted again by someone else with other
// details, it must neither be swallowed as a duplicate (one visitor pre-empting another's lead) nor
// tell the poster that the id exists (security review F8). So the row's key is the client's id
// while that id is free or holds this very lead; otherwise a key derived from the client's id and
// the lead's content, so that the same post again lands on the same row, and another person's lead
// on a row of its own. The caller answers the same in every case.

import { log } from '../../lib/log.server'
import type { Lead } from './lead.server'
import { storeLead } from './outbox.server'

export interface StoredLead {
  /** The outbox key the lead is stored and delivered under (its body's `lead_id`). */
  leadId: string
  /** True when this call stored it; false when the same lead was already there. */
  stored: boolean
}

/**
 * A UUID (version 8, RFC 9562: application-defined) from SHA-256 of the client's id and the lead's
 * content without its id: the same pair always gives the same key, another lead another key.
 */
async function derivedLeadId(clientId: string, lead: Lead): Promise<string> {
  const { lead_id: _, ...content } = lead
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${clientId}\n${JSON.stringify(content)}`)))
  const bytes = digest.slice(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Stores `lead` (whose lead_id is the client's) once: see the file comment for which key it gets. */
export async function storeOnce(db: D1Database, lead: Lead, query: string, now: number): Promise<StoredLead> {
  if (await storeLead(db, lead, query, now)) return { leadId: lead.lead_id, stored: true }
  const existing = await db.prepare('SELECT body FROM leads WHERE lead_id = ?').bind(lead.lead_id).first<{ body: string }>()
  if (existing?.body === JSON.stringify(lead)) return { leadId: lead.lead_id, stored: false }
  // The id holds another lead: this one gets a key of its own (and keeps it when posted again).
  const leadId = await derivedLeadId(lead.lead_id, lead)
  log.warn('lead id reused with other details: stored under a derived id', { client_lead_id: lead.lead_id, lead_id: leadId })
  return { leadId, stored: await storeLead(db, { ...lead, lead_id: leadId }, query, now) }
}
