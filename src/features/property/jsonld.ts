// Structured data for the property page: schema.org RealEstateListing with its Offer (the starting
// price in AED, availability) and the residence, in the language its text is really in; and the
// page's BreadcrumbList (home, catalogue, the project). Serialised by scriptJson (src/lib/jsonld-script.tsx).
import { BRAND } from '../../lib/brand'
import { breadcrumbJsonLd, homeCrumb, organizationId } from '../../lib/jsonld'
import type { Project } from '../../modules/content/schema'

type PropertyType = Project['type']

/** The schema.org type of each property type. */
export const RESIDENCE_TYPES: Record<PropertyType, string> = {
  apartment: 'Apartment',
  penthouse: 'Apartment',
  villa: 'SingleFamilyResidence',
  townhouse: 'House',
  land: 'Place',
  office: 'Accommodation',
  retail: 'Accommodation',
}

const RESIDENTIAL: ReadonlySet<PropertyType> = new Set(['apartment', 'penthouse', 'villa', 'townhouse'])

export interface ListingInput {
  project: Project
  /** Title and description as the page shows them (the page's language, or English where untranslated). */
  title: string
  description: string
  /** BCP 47 language of the description: the page's, or `en` when it fell back to English. */
  language: string
  /** Absolute URL of the page (the canonical one). */
  url: string
  /** Absolute origin (SITE_URL), for the brokerage's node id. */
  origin: string
  /** Absolute URLs of the photos. */
  images: string[]
  areaName: string | null
}

export function listingJsonLd({ project: p, title, description, language, url, origin, images, areaName }: ListingInput): Record<string, unknown> {
  const residence: Record<string, unknown> = {
    '@type': RESIDENCE_TYPES[p.type],
    name: title,
    address: {
      '@type': 'PostalAddress',
      streetAddress: p.development,
      addressLocality: areaName ?? p.development,
      addressRegion: 'Dubai',
      addressCountry: 'AE',
    },
  }
  if (p.type !== 'land') {
    residence.floorSize = { '@type': 'QuantitativeValue', minValue: p.sizeSqftMin, maxValue: p.sizeSqftMax, unitCode: 'FTK', unitText: 'sq ft' }
  }
  if (RESIDENTIAL.has(p.type)) {
    residence.numberOfBedrooms =
      p.bedroomsMin === p.bedroomsMax ? p.bedroomsMin : { '@type': 'QuantitativeValue', minValue: p.bedroomsMin, maxValue: p.bedroomsMax }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    inLanguage: language,
    url,
    ...(images.length ? { image: images } : {}),
    datePosted: p.publishedAt,
    mainEntity: residence,
    offers: {
      '@type': 'Offer',
      price: p.priceAed,
      priceCurrency: 'AED',
      // The page shows a starting price ("Price from"): the offer says so.
      priceSpecification: { '@type': 'PriceSpecification', minPrice: p.priceAed, priceCurrency: 'AED' },
      availability: p.unitsLeft === 0 ? 'https://schema.org/SoldOut' : p.market === 'off-plan' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
      url,
      seller: { '@type': 'RealEstateAgent', '@id': organizationId(origin), name: BRAND.name, legalName: BRAND.legalName },
    },
  }
}

export interface PropertyCrumbsInput {
  origin: string
  locale: string
  /** The catalogue's name in the page's language (as the visible breadcrumb shows it). */
  catalog: string
  title: string
  /** The page's canonical URL. */
  url: string
}

/** The trail the page's breadcrumb shows, from the home page: catalogue, then the project. */
export function propertyBreadcrumbJsonLd({ origin, locale, catalog, title, url }: PropertyCrumbsInput): Record<string, unknown> {
  return breadcrumbJsonLd([homeCrumb(origin, locale), { name: catalog, url: `${origin}/${locale}/catalog` }, { name: title, url }])
}
