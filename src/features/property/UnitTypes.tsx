// The project's unit types (bedrooms, size, price from, price per area, units left, service charge,
// floor plan): the table a buyer compares before asking about one (issue 13).
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import { useUnits } from '../../lib/use-units'
import type { Project } from '../../modules/content/schema'
import { unitName } from '../../modules/content/unit-types'
import { planAnchor } from './FloorPlans.island'
import UnitTable, { type UnitRow } from './UnitTable.island'

export function UnitTypes({ project }: { project: Project }) {
  const { t, iso, rates } = usePage()
  const { prefs, labels } = useUnits()
  if (!project.unitTypes.length) return null
  const rows: UnitRow[] = project.unitTypes.map((unit) => {
    const plan = unit.floorPlan ? project.floorPlans.findIndex((p) => p.src === unit.floorPlan?.src) : -1
    return {
      name: unitName(t, unit, project.type),
      sizeSqftMin: unit.sizeSqftMin,
      sizeSqftMax: unit.sizeSqftMax,
      priceAed: unit.priceAed,
      unitsAvailable: unit.unitsAvailable,
      serviceChargeAedSqft: unit.serviceChargeAedSqft,
      plan: plan >= 0 ? planAnchor(plan) : null,
    }
  })
  return (
    <section aria-labelledby="unit-types-title" className="min-w-0 scroll-mt-24">
      <h2 id="unit-types-title" className="heading-3">
        {t('property.units.title')}
      </h2>
      <Island
        name="UnitTable"
        component={UnitTable}
        props={{
          rows,
          locale: iso,
          prefs,
          rates,
          labels: {
            ...labels,
            caption: t('property.units.caption', { title: project.title }),
            type: t('property.units.type'),
            size: t('property.units.size'),
            price: t('property.units.price'),
            rate: t('property.units.rate'),
            available: t('property.units.available'),
            serviceCharge: t('property.units.serviceCharge'),
            perYear: t('property.units.perYear', { amount: '{{amount}}' }),
            plan: t('property.units.plan'),
            viewPlan: t('property.units.viewPlan'),
          },
        }}
        hydrate="react"
      />
    </section>
  )
}
