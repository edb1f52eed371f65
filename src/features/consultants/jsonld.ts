// schema.org for a consultant's page: the consultant as a Person who works for the brokerage
// (RealEstateAgent), with job title, photo, languages, telephone and RERA BRN; and the breadcrumb
// trail Home › Consultants › name.
import { breadcrumbJsonLd, type Crumb, homeCrumb, organizationId } from '../../lib/jsonld'

export interface ConsultantJsonLdInput {
  origin: string
  url: string
  name: string
  role: string
  photo: string
  languages: string[]
  phone: string
  brn: string
}

export function consultantJsonLd({ origin, url, name, role, photo, languages, phone, brn }: ConsultantJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#person`,
    name,
    jobTitle: role,
    url,
    image: `${origin}${photo}`,
    telephone: phone,
    knowsLanguage: languages,
    identifier: { '@type': 'PropertyValue', propertyID: 'RERA BRN', name: 'Broker Registration Number', value: brn },
    worksFor: { '@type': 'RealEstateAgent', '@id': organizationId(origin) },
  }
}

export const consultantBreadcrumbJsonLd = (origin: string, locale: string, consultants: Crumb, page: Crumb) =>
  breadcrumbJsonLd([homeCrumb(origin, locale), consultants, page])
