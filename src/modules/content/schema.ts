// The content model, one zod schema per entity, shared by the seed, the content-backend sync, the
// data layer and the UI. Text fields are English; `translations[locale]` overrides them per locale.
import { z } from 'zod'
import { AGENT_ID } from '../../lib/agent-id'
import { MEDIA_FILE, MEDIA_PREFIX } from './media'

export const PROPERTY_TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'land', 'office', 'retail'] as const
/** The types people live in: the only ones with bedrooms (a plot, an office or a shop is never a "studio"). */
export const RESIDENTIAL_TYPES = ['apartment', 'villa', 'townhouse', 'penthouse'] as const satisfies readonly (typeof PROPERTY_TYPES)[number][]
export const isResidential = (type: (typeof PROPERTY_TYPES)[number]) => (RESIDENTIAL_TYPES as readonly string[]).includes(type)
export const MARKETS = ['off-plan', 'secondary'] as const
export const EXPERTISE = ['off-plan', 'secondary', 'land', 'commercial'] as const
/** 0 = studio; 6 means 6 or more. */
export const BEDROOMS = [0, 1, 2, 3, 4, 5, 6] as const
export const TRAVEL_MODES = ['car', 'walk', 'metro'] as const

export const PropertyType = z.enum(PROPERTY_TYPES)
export const Market = z.enum(MARKETS)
export const Expertise = z.enum(EXPERTISE)

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120)
const text = (max: number) => z.string().trim().min(1).max(max)
/**
 * Site-relative image path: the site's own (`/images/...`) or a CMS upload served from this origin
 * (`/media/uploads/<file>`, see media.ts); never a third-party URL, a dot segment or an empty
 * segment. Floor plans are also offered as a download link (requestedFile).
 */
const imagePath = z
  .string()
  .refine(
    (path) =>
      /^\/images(?:\/[a-z0-9_-]+)+\.(svg|png|jpg|jpeg|webp|avif)$/.test(path) ||
      (path.startsWith(MEDIA_PREFIX) && MEDIA_FILE.test(path.slice(MEDIA_PREFIX.length))),
    'must be a /images/ or /media/uploads/ path',
  )
/** A brochure of this site (`assets/brochures/<slug>.pdf`): the thank-you page and the dialog link to it. */
const brochurePath = z.string().regex(/^\/brochures\/[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/)

export const Image = z.object({ src: imagePath, alt: text(200), width: z.number().int().positive(), height: z.number().int().positive() })
export type Image = z.infer<typeof Image>

const translations = <T extends z.ZodRawShape>(shape: T) => z.record(z.string().regex(/^[a-z]{2}$/), z.object(shape).partial()).default({})

/** One milestone of a payment plan: its share of the price and, where known, the date it falls due. */
export const PaymentStep = z.object({ label: text(80), percent: z.number().min(0).max(100), due: z.iso.date().optional() })
export const TravelTime = z.object({ place: text(80), minutes: z.number().int().min(1).max(240), mode: z.enum(TRAVEL_MODES) })

const sqft = z.number().positive().max(1_000_000)

/** Dubai's bounds (with its sea front and Hatta's enclave left out): a point outside is a typo, never a place we sell. */
export const DUBAI_BOUNDS = { south: 24.6, west: 54.85, north: 25.4, east: 55.65 } as const

/** A point on the map (WGS84 degrees, 5 decimals ≈ 1 m), inside Dubai. */
export const Coordinates = z.object({
  lat: z.number().min(DUBAI_BOUNDS.south).max(DUBAI_BOUNDS.north),
  lng: z.number().min(DUBAI_BOUNDS.west).max(DUBAI_BOUNDS.east),
})
export type Coordinates = z.infer<typeof Coordinates>
const aed = z.number().int().positive().max(2_000_000_000)

/**
 * A kind of unit in a project ("2 BR, 1,150–1,320 sq ft, from AED 2.9M"): what the catalogue's
 * bedroom and price filters match (a project matches when one of its unit types does) and what the
 * property page lists.
 */
export const UnitType = z.object({
  /** 0 = studio, 6 = 6 or more; null for a plot, an office or a shop (no bedrooms). */
  bedrooms: z.number().int().min(0).max(6).nullable().default(null),
  sizeSqftMin: sqft,
  sizeSqftMax: sqft,
  /** Price from, in AED. */
  priceAed: aed,
  /** Units of this type still for sale (off-plan); null when not published. */
  unitsAvailable: z.number().int().min(0).max(10_000).nullable().default(null),
  /** This type's plan: one of the project's floor plans (its alt text follows the project's translations). */
  floorPlan: Image.nullable().default(null),
  /** Yearly service charge in AED per sq ft, when known. */
  serviceChargeAedSqft: z.number().positive().max(500).nullable().default(null),
})
export type UnitType = z.infer<typeof UnitType>

const byBedroomsThenPrice = (a: UnitType, b: UnitType) => (a.bedrooms ?? -1) - (b.bedrooms ?? -1) || a.priceAed - b.priceAed

/**
 * A project's summary facts (price from, bedrooms, sizes) follow its unit types, so a card, a filter
 * and the unit table never disagree; a project without unit types (content from before they
 * existed) gets one per end of its bedroom range, at its price from.
 */
function withUnitTypes<T extends z.output<typeof ProjectFields>>(project: T): T {
  if (project.unitTypes.length === 0) {
    const residential = isResidential(project.type)
    const bedrooms = residential ? [...new Set([project.bedroomsMin, project.bedroomsMax])] : [null]
    project.unitTypes = bedrooms.map((b) => ({
      bedrooms: b,
      sizeSqftMin: b === project.bedroomsMax && bedrooms.length > 1 ? project.sizeSqftMax : project.sizeSqftMin,
      sizeSqftMax: b === project.bedroomsMin && bedrooms.length > 1 ? project.sizeSqftMin : project.sizeSqftMax,
      priceAed: project.priceAed,
      unitsAvailable: null,
      floorPlan: null,
      serviceChargeAedSqft: null,
    }))
    return project
  }
  const units = [...project.unitTypes].sort(byBedroomsThenPrice)
  const beds = units.flatMap((u) => (u.bedrooms === null ? [] : [u.bedrooms]))
  project.unitTypes = units
  project.priceAed = Math.min(...units.map((u) => u.priceAed))
  project.sizeSqftMin = Math.min(...units.map((u) => u.sizeSqftMin))
  project.sizeSqftMax = Math.max(...units.map((u) => u.sizeSqftMax))
  // A plot, an office or a shop has no bedrooms, whatever an editor typed: no bedroom filter finds it.
  project.bedroomsMin = beds.length ? Math.min(...beds) : 0
  project.bedroomsMax = beds.length ? Math.max(...beds) : 0
  return project
}

const ProjectFields = z.object({
  id: z.number().int().positive(),
  slug,
  title: text(140),
  developer: text(80),
  /** Location slug (see Location). */
  area: slug,
  /** Master development or community within the area, e.g. "Dubai Hills Park". */
  development: text(100),
  type: PropertyType,
  market: Market,
  /** Price from, in AED (whole dirhams). */
  priceAed: aed,
  bedroomsMin: z.number().int().min(0).max(6),
  bedroomsMax: z.number().int().min(0).max(6),
  sizeSqftMin: sqft,
  sizeSqftMax: sqft,
  /** ISO date (YYYY-MM-DD) of (planned) handover; ready properties carry their completion date. */
  handover: z.iso.date(),
  paymentPlan: z.array(PaymentStep).max(10).default([]),
  unitsLeft: z.number().int().min(0).max(10_000).nullable().default(null),
  /** The kinds of unit on offer, at most one list per project (sorted by bedrooms, then price). */
  unitTypes: z.array(UnitType).max(16).default([]),
  amenities: z.array(slug).max(30).default([]),
  travelTimes: z.array(TravelTime).max(12).default([]),
  description: text(6000),
  photos: z.array(Image).min(1).max(40),
  floorPlans: z.array(Image).max(20).default([]),
  brochure: brochurePath.nullable().default(null),
  agentId: z.string().regex(AGENT_ID),
  featured: z.boolean().default(false),
  /** Trakheesi advertising permit number (DLD). */
  permit: z.string().regex(/^[0-9]{6,12}$/),
  publishedAt: z.iso.date(),
  /** Where the project is (its marker on the catalogue's map); null when not known: it is then only in the list. */
  coordinates: Coordinates.nullable().default(null),
  /**
   * Per locale: the texts, and the locale's version of the lists whose labels are text (the same
   * steps and places in the same order; a list of another length is ignored). Photo and plan alt
   * texts are by position, since an image file has one alt text in the CMS whatever the locale.
   */
  translations: translations({
    title: text(140),
    description: text(6000),
    development: text(100),
    paymentPlan: z.array(PaymentStep).max(10),
    travelTimes: z.array(TravelTime).max(12),
    photoAlts: z.array(text(300)).max(40),
    planAlts: z.array(text(300)).max(20),
  }),
})
export const Project = ProjectFields.overwrite(withUnitTypes)
export type Project = z.infer<typeof Project>

export const Consultant = z.object({
  id: z.number().int().positive(),
  agentId: z.string().regex(AGENT_ID),
  name: text(80),
  role: text(80),
  photo: Image,
  expertise: z.array(Expertise).min(1),
  /** ISO 639-1 codes of the languages the consultant speaks. */
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
  phone: z.string().regex(/^\+[0-9]{8,15}$/),
  email: z.email().max(254),
  /** Broker Registration Number (RERA). */
  brn: z.string().regex(/^[0-9]{4,8}$/),
  translations: translations({ role: text(80) }),
})
export type Consultant = z.infer<typeof Consultant>

/** A school near an area: its name, its curriculum and the drive in minutes (`school`, not `name`: the search reads an area's names). */
export const AreaSchool = z.object({ school: text(120), curriculum: text(80), minutes: z.number().int().min(1).max(120) })
export const AreaFaq = z.object({ question: text(300), answer: text(2000) })

export const Location = z.object({
  slug,
  name: text(80),
  /** One of the five home-page spotlight areas. */
  spotlight: z.boolean().default(false),
  description: text(600),
  image: Image,
  /** Other names people search by (JVC, Downtown …); per locale in `translations`. */
  aliases: z.array(text(80)).max(20).default([]),
  /** The area's approximate centre (its label on the map); null when not known. */
  center: Coordinates.nullable().default(null),
  /**
   * Marsa's estimate of the typical asking rent in the area, AED per sq ft a year, and the date it was
   * made: the yield estimates use it (labelled as an estimate, with the date); null when not known.
   */
  rentAedSqftYear: z.number().positive().max(2000).nullable().default(null),
  rentAsOf: z.iso.date().nullable().default(null),
  // The area guide (/areas/<slug>); all optional, so content from before the guides still parses.
  /** What living there is like and who it suits: paragraphs separated by a blank line. */
  overview: z.string().trim().max(4000).default(''),
  /** Where it is: position, neighbours and main roads, one paragraph. */
  whereItIs: z.string().trim().max(1000).default(''),
  highlights: z.array(text(200)).max(12).default([]),
  travelTimes: z.array(TravelTime).max(12).default([]),
  schools: z.array(AreaSchool).max(12).default([]),
  /** Metro and tram stations, roads, water transport: one line each. */
  transport: z.array(text(200)).max(12).default([]),
  faqs: z.array(AreaFaq).max(12).default([]),
  translations: translations({
    name: text(80),
    description: text(600),
    imageAlt: text(300),
    aliases: z.array(text(80)).max(20),
    overview: text(4000),
    whereItIs: text(1000),
    highlights: z.array(text(200)).max(12),
    travelTimes: z.array(TravelTime).max(12),
    schools: z.array(AreaSchool).max(12),
    transport: z.array(text(200)).max(12),
    faqs: z.array(AreaFaq).max(12),
  }),
})
export type Location = z.infer<typeof Location>

export const ARTICLE_TOPICS = ['news', 'renting-leasing', 'buyer-seller', 'lifestyle-community', 'investment-insights'] as const
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number]

/** One "key take-away": a sentence shown in the box above the article body. */
const takeaways = z.array(text(300)).max(10)

/** Paths under /blog that are pages of their own (Load More's cards), never an article. */
export const RESERVED_ARTICLE_SLUGS: readonly string[] = ['results']

export const Article = z.object({
  id: z.number().int().positive(),
  slug: slug.refine((value) => !RESERVED_ARTICLE_SLUGS.includes(value), 'is a path of the blog itself'),
  topic: z.enum(ARTICLE_TOPICS),
  title: text(160),
  excerpt: text(400),
  /** Markdown (raw HTML off) or the backend's rich-text HTML; rendered and sanitized by src/lib/markdown.server.ts. */
  body: z.string().max(60_000).default(''),
  takeaways: takeaways.default([]),
  cover: Image.nullable().default(null),
  /** The author's name; shown with photo and role when it is a consultant's name. */
  author: text(80).nullable().default(null),
  publishedAt: z.iso.date(),
  translations: translations({ title: text(160), excerpt: text(400), body: z.string().max(60_000), takeaways, coverAlt: text(300) }),
})
export type Article = z.infer<typeof Article>

export const Review = z.object({
  id: z.number().int().positive(),
  author: text(80),
  rating: z.number().int().min(1).max(5),
  text: text(2000),
  /** ISO 639-1 code of the language the review was written in: it is shown as written, never translated. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
  date: z.iso.date(),
  source: z.enum(['Google', 'Property Finder', 'Bayut', 'Trustpilot']),
  /** The consultant the review is about (their agentId), when it is about one: shown on their page. */
  agentId: z.string().regex(AGENT_ID).nullable().default(null),
})
export type Review = z.infer<typeof Review>

/**
 * A developer as the brokerage presents it: projects name it by `name` (Project.developer), its page
 * is /developers/{slug}. The figures are the brokerage's own content (rounded, "more than"), each
 * optional: a figure nobody can stand behind is left out, never guessed.
 */
export const Developer = z.object({
  slug,
  /** Exactly the name projects use in `developer`. */
  name: text(80),
  logo: Image.nullable().default(null),
  founded: z.number().int().min(1800).max(2100).nullable().default(null),
  headquarters: text(120),
  /** One sentence for the developer index. */
  summary: text(300),
  /** A few paragraphs, separated by a blank line (plain text). */
  trackRecord: text(6000),
  /** Projects delivered, as a "more than" figure. */
  projectsDelivered: z.number().int().positive().max(100_000).nullable().default(null),
  /** Homes delivered, as a "more than" figure. */
  unitsDelivered: z.number().int().positive().max(10_000_000).nullable().default(null),
  /** Landmark projects already delivered (names). */
  notableProjects: z.array(text(120)).max(12).default([]),
  /** The brokerage's note on the developer's handover record, when it has one to make. */
  handoverNote: text(600).nullable().default(null),
  translations: translations({
    headquarters: text(120),
    summary: text(300),
    trackRecord: text(6000),
    notableProjects: z.array(text(120)).max(12),
    handoverNote: text(600),
  }),
})
export type Developer = z.infer<typeof Developer>

/** The developer in `locale`: its texts and the names of its landmark projects. */
export const localizeDeveloper = (developer: Developer, locale: string) =>
  localize(developer, locale, ['headquarters', 'summary', 'trackRecord', 'notableProjects', ...(developer.handoverNote ? (['handoverNote'] as const) : [])])

export const Partner = z.object({ id: z.number().int().positive(), name: text(80), logo: Image })
export type Partner = z.infer<typeof Partner>

export const Faq = z.object({
  id: z.number().int().positive(),
  topic: z.enum(['home', 'partners', 'careers']),
  question: text(300),
  answer: text(3000),
  translations: translations({ question: text(300), answer: text(3000) }),
})
export type Faq = z.infer<typeof Faq>

/**
 * Applies `translations[locale]` over the English `fields`: a text when it is not empty, a list when
 * it has as many items as the English one (a shorter list would lose steps). `untranslated` lists
 * the fields still in English, so the UI can mark them `lang="en"` and the page can leave the
 * locale out of search engines' alternates.
 */
export function localize<T extends { translations: Record<string, Record<string, unknown>> }, K extends keyof T & string>(
  item: T,
  locale: string,
  fields: readonly K[],
): T & { untranslated: K[] } {
  const overrides = locale === 'en' ? {} : (item.translations[locale] ?? {})
  const out: T = { ...item }
  const untranslated: K[] = []
  for (const field of fields) {
    const value = overrides[field]
    const english = item[field]
    if (typeof value === 'string' && value) out[field] = value as T[K]
    else if (Array.isArray(value) && Array.isArray(english) && value.length === english.length && value.length) out[field] = value as T[K]
    else if (locale !== 'en' && !(Array.isArray(english) && english.length === 0)) untranslated.push(field)
  }
  return { ...out, untranslated }
}

/** One field of `item` as a page in `locale` shows it (`localize`'s rule: the translation when it is complete, else the English). */
export const localText = <T extends { translations: Record<string, Record<string, unknown>> }, K extends keyof T & string>(
  item: T,
  locale: string,
  field: K,
): T[K] => localize(item, locale, [field])[field]

/** `images` with the alt texts of `alts` by position (the English alt where one is missing). */
const withAlts = (images: Image[], alts: readonly string[] | undefined): Image[] => images.map((image, i) => (alts?.[i] ? { ...image, alt: alts[i] } : image))

/** The project as a page in `locale` shows it: texts, development, payment plan, travel times and alt texts. */
export function localizeProject(project: Project, locale: string) {
  const local = localize(project, locale, ['title', 'description', 'development', 'paymentPlan', 'travelTimes'])
  const t = locale === 'en' ? undefined : project.translations[locale]
  const floorPlans = withAlts(project.floorPlans, t?.planAlts)
  const planIn = (plan: Image | null) => (plan ? (floorPlans.find((p) => p.src === plan.src) ?? plan) : null)
  return {
    ...local,
    photos: withAlts(project.photos, t?.photoAlts),
    floorPlans,
    unitTypes: project.unitTypes.map((u) => ({ ...u, floorPlan: planIn(u.floorPlan) })),
  }
}

/** The location in `locale`: name, description, image alt, the aliases people search by and its guide. */
export function localizeLocation(location: Location, locale: string) {
  const local = localize(location, locale, [
    'name',
    'description',
    'aliases',
    'overview',
    'whereItIs',
    'highlights',
    'travelTimes',
    'schools',
    'transport',
    'faqs',
  ])
  const alt = locale === 'en' ? undefined : location.translations[locale]?.imageAlt
  return { ...local, image: alt ? { ...location.image, alt } : location.image }
}

/** What a project card shows in another locale: the title and the development. */
export type CardTranslations = Record<string, { title?: string; development?: string }>

/**
 * The project's translations cut to what a card shows (title, development): a list or a cached page
 * of results does not carry every description and alt text in 13 languages.
 */
export function cardTranslations(project: Project): CardTranslations {
  return Object.fromEntries(
    Object.entries(project.translations).map(([locale, t]) => [
      locale,
      { ...(t.title ? { title: t.title } : {}), ...(t.development ? { development: t.development } : {}) },
    ]),
  )
}

/** The file a brochure or floor-plan request earns: the project's brochure, or its first floor plan. */
export function requestedFile(project: Project, source: 'brochure' | 'floor-plan'): string | undefined {
  return (source === 'brochure' ? project.brochure : project.floorPlans[0]?.src) ?? undefined
}
