// What a campaign's lead carries: the project's name and the campaign's own utm_* defaults, each
// default overridden by the visitor's link (an ad's utm_source=google wins over "website").
import type { LeadHidden } from '../../modules/leads/form/LeadForm'
import { queryOf } from '../../modules/leads/forms'
import { CAMPAIGNS, type Campaign } from './campaigns'

const TRACKED = ['utm_campaign', 'utm_source', 'utm_medium', 'utm_term', 'utm_content'] as const

/** The campaign's tracking, each value overridden by the visitor's link (trimmed, at most 100 characters). */
export function campaignTracking(campaign: Campaign, fullPath: string): LeadHidden {
  const query = new URLSearchParams(queryOf(fullPath))
  const tracking: LeadHidden = { ...CAMPAIGNS[campaign].utm, utm_project: CAMPAIGNS[campaign].project }
  for (const key of TRACKED) {
    const value = query.get(key)?.trim().slice(0, 100)
    if (value) tracking[key] = value
  }
  return tracking
}
