// Synthetic listings for scale tests (`npm run seed -- --listings 10000`): deterministic, ids from
// 100001, each derived from a real seed project (same area, developer, development, type and market,
// reusing its photos and floor plans) with its own name, price, size, dates and description.
import type { Consultant, Project } from '../../src/modules/content/schema'
import { photoSpecs, planSpecs } from './media'
import { type PlaceSlug, positionIn } from './places'
import { askingPrice, dated, permitFor, unitTypesFor } from './project-helpers'

export const SYNTHETIC_FIRST_ID = 100_001

/** mulberry32: small, fast, seedable; the same seed gives the same listings. */
function prng(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (a: number, b: number) => Math.floor(a + (b - a + 1) * next())
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return { next, int, pick }
}

const NAMES = [
  'Amber',
  'Aurora',
  'Azure',
  'Bayside',
  'Cedar',
  'Coral',
  'Cove',
  'Crest',
  'Dune',
  'Elara',
  'Emerald',
  'Falcon',
  'Golden Sands',
  'Grove',
  'Harbour Light',
  'Haven',
  'Iris',
  'Ivory',
  'Jade',
  'Laguna',
  'Lumina',
  'Marquis',
  'Oasis',
  'Onyx',
  'Opal',
  'Orchid',
  'Pearl',
  'Riva',
  'Saffron',
  'Sapphire',
  'Serene',
  'Sienna',
  'Skyline',
  'Solara',
  'Sora',
  'Terra',
  'Velvet',
  'Verde',
  'Vista',
  'Willow',
  'Zenith',
] as const

const SUFFIXES: Record<Project['type'], readonly string[]> = {
  apartment: ['Residences', 'Heights', 'Tower', 'Court', 'Apartments', 'Place', 'Suites'],
  penthouse: ['Penthouses', 'Sky Residences', 'Sky Collection'],
  villa: ['Villas', 'Estates', 'Gardens', 'Mansions'],
  townhouse: ['Townhouses', 'Mews', 'Terraces'],
  land: ['Plots', 'Land Parcels'],
  office: ['Business Tower', 'Offices', 'Business Centre'],
  retail: ['Retail', 'Shops', 'Retail Arcade'],
}

const EXPERTISE_FOR: Record<Project['type'], Consultant['expertise'][number] | null> = {
  apartment: null,
  penthouse: null,
  villa: null,
  townhouse: null,
  land: 'land',
  office: 'commercial',
  retail: 'commercial',
}

const WHAT: Record<Project['type'], string> = {
  apartment: 'apartments',
  penthouse: 'penthouses',
  villa: 'villas',
  townhouse: 'townhouses',
  land: 'plots',
  office: 'office units',
  retail: 'retail units',
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const DAY = 86_400_000
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'] as const

/**
 * `count` synthetic projects drawn from `templates` (the real seed). Deterministic for a given
 * seed content and `count`: listing k is the same whatever the total.
 */
export function syntheticProjects(
  count: number,
  templates: Project[],
  consultants: Consultant[],
  areaNames: Record<string, string>,
  /** The first listing (0-based): a large catalogue is made in slices. */
  from = 0,
): Project[] {
  const fmt = new Intl.NumberFormat('en-US')
  const out: Project[] = []
  for (let k = from; k < count; k++) {
    const R = prng(0x5eed + k * 7919)
    const t = R.pick(templates)
    const id = SYNTHETIC_FIRST_ID + k
    const title = `${R.pick(NAMES)} ${R.pick(SUFFIXES[t.type])}`
    const factor = 0.75 + R.next() * 0.9
    const priceAed = askingPrice(t.priceAed * factor)
    // A sub-range of the template's bedrooms, so the template's floor plans can still apply.
    const bedroomsMin = R.int(t.bedroomsMin, t.bedroomsMax)
    const bedroomsMax = R.int(bedroomsMin, t.bedroomsMax)
    const size = (sqft: number) => Math.round((sqft * (0.85 + R.next() * 0.3)) / 5) * 5
    const sizeSqftMin = size(t.sizeSqftMin)
    const sizeSqftMax = Math.max(sizeSqftMin, size(t.sizeSqftMax))
    const publishedAt = isoDate(Date.UTC(2024, 0, 1) + R.int(0, 1054) * DAY)
    const offPlan = t.market === 'off-plan'
    const handover = offPlan ? `${R.int(2027, 2030)}-${R.pick(QUARTER_ENDS)}` : isoDate(Date.UTC(R.int(2005, 2023), R.int(0, 11), R.int(1, 28)))
    const expertise = EXPERTISE_FOR[t.type] ?? t.market
    const agents = consultants.filter((c) => c.expertise.includes(expertise))
    const amenities = t.amenities.filter(() => R.next() < 0.8)
    const subject = { slug: t.slug, title, type: t.type, bedroomsMin: t.bedroomsMin, bedroomsMax: t.bedroomsMax, sizeSqftMin: t.sizeSqftMin }
    const area = areaNames[t.area] ?? t.development
    const plans = planSpecs(subject).filter((p) =>
      p.kind === 'site' || p.kind === 'office' || p.kind === 'retail' ? true : p.bedrooms >= bedroomsMin && p.bedrooms <= bedroomsMax,
    )
    const unitsLeft = offPlan ? R.int(1, 250) : null
    const slug = `${slugify(title)}-${id}`
    const beds =
      t.type === 'land' || t.type === 'office' || t.type === 'retail'
        ? `from ${fmt.format(sizeSqftMin)} sq ft`
        : bedroomsMax === 0
          ? 'studios'
          : `${bedroomsMin === 0 ? 'studio' : bedroomsMin}${bedroomsMax > bedroomsMin ? ` to ${bedroomsMax}` : ''}-bedroom layouts`
    const description = [
      `${title} offers ${WHAT[t.type]} in ${t.development}, ${area}, by ${t.developer}: ${beds}, from AED ${fmt.format(priceAed)}.`,
      offPlan
        ? `Handover is planned for ${handover.slice(0, 4)}, with a payment plan spread over construction.`
        : `The building was completed in ${handover.slice(0, 4)} and units are ready to move in or let.`,
      'This listing is synthetic test data for scale testing.',
    ].join('\n\n')
    out.push({
      ...t,
      id,
      slug,
      title,
      priceAed,
      bedroomsMin,
      bedroomsMax,
      sizeSqftMin,
      sizeSqftMax,
      handover,
      paymentPlan: offPlan ? dated(t.paymentPlan, handover) : [],
      unitsLeft,
      unitTypes: unitTypesFor({ slug, type: t.type, priceAed, beds: [bedroomsMin, bedroomsMax], sqft: [sizeSqftMin, sizeSqftMax], unitsLeft }, plans),
      amenities: amenities.length >= 3 ? amenities : t.amenities,
      travelTimes: t.travelTimes.map((tt) => ({ ...tt, minutes: Math.max(1, tt.minutes + R.int(-2, 3)) })),
      description,
      photos: photoSpecs(subject).map((p) => p.image),
      floorPlans: plans.map((p) => p.image),
      brochure: null,
      agentId: agents.length ? R.pick(agents).agentId : t.agentId,
      featured: false,
      permit: permitFor(id),
      publishedAt,
      // Near its template, in the same area (a seed area: the templates are the seed's projects).
      coordinates: positionIn(t.area as PlaceSlug, slug),
      translations: {},
    })
  }
  return out
}
