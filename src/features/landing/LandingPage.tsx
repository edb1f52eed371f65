// A campaign page focused on one development: full-bleed hero and key facts.
import { ContactLink } from '../../components/ContactLink'
import { usePage } from '../../lib/page'

export function LandingPage({ campaign }: { campaign: 'vienna' | 'viennaRak' }) {
  const { t } = usePage()
  const facts = ['location', 'handover', 'priceFrom', 'paymentPlan'] as const
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
      <div className="container flex min-h-dvh flex-col justify-end pb-16 pt-32">
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
          <ContactLink className="btn-primary px-7 py-3.5 text-base" />
        </div>
      </div>
    </section>
  )
}
