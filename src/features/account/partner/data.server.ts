// What the partner area shows for one partner: their referrals (referrals table, status from the
// lead outbox while its row exists) with the project a lead came from and a commission estimate by
// the calculator's formula (docs/decisions/006, 014): the project's starting price in US dollars ×
// the agency rate × the partner's share. A referral from any other page has no estimate: the deal
// is not known yet.
import { type CommissionConfig, computeCommission } from '../../../lib/commission'
import { errorText, log } from '../../../lib/log.server'
import { AED_PER_USD } from '../../../lib/money'
import { findProjects } from '../../../modules/content/data.server'
import { localText } from '../../../modules/content/schema'
import { listReferrals, type Referral } from '../../../modules/leads/referral.server'

export interface PartnerReferral extends Referral {
  /** The project of the property page the lead came from, when it is still listed. */
  project?: { id: number; slug: string; title: string }
  /** The partner's commission if the client buys at the project's starting price (US dollars). */
  estimateUsd?: number
}

export interface PartnerData {
  referrals: PartnerReferral[]
  /** Sum of the estimates of the referrals that did not fail. */
  totalUsd: number
  /** How many reached the CRM. */
  delivered: number
}

/** Whole dollars: the starting price in AED at the peg, before the formula. */
const usdOf = (aed: number) => Math.round(aed / AED_PER_USD)

/** The numeric project ids in the referrals (ids of /catalog/{id}). */
const projectIds = (referrals: Referral[]) => [
  ...new Set(referrals.flatMap((r) => (r.projectId && /^[1-9][0-9]{0,8}$/.test(r.projectId) ? [Number(r.projectId)] : []))),
]

export async function loadPartnerData(db: D1Database, code: string, locale: string, config: CommissionConfig): Promise<PartnerData> {
  const referrals = await listReferrals(db, code)
  // A content error costs the projects' names and estimates, never the partner's list.
  const projects = await findProjects(db, projectIds(referrals)).catch((error) => {
    log.error('partner area: projects not read', { error: errorText(error) })
    return []
  })
  const byId = new Map(projects.map((project) => [String(project.id), project]))
  const rows = referrals.map((referral): PartnerReferral => {
    const project = referral.projectId ? byId.get(referral.projectId) : undefined
    if (!project) return referral
    const title = localText(project, locale, 'title')
    return { ...referral, project: { id: project.id, slug: project.slug, title }, estimateUsd: computeCommission(usdOf(project.priceAed), config).partnerUsd }
  })
  const totalUsd = rows.reduce((sum, row) => (row.status === 'failed' ? sum : sum + (row.estimateUsd ?? 0)), 0)
  return { referrals: rows, totalUsd: Math.round(totalUsd * 100) / 100, delivered: rows.filter((row) => row.status === 'delivered').length }
}
