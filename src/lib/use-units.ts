// The visitor's currency and area unit for server components, with the unit names in the page's
// language (`units.sqft`, `units.sqm`): what every price and size on a page is rendered in.
import { type AreaLabels, BASE_UNITS, type UnitPrefs } from './money'
import { usePage } from './page-context'

export function useUnits(): { prefs: UnitPrefs; labels: AreaLabels } {
  const { units, t } = usePage()
  return { prefs: units ?? BASE_UNITS, labels: { sqft: t('units.sqft'), sqm: t('units.sqm') } }
}
