// Markers that would overlap on screen become one cluster with their count. Greedy, as map libraries
// cluster a few thousand points: in the order given (the search's), each item joins the first
// cluster whose seed is closer than a marker's size at the current zoom, or starts one. Linear in
// items × clusters, the same on the server's first render and in the browser, and stable while
// panning (it depends on the zoom, never on the view's position).
import type { Box, Point } from './projection'

export interface MapItem extends Point {
  id: number
}

export interface Cluster extends Point {
  /** The items in it, in the order given (a single marker has one). */
  ids: number[]
  /** The smallest box holding its items (a cluster zooms to it). */
  box: Box
}

/** Two markers closer than this many pixels (across, up or down) share a cluster: a price marker's size, with a margin. */
export const CLUSTER_PX = { x: 60, y: 40 } as const

/** The clusters of `items` at `scale` pixels per unit of the drawing; a cluster of one item is a marker. */
export function clusterItems(items: readonly MapItem[], scale: number, reach: { x: number; y: number } = CLUSTER_PX): Cluster[] {
  const rx = reach.x / scale
  const ry = reach.y / scale
  const groups: { seed: Point; members: MapItem[] }[] = []
  for (const item of items) {
    const group = groups.find((g) => Math.abs(g.seed.x - item.x) < rx && Math.abs(g.seed.y - item.y) < ry)
    if (group) group.members.push(item)
    else groups.push({ seed: { x: item.x, y: item.y }, members: [item] })
  }
  return groups.map(({ members }) => {
    const xs = members.map((m) => m.x)
    const ys = members.map((m) => m.y)
    const x0 = Math.min(...xs)
    const y0 = Math.min(...ys)
    return {
      x: xs.reduce((a, b) => a + b, 0) / members.length,
      y: ys.reduce((a, b) => a + b, 0) / members.length,
      ids: members.map((m) => m.id),
      box: { x: x0, y: y0, width: Math.max(...xs) - x0, height: Math.max(...ys) - y0 },
    }
  })
}

/**
 * Which of `labels` (in order of importance) can be written without covering a marker or an
 * earlier label: each label is about `size` pixels per character wide, written under its point.
 */
export function placeLabels<T extends Point & { name: string }>(labels: readonly T[], markers: readonly Point[], scale: number, size = 7.5): T[] {
  const boxes: Box[] = markers.map((m) => ({ x: m.x * scale - 30, y: m.y * scale - 38, width: 60, height: 66 }))
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  return labels.filter((label) => {
    const width = label.name.length * size
    const box = { x: label.x * scale - width / 2, y: label.y * scale + 14, width, height: 16 }
    if (boxes.some((b) => overlaps(box, b))) return false
    boxes.push(box)
    return true
  })
}
