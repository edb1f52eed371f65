// A campaign page focused on one development: full-bleed hero, key facts and the campaign's lead
// form (source `vienna` / `vienna-rak`), which carries the project's name and the campaign's
// tracking: utm_* from the visitor's link when present, else the campaign's own defaults.
import { ContactLink } from '../../components/ContactLink'
import { LeadForm, type LeadHidden } from '../../components/lead-form/LeadForm'
import { queryOf } from '../../lib/leads/forms'
import { usePage } from '../../lib/page'

export type Campaign = 'vienna' | 'viennaRak'

/** Per campaign: the form's source, the project's name for the lead backend (English), and the default tracking. */
export const CAMPAIGNS = {
  vienna: { source: 'vienna', project: 'Vienna Residences', utm: { utm_campaign: 'vienna', utm_source: 'website', utm_medium: 'landing-page' } },
  viennaRak: { source: 'vienna-rak', project: 'Vienna Bay Residences', utm: { utm_campaign: 'vienna-rak', utm_source: 'website', utm_medium: 'landing-page' } },
} as const

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

export function LandingPage({ campaign }: { campaign: Campaign }) {
  const { t, fullPath } = usePage()
  const facts = ['location', 'handover', 'priceFrom', 'paymentPlan'] as const
  const { source } = CAMPAIGNS[campaign]
  return (
    <section className="relative isolate overflow-hidden bg-neutral-950 text-white">
      <img
        src={campaign === 'vienna' ? '/images/vienna.svg' : '/images/vienna-rak.svg'}
        alt=""
        width={1600}
        height={900}
        className="absolute inset-0 -z-10 size-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950 via-neutral-950/50 to-transparent" />
      <div className="container grid min-h-dvh grid-cols-1 items-end gap-12 pb-16 pt-32 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16">
        <div>
          <p className="eyebrow text-primary-300">{t(`landing.${campaign}.eyebrow`)}</p>
          <h1 className="heading-1 mt-4 max-w-3xl text-balance">{t(`landing.${campaign}.title`)}</h1>
          <p className="mt-6 max-w-xl text-lg text-neutral-200">{t(`landing.${campaign}.lead`)}</p>
          <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-6 border-t border-white/20 pt-8 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact}>
                <dt className="text-xs uppercase tracking-[0.2em] text-neutral-400">{t(`landing.facts.${fact}`)}</dt>
                <dd className="mt-2 font-display text-xl">{t(`landing.${campaign}.${fact}`)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-10">
            <ContactLink className="btn-ghost border-white/30 px-7 py-3.5 text-base text-white hover:bg-white/10" />
          </div>
        </div>
        <section id="register" aria-labelledby="register-title" className="scroll-mt-24">
          <div className="dark rounded-3xl border border-white/10 bg-neutral-950/75 p-6 text-fg shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-8">
            <h2 id="register-title" className="font-display text-2xl leading-snug sm:text-3xl">
              {t(`leads.forms.${source}.title`)}
            </h2>
            <p className="mt-2 mb-6 text-sm text-pretty text-muted">{t(`leads.forms.${source}.intro`)}</p>
            <LeadForm source={source} variant="plain" id={`${source}-form`} hidden={campaignTracking(campaign, fullPath)} />
          </div>
        </section>
      </div>
    </section>
  )
}
