// Key facts at a glance: the starting price (AED, with its US dollar equivalent) across two cells,
// then location, handover, bedrooms, sizes, developer and payment plan.
import { usePage } from '../../lib/page-context'
import type { Campaign } from './campaigns'
import type { CampaignFacts } from './facts'

export function KeyFacts({ campaign, facts }: { campaign: Campaign; facts: CampaignFacts }) {
  const { t, locale } = usePage()
  const english = locale === 'en' ? undefined : 'en'
  const cells = [
    { key: 'location', value: t(`landing.${campaign}.location`) },
    { key: 'handover', value: facts.handover },
    { key: 'bedrooms', value: facts.bedrooms },
    { key: 'sizes', value: facts.sizes },
    { key: 'developer', value: facts.developer, lang: english },
    { key: 'paymentPlan', value: facts.plan, dir: 'ltr' as const },
  ]
  return (
    <section aria-labelledby="facts-title" className="container py-16 sm:py-24" data-testid="key-facts">
      <h2 id="facts-title" className="heading-2">
        {t('landing.facts.title')}
      </h2>
      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col justify-between rounded-2xl border border-primary-400/30 bg-primary-400/10 p-5 sm:p-6">
          <dt className="text-xs font-medium uppercase tracking-wider text-muted">{t('landing.facts.priceFrom')}</dt>
          <dd className="mt-3">
            <span className="block font-display text-3xl tabular-nums sm:text-4xl" data-testid="price-aed">
              {facts.priceAed}
            </span>
            <span className="mt-1 block text-sm text-muted tabular-nums" data-testid="price-usd">
              {facts.priceUsd}
            </span>
          </dd>
        </div>
        {cells.map((cell) => (
          <div key={cell.key} className="rounded-2xl border border-line bg-elevated p-4 sm:p-5">
            <dt className="text-xs font-medium uppercase tracking-wider text-muted">{t(`landing.facts.${cell.key}`)}</dt>
            <dd className="mt-2 text-lg font-semibold leading-snug" lang={cell.lang} dir={cell.dir}>
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
