// Which illustration each seed image is, and its alt text. One rule serves the seed modules (paths
// and alt texts) and scripts/art/catalog.mjs (what to draw), so a picture and its description agree.
import type { Image, Project } from '../../src/modules/content/schema'

type PropertyType = Project['type']

export const PHOTO_SIZE = { width: 1200, height: 800 } as const
export const PLAN_SIZE = { width: 1200, height: 900 } as const
export const PORTRAIT_SIZE = { width: 600, height: 600 } as const
export const LOGO_SIZE = { width: 240, height: 80 } as const

export const LIGHTS = ['morning', 'midday', 'golden-hour', 'dusk', 'night'] as const
export type Light = (typeof LIGHTS)[number]

/** What a project photo shows; catalog.mjs has one drawing function per scene. */
export type Scene =
  | 'tower'
  | 'office-tower'
  | 'pool-deck'
  | 'villa'
  | 'townhouses'
  | 'park'
  | 'terrace'
  | 'rooftop-pool'
  | 'plot'
  | 'plot-aerial'
  | 'retail'
  | 'promenade'

/** What a floor plan shows. */
export type PlanKind = 'apartment' | 'penthouse' | 'house-ground' | 'house-first' | 'site' | 'office' | 'retail'

export interface PhotoSpec {
  n: number
  scene: Scene
  light: Light
  image: Image
}

export interface PlanSpec {
  n: number
  kind: PlanKind
  bedrooms: number
  image: Image
}

/** The facts about a project that decide its pictures. */
export interface ArtSubject {
  slug: string
  title: string
  type: PropertyType
  bedroomsMin: number
  bedroomsMax: number
  sizeSqftMin: number
}

/** FNV-1a: a stable small hash, so a slug always gets the same light and variant. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

const DAY: Light[] = ['morning', 'midday', 'golden-hour']
const EVENING: Light[] = ['dusk', 'night']
const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length] as T

const inLight: Record<Light, string> = {
  morning: 'in soft morning light',
  midday: 'under a clear midday sky',
  'golden-hour': 'in warm golden-hour light',
  dusk: 'at dusk with the windows lit',
  night: 'at night with the windows lit',
}

type When = 'day' | 'evening'

/** Scenes of photos 1–3 per property type: what, in which light, and the alt text. */
const SCENES: Record<PropertyType, [Scene, When, (title: string, light: Light) => string][]> = {
  apartment: [
    ['tower', 'day', (t, l) => `Illustration of the ${t} residential tower and its landscaped entrance ${inLight[l]}`],
    ['tower', 'evening', (t, l) => `${t} seen from across the street ${inLight[l]}`],
    ['pool-deck', 'day', (t, l) => `Resort-style pool deck with loungers, parasols and palms at ${t}, ${inLight[l]}`],
  ],
  penthouse: [
    ['terrace', 'evening', (t, l) => `Private penthouse terrace at ${t} with a glass balustrade, overlooking the city skyline ${inLight[l]}`],
    ['tower', 'day', (t, l) => `The ${t} tower, its penthouse floors at the crown, ${inLight[l]}`],
    ['rooftop-pool', 'evening', (t, l) => `Rooftop infinity pool at ${t} with skyline views ${inLight[l]}`],
  ],
  villa: [
    ['villa', 'day', (t, l) => `Contemporary villa at ${t} with a landscaped garden and palm trees ${inLight[l]}`],
    ['villa', 'evening', (t, l) => `Villa at ${t} with its terrace and private pool ${inLight[l]}`],
    ['park', 'day', (t, l) => `Tree-lined community park with lawns and walking paths at ${t}, ${inLight[l]}`],
  ],
  townhouse: [
    ['townhouses', 'day', (t, l) => `Row of modern townhouses with front gardens at ${t} ${inLight[l]}`],
    ['townhouses', 'evening', (t, l) => `Townhouse street at ${t} ${inLight[l]}`],
    ['park', 'day', (t, l) => `Community park with lawns, trees and a walking path at ${t}, ${inLight[l]}`],
  ],
  land: [
    ['plot', 'day', (t, l) => `Cleared plot at ${t} marked out with surveyor pegs and string lines ${inLight[l]}`],
    ['plot-aerial', 'day', (t) => `Aerial view of the serviced plots, roads and green spaces at ${t}`],
    ['plot', 'evening', (t, l) => `Plot at ${t} with the surrounding community on the horizon ${inLight[l]}`],
  ],
  office: [
    ['office-tower', 'day', (t, l) => `Glass office tower ${t} ${inLight[l]}`],
    ['office-tower', 'evening', (t, l) => `${t} office floors seen from the street ${inLight[l]}`],
    ['promenade', 'day', (t, l) => `Landscaped entrance plaza with palms and shaded seating at ${t}, ${inLight[l]}`],
  ],
  retail: [
    ['retail', 'day', (t, l) => `Retail podium at ${t} with double-height shopfronts and awnings ${inLight[l]}`],
    ['retail', 'evening', (t, l) => `Shopfronts at ${t} ${inLight[l]}`],
    ['promenade', 'day', (t, l) => `Shaded pedestrian promenade with palms and planters at ${t}, ${inLight[l]}`],
  ],
}

/** Photos 1..count of a project; the light of each is fixed by the slug, so re-running draws the same. */
export function photoSpecs(p: ArtSubject, count = 3): PhotoSpec[] {
  const h = hash(p.slug)
  return (SCENES[p.type] ?? []).slice(0, count).map(([scene, when, alt], i) => {
    const n = i + 1
    const seed = (h >>> (i * 5)) + i
    const light = when === 'day' ? pick(DAY, seed) : pick(EVENING, seed)
    return { n, scene, light, image: { src: `/images/projects/${p.slug}-${n}.svg`, alt: alt(p.title, light), ...PHOTO_SIZE } }
  })
}

const bedLabel = (beds: number) => (beds === 0 ? 'studio' : `${beds}-bedroom`)

/**
 * Floor plans of a project: the smallest and largest layouts (or both floors of the smallest house,
 * or the site/floor plate) first, as they have always been numbered, then one per bedroom count in
 * between (a house: its ground floor), so every unit type has its plan.
 */
export function planSpecs(p: ArtSubject): PlanSpec[] {
  const plan = (n: number, kind: PlanKind, bedrooms: number, alt: string): PlanSpec => ({
    n,
    kind,
    bedrooms,
    image: { src: `/images/plans/${p.slug}-${n}.svg`, alt, ...PLAN_SIZE },
  })
  const sqft = new Intl.NumberFormat('en-US').format(p.sizeSqftMin)
  const between = Array.from({ length: Math.max(0, p.bedroomsMax - p.bedroomsMin - 1) }, (_, i) => p.bedroomsMin + 1 + i)
  switch (p.type) {
    case 'apartment':
    case 'penthouse': {
      const kind = p.type
      const ends = [...new Set([p.bedroomsMin, p.bedroomsMax])]
      return [...ends, ...between].map((b, i) => plan(i + 1, kind, b, `Floor plan of a ${bedLabel(b)} ${kind} at ${p.title}`))
    }
    case 'villa':
    case 'townhouse': {
      const larger = p.bedroomsMax > p.bedroomsMin ? [...between, p.bedroomsMax] : []
      return [
        plan(1, 'house-ground', p.bedroomsMin, `Ground floor plan of a ${bedLabel(p.bedroomsMin)} ${p.type} at ${p.title}`),
        plan(2, 'house-first', p.bedroomsMin, `First floor plan of a ${bedLabel(p.bedroomsMin)} ${p.type} at ${p.title}`),
        ...larger.map((b, i) => plan(3 + i, 'house-ground', b, `Ground floor plan of a ${bedLabel(b)} ${p.type} at ${p.title}`)),
      ]
    }
    case 'land':
      return [plan(1, 'site', 0, `Site plan of a ${sqft} sq ft plot at ${p.title}, with setbacks and road access`)]
    case 'office':
      return [plan(1, 'office', 0, `Plan of a ${sqft} sq ft office at ${p.title}: open workspace, meeting room and pantry`)]
    case 'retail':
      return [plan(1, 'retail', 0, `Plan of a ${sqft} sq ft retail unit at ${p.title} with its shopfront and storage`)]
  }
}

export const consultantPhoto = (agentId: string, name: string): Image => ({
  src: `/images/consultants/${agentId.toLowerCase()}.svg`,
  alt: `Illustrated portrait of ${name}`,
  ...PORTRAIT_SIZE,
})

export const partnerLogo = (slug: string, name: string): Image => ({ src: `/images/partners/${slug}.svg`, alt: `${name} logo`, ...LOGO_SIZE })

export const locationImage = (slug: string, alt: string): Image => ({ src: `/images/locations/${slug}.svg`, alt, ...PHOTO_SIZE })
