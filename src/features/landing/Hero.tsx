// The campaign's opening screen: the development's picture full-bleed, its name, what sets it apart
// and the way to the form (plus the header's Contact Us for those who would rather talk).
import { ContactLink } from '../../components/ContactLink'
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import type { Campaign, CampaignConfig } from './campaigns'
import type { CampaignFacts } from './facts'

export function Hero({ campaign, config, facts }: { campaign: Campaign; config: CampaignConfig; facts: CampaignFacts }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-neutral-950 text-white" data-testid="hero">
      <img src={config.hero} alt="" width={1600} height={900} fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover opacity-75" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950 via-neutral-950/60 to-neutral-950/10" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-neutral-950/70 to-transparent rtl:bg-gradient-to-l" />
      <div className="container flex min-h-[92svh] flex-col justify-end pb-14 pt-32 sm:pb-20">
        <p className="eyebrow text-primary-300">{t(`landing.${campaign}.eyebrow`)}</p>
        <h1 id="hero-title" className="heading-1 mt-4 max-w-3xl text-balance">
          {t(`landing.${campaign}.title`)}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-neutral-200">{t(`landing.${campaign}.lead`)}</p>
        <ul className="mt-8 grid max-w-3xl gap-3 sm:grid-cols-2" data-testid="selling-points">
          {config.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-neutral-100">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary-400/20 text-primary-300">
                <Icon name="check" className="size-4" />
              </span>
              <span className="text-pretty">{t(`landing.${campaign}.points.${point}`, facts.percents)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
          <a href="#register" className="btn-primary px-7 py-3.5 text-base" data-testid="hero-cta">
            {t('landing.cta.register')}
            <Icon name="arrow" className="size-4.5" />
          </a>
          <ContactLink className="btn-ghost border-white/30 px-7 py-3.5 text-base text-white hover:bg-white/10" />
          <p className="text-sm text-neutral-300">
            {t('landing.facts.priceFrom')} <span className="font-semibold text-white">{facts.priceAed}</span>
          </p>
        </div>
      </div>
    </section>
  )
}
