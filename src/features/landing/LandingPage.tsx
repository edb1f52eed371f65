// A campaign page focused on one development (forced dark, vienna layout): hero, key facts,
// gallery, a call-to-action band, payment plan, location, the Dubai compliance block (Dubai
// developments), and the lead form every CTA leads to.

import { Compliance } from '../../components/compliance/Compliance'
import { usePage } from '../../lib/page-context'
import { CtaBand } from './CtaBand'
import { CAMPAIGNS, type Campaign } from './campaigns'
import { campaignFacts } from './facts'
import { Gallery } from './Gallery'
import { Hero } from './Hero'
import { KeyFacts } from './KeyFacts'
import { Location } from './Location'
import { PaymentPlan } from './PaymentPlan'
import { Register } from './Register'

export function LandingPage({ campaign }: { campaign: Campaign }) {
  const { t, iso } = usePage()
  const config = CAMPAIGNS[campaign]
  const facts = campaignFacts(config, t, iso)
  return (
    <>
      <Hero campaign={campaign} config={config} facts={facts} />
      <KeyFacts campaign={campaign} facts={facts} />
      <Gallery campaign={campaign} config={config} />
      <CtaBand config={config} facts={facts} />
      <PaymentPlan config={config} facts={facts} />
      <Location campaign={campaign} config={config} />
      {config.compliance && (
        <div className="container max-w-3xl pb-16 sm:pb-24">
          <Compliance permit={config.compliance.permit} brn={config.compliance.brn} />
        </div>
      )}
      <Register campaign={campaign} config={config} facts={facts} />
    </>
  )
}
