import { describe, expect, it } from 'vitest'
import { BRAND } from './brand'
import { breadcrumbJsonLd, brokerageJsonLd, homeCrumb, OFFICE_ADDRESS, organizationId, organizationRef } from './jsonld'
import { scriptJson } from './script-json'

const ORIGIN = 'https://marsa.test'

describe('brokerageJsonLd', () => {
  it('describes the brokerage as a RealEstateAgent with name, home page, logo, telephone, office and the city it serves', () => {
    const data = brokerageJsonLd({ origin: ORIGIN, home: `${ORIGIN}/ar`, description: 'وساطة عقارية في دبي' })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': `${ORIGIN}/#organization`,
      name: 'Marsa',
      legalName: 'Marsa Real Estate Brokerage L.L.C.',
      description: 'وساطة عقارية في دبي',
      url: `${ORIGIN}/ar`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/images/icons/icon-512.png` },
      image: `${ORIGIN}/images/icons/icon-512.png`,
      telephone: '+971 4 558 2100',
      email: 'hello@marsa.ae',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 2104, Marina Plaza, Dubai Marina',
        addressLocality: 'Dubai',
        addressRegion: 'Dubai',
        addressCountry: 'AE',
      },
      identifier: { '@type': 'PropertyValue', propertyID: 'DLD ORN', name: 'Dubai Land Department Office Registration Number', value: '28417' },
      areaServed: { '@type': 'City', name: 'Dubai' },
    })
    // No invented profiles elsewhere.
    expect(data).not.toHaveProperty('sameAs')
  })

  it('keeps the office address the same as the one the site shows', () => {
    expect(BRAND.address.startsWith(`${OFFICE_ADDRESS.streetAddress}, ${OFFICE_ADDRESS.addressLocality}, `)).toBe(true)
    expect(BRAND.address.endsWith('United Arab Emirates')).toBe(true)
  })

  it('is the node a publisher or seller refers to', () => {
    expect(organizationRef(ORIGIN, `${ORIGIN}/en`)).toMatchObject({ '@type': 'Organization', '@id': organizationId(ORIGIN), url: `${ORIGIN}/en` })
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with their names and canonical URLs', () => {
    const data = breadcrumbJsonLd([homeCrumb(ORIGIN, 'de'), { name: 'Blog', url: `${ORIGIN}/de/blog` }, { name: 'Ein Artikel' }])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Marsa', item: `${ORIGIN}/de` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/de/blog` },
        { '@type': 'ListItem', position: 3, name: 'Ein Artikel' },
      ],
    })
  })

  it('cannot close its script element, and reads back unchanged', () => {
    const name = 'Tower</script><script>alert(1)</script>'
    const text = scriptJson(breadcrumbJsonLd([{ name, url: `${ORIGIN}/en/catalog` }]))
    expect(text).not.toMatch(/[<>]/)
    expect(JSON.parse(text).itemListElement[0].name).toBe(name)
  })
})
