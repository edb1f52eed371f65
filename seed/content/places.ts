// Where the seeded areas and projects are on the map: each area's approximate centre, and spots on
// land inside it (checked against the drawn map of scripts/dubai-map.ts) that a project is placed
// near, by its slug. Palm Jumeirah's projects sit on the palm itself: on a frond or on the trunk.
import type { Coordinates } from '../../src/modules/content/schema'
import { hash } from './media'

type Spot = [lat: number, lng: number]

/** Each area's centre (its label on the map) and the land its projects are spread over. */
export const AREA_PLACES = {
  'dubai-marina': {
    center: [25.0805, 55.1403],
    // Both banks of the Marina's canal, clear of the water (and of JBR's beach).
    spots: [
      [25.0835, 55.1445],
      [25.079, 55.1395],
      [25.087, 55.149],
      [25.0775, 55.132],
      [25.0735, 55.129],
    ],
    jitterKm: 0.1,
  },
  'downtown-dubai': {
    center: [25.1955, 55.2755],
    spots: [
      [25.195, 55.276],
      [25.192, 55.28],
      [25.198, 55.2705],
      [25.1895, 55.2745],
    ],
  },
  'business-bay': {
    center: [25.186, 55.2655],
    spots: [
      [25.1875, 55.2655],
      [25.189, 55.2605],
      [25.1815, 55.2715],
      [25.1805, 55.2635],
    ],
  },
  'palm-jumeirah': { center: [25.1124, 55.139], spots: [] },
  'dubai-hills-estate': {
    center: [25.108, 55.245],
    spots: [
      [25.105, 55.24],
      [25.112, 55.248],
      [25.1, 55.25],
      [25.115, 55.255],
    ],
  },
  'jumeirah-village-circle': {
    center: [25.06, 55.21],
    spots: [
      [25.058, 55.208],
      [25.062, 55.213],
      [25.055, 55.215],
      [25.064, 55.205],
    ],
  },
  'dubai-creek-harbour': {
    center: [25.2015, 55.3495],
    spots: [
      [25.202, 55.35],
      [25.198, 55.347],
      [25.206, 55.353],
    ],
  },
  'arabian-ranches': {
    center: [25.055, 55.27],
    spots: [
      [25.055, 55.27],
      [25.05, 55.265],
      [25.06, 55.275],
    ],
  },
  'jumeirah-lake-towers': {
    center: [25.0705, 55.1455],
    spots: [
      [25.0715, 55.147],
      [25.069, 55.143],
      [25.0735, 55.1505],
    ],
  },
  'mohammed-bin-rashid-city': {
    center: [25.171, 55.292],
    spots: [
      [25.172, 55.29],
      [25.168, 55.296],
      [25.176, 55.302],
      [25.165, 55.285],
    ],
  },
  'dubai-south': {
    center: [24.885, 55.175],
    spots: [
      [24.9, 55.175],
      [24.88, 55.185],
      [24.875, 55.165],
    ],
  },
  'al-barsha': {
    center: [25.105, 55.198],
    spots: [
      [25.11, 55.195],
      [25.102, 55.203],
      [25.096, 55.18],
      [25.088, 55.215],
    ],
  },
  meydan: {
    center: [25.155, 55.308],
    spots: [
      [25.156, 55.305],
      [25.15, 55.315],
      [25.16, 55.32],
      [25.145, 55.3],
    ],
  },
} satisfies Record<string, { center: Spot; spots: Spot[]; jitterKm?: number }>

/** The seeded areas' slugs (locations.ts gives each its centre from here, so none is missing). */
export type PlaceSlug = keyof typeof AREA_PLACES

/** Kilometres to degrees at Dubai's latitude. */
const KM_LAT = 1 / 111.0
const KM_LNG = 1 / 100.5

/**
 * Palm Jumeirah in a local frame: `u` km along the trunk from the shore (north-west), `v` km across
 * it (north-east positive). scripts/dubai-map.ts draws the palm from the same frame.
 */
export const PALM = {
  origin: [25.0975, 55.1505] as Spot,
  /** The trunk's length (km); the fronds leave it between FROND_START and the top. */
  trunk: 3.0,
  frondStart: 0.9,
  fronds: 8,
  /** The crescent: centred on the trunk at `crescentAt` km, this radius (km). */
  crescentAt: 2.0,
  crescentRadius: 2.75,
} as const

/** A point of the palm's local frame as latitude and longitude. */
export function palmPoint(u: number, v: number): Spot {
  const [lat, lng] = PALM.origin
  // u points north-west, v north-east (the trunk is perpendicular to the coast).
  const north = (u + v) * Math.SQRT1_2
  const east = (v - u) * Math.SQRT1_2
  return [lat + north * KM_LAT, lng + east * KM_LNG]
}

/** Frond `i` (0 at the shore end) on `side` (+1 north-east, -1 south-west): its base and tip in the local frame. */
export function frond(i: number, side: 1 | -1): { base: [number, number]; tip: [number, number] } {
  const step = (PALM.trunk - PALM.frondStart) / (PALM.fronds - 1)
  const u = PALM.frondStart + i * step
  // Lower fronds spread wide; upper ones lean towards the top, like a palm's leaves.
  const angle = ((80 - i * 6) * Math.PI) / 180
  const length = 1.45 + i * 0.06
  return { base: [u, 0], tip: [u + Math.cos(angle) * length, side * (0.18 + Math.sin(angle) * length)] }
}

const round = (n: number) => Math.round(n * 1e5) / 1e5

/**
 * A plausible position for the project `slug` in `area`: near one of the area's spots (within
 * 250 m, or less where water is near), or on a frond or the trunk of the palm. The same slug always lands on the same point.
 */
export function positionIn(area: PlaceSlug, slug: string): Coordinates {
  const h = hash(`map:${slug}`)
  const unit = (n: number) => (hash(`map:${slug}:${n}`) % 10_000) / 10_000
  if (area === 'palm-jumeirah') {
    // Most homes are on the fronds, some on the trunk.
    const onTrunk = h % 5 === 0
    if (onTrunk) {
      const [lat, lng] = palmPoint(0.4 + unit(1) * (PALM.trunk - 0.4), (unit(2) - 0.5) * 0.2)
      return { lat: round(lat), lng: round(lng) }
    }
    const { base, tip } = frond(h % PALM.fronds, unit(3) < 0.5 ? 1 : -1)
    const t = 0.35 + unit(4) * 0.6
    const [lat, lng] = palmPoint(base[0] + (tip[0] - base[0]) * t, base[1] + (tip[1] - base[1]) * t)
    return { lat: round(lat), lng: round(lng) }
  }
  const place: { spots: Spot[]; jitterKm?: number } = AREA_PLACES[area]
  const [lat, lng] = place.spots[h % place.spots.length] as Spot
  const angle = unit(1) * 2 * Math.PI
  const km = unit(2) * (place.jitterKm ?? 0.25)
  return { lat: round(lat + Math.sin(angle) * km * KM_LAT), lng: round(lng + Math.cos(angle) * km * KM_LNG) }
}

/** The area's centre as Coordinates. */
export const centreOf = (area: PlaceSlug): Coordinates => {
  const [lat, lng] = AREA_PLACES[area].center as Spot
  return { lat, lng }
}
