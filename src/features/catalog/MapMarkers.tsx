// The map's price markers and clusters (the catalogue's map view: MapView.island.tsx), drawn in an
// SVG at their points. A marker is a link to its project that opens the map's card for it; a cluster
// is a link to the search narrowed to its points that zooms the map to them. Both are tabbable and
// named, and light up with the list's card under the pointer or focus.
import type { MouseEvent } from 'react'
import type { Cluster } from '../../components/map/cluster'
import { type Box, boundsOf } from '../../components/map/projection'

export interface MapMarker {
  id: number
  x: number
  y: number
  title: string
  /** The price as the card says it ("AED 2,150,000"). */
  price: string
  /** The price on the marker ("2.2M"). */
  pill: string
  /** Type, bedrooms and area ("Apartment · 1–3 BR · Dubai Marina"). */
  detail: string
  href: string
  /** The title's language when it is not the page's (an untranslated title). */
  lang?: string
}

const PILL_HEIGHT = 24
/** A pill's width: its text at about 7 px a character, plus padding. */
const pillWidth = (text: string) => text.length * 7 + 16

/** `base` with `bbox` set to the map area of `box` (west,south,east,north, 4 decimals). */
export const withArea = (base: string, box: Box): string => withBounds(base, boundsOf(box))

/** A URL with the map area of `bounds` (degrees), like withArea. */
export function withBounds(base: string, b: { west: number; south: number; east: number; north: number }): string {
  const url = new URL(base, 'https://marsa.invalid')
  url.searchParams.delete('page')
  url.searchParams.set('bbox', [b.west, b.south, b.east, b.north].map((n) => n.toFixed(4)).join(','))
  return `${url.pathname}${url.search.replaceAll('%2C', ',')}`
}

export interface MarkerLayerProps {
  clusters: Cluster[]
  /** Drawing units per pixel (markers keep their size in pixels at every zoom). */
  unit: number
  byId: ReadonlyMap<number, MapMarker>
  /** The project whose card or marker is under the pointer or focus. */
  hover: number | null
  /** The project whose card is open on the map. */
  open: number | null
  /** Hydrated: a marker then says whether its card is open. */
  live: boolean
  searchBase: string
  /** With `{{n}}`: "Properties here: 12. Zoom in". */
  clusterLabel: string
  onMarker: (event: MouseEvent, id: number) => void
  onCluster: (event: MouseEvent, cluster: Cluster) => void
  onHover: (id: number | null) => void
}

export function MarkerLayer({ clusters, unit, byId, hover, open, live, searchBase, clusterLabel, onMarker, onCluster, onHover }: MarkerLayerProps) {
  return (
    <g className="pointer-events-auto">
      {clusters.map((cluster) => {
        const first = cluster.ids[0] ?? 0
        const lit = hover !== null && cluster.ids.includes(hover)
        if (cluster.ids.length === 1) {
          const m = byId.get(first)
          if (!m) return null
          const selected = open === m.id || lit
          const w = pillWidth(m.pill)
          return (
            <a
              key={m.id}
              href={m.href}
              data-marker={m.id}
              aria-label={`${m.title}, ${m.price}`}
              aria-expanded={live ? open === m.id : undefined}
              onClick={(event) => onMarker(event, m.id)}
              onPointerEnter={() => onHover(m.id)}
              onPointerLeave={() => onHover(null)}
              onFocus={() => onHover(m.id)}
              onBlur={() => onHover(null)}
              className="group cursor-pointer outline-none"
            >
              <g transform={`translate(${cluster.x.toFixed(2)} ${cluster.y.toFixed(2)}) scale(${unit.toFixed(5)})`}>
                <rect
                  x={-w / 2 - 3}
                  y={-PILL_HEIGHT - 9}
                  width={w + 6}
                  height={PILL_HEIGHT + 6}
                  rx={(PILL_HEIGHT + 6) / 2}
                  className="fill-none stroke-primary stroke-2 opacity-0 group-focus-visible:opacity-100"
                />
                <rect
                  x={-w / 2}
                  y={-PILL_HEIGHT - 6}
                  width={w}
                  height={PILL_HEIGHT}
                  rx={PILL_HEIGHT / 2}
                  className={
                    selected ? 'fill-primary stroke-white dark:stroke-neutral-950' : 'fill-white stroke-[#1e1b18]/15 dark:fill-[#2a2622] dark:stroke-white/20'
                  }
                  strokeWidth={1}
                />
                <path d="M-5 -6.5L0 0L5 -6.5Z" className={selected ? 'fill-primary' : 'fill-white dark:fill-[#2a2622]'} />
                <text
                  y={-PILL_HEIGHT / 2 - 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={12}
                  fontWeight={700}
                  className={selected ? 'fill-white dark:fill-neutral-950' : 'fill-[#1e1b18] dark:fill-[#f3f1ed]'}
                >
                  {m.pill}
                </text>
              </g>
            </a>
          )
        }
        const count = cluster.ids.length
        const r = count < 10 ? 16 : count < 100 ? 19 : 23
        const zoomBox = { x: cluster.box.x - 4, y: cluster.box.y - 4, width: cluster.box.width + 8, height: cluster.box.height + 8 }
        return (
          <a
            key={`c${first}`}
            href={withArea(searchBase, zoomBox)}
            rel="nofollow"
            data-cluster={count}
            aria-label={clusterLabel.replace('{{n}}', String(count))}
            onClick={(event) => onCluster(event, cluster)}
            className="group cursor-pointer outline-none"
          >
            <g transform={`translate(${cluster.x.toFixed(2)} ${cluster.y.toFixed(2)}) scale(${unit.toFixed(5)})`}>
              <circle r={r + 5} className={lit ? 'fill-primary/40' : 'fill-primary/20'} />
              <circle r={r + 4} className="fill-none stroke-primary stroke-2 opacity-0 group-focus-visible:opacity-100" />
              <circle r={r} className={`stroke-white stroke-2 dark:stroke-neutral-950 ${lit ? 'fill-primary-700' : 'fill-primary'}`} />
              <text textAnchor="middle" dominantBaseline="central" fontSize={13} fontWeight={700} className="fill-white dark:fill-neutral-950">
                {count}
              </text>
            </g>
          </a>
        )
      })}
    </g>
  )
}
