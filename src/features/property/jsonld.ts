// Structured data for the property page (schema.org RealEstateListing with its Offer and the
// residence), serialised so that content can never close the <script> element it sits in.
import { BRAND } from '../../lib/brand'
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
  /** Title and description in the page's language. */
  title: string
  description: string
  /** Absolute URL of the page. */
  url: string
  /** Absolute URLs of the photos. */
  images: string[]
  areaName: string | null
}

export function listingJsonLd({ project: p, title, description, url, images, areaName }: ListingInput): Record<string, unknown> {
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
    url,
    image: images,
    datePosted: p.publishedAt,
    mainEntity: residence,
    offers: {
      '@type': 'Offer',
      price: p.priceAed,
      priceCurrency: 'AED',
      availability: p.unitsLeft === 0 ? 'https://schema.org/SoldOut' : p.market === 'off-plan' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
      url,
      seller: { '@type': 'RealEstateAgent', name: BRAND.legalName },
    },
  }
}
