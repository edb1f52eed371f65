// Writes src/components/map/dubai-geometry.ts: the drawn map of Dubai the catalogue shows when no map
// style is configured (decision 022). The coastline, Palm Jumeirah, the islands, the Creek and the
// canals, the main roads and the airport are authored here as latitude/longitude (traced by hand
// from public knowledge of the city, approximate to a few hundred metres) and projected with
// src/components/map/projection.ts. `npx tsx scripts/dubai-map.ts`; a unit test fails when the file
// and this drawing differ.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { frond, PALM, palmPoint } from '../seed/content/places'
import { toPoint } from '../src/components/map/projection'

type LatLng = [lat: number, lng: number]

/** The coast from Sharjah (north-east) to the Abu Dhabi border (south-west). */
const COAST: LatLng[] = [
  [25.45, 55.49],
  [25.38, 55.44],
  [25.34, 55.4],
  [25.318, 55.372],
  [25.305, 55.355],
  [25.296, 55.336],
  [25.29, 55.321],
  [25.281, 55.306],
  [25.274, 55.296],
  [25.268, 55.287],
  [25.266, 55.279],
  [25.258, 55.27],
  [25.245, 55.262],
  [25.232, 55.254],
  [25.215, 55.243],
  [25.205, 55.236],
  [25.19, 55.228],
  [25.172, 55.214],
  [25.155, 55.203],
  [25.143, 55.19],
  [25.132, 55.18],
  [25.12, 55.17],
  [25.108, 55.16],
  [25.099, 55.152],
  [25.092, 55.146],
  [25.083, 55.135],
  [25.075, 55.128],
  [25.065, 55.117],
  [25.05, 55.1],
  [25.035, 55.085],
  [25.027, 55.07],
  [25.012, 55.058],
  [25.005, 55.04],
  [24.99, 55.02],
  [24.975, 55.0],
  [24.955, 54.975],
  [24.93, 54.945],
  [24.9, 54.91],
  [24.87, 54.88],
  [24.83, 54.84],
  [24.8, 54.8],
]
/** Inland corners that close the land, well outside any view. */
const INLAND: LatLng[] = [
  [24.5, 54.8],
  [24.5, 55.9],
  [25.45, 55.9],
]

/** Water cut into the land: the Creek, the Dubai Water Canal and the Marina. [path, width in km] */
const WATERWAYS: [LatLng[], number][] = [
  [
    [
      [25.276, 55.289],
      [25.27, 55.293],
      [25.265, 55.298],
      [25.258, 55.305],
      [25.25, 55.313],
      [25.24, 55.325],
      [25.23, 55.332],
      [25.218, 55.338],
      [25.207, 55.34],
      [25.198, 55.336],
      [25.193, 55.328],
    ],
    0.45,
  ],
  [
    [
      [25.193, 55.328],
      [25.19, 55.318],
      [25.186, 55.3],
      [25.183, 55.285],
      [25.184, 55.27],
      [25.1875, 55.258],
      [25.193, 55.25],
      [25.199, 55.243],
      [25.206, 55.236],
    ],
    0.14,
  ],
  [
    [
      [25.0915, 55.1485],
      [25.087, 55.1445],
      [25.0815, 55.1385],
      [25.0765, 55.134],
      [25.0725, 55.1315],
      [25.0705, 55.1285],
    ],
    0.12,
  ],
]

/** Ras Al Khor's lagoon at the head of the Creek. */
const LAGOON: LatLng[] = [
  [25.2, 55.333],
  [25.196, 55.342],
  [25.188, 55.343],
  [25.183, 55.335],
  [25.186, 55.326],
  [25.194, 55.326],
]

/** Main roads: Sheikh Zayed Road (E11) first, then Al Khail (E44), Mohammed Bin Zayed (E311), Emirates Road (E611) and Al Ittihad. */
const ROADS: LatLng[][] = [
  [
    [25.262, 55.312],
    [25.2335, 55.293],
    [25.218, 55.282],
    [25.205, 55.273],
    [25.19, 55.262],
    [25.17, 55.24],
    [25.15, 55.222],
    [25.13, 55.208],
    [25.118, 55.2],
    [25.1, 55.18],
    [25.088, 55.158],
    [25.077, 55.147],
    [25.065, 55.133],
    [25.05, 55.116],
    [25.03, 55.092],
    [25.005, 55.065],
    [24.98, 55.04],
    [24.95, 55.005],
    [24.91, 54.96],
    [24.85, 54.89],
  ],
  [
    [25.235, 55.345],
    [25.215, 55.335],
    [25.2, 55.318],
    [25.188, 55.295],
    [25.175, 55.27],
    [25.16, 55.255],
    [25.14, 55.246],
    [25.12, 55.238],
    [25.095, 55.225],
    [25.075, 55.212],
    [25.055, 55.2],
    [25.03, 55.18],
    [25.0, 55.155],
  ],
  [
    [25.3, 55.425],
    [25.24, 55.405],
    [25.2, 55.39],
    [25.16, 55.37],
    [25.12, 55.34],
    [25.08, 55.3],
    [25.05, 55.25],
    [25.03, 55.225],
    [25.0, 55.19],
    [24.96, 55.15],
    [24.92, 55.11],
    [24.86, 55.05],
  ],
  [
    [25.3, 55.5],
    [25.2, 55.45],
    [25.1, 55.385],
    [25.0, 55.31],
    [24.93, 55.25],
    [24.86, 55.17],
    [24.78, 55.08],
  ],
  [
    [25.276, 55.345],
    [25.262, 55.312],
  ],
]

/** Dubai International's two runways. */
const RUNWAYS: LatLng[][] = [
  [
    [25.261, 55.338],
    [25.241, 55.381],
  ],
  [
    [25.256, 55.335],
    [25.236, 55.378],
  ],
]

/** The World islands (an oval of small islands) and Bluewaters, as [lat, lng, radius in km]. */
function islands(): [number, number, number][] {
  const out: [number, number, number][] = []
  const [lat0, lng0] = [25.222, 55.168]
  for (let ring = 0; ring < 3; ring++)
    for (let i = 0; i < 10 + ring * 4; i++) {
      const a = (i / (10 + ring * 4)) * 2 * Math.PI
      const rx = 1.1 + ring * 1.0
      const ry = 1.6 + ring * 1.25
      out.push([lat0 + (Math.cos(a) * ry) / 111, lng0 + (Math.sin(a) * rx) / 100.5, 0.16])
    }
  out.push([25.0805, 55.1205, 0.38], [25.1412, 55.1853, 0.1], [25.292, 55.3, 0.55])
  return out
}

const r1 = (n: number) => Math.round(n * 10) / 10
const xy = ([lat, lng]: LatLng) => {
  const p = toPoint(lat, lng)
  return `${r1(p.x)} ${r1(p.y)}`
}
const line = (points: LatLng[]) => `M${points.map(xy).join('L')}`
/** Kilometres as drawing units (a unit is 0.001° of latitude). */
const km = (n: number) => r1(n * (1000 / 111))

function circle([lat, lng, radius]: [number, number, number]): string {
  const c = toPoint(lat, lng)
  const r = km(radius)
  return `M${r1(c.x - r)} ${r1(c.y)}a${r} ${r} 0 1 0 ${r1(2 * r)} 0a${r} ${r} 0 1 0 ${r1(-2 * r)} 0Z`
}

function palm(): { trunk: string; fronds: string; crescent: string } {
  const at = (u: number, v: number) => xy(palmPoint(u, v))
  const trunk = `M${at(0, 0)}L${at(PALM.trunk + 0.25, 0)}`
  const fronds: string[] = []
  for (let i = 0; i < PALM.fronds; i++)
    for (const side of [1, -1] as const) {
      const { base, tip } = frond(i, side)
      fronds.push(`M${at(base[0], 0)}L${at(tip[0], tip[1])}`)
    }
  const arc: string[] = []
  for (let a = -118; a <= 118; a += 4) {
    const rad = (a * Math.PI) / 180
    arc.push(at(PALM.crescentAt + Math.cos(rad) * PALM.crescentRadius, Math.sin(rad) * PALM.crescentRadius))
  }
  return { trunk, fronds: fronds.join(''), crescent: `M${arc.join('L')}` }
}

export function dubaiGeometry() {
  const p = palm()
  return {
    land: `${line([...COAST, ...INLAND])}Z`,
    islands: islands().map(circle).join(''),
    palmTrunk: p.trunk,
    palmFronds: p.fronds,
    palmCrescent: p.crescent,
    /** Stroke widths in drawing units (real widths: they grow with the zoom). */
    palmWidths: { trunk: km(0.5), fronds: km(0.11), crescent: km(0.2) },
    waterways: WATERWAYS.map(([points, width]) => ({ d: line(points), width: km(width) })),
    lagoon: `${line(LAGOON)}Z`,
    motorway: line(ROADS[0] ?? []),
    roads: ROADS.slice(1).map(line).join(''),
    runways: RUNWAYS.map(line).join(''),
    runwayWidth: km(0.06),
  }
}

const HEADER = `// Generated by scripts/dubai-map.ts from the coordinates authored there: do not edit.\n// The drawn map of Dubai (decision 022), in the units of ./projection.ts.\n`

/** The generated module's text. */
export const geometrySource = () => `${HEADER}export const DUBAI = ${JSON.stringify(dubaiGeometry(), null, 2)} as const\n`

export const GEOMETRY_FILE = join(import.meta.dirname, '../src/components/map/dubai-geometry.ts')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(GEOMETRY_FILE, geometrySource())
  // In the repository's format (the unit test compares the drawing, not the text).
  execFileSync('npx', ['biome', 'format', '--write', GEOMETRY_FILE], { stdio: 'ignore' })
  console.log(`wrote ${GEOMETRY_FILE}`)
}
