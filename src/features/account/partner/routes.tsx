// GET /account/partner: the partner area (docs/decisions/014-referrals.md). Signed-in only
// (requireAccount: 303 to sign-in with `next` back here); noindex and `private, no-store`, since it
// shows a person's details and referrals. The referral code is the account's documentId.
import { type Context, Hono } from 'hono'
import { renderPage } from '../../../app/render.server'
import { commissionConfig } from '../../../lib/commission'
import type { AppEnv } from '../../../lib/context'
import { siteOrigin } from '../../../lib/site'
import { type AccountEnv, requireAccount } from '../../../modules/accounts/session.server'
import { referralCodeOf, referralLink } from '../../../modules/leads/referral.server'
import { loadPartnerData } from './data.server'
import { PartnerPage } from './PartnerPage'

export const PARTNER_AREA_PATH = '/account/partner'

export const partnerArea = new Hono<AccountEnv>().get(PARTNER_AREA_PATH, requireAccount, async (c) => {
  const { account } = c.var
  const config = commissionConfig(c.env)
  const code = referralCodeOf(account)
  const data = code ? await loadPartnerData(c.env.DB, code, c.var.locale, config) : { referrals: [], totalUsd: 0, delivered: 0 }
  // Root-relative when SITE_URL is empty (local tools): the link still works on this site.
  const link = code ? referralLink(siteOrigin(c.env), code) : undefined
  const page = <PartnerPage account={{ username: account.username, email: account.email }} link={link} data={data} config={config} />
  // The same request seen through the page renderer's narrower AppEnv (Context is invariant in its variables).
  const response = await renderPage(c as unknown as Context<AppEnv>, { styles: 'account/partner', title: c.var.t('partnerArea.title'), noindex: true }, page)
  response.headers.set('cache-control', 'private, no-store')
  return response
})
