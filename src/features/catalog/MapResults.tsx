// The map view of the catalogue (`?view=map`): the same results as the list, on the map beside it
// (below the map on a phone), with the list's cards in sync with the markers. The server renders
// the map whole (MapView.island.tsx), so it shows without JavaScript.

import { boxOf, toPoint } from '../../components/map/projection'
import { boxAround } from '../../components/map/view'
import { numberFormat } from '../../lib/intl'
import { Island } from '../../lib/islands/Island'
import { type Currency, formatPrice, formatPriceShort } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { projectPath } from '../../lib/paths'
import { isResidential } from '../../modules/content/schema'
import { areaNameIn } from './area-name'
import type { LocationOptions, MapPoint } from './data.server'
import { MAP_LIMIT } from './data.server'
import type { MapMarker } from './MapMarkers'
import MapView from './MapView.island'
import { type SearchParams, searchQuery } from './schema'

const round = (n: number) => Math.round(n * 10) / 10

export function MapResults({
  params,
  currency,
  options,
  points,
  total,
  styleUrl,
}: {
  params: SearchParams
  currency: Currency
  options: LocationOptions
  points: MapPoint[]
  total: number
  /** A configured MapLibre style (MAP_STYLE_URL), else the drawn map only. */
  styleUrl?: string
}) {
  const { t, href, locale, rates, iso } = usePage()
  const areaNames = new Map(options.areas.map((area) => [area.slug, areaNameIn(area, locale)]))
  const bedrooms = (p: MapPoint) =>
    !isResidential(p.type)
      ? null
      : p.bedroomsMax === 0
        ? t('catalog.card.studio')
        : p.bedroomsMin === p.bedroomsMax
          ? t('catalog.card.beds', { count: p.bedroomsMax })
          : t('catalog.card.bedsRange', { min: p.bedroomsMin === 0 ? t('catalog.card.studio') : p.bedroomsMin, max: p.bedroomsMax })
  const markers: MapMarker[] = points.map((p) => {
    const { x, y } = toPoint(p.lat, p.lng)
    const translated = p.titles[locale]
    return {
      id: p.id,
      x: round(x),
      y: round(y),
      title: translated ?? p.title,
      price: `${t('catalog.card.priceFrom')} ${formatPrice(p.priceAed, currency, rates, iso)}`,
      pill: formatPriceShort(p.priceAed, currency, rates, iso),
      detail: [t(`catalog.types.${p.type}`), bedrooms(p), areaNames.get(p.area)].filter(Boolean).join(' · '),
      href: href(projectPath(p)),
      lang: translated || locale === 'en' ? undefined : 'en',
    }
  })
  const areas = options.areas.flatMap((area) => (area.center ? [{ name: areaNameIn(area, locale), ...toPoint(area.center.lat, area.center.lng) }] : []))
  const fit = params.bbox ? boxOf(params.bbox) : boxAround(markers)
  const initial = { x: round(fit.x), y: round(fit.y), width: round(fit.width), height: round(fit.height) }
  return (
    <div className="h-[26rem] sm:h-[32rem] lg:sticky lg:top-48 lg:order-2 lg:h-[calc(100vh-13rem)]">
      <Island
        name="MapView"
        component={MapView}
        hydrate="visible"
        props={{
          markers,
          areas,
          initial,
          styleUrl,
          searchBase: `${href('/catalog')}${searchQuery(params, { bbox: undefined, page: 1, view: 'map' })}`,
          labels: {
            region: t('map.region'),
            sea: t('map.sea'),
            zoomIn: t('map.zoomIn'),
            zoomOut: t('map.zoomOut'),
            searchArea: t('map.searchArea'),
            close: t('map.close'),
            view: t('catalog.card.viewDetails'),
            cluster: t('map.cluster', { n: '{{n}}' }),
            keys: t('map.keys'),
          },
        }}
      />
      {total > MAP_LIMIT && (
        <p className="mt-2 text-sm text-muted" data-testid="map-capped">
          {t('map.capped', { limit: numberFormat(iso).format(MAP_LIMIT) })}
        </p>
      )}
    </div>
  )
}
