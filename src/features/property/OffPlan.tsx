// Off-plan depth: developer, expected handover, units left and the payment plan as one bar whose
// segments are the instalments (e.g. 20 / 40 / 40), each labelled.

import { numberFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import type { Project } from '../../modules/content/schema'
import { cheapestUnit, unitName } from '../../modules/content/unit-types'
import { formatMonthYear } from './format'
import { PriceAmount } from './PriceCard'

const SEGMENT_COLORS = ['bg-primary-700 dark:bg-primary-600', 'bg-primary-500', 'bg-primary-300', 'bg-secondary-400', 'bg-secondary-200'] as const
const FILLS = ['fill-primary-700 dark:fill-primary-600', 'fill-primary-500', 'fill-primary-300', 'fill-secondary-400', 'fill-secondary-200'] as const
const COLUMNS = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-2 sm:grid-cols-4'] as const

export function OffPlan({ project, lang }: { project: Project; lang?: string }) {
  const { t, iso } = usePage()
  const steps = project.paymentPlan
  // Amounts for the cheapest unit: what "from" costs at each milestone.
  const basis = cheapestUnit(project)
  const basisAed = basis?.priceAed ?? project.priceAed
  const sum = steps.reduce((total, step) => total + step.percent, 0) || 1
  const percent = numberFormat(iso, { style: 'percent', maximumFractionDigits: 1 })
  const facts = [
    { label: t('property.offPlan.developer'), value: project.developer },
    { label: t('property.offPlan.handover'), value: formatMonthYear(project.handover, iso) },
    ...(project.unitsLeft === null ? [] : [{ label: t('property.offPlan.unitsLeft'), value: numberFormat(iso).format(project.unitsLeft) }]),
  ]
  return (
    <section aria-labelledby="off-plan" className="scroll-mt-24">
      <h2 id="off-plan" className="heading-3">
        {t('property.offPlan.title')}
      </h2>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl border border-line bg-elevated p-3 sm:p-4">
            <dt className="text-[11px] font-medium uppercase leading-tight tracking-wider text-muted sm:text-xs">{fact.label}</dt>
            <dd className="mt-1 font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {steps.length > 0 && (
        <div className="mt-8">
          <h3 className="font-semibold">{t('property.offPlan.plan')}</h3>
          {/* div, not p or span: an amount is an island (a div of its own). */}
          <div className="mt-1 flex flex-wrap gap-x-1 text-sm text-muted" data-testid="plan-basis">
            <span>{t('property.offPlan.amountsFor', { unit: basis ? unitName(t, basis, project.type) : project.title })}</span>
            <PriceAmount aed={basisAed} />
          </div>
          {/* SVG geometry, not inline styles: the CSP allows no style attributes. */}
          <svg
            viewBox="0 0 100 4"
            preserveAspectRatio="none"
            className="mt-4 block h-3 w-full overflow-hidden rounded-full rtl:-scale-x-100"
            aria-hidden="true"
          >
            {steps.map((step, i) => {
              const x = (steps.slice(0, i).reduce((total, s) => total + s.percent, 0) / sum) * 100
              return (
                <rect
                  key={step.label}
                  x={x}
                  y={0}
                  width={Math.max(0, (step.percent / sum) * 100 - (i < steps.length - 1 ? 0.6 : 0))}
                  height={4}
                  className={FILLS[i % FILLS.length]}
                />
              )
            })}
          </svg>
          <ol className={`mt-4 grid gap-4 ${COLUMNS[Math.min(steps.length, 4)]}`} data-testid="payment-plan">
            {steps.map((step, i) => (
              <li key={step.label}>
                <span className={`mb-2 block h-1 w-6 rounded-full ${SEGMENT_COLORS[i % SEGMENT_COLORS.length]}`} aria-hidden="true" />
                <span className="block text-2xl font-semibold tabular-nums">{percent.format(step.percent / 100)}</span>
                {/* Never broken inside the figure (the page breaks long words): smaller on a phone's three columns instead. */}
                <div className="mt-1 whitespace-nowrap text-sm font-semibold tabular-nums [overflow-wrap:normal] sm:text-base" data-testid="plan-amount">
                  <PriceAmount aed={Math.round((basisAed * step.percent) / sum)} />
                </div>
                <span className="mt-1 block text-sm text-muted" lang={lang}>
                  {step.label}
                </span>
                {step.due && <span className="mt-0.5 block text-xs text-muted">{t('property.offPlan.due', { date: formatMonthYear(step.due, iso) })}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  )
}
