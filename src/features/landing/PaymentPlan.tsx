// The payment plan: one bar whose segments are the instalments, then each step with its share,
// when it falls due and what it covers. SVG geometry, not inline styles: the CSP allows no style attributes.
import { numberFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import type { CampaignConfig } from './campaigns'
import type { CampaignFacts } from './facts'

const FILLS = ['fill-primary-600', 'fill-primary-400', 'fill-secondary-400', 'fill-secondary-200'] as const
const SWATCHES = ['bg-primary-600', 'bg-primary-400', 'bg-secondary-400', 'bg-secondary-200'] as const
const COLUMNS = ['', 'sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'] as const

export function PaymentPlan({ config, facts }: { config: CampaignConfig; facts: CampaignFacts }) {
  const { t, iso } = usePage()
  const steps = config.plan
  const total = steps.reduce((sum, step) => sum + step.percent, 0) || 1
  const percent = numberFormat(iso, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <section aria-labelledby="plan-title" className="border-y border-line bg-elevated" data-testid="payment-plan">
      <div className="container py-16 sm:py-24">
        <p className="eyebrow" dir="ltr">
          {facts.plan}
        </p>
        <h2 id="plan-title" className="heading-2 mt-3">
          {t('landing.plan.title')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">{t('landing.plan.lead', facts.percents)}</p>
        <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-10 block h-4 w-full overflow-hidden rounded-full rtl:-scale-x-100" aria-hidden="true">
          {steps.map((step, i) => {
            const x = (steps.slice(0, i).reduce((sum, s) => sum + s.percent, 0) / total) * 100
            const width = (step.percent / total) * 100 - (i < steps.length - 1 ? 0.5 : 0)
            return <rect key={step.stage} x={x} y={0} width={Math.max(0, width)} height={4} className={FILLS[i % FILLS.length]} />
          })}
        </svg>
        <ol className={`mt-8 grid grid-cols-1 gap-8 ${COLUMNS[Math.min(steps.length, 4)]}`}>
          {steps.map((step, i) => (
            <li key={step.stage}>
              <span className={`mb-3 block h-1.5 w-8 rounded-full ${SWATCHES[i % SWATCHES.length]}`} aria-hidden="true" />
              <span className="block font-display text-4xl tabular-nums">{percent.format(step.percent / 100)}</span>
              <span className="mt-2 block font-semibold">{t(`landing.plan.stages.${step.stage}`)}</span>
              <span className="mt-1 block text-sm text-pretty text-muted">{t(`landing.plan.hints.${step.stage}`)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
