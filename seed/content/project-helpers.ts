// Building blocks for seed/content/projects.ts: the amenity and developer vocabularies, the usual
// Dubai payment plans, and `project()`, which turns a short draft into a full Project input
// (photos, floor plans and alt texts from media.ts, the permit number from the id).
import type { z } from 'zod'
import type { PaymentStep, Project, TravelTime } from '../../src/modules/content/schema'
import type { AgentId } from './consultants'
import type { AreaSlug } from './locations'
import { hash, photoSpecs, planSpecs } from './media'

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
  /** How many floor plans to list (default: all that apply, up to 2). */
  plans?: number
}

/** A 10-digit Trakheesi permit number, stable per project id. */
export const permitFor = (id: number) => String(7_100_000_000 + (hash(`permit:${id}`) % 899_999_999))

export function project(d: Draft): ProjectInput {
  const subject = { slug: d.slug, title: d.title, type: d.type, bedroomsMin: d.beds[0], bedroomsMax: d.beds[1], sizeSqftMin: d.sqft[0] }
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
    paymentPlan: d.plan ? PLANS[d.plan] : [],
    unitsLeft: d.unitsLeft ?? null,
    amenities: d.amenities,
    travelTimes: d.travel.map(([place, minutes, mode]) => ({ place, minutes, mode })),
    description: d.about.join('\n\n'),
    photos: photoSpecs(subject).map((p) => p.image),
    floorPlans: planSpecs(subject, d.plans).map((p) => p.image),
    // Made by scripts/brochures.ts from this very data (a unit test fails when one is stale).
    brochure: `/brochures/${d.slug}.pdf`,
    agentId: d.agent,
    featured: d.featured ?? false,
    permit: permitFor(d.id),
    publishedAt: d.published,
  }
}
