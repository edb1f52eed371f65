// Refer & Earn: every section of the spec, in its order — hero, milestones, the four steps, the
// commission calculator, reasons to partner, FAQ, become a partner. Data arrives loaded from the
// route; this only composes. No chat widget here (spec section 2).
import { HERO_PRIMARY, HERO_SECONDARY, ImageHero } from '../../components/ImageHero'
import type { CommissionConfig } from '../../lib/commission'
import { usePage } from '../../lib/page-context'
import type { Faq as FaqItem } from '../../modules/content/schema'
import { PARTNERS_HERO } from './art'
import { BecomePartner, PARTNER_REGISTER_PATH } from './BecomePartner'
import { type AmountQuery, Calculator } from './Calculator'
import { Faq } from './Faq'
import { Milestones } from './Milestones'
import { Reasons } from './Reasons'
import { ReferralSteps } from './ReferralSteps'

export interface PartnersData {
  config: CommissionConfig
  amount: AmountQuery
  faqs: FaqItem[]
}

export function PartnersPage({ data }: { data: PartnersData }) {
  const { t, href } = usePage()
  // Long words (German compounds, a key not translated yet) wrap rather than widen a phone's page.
  return (
    <div className="break-words">
      <ImageHero
        id="partners-title"
        image={PARTNERS_HERO}
        imageClass="object-[62%_50%]"
        eyebrow={t('partners.eyebrow')}
        title={t('partners.headline')}
        lead={t('partners.lead')}
      >
        {/* Becoming a partner is an account (the partner area: /account/partner, decision 014). */}
        <a href={href(PARTNER_REGISTER_PATH)} className={HERO_PRIMARY}>
          {t('partners.hero.join')}
        </a>
        <a href="#calculator" className={HERO_SECONDARY}>
          {t('partners.hero.calculate')}
        </a>
      </ImageHero>
      <Milestones />
      <ReferralSteps />
      <Calculator config={data.config} amount={data.amount} />
      <Reasons config={data.config} />
      <Faq faqs={data.faqs} />
      <BecomePartner />
    </div>
  )
}
