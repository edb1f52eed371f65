import { describe, expect, it } from 'vitest'
import { scriptJson } from '../../lib/script-json'
import { Project } from '../../modules/content/schema'
import { listingJsonLd, propertyBreadcrumbJsonLd } from './jsonld'

const project = Project.parse({
  id: 7,
  slug: 'test-tower',
  title: 'Test Tower',
  developer: 'Emaar',
  area: 'dubai-marina',
  development: 'Marina Walk',
  type: 'villa',
  market: 'secondary',
  priceAed: 4_500_000,
  bedroomsMin: 4,
  bedroomsMax: 5,
  sizeSqftMin: 3200,
  sizeSqftMax: 4100,
  handover: '2024-06-30',
  description: 'A test villa.',
  photos: [{ src: '/images/a.svg', alt: 'A', width: 10, height: 10 }],
  agentId: 'MRS-101',
  permit: '71234567',
  publishedAt: '2026-01-15',
})

describe('listingJsonLd', () => {
  it('describes a RealEstateListing with its Offer and residence', () => {
    const data = listingJsonLd({
      project,
      title: 'Test Tower',
      description: 'A test villa.',
      language: 'en-US',
      url: 'https://marsa.test/en/catalog/7',
      origin: 'https://marsa.test',
      images: ['https://marsa.test/images/a.svg'],
      areaName: 'Dubai Marina',
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Test Tower',
      description: 'A test villa.',
      inLanguage: 'en-US',
      url: 'https://marsa.test/en/catalog/7',
      datePosted: '2026-01-15',
      image: ['https://marsa.test/images/a.svg'],
      offers: {
        '@type': 'Offer',
        price: 4_500_000,
        priceCurrency: 'AED',
        // "Price from": the starting price.
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 4_500_000, priceCurrency: 'AED' },
        availability: 'https://schema.org/InStock',
        url: 'https://marsa.test/en/catalog/7',
        seller: { '@type': 'RealEstateAgent', '@id': 'https://marsa.test/#organization', name: 'Marsa' },
      },
      mainEntity: {
        '@type': 'SingleFamilyResidence',
        floorSize: { '@type': 'QuantitativeValue', minValue: 3200, maxValue: 4100, unitCode: 'FTK' },
        numberOfBedrooms: { '@type': 'QuantitativeValue', minValue: 4, maxValue: 5 },
      },
    })
  })

  it('marks off-plan as pre-order and sold-out projects as sold out; plots carry no bedrooms or floor size', () => {
    const plot = { ...project, type: 'land' as const, market: 'off-plan' as const }
    const data = listingJsonLd({ project: plot, title: 'x', description: 'x', language: 'en', url: 'u', origin: '', images: [], areaName: null }) as {
      offers: { availability: string }
      mainEntity: Record<string, unknown>
    }
    expect(data.offers.availability).toBe('https://schema.org/PreOrder')
    expect(data.mainEntity['@type']).toBe('Place')
    expect(data.mainEntity).not.toHaveProperty('numberOfBedrooms')
    expect(data.mainEntity).not.toHaveProperty('floorSize')
    const sold = listingJsonLd({
      project: { ...project, unitsLeft: 0 },
      title: 'x',
      description: 'x',
      language: 'en',
      url: 'u',
      origin: '',
      images: [],
      areaName: null,
    }) as {
      offers: { availability: string }
    }
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut')
  })

  it('says the description is English where it fell back, and leaves out an empty image list', () => {
    const data = listingJsonLd({
      project,
      title: 'Test Tower',
      description: 'A test villa.',
      language: 'en',
      url: 'https://marsa.test/fr/catalog/7-test-tower',
      origin: 'https://marsa.test',
      images: [],
      areaName: null,
    })
    expect(data.inLanguage).toBe('en')
    expect(data).not.toHaveProperty('image')
  })

  it('cannot close its script element, and reads back unchanged', () => {
    const hostile = 'Villa</script><script>alert(1)</script><!--'
    const text = scriptJson(
      listingJsonLd({ project, title: hostile, description: hostile, language: 'ar-AE', url: 'u', origin: '', images: [], areaName: null }),
    )
    expect(text).not.toMatch(/[<>]/)
    expect(JSON.parse(text)).toMatchObject({ name: hostile, description: hostile, inLanguage: 'ar-AE' })
  })
})

describe('propertyBreadcrumbJsonLd', () => {
  it('runs home, catalogue, project, in the page language, on canonical URLs with the locale prefix', () => {
    const url = 'https://marsa.test/ar/catalog/7-test-tower'
    expect(propertyBreadcrumbJsonLd({ origin: 'https://marsa.test', locale: 'ar', catalog: 'كتالوج العقارات', title: 'برج الاختبار', url })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Marsa', item: 'https://marsa.test/ar' },
        { '@type': 'ListItem', position: 2, name: 'كتالوج العقارات', item: 'https://marsa.test/ar/catalog' },
        { '@type': 'ListItem', position: 3, name: 'برج الاختبار', item: url },
      ],
    })
  })
})
