// schema.org for the developer pages: each developer an Organization (name, page, logo, founding
// year, headquarters, description), and the breadcrumb trail Home › Developers › developer.
import { breadcrumbJsonLd, homeCrumb } from '../../lib/jsonld'

export interface DeveloperJsonLdInput {
  origin: string
  url: string
  name: string
  description: string
  logo: string | null
  founded: number | null
  headquarters: string
}

export function developerJsonLd({ origin, url, name, description, logo, founded, headquarters }: DeveloperJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name,
    url,
    description,
    ...(logo ? { logo: `${origin}${logo}` } : {}),
    ...(founded ? { foundingDate: String(founded) } : {}),
    location: { '@type': 'Place', name: headquarters },
  }
}

export const developersBreadcrumbJsonLd = (origin: string, locale: string, index: { name: string; url: string }, page?: { name: string; url: string }) =>
  breadcrumbJsonLd([homeCrumb(origin, locale), index, ...(page ? [page] : [])])
