// Building blocks for seed/content/projects.ts: the amenity and developer vocabularies, the usual
// Dubai payment plans, and `project()`, which turns a short draft into a full Project input
// (photos, floor plans and alt texts from media.ts, the permit number from the id).
import type { z } from 'zod'
import { isResidential, type PaymentStep, type Project, type TravelTime, type UnitType } from '../../src/modules/content/schema'
import type { AgentId } from './consultants'
import type { AreaSlug } from './locations'
import { hash, type PlanSpec, photoSpecs, planSpecs } from './media'
import { positionIn } from './places'

export type ProjectInput = z.input<typeof Project>

/** Amenity slugs used by the seed; the UI labels them (`catalog.amenities.<slug>`). */
export const AMENITIES = [
  'pool',
  'private-pool',
  'gym',
  'spa',
  'concierge',
  'valet-parking',
  'parking',
  'security-24-7',
  'smart-home',
  'kids-play-area',
  'bbq-area',
  'jogging-track',
  'cycling-track',
  'private-garden',
  'beach-access',
  'marina-view',
  'sea-view',
  'burj-view',
  'golf-course',
  'lagoon-access',
  'clubhouse',
  'padel-court',
  'tennis-court',
  'yoga-deck',
  'cinema',
  'co-working',
  'meeting-rooms',
  'pet-friendly',
  'ev-charging',
  'metro-access',
  'retail-podium',
  'loading-bay',
] as const
export type Amenity = (typeof AMENITIES)[number]

export const DEVELOPERS = [
  'Emaar',
  'DAMAC',
  'Sobha',
  'Nakheel',
  'Meraas',
  'Ellington',
  'Binghatti',
  'Omniyat',
  'Select Group',
  'Azizi',
  'Danube',
  'Aldar',
  'Meydan',
  'DMCC',
  'Dubai Properties',
  'Dubai South Properties',
] as const
export type Developer = (typeof DEVELOPERS)[number]

type Step = z.input<typeof PaymentStep>
const plan = (...steps: [string, number][]): Step[] => steps.map(([label, percent]) => ({ label, percent }))

/** The payment plans developers in Dubai commonly offer; each sums to 100. */
export const PLANS = {
  /** 10/50/40 */
  '10/50/40': plan(['On booking', 10], ['During construction', 50], ['On handover', 40]),
  /** 60/40: 60% while building, 40% on handover. */
  '60/40': plan(['On booking', 20], ['During construction', 40], ['On handover', 40]),
  /** 70/30 */
  '70/30': plan(['On booking', 20], ['During construction', 50], ['On handover', 30]),
  /** 80/20, Emaar's usual. */
  '80/20': plan(['On booking', 10], ['During construction', 70], ['On handover', 20]),
  /** 90/10 */
  '90/10': plan(['On booking', 10], ['During construction', 80], ['On handover', 10]),
  /** 50/50 */
  '50/50': plan(['On booking', 20], ['During construction', 30], ['On handover', 50]),
  /** Post-handover: 30% over two years after the keys. */
  'post-handover': plan(['On booking', 20], ['During construction', 40], ['On handover', 10], ['Post-handover, over 24 months', 30]),
  /** 1% a month while building. */
  '1%-monthly': plan(['On booking', 20], ['Monthly instalments of 1%', 50], ['On handover', 30]),
  /** Plots: a large first payment, the rest on plot handover. */
  land: plan(['On booking', 40], ['Within 6 months', 20], ['On plot handover', 40]),
} satisfies Record<string, Step[]>
export type PlanName = keyof typeof PLANS

/** A plan's handover milestone falls due on the handover date (the others depend on construction progress). */
export const dated = (steps: Step[], handover: string): Step[] =>
  steps.map((step) => (/handover$/i.test(step.label) && !/^post/i.test(step.label) ? { ...step, due: handover } : step))

type Travel = [place: string, minutes: number, mode: z.input<typeof TravelTime>['mode']]

export interface Draft {
  id: number
  slug: string
  title: string
  developer: Developer
  area: AreaSlug
  development: string
  type: Project['type']
  market: Project['market']
  priceAed: number
  beds: [min: number, max: number]
  sqft: [min: number, max: number]
  handover: string
  /** Off-plan only. */
  plan?: PlanName
  /** Off-plan only. */
  unitsLeft?: number
  amenities: Amenity[]
  travel: Travel[]
  /** Paragraphs of the buyer-facing description. */
  about: string[]
  agent: AgentId
  featured?: boolean
  published: string
}

/** Rounds a price to a plausible asking figure: nearest 5,000 under 2M, 10,000 under 10M, else 50,000. */
export function askingPrice(aed: number): number {
  const step = aed < 2_000_000 ? 5_000 : aed < 10_000_000 ? 10_000 : 50_000
  return Math.max(step, Math.round(aed / step) * step)
}

/** Yearly service charge, AED per sq ft, as Dubai's RERA index has them by kind of building (a plot has none). */
const SERVICE_CHARGE: Record<Project['type'], [min: number, max: number] | null> = {
  apartment: [15, 24],
  penthouse: [20, 30],
  villa: [3.5, 6.5],
  townhouse: [3.5, 5.5],
  office: [16, 22],
  retail: [20, 28],
  land: null,
}

export interface UnitSubject {
  slug: string
  type: Project['type']
  priceAed: number
  beds: [min: number, max: number]
  sqft: [min: number, max: number]
  unitsLeft?: number | null
}

const roundSqft = (sqft: number) => Math.round(sqft / 5) * 5

/**
 * The unit types of a project: one per bedroom count in its range (one for a plot, an office or a
 * shop), sizes spread over its size range (larger layouts grow geometrically), each priced from the
 * project's price at a slightly falling rate per sq ft; units left shared out; each with its plan.
 */
export function unitTypesFor(s: UnitSubject, plans: PlanSpec[]): UnitType[] {
  const residential = isResidential(s.type)
  const bedrooms: (number | null)[] = residential ? Array.from({ length: s.beds[1] - s.beds[0] + 1 }, (_, i) => s.beds[0] + i) : [null]
  const n = bedrooms.length
  const [min, max] = s.sqft
  const lower = (i: number) => roundSqft(min * (max / min) ** (i / n))
  const band = SERVICE_CHARGE[s.type]
  const charge = band ? Math.round((band[0] + ((hash(`charge:${s.slug}`) % 1000) / 1000) * (band[1] - band[0])) * 2) / 2 : null
  return bedrooms.map((b, i) => {
    const from = i === 0 ? min : lower(i)
    const to = i === n - 1 ? max : Math.max(from, lower(i + 1) - 10)
    const plan = residential ? (plans.find((p) => p.bedrooms === b && p.kind !== 'house-first') ?? null) : (plans[0] ?? null)
    const units = s.unitsLeft ? Math.floor(s.unitsLeft / n) + (i < s.unitsLeft % n ? 1 : 0) : null
    return {
      bedrooms: b,
      sizeSqftMin: from,
      sizeSqftMax: to,
      priceAed: i === 0 ? s.priceAed : askingPrice(s.priceAed * (from / min) ** 0.93),
      unitsAvailable: units,
      floorPlan: plan?.image ?? null,
      serviceChargeAedSqft: charge,
    }
  })
}

/** A 10-digit Trakheesi permit number, stable per project id. */
export const permitFor = (id: number) => String(7_100_000_000 + (hash(`permit:${id}`) % 899_999_999))

export function project(d: Draft): ProjectInput {
  const subject = { slug: d.slug, title: d.title, type: d.type, bedroomsMin: d.beds[0], bedroomsMax: d.beds[1], sizeSqftMin: d.sqft[0] }
  const plans = planSpecs(subject)
  return {
    id: d.id,
    slug: d.slug,
    title: d.title,
    developer: d.developer,
    area: d.area,
    development: d.development,
    type: d.type,
    market: d.market,
    priceAed: d.priceAed,
    bedroomsMin: d.beds[0],
    bedroomsMax: d.beds[1],
    sizeSqftMin: d.sqft[0],
    sizeSqftMax: d.sqft[1],
    handover: d.handover,
    paymentPlan: d.plan ? dated(PLANS[d.plan], d.handover) : [],
    unitsLeft: d.unitsLeft ?? null,
    unitTypes: unitTypesFor(d, plans),
    amenities: d.amenities,
    travelTimes: d.travel.map(([place, minutes, mode]) => ({ place, minutes, mode })),
    description: d.about.join('\n\n'),
    photos: photoSpecs(subject).map((p) => p.image),
    floorPlans: plans.map((p) => p.image),
    // Made by scripts/brochures.ts from this very data (a unit test fails when one is stale).
    brochure: `/brochures/${d.slug}.pdf`,
    agentId: d.agent,
    featured: d.featured ?? false,
    permit: permitFor(d.id),
    publishedAt: d.published,
    coordinates: positionIn(d.area, d.slug),
  }
}
