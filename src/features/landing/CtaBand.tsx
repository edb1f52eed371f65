// A second call to action between the pictures and the details: the price, and the way to the form.
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import type { CampaignConfig } from './campaigns'
import type { CampaignFacts } from './facts'

export function CtaBand({ config, facts }: { config: CampaignConfig; facts: CampaignFacts }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="cta-band-title" className="container pb-16 sm:pb-24" data-testid="cta-band">
      <div className="relative isolate overflow-hidden rounded-3xl border border-primary-400/30 bg-primary-950 px-6 py-10 text-white sm:px-12 sm:py-14">
        <div className="absolute -end-24 -top-24 -z-10 size-72 rounded-full bg-primary-400/15 blur-3xl" aria-hidden="true" />
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow text-primary-300">
              {t('landing.facts.priceFrom')} {facts.priceAed}
            </p>
            <h2 id="cta-band-title" className="heading-3 mt-3 text-balance sm:text-3xl">
              {t('landing.cta.band')}
            </h2>
            <p className="mt-3 text-pretty text-neutral-300">{t('landing.cta.bandText', { project: config.project })}</p>
          </div>
          <a href="#register" className="btn-primary shrink-0 self-start px-7 py-3.5 text-base lg:self-center" data-testid="band-cta">
            {t('landing.cta.register')}
            <Icon name="arrow" className="size-4.5" />
          </a>
        </div>
      </div>
    </section>
  )
}
