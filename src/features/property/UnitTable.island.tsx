// The unit types as a table: size, price from, price per area, units left, service charge and a
// link to each type's floor plan; on a phone, the same as a card per type (a seven-column table
// scrolled sideways there, hiding the price per area and the plan). Amounts in the visitor's
// currency and area unit: the server renders the cookie's choice, a pick on the price card applies
// once mounted (as Amount does).
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
  const shown = rows.map((row) => ({
    row,
    size: formatAreaRange(row.sizeSqftMin, row.sizeSqftMax, prefs.unit, locale, labels),
    price: formatPrice(row.priceAed, prefs.currency, rates, locale),
    rate: formatPricePerArea(pricePerSqft(row.priceAed, row.sizeSqftMin), prefs.currency, prefs.unit, rates, locale, labels),
    units: row.unitsAvailable === null ? '—' : count.format(row.unitsAvailable),
    charge:
      row.serviceChargeAedSqft === null
        ? null
        : labels.perYear.replace('{{amount}}', formatPricePerArea(row.serviceChargeAedSqft, prefs.currency, prefs.unit, rates, locale, labels)),
  }))
  const planLink = (row: UnitRow) =>
    row.plan ? (
      <a href={`#${row.plan}`} className="link whitespace-nowrap" aria-label={`${labels.viewPlan}: ${row.name}`}>
        {labels.viewPlan}
      </a>
    ) : null
  return (
    <>
      <ul className="mt-6 grid gap-3 sm:hidden" data-testid="unit-cards">
        {shown.map(({ row, size, price, rate, units: left, charge }) => (
          <li key={`${row.name}-${row.priceAed}`} className="rounded-2xl border border-line p-4">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{row.name}</span>
              <span className="text-end font-semibold">
                <span className="sr-only">{labels.price}: </span>
                <bdi data-amount="price">{price}</bdi>
              </span>
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted">{labels.size}</dt>
              <dd className="text-end">
                <bdi>{size}</bdi>
              </dd>
              <dt className="text-muted">{labels.rate}</dt>
              <dd className="text-end">
                <bdi>{rate}</bdi>
              </dd>
              {units && (
                <>
                  <dt className="text-muted">{labels.available}</dt>
                  <dd className="text-end tabular-nums">{left}</dd>
                </>
              )}
              {charges && (
                <>
                  <dt className="text-muted">{labels.serviceCharge}</dt>
                  <dd className="text-end">{charge === null ? '—' : <bdi>{charge}</bdi>}</dd>
                </>
              )}
            </dl>
            {row.plan && <p className="mt-3 flex min-h-11 items-center text-sm">{planLink(row)}</p>}
          </li>
        ))}
      </ul>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-line max-sm:hidden" data-testid="unit-types">
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
            {shown.map(({ row, size, price, rate, units: left, charge }) => (
              <tr key={`${row.name}-${row.priceAed}`} className="border-t border-line">
                <th scope="row" className={`${cell} whitespace-nowrap text-start font-semibold`}>
                  {row.name}
                </th>
                <td className={`${cell} whitespace-nowrap`}>
                  <bdi>{size}</bdi>
                </td>
                <td className={`${cell} whitespace-nowrap font-semibold`}>
                  <bdi data-amount="price">{price}</bdi>
                </td>
                <td className={`${cell} whitespace-nowrap text-muted`}>
                  <bdi>{rate}</bdi>
                </td>
                {units && <td className={`${cell} tabular-nums`}>{left}</td>}
                {charges && <td className={`${cell} whitespace-nowrap text-muted`}>{charge === null ? '—' : <bdi>{charge}</bdi>}</td>}
                {plans && <td className={cell}>{planLink(row) ?? '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
