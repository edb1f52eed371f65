// What part of the drawing a map of `width` × `height` pixels shows: a centre and a scale (pixels
// per unit). The server's first render and the island compute it the same way.
import type { Box, Point } from './projection'

export interface View extends Point {
  /** Pixels per unit of the drawing. */
  scale: number
}

/** The drawing's whole city (Jebel Ali to Al Mamzar, the coast to Dubai South). */
export const CITY: Box = { x: 60, y: 90, width: 420, height: 460 }

/** The closest and the widest the map zooms (pixels per unit, for a map `width` pixels wide). */
export const zoomLimits = (width: number) => ({ min: width / 700, max: Math.max(width / 6, 40) })

/** The view that shows `box` whole in `width` × `height` pixels, with `padding` pixels around it. */
export function fitView(box: Box, width: number, height: number, padding = 40): View {
  // A single point (or a row of them) still gets an area around it: about 2 km.
  const w = Math.max(box.width, 18)
  const h = Math.max(box.height, 18)
  const { min, max } = zoomLimits(width)
  const scale = Math.min(max, Math.max(min, Math.min((width - 2 * padding) / w, (height - 2 * padding) / h)))
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, scale }
}

/** The box of the drawing a view shows. */
export function viewBox(view: View, width: number, height: number): Box {
  const w = width / view.scale
  const h = height / view.scale
  return { x: view.x - w / 2, y: view.y - h / 2, width: w, height: h }
}

/** The smallest box holding `points` (the city when there are none). */
export function boxAround(points: readonly Point[]): Box {
  if (points.length === 0) return CITY
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}
