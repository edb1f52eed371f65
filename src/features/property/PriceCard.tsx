// The price box: price from and price per area in the visitor's currency and unit (with the switch),
// then the floor plan and brochure links.
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page'
import { AGENT_ID } from './Agent'
import Amount from './Amount.island'
import { PREFERENCE_KEYS } from './display'
import { FLOOR_PLANS_ID } from './FloorPlans'
import { pricePerSqft } from './format'
import { PropertyIcon } from './icons'
import UnitSwitch from './UnitSwitch.island'
import type { ProjectView } from './view'

export function PriceCard({ view }: { view: ProjectView }) {
  const { t, iso, rates } = usePage()
  const p = view.project
  const floorPlanHref = p.floorPlans.length ? `#${FLOOR_PLANS_ID}` : `#${AGENT_ID}`
  return (
    <section aria-labelledby="price" className="card p-5 sm:p-6" data-testid="price-card">
      <h2 id="price" className="eyebrow">
        {t('property.price.from')}
      </h2>
      <div className="mt-2 font-display text-3xl leading-tight sm:text-4xl" data-testid="price">
        <Island
          name="Amount"
          component={Amount}
          props={{ kind: 'price', aed: p.priceAed, locale: iso, rates }}
          hydrate="stored"
          storageKeys={PREFERENCE_KEYS}
        />
      </div>
      <div className="mt-1 text-sm text-muted" data-testid="price-per-area">
        <Island
          name="Amount"
          component={Amount}
          props={{ kind: 'rate', aedPerSqft: pricePerSqft(p.priceAed, p.sizeSqftMin), locale: iso, rates }}
          hydrate="stored"
          storageKeys={PREFERENCE_KEYS}
        />
      </div>
      <div className="mt-5">
        <Island
          name="UnitSwitch"
          component={UnitSwitch}
          props={{ labels: { currency: t('property.price.currency'), unit: t('property.price.unit') } }}
          hydrate="stored"
          storageKeys={PREFERENCE_KEYS}
        />
      </div>
      <p className="mt-3 text-xs text-muted">{t('property.price.note')}</p>
      <div className="mt-5 grid gap-2 border-t border-line pt-5">
        <a href={floorPlanHref} className="btn-ghost justify-between py-3">
          <span className="inline-flex items-center gap-2">
            <PropertyIcon name="plan" className="size-4" />
            {t('property.actions.floorPlan')}
          </span>
          <svg viewBox="0 0 24 24" className="size-4 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m9 18 6-6-6-6" />
          </svg>
        </a>
        {p.brochure ? (
          <a href={p.brochure} download className="btn-ghost justify-between py-3" data-testid="brochure">
            <span className="inline-flex items-center gap-2">
              <PropertyIcon name="download" className="size-4" />
              {t('property.actions.brochure')}
            </span>
            <span className="text-xs text-muted">PDF</span>
          </a>
        ) : (
          <a href={`#${AGENT_ID}`} className="btn-ghost justify-between py-3" data-testid="brochure">
            <span className="inline-flex items-center gap-2">
              <PropertyIcon name="download" className="size-4" />
              {t('property.actions.requestBrochure')}
            </span>
            <svg viewBox="0 0 24 24" className="size-4 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="m9 18 6-6-6-6" />
            </svg>
          </a>
        )}
      </div>
    </section>
  )
}
