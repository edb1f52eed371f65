// One price or size on the property page, in the visitor's currency and area unit. The server
// renders the cookie's choice (`prefs`); a pick on the page (UnitSwitch) applies once mounted, so
// hydration always matches the server's HTML. Isolated with <bdi>: digits beside Latin or Arabic
// unit names never reorder in a right-to-left page (review F7.4).
import { useAtomValue } from 'jotai'
import { type AreaLabels, formatPrice, formatPricePerArea, type Rates, type UnitPrefs } from '../../lib/money'
import { useMounted } from '../../lib/use-mounted'
import { chosenUnitsAtom } from './display'
import { formatAreaRange } from './format'

export type AmountProps = { locale: string; prefs: UnitPrefs } & (
  | { kind: 'price'; aed: number; rates: Rates }
  | { kind: 'area'; min: number; max: number; labels: AreaLabels }
  | { kind: 'rate'; aedPerSqft: number; rates: Rates; labels: AreaLabels }
)

export function formatAmount(props: AmountProps, prefs: UnitPrefs): string {
  switch (props.kind) {
    case 'price':
      return formatPrice(props.aed, prefs.currency, props.rates, props.locale)
    case 'area':
      return formatAreaRange(props.min, props.max, prefs.unit, props.locale, props.labels)
    case 'rate':
      return formatPricePerArea(props.aedPerSqft, prefs.currency, prefs.unit, props.rates, props.locale, props.labels)
  }
}

export default function Amount(props: AmountProps) {
  const chosen = useAtomValue(chosenUnitsAtom)
  const prefs = (useMounted() && chosen) || props.prefs
  return <bdi data-amount={props.kind}>{formatAmount(props, prefs)}</bdi>
}
