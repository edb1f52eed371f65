// The configured map (MAP_STYLE_URL; decision 022): MapLibre GL JS in its own chunk, imported by the
// map island only on the map view and only when a style is configured. It resolves once the style
// has loaded, or fails (no WebGL, the style down, slow or not a style): the island then keeps the
// drawn map. Markers stay the island's own (the same clusters, links and keys as the drawn map).
import { type LngLatBoundsLike, Map as MapLibre, setWorkerUrl } from 'maplibre-gl'

/** How long the style may take before the drawn map stays instead. */
const STYLE_TIMEOUT_MS = 6000

/** Where build.ts puts MapLibre's worker (its module is started from the same origin). */
const WORKER_URL = '/build/c/maplibre-gl-worker.mjs'

export interface Bounds {
  west: number
  south: number
  east: number
  north: number
}

export interface GlMap {
  /** Pixels of the container for a point. */
  project(lng: number, lat: number): { x: number; y: number }
  bounds(): Bounds
  zoomBy(factor: number): void
  panBy(dx: number, dy: number): void
  fitBounds(bounds: Bounds): void
  /** Calls `listener` on every move; the visitor's own moves say so. */
  onMove(listener: (byVisitor: boolean) => void): void
  /** The style's credits, as text. */
  attribution(): string
  remove(): void
}

const webgl = () => {
  const canvas = document.createElement('canvas')
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
}

export function mountMapLibre(container: HTMLElement, styleUrl: string, initial: Bounds): Promise<GlMap> {
  if (!webgl()) return Promise.reject(new Error('no WebGL'))
  setWorkerUrl(new URL(WORKER_URL, location.href).href)
  const bounds: LngLatBoundsLike = [
    [initial.west, initial.south],
    [initial.east, initial.north],
  ]
  return new Promise((resolve, reject) => {
    let map: MapLibre
    try {
      map = new MapLibre({
        container,
        style: styleUrl,
        bounds,
        fitBoundsOptions: { padding: 40 },
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
      })
    } catch (error) {
      reject(error)
      return
    }
    const fail = (error: unknown) => {
      map.remove()
      reject(error)
    }
    const timer = setTimeout(() => fail(new Error('the map style took too long')), STYLE_TIMEOUT_MS)
    map.once('error', (event) => {
      clearTimeout(timer)
      fail(event.error)
    })
    map.once('load', () => {
      clearTimeout(timer)
      map.touchZoomRotate.disableRotation()
      resolve({
        project: (lng, lat) => map.project([lng, lat]),
        bounds: () => {
          const b = map.getBounds()
          return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }
        },
        zoomBy: (factor) => map.zoomTo(map.getZoom() + Math.log2(factor), { duration: 200 }),
        panBy: (dx, dy) => map.panBy([dx, dy], { duration: 150 }),
        fitBounds: (b) =>
          map.fitBounds(
            [
              [b.west, b.south],
              [b.east, b.north],
            ],
            { padding: 60, maxZoom: 17, duration: 300 },
          ),
        onMove: (listener) => map.on('move', (event) => listener(Boolean((event as { originalEvent?: unknown }).originalEvent))),
        attribution: () =>
          Object.values(map.getStyle().sources)
            .map((source) => ('attribution' in source && typeof source.attribution === 'string' ? source.attribution : ''))
            .filter(Boolean)
            .join(' · ')
            .replace(/<[^>]*>/g, ''),
        remove: () => map.remove(),
      })
    })
  })
}
