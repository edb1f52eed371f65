// The campaign's lead form (source `vienna` / `vienna-rak`): it carries the project's name and the
// campaign's tracking, and is the target of every "Register your interest" link on the page.

import { usePage } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import type { Campaign, CampaignConfig } from './campaigns'
import type { CampaignFacts } from './facts'
import { campaignTracking } from './tracking'

export function Register({ campaign, config, facts }: { campaign: Campaign; config: CampaignConfig; facts: CampaignFacts }) {
  const { t, fullPath } = usePage()
  const { source } = config
  const recap = [
    { key: 'priceFrom', value: facts.priceAed },
    { key: 'handover', value: facts.handover },
    { key: 'paymentPlan', value: facts.plan },
  ]
  return (
    <section id="register" aria-labelledby="register-title" className="relative isolate overflow-hidden border-t border-line" data-testid="register">
      <img
        src={config.hero}
        alt=""
        width={1600}
        height={900}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover opacity-25"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-neutral-950 via-neutral-950/80 to-neutral-950" />
      <div className="container grid grid-cols-1 items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16">
        <div className="hidden text-white lg:block">
          <p className="eyebrow text-primary-300">{t(`landing.${campaign}.title`)}</p>
          <p className="heading-3 mt-3 max-w-xl text-pretty sm:text-3xl">{t(`landing.${campaign}.lead`)}</p>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-6 border-t border-white/20 pt-8">
            {recap.map((item) => (
              <div key={item.key}>
                <dt className="text-xs uppercase tracking-[0.2em] text-neutral-400">{t(`landing.facts.${item.key}`)}</dt>
                <dd className="mt-2 font-display text-lg sm:text-xl" dir={item.key === 'paymentPlan' ? 'ltr' : undefined}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="dark rounded-3xl border border-white/10 bg-neutral-950/75 p-6 text-fg shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-8">
          <h2 id="register-title" className="font-display text-2xl leading-snug sm:text-3xl">
            {t(`leads.forms.${source}.title`)}
          </h2>
          <p className="mt-2 mb-6 text-sm text-pretty text-muted">{t(`leads.forms.${source}.intro`)}</p>
          <LeadForm source={source} variant="plain" id={`${source}-form`} hidden={campaignTracking(campaign, fullPath)} />
        </div>
      </div>
    </section>
  )
}
