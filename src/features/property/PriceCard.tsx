// The price box: price from and price per area in the visitor's currency and unit (with the switch),
// then "Request floor plan" and the brochure: each opens the lead dialog (a form page without
// JavaScript) and, once the request is in, offers the file when the project has one.

import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import { useUnits } from '../../lib/use-units'
import { requestedFile } from '../../modules/content/schema'
import RequestCallButton from '../../modules/leads/form/RequestCallButton.island'
import Amount from './Amount.island'
import { pricePerSqft } from './format'
import { PROPERTY_ICON_PATHS } from './icons'
import UnitSwitch from './UnitSwitch.island'
import type { ProjectView } from './view'

/** The price in the visitor's currency, following a change of it at once (the Amount island). */
export function PriceAmount({ aed }: { aed: number }) {
  const { iso, rates } = usePage()
  const { prefs } = useUnits()
  return <Island name="Amount" component={Amount} props={{ kind: 'price', aed, locale: iso, rates, prefs }} hydrate="react" />
}

export function PriceCard({ view }: { view: ProjectView }) {
  const { t, iso, rates, href, fullPath } = usePage()
  const { prefs, labels } = useUnits()
  const p = view.project
  const lead = { path: href('/request-call'), agentId: p.agentId, project: p.title, next: fullPath, className: 'btn-ghost justify-between py-3' }
  return (
    <section aria-labelledby="price" className="card p-5 sm:p-6" data-testid="price-card">
      <h2 id="price" className="eyebrow">
        {t('property.price.from')}
      </h2>
      <div className="mt-2 font-display text-3xl leading-tight sm:text-4xl" data-testid="price">
        <PriceAmount aed={p.priceAed} />
      </div>
      <div className="mt-1 text-sm text-muted" data-testid="price-per-area">
        <Island
          name="Amount"
          component={Amount}
          props={{ kind: 'rate', aedPerSqft: pricePerSqft(p.priceAed, p.sizeSqftMin), locale: iso, rates, prefs, labels }}
          hydrate="react"
        />
      </div>
      <div className="mt-5">
        <Island
          name="UnitSwitch"
          component={UnitSwitch}
          props={{ labels: { currency: t('property.price.currency'), unit: t('property.price.unit'), ...labels }, prefs, next: `${fullPath}#price` }}
        />
      </div>
      <p className="mt-3 text-xs text-muted">{t('property.price.note')}</p>
      <div className="mt-5 grid gap-2 border-t border-line pt-5">
        {/* Lead capture first: the dialog asks where to send them, then offers the file itself. */}
        <Island
          name="RequestCallButton"
          component={RequestCallButton}
          props={{
            ...lead,
            source: 'floor-plan',
            file: requestedFile(p, 'floor-plan'),
            label: t('property.actions.floorPlan'),
            iconPath: PROPERTY_ICON_PATHS.plan,
            trailing: 'chevron',
          }}
        />
        <Island
          name="RequestCallButton"
          component={RequestCallButton}
          props={{
            ...lead,
            source: 'brochure',
            file: requestedFile(p, 'brochure'),
            label: t(p.brochure ? 'property.actions.brochure' : 'property.actions.requestBrochure'),
            iconPath: PROPERTY_ICON_PATHS.download,
            trailing: p.brochure ? 'PDF' : 'chevron',
          }}
        />
      </div>
    </section>
  )
}
