// The two campaign developments, one typed record each: every fact the page shows (price, sizes,
// handover, payment plan, travel times, map) and what the lead form sends (project name, tracking)
// come from here, so the page and the lead always agree. Texts that need translating live in
// locales under `landing.<campaign>.*`; here are only keys, numbers and proper names.
//
// Why not D1: neither development is in the catalogue (the embedded default has no Ras Al Khaimah
// project), and a page that paid traffic lands on should not depend on a content sync; reading no
// binding also keeps the render well under a millisecond.
import type { LeadSource } from '../../modules/leads/schema'

export type Campaign = 'vienna' | 'viennaRak'

export type PlanStage = 'booking' | 'construction' | 'handover' | 'postHandover'
export type TravelMode = 'car' | 'walk'

export interface PlanStep {
  stage: PlanStage
  percent: number
}

export interface GalleryImage {
  /** Under assets/images; drawn by scripts/art/vienna.mjs. */
  src: string
  /** `landing.<campaign>.gallery.<key>`: alt text and caption. */
  key: string
}

export interface Place {
  /** Proper name, shown as written (English). */
  name: string
  minutes: number
  mode: TravelMode
  /** Marker on the illustrative map (viewBox 0 0 400 300). */
  at: readonly [number, number]
}

export interface CampaignConfig {
  source: Extract<LeadSource, 'vienna' | 'vienna-rak'>
  /** The project's name as the lead backend knows it (utm_project), English. */
  project: string
  /** Default tracking; the visitor's own utm_* parameters win. */
  utm: { utm_campaign: string; utm_source: string; utm_medium: string }
  /**
   * What a Dubai advert must carry (RERA advertising rules): the Trakheesi permit of this advert and
   * the BRN of the agent it names. Only for a development in Dubai: the DLD does not permit adverts
   * for other emirates.
   */
  compliance?: { permit: string; brn: string }
  hero: string
  developer: string
  priceFromAed: number
  /** Fewest and most bedrooms (0 = studio). */
  bedrooms: readonly [number, number]
  sizeSqft: readonly [number, number]
  /** Expected handover, `YYYY-MM-DD` (shown as a quarter). */
  handover: string
  /** Instalments in order; percentages add up to 100. */
  plan: readonly PlanStep[]
  /** `landing.<campaign>.points.<key>`: the hero's selling points. */
  points: readonly string[]
  gallery: readonly GalleryImage[]
  places: readonly Place[]
  map: {
    /** Sea, as one path in the 400×300 map. */
    water: string
    /** Main roads (stroked paths). */
    roads: readonly string[]
    /** Land drawn over the water (islands), if any. */
    islands?: readonly string[]
    project: readonly [number, number]
  }
}

/** Gallery pictures are 1200×800. */
export const GALLERY_SIZE = { width: 1200, height: 800 } as const

export const CAMPAIGNS: Record<Campaign, CampaignConfig> = {
  vienna: {
    source: 'vienna',
    project: 'Vienna Residences',
    utm: { utm_campaign: 'vienna', utm_source: 'website', utm_medium: 'landing-page' },
    // Layla Haddad (MRS-101), head of off-plan sales, answers this campaign's leads.
    compliance: { permit: '7148203316', brn: '48213' },
    hero: '/images/vienna.svg',
    developer: 'Belvedere Developments',
    priceFromAed: 1_150_000,
    bedrooms: [0, 3],
    sizeSqft: [430, 1_720],
    handover: '2028-12-31',
    plan: [
      { stage: 'booking', percent: 10 },
      { stage: 'construction', percent: 50 },
      { stage: 'handover', percent: 40 },
    ],
    points: ['interiors', 'rooftop', 'plan', 'access'],
    gallery: [
      { src: '/images/vienna/facade.svg', key: 'facade' },
      { src: '/images/vienna/rooftop-pool.svg', key: 'rooftopPool' },
      { src: '/images/vienna/pool-deck.svg', key: 'poolDeck' },
      { src: '/images/vienna/terrace.svg', key: 'terrace' },
      { src: '/images/vienna/garden.svg', key: 'garden' },
    ],
    places: [
      { name: 'Circle Mall', minutes: 4, mode: 'car', at: [214, 196] },
      { name: 'Dubai Marina', minutes: 15, mode: 'car', at: [92, 98] },
      { name: 'Mall of the Emirates', minutes: 15, mode: 'car', at: [236, 72] },
      { name: 'Downtown Dubai', minutes: 20, mode: 'car', at: [338, 34] },
      { name: 'Al Maktoum International Airport', minutes: 25, mode: 'car', at: [60, 268] },
    ],
    map: {
      water: 'M0 0H262C238 22 212 40 180 58C146 78 110 96 74 122C48 140 22 160 0 176Z',
      roads: ['M0 214C70 170 150 124 240 80S360 18 400 6', 'M40 300C110 246 186 196 270 150S370 90 400 74', 'M150 300C170 230 176 170 168 100'],
      project: [186, 214],
    },
  },
  viennaRak: {
    source: 'vienna-rak',
    project: 'Vienna Bay Residences',
    utm: { utm_campaign: 'vienna-rak', utm_source: 'website', utm_medium: 'landing-page' },
    hero: '/images/vienna-rak.svg',
    developer: 'Belvedere Developments',
    priceFromAed: 1_400_000,
    bedrooms: [1, 4],
    sizeSqft: [780, 2_950],
    handover: '2029-06-30',
    plan: [
      { stage: 'booking', percent: 20 },
      { stage: 'construction', percent: 50 },
      { stage: 'handover', percent: 30 },
    ],
    points: ['beach', 'resort', 'plan', 'freehold'],
    gallery: [
      { src: '/images/vienna-rak/facade.svg', key: 'facade' },
      { src: '/images/vienna-rak/pool-deck.svg', key: 'poolDeck' },
      { src: '/images/vienna-rak/promenade.svg', key: 'promenade' },
      { src: '/images/vienna-rak/terrace.svg', key: 'terrace' },
      { src: '/images/vienna-rak/rooftop-pool.svg', key: 'rooftopPool' },
    ],
    places: [
      { name: 'Al Marjan Island beach', minutes: 2, mode: 'walk', at: [150, 92] },
      { name: 'Wynn Al Marjan Island', minutes: 5, mode: 'car', at: [244, 112] },
      { name: 'Al Hamra Golf Club', minutes: 12, mode: 'car', at: [300, 236] },
      { name: 'Ras Al Khaimah city centre', minutes: 25, mode: 'car', at: [378, 150] },
      { name: 'Dubai International Airport', minutes: 55, mode: 'car', at: [34, 282] },
    ],
    map: {
      water: 'M0 0H400V178C352 194 300 206 250 210C190 216 120 226 60 244C36 252 16 262 0 272Z',
      roads: ['M0 292C90 262 200 244 290 232S372 214 400 206', 'M282 300C290 270 294 244 292 226', 'M248 214C236 190 218 166 198 144'],
      islands: ['M104 118C120 92 168 84 206 92C236 100 262 116 270 134C260 150 222 154 186 150C150 146 112 140 104 118Z'],
      project: [168, 118],
    },
  },
}
