// The unit types as a table: size, price from, price per area, units left, service charge and a
// link to each type's floor plan. Amounts in the visitor's currency and area unit: the server
// renders the cookie's choice, a pick on the price card applies once mounted (as Amount does).
import { useAtomValue } from 'jotai'
import { numberFormat } from '../../lib/intl'
import { type AreaLabels, formatPrice, formatPricePerArea, type Rates, type UnitPrefs } from '../../lib/money'
import { useMounted } from '../../lib/use-mounted'
import { chosenUnitsAtom } from './display'
import { formatAreaRange, pricePerSqft } from './format'

export interface UnitRow {
  /** "Studio", "2 BR", "Office". */
  name: string
  sizeSqftMin: number
  sizeSqftMax: number
  priceAed: number
  unitsAvailable: number | null
  serviceChargeAedSqft: number | null
  /** The anchor of the type's plan in the floor plans (`floor-plan-3`), when it has one. */
  plan: string | null
}

export interface UnitTableLabels extends AreaLabels {
  caption: string
  type: string
  size: string
  price: string
  rate: string
  available: string
  serviceCharge: string
  /** "{{amount}} a year". */
  perYear: string
  plan: string
  /** "View the plan". */
  viewPlan: string
}

const cell = 'px-3 py-3 sm:px-4'

export default function UnitTable({
  rows,
  labels,
  locale,
  prefs: server,
  rates,
}: {
  rows: UnitRow[]
  labels: UnitTableLabels
  locale: string
  prefs: UnitPrefs
  rates: Rates
}) {
  const chosen = useAtomValue(chosenUnitsAtom)
  const prefs = (useMounted() && chosen) || server
  const units = rows.some((row) => row.unitsAvailable !== null)
  const charges = rows.some((row) => row.serviceChargeAedSqft !== null)
  const plans = rows.some((row) => row.plan)
  const count = numberFormat(locale)
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl border border-line" data-testid="unit-types">
      <table className="w-full min-w-[34rem] border-collapse text-start text-sm">
        <caption className="sr-only">{labels.caption}</caption>
        <thead className="bg-elevated text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {labels.type}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {labels.size}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {labels.price}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {labels.rate}
            </th>
            {units && (
              <th scope="col" className={`${cell} text-start font-medium`}>
                {labels.available}
              </th>
            )}
            {charges && (
              <th scope="col" className={`${cell} text-start font-medium`}>
                {labels.serviceCharge}
              </th>
            )}
            {plans && (
              <th scope="col" className={`${cell} text-start font-medium`}>
                {labels.plan}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.name}-${row.priceAed}`} className="border-t border-line">
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-semibold`}>
                {row.name}
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                <bdi>{formatAreaRange(row.sizeSqftMin, row.sizeSqftMax, prefs.unit, locale, labels)}</bdi>
              </td>
              <td className={`${cell} whitespace-nowrap font-semibold`}>
                <bdi data-amount="price">{formatPrice(row.priceAed, prefs.currency, rates, locale)}</bdi>
              </td>
              <td className={`${cell} whitespace-nowrap text-muted`}>
                <bdi>{formatPricePerArea(pricePerSqft(row.priceAed, row.sizeSqftMin), prefs.currency, prefs.unit, rates, locale, labels)}</bdi>
              </td>
              {units && <td className={`${cell} tabular-nums`}>{row.unitsAvailable === null ? '—' : count.format(row.unitsAvailable)}</td>}
              {charges && (
                <td className={`${cell} whitespace-nowrap text-muted`}>
                  {row.serviceChargeAedSqft === null ? (
                    '—'
                  ) : (
                    <bdi>
                      {labels.perYear.replace('{{amount}}', formatPricePerArea(row.serviceChargeAedSqft, prefs.currency, prefs.unit, rates, locale, labels))}
                    </bdi>
                  )}
                </td>
              )}
              {plans && (
                <td className={cell}>
                  {row.plan ? (
                    <a href={`#${row.plan}`} className="link whitespace-nowrap" aria-label={`${labels.viewPlan}: ${row.name}`}>
                      {labels.viewPlan}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
