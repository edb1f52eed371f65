// One price or size on the property page, shown in the visitor's currency and area unit (the shared
// display choice). The server renders AED and sq ft; the stored choice applies once mounted.
import { useAtomValue } from 'jotai'
import { formatMoney, type Rates } from '../../lib/money'
import { useMounted } from '../../lib/use-mounted'
import { type DisplayPrefs, displayAtom, SERVER_PREFS } from './display'
import { formatAreaRange, formatPricePerArea } from './format'

export type AmountProps =
  | { kind: 'price'; aed: number; locale: string; rates: Rates; compact?: boolean }
  | { kind: 'area'; min: number; max: number; locale: string }
  | { kind: 'rate'; aedPerSqft: number; locale: string; rates: Rates }

export function formatAmount(props: AmountProps, prefs: DisplayPrefs): string {
  switch (props.kind) {
    case 'price':
      return formatMoney(props.aed, prefs.currency, props.rates, props.locale, props.compact)
    case 'area':
      return formatAreaRange(props.min, props.max, prefs.unit, props.locale)
    case 'rate':
      return formatPricePerArea(props.aedPerSqft, prefs.currency, prefs.unit, props.rates, props.locale)
  }
}

export default function Amount(props: AmountProps) {
  const chosen = useAtomValue(displayAtom)
  const prefs = useMounted() ? chosen : SERVER_PREFS
  return <span data-amount={props.kind}>{formatAmount(props, prefs)}</span>
}
