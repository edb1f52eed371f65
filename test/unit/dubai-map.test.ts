// The drawn map of Dubai: the committed geometry is what scripts/dubai-map.ts writes, and every
// seeded project and area centre lies on land (the Palm's on the palm), never in the sea or a canal.
import { describe, expect, it } from 'vitest'
import { dubaiGeometry, geometrySource } from '../../scripts/dubai-map'
import { locations } from '../../seed/content/locations'
import { projects } from '../../seed/content/projects'
import { DUBAI } from '../../src/components/map/dubai-geometry'
import { type Point, toPoint } from '../../src/components/map/projection'
import { Project } from '../../src/modules/content/schema'

/** The points of a path of M/L commands (one subpath each), as polylines. */
const polylines = (d: string): Point[][] =>
  d
    .split('M')
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/Z$/, '')
        .split('L')
        .map((pair) => {
          const [x, y] = pair.trim().split(/\s+/).map(Number)
          return { x: x ?? 0, y: y ?? 0 }
        }),
    )

function inside(p: Point, polygon: Point[]): boolean {
  let odd = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point
    const b = polygon[j] as Point
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) odd = !odd
  }
  return odd
}

function distanceToLine(p: Point, line: Point[]): number {
  let best = Number.POSITIVE_INFINITY
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as Point
    const b = line[i] as Point
    const dx = b.x - a.x
    const dy = b.y - a.y
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)))
    best = Math.min(best, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
  }
  return best
}

const land = polylines(DUBAI.land)[0] ?? []
const inWater = (p: Point) =>
  DUBAI.waterways.some((w) => polylines(w.d).some((line) => distanceToLine(p, line) < w.width / 2)) || inside(p, polylines(DUBAI.lagoon)[0] ?? [])
const onPalm = (p: Point) =>
  polylines(DUBAI.palmFronds).some((line) => distanceToLine(p, line) <= DUBAI.palmWidths.fronds / 2 + 0.05) ||
  polylines(DUBAI.palmTrunk).some((line) => distanceToLine(p, line) <= DUBAI.palmWidths.trunk / 2)

describe('the drawn map of Dubai', () => {
  it('src/components/map/dubai-geometry.ts is what scripts/dubai-map.ts draws (run it after changing the drawing)', () => {
    expect(DUBAI).toEqual(dubaiGeometry())
  })

  it('puts every seeded project on land: the Palm Jumeirah ones on the palm', () => {
    const parsed = projects.map((p) => Project.parse(p))
    expect(parsed.every((p) => p.coordinates)).toBe(true)
    for (const project of parsed) {
      const { lat, lng } = project.coordinates ?? { lat: 0, lng: 0 }
      const point = toPoint(lat, lng)
      if (project.area === 'palm-jumeirah') expect(onPalm(point), project.slug).toBe(true)
      else {
        expect(inside(point, land), `${project.slug} on land`).toBe(true)
        expect(inWater(point), `${project.slug} not in the Creek or a canal`).toBe(false)
      }
    }
  })

  it('gives every seeded area a centre on the map', () => {
    for (const location of locations) expect(location.center, location.slug).toBeTruthy()
  })

  it('stays small enough for one island chunk', () => {
    expect(geometrySource().length).toBeLessThan(8_000)
  })
})
