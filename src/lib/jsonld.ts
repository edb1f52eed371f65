// schema.org building blocks that several pages' JSON-LD share: the brokerage itself (RealEstateAgent,
// an Organization and LocalBusiness) with its logo, and BreadcrumbList. Every URL is absolute on the
// configured origin (SITE_URL), never the request's host; each block goes out through scriptJson.
import { BRAND } from './brand'

/** The brokerage's node id: every page's publisher, seller or organization refers to the same one. */
export const organizationId = (origin: string) => `${origin}/#organization`

/**
 * A raster logo (512 × 512): search engines take no SVG for an organization's or publisher's logo.
 * No width/height: schema.org types them as a Distance or QuantitativeValue, not a bare number.
 */
export const LOGO = { path: '/images/icons/icon-512.png' } as const

export const logoJsonLd = (origin: string) => ({ '@type': 'ImageObject', url: `${origin}${LOGO.path}` })

/**
 * The office as a schema.org PostalAddress (BRAND.address, split into its parts): Office 2104,
 * Marina Plaza, Dubai Marina — in the city and emirate of Dubai, United Arab Emirates.
 */
export const OFFICE_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: 'Office 2104, Marina Plaza, Dubai Marina',
  addressLocality: 'Dubai',
  addressRegion: 'Dubai',
  addressCountry: 'AE',
} as const

/** The short form of the brokerage for a publisher or seller: its id, names, home page and logo. */
export function organizationRef(origin: string, home: string): Record<string, unknown> {
  return { '@type': 'Organization', '@id': organizationId(origin), name: BRAND.name, legalName: BRAND.legalName, url: home, logo: logoJsonLd(origin) }
}

export interface BrokerageInput {
  /** Absolute origin (SITE_URL). */
  origin: string
  /** The home page's canonical URL in the page's locale. */
  home: string
  /** The page's description of the brokerage, in its language. */
  description?: string
}

/**
 * The brokerage as schema.org RealEstateAgent: name, home page, logo, telephone, email, the office
 * address, the Dubai Land Department office registration number and the city it serves. No
 * `sameAs`: the brokerage links no profile of its own elsewhere.
 */
export function brokerageJsonLd({ origin, home, description }: BrokerageInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': organizationId(origin),
    name: BRAND.name,
    legalName: BRAND.legalName,
    ...(description ? { description } : {}),
    url: home,
    logo: logoJsonLd(origin),
    image: `${origin}${LOGO.path}`,
    telephone: BRAND.phone,
    email: BRAND.email,
    address: OFFICE_ADDRESS,
    identifier: { '@type': 'PropertyValue', propertyID: 'DLD ORN', name: 'Dubai Land Department Office Registration Number', value: BRAND.orn },
    areaServed: { '@type': 'City', name: 'Dubai' },
  }
}

export interface Crumb {
  /** The crumb's name in the page's language. */
  name: string
  /** Its canonical URL (with the locale prefix); the last crumb, the page itself, may leave it out. */
  url?: string
}

/** schema.org BreadcrumbList: positions from 1, each crumb's name and canonical URL. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  }
}

/** The first crumbs of every trail: the brokerage's home page in the page's locale. */
export const homeCrumb = (origin: string, locale: string): Crumb => ({ name: BRAND.name, url: `${origin}/${locale}` })

// schema.org FAQPage for the questions shown on a page (https://schema.org/FAQPage): search engines
// may show them as rich results. Only what the visitor sees, in the language it is really in: a
// question or answer still in English (no translation yet) says so with its own `inLanguage`.

export interface QuestionAnswer {
  question: string
  answer: string
  /** The fields shown in English because they have no translation in the page's language. */
  untranslated?: readonly string[]
}

/** English, for a text that fell back to it. */
const ENGLISH = 'en'

export function faqJsonLd(items: readonly QuestionAnswer[], language: string) {
  const english = (item: QuestionAnswer, field: 'question' | 'answer') => !language.startsWith(ENGLISH) && item.untranslated?.includes(field)
  // Nothing translated at all: the page's questions are English.
  const allEnglish = items.length > 0 && items.every((item) => english(item, 'question') && english(item, 'answer'))
  const pageLanguage = allEnglish ? ENGLISH : language
  const own = (item: QuestionAnswer, field: 'question' | 'answer') => (english(item, field) && !allEnglish ? { inLanguage: ENGLISH } : {})
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: pageLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      ...own(item, 'question'),
      acceptedAnswer: { '@type': 'Answer', text: item.answer, ...own(item, 'answer') },
    })),
  }
}
