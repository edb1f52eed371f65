// The catalogue map's projection: degrees to the drawing's units and back. Equirectangular around
// Dubai's latitude (over 60 km the error is far below a marker's size): one unit is 0.001° of
// latitude (≈ 111 m), x grows east, y south. Shared by the drawn map (scripts/dubai-map.ts), the
// server's first render and the map island, so a marker lands on the same spot in all three.

/** The west and north edges of the drawing, in degrees. */
export const ORIGIN = { lng: 54.9, lat: 25.4 } as const
/** cos(25.1°): a degree of longitude is this much shorter than one of latitude here. */
const LNG_SCALE = 0.9056
const UNITS_PER_DEGREE = 1000

export interface Point {
  x: number
  y: number
}

/** A box in the drawing's units. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A box in degrees: what `bbox` in the URL says. */
export interface Bounds {
  south: number
  west: number
  north: number
  east: number
}

export const toPoint = (lat: number, lng: number): Point => ({
  x: (lng - ORIGIN.lng) * LNG_SCALE * UNITS_PER_DEGREE,
  y: (ORIGIN.lat - lat) * UNITS_PER_DEGREE,
})

export const toLatLng = ({ x, y }: Point): { lat: number; lng: number } => ({
  lat: ORIGIN.lat - y / UNITS_PER_DEGREE,
  lng: ORIGIN.lng + x / (LNG_SCALE * UNITS_PER_DEGREE),
})

/** The degrees a box of the drawing covers. */
export function boundsOf(box: Box): Bounds {
  const nw = toLatLng({ x: box.x, y: box.y })
  const se = toLatLng({ x: box.x + box.width, y: box.y + box.height })
  return { south: se.lat, west: nw.lng, north: nw.lat, east: se.lng }
}

/** The box of the drawing that covers `bounds`. */
export function boxOf(bounds: Bounds): Box {
  const nw = toPoint(bounds.north, bounds.west)
  const se = toPoint(bounds.south, bounds.east)
  return { x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y }
}
