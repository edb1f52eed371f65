import { describe, expect, it } from 'vitest'
import { Project } from '../../modules/content/schema'
import { listingJsonLd } from './jsonld'

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
      url: 'https://marsa.test/en/catalog/7',
      images: ['https://marsa.test/images/a.svg'],
      areaName: 'Dubai Marina',
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: 'https://marsa.test/en/catalog/7',
      datePosted: '2026-01-15',
      image: ['https://marsa.test/images/a.svg'],
      offers: { '@type': 'Offer', price: 4_500_000, priceCurrency: 'AED', availability: 'https://schema.org/InStock' },
      mainEntity: {
        '@type': 'SingleFamilyResidence',
        floorSize: { '@type': 'QuantitativeValue', minValue: 3200, maxValue: 4100, unitCode: 'FTK' },
        numberOfBedrooms: { '@type': 'QuantitativeValue', minValue: 4, maxValue: 5 },
      },
    })
  })

  it('marks off-plan as pre-order and sold-out projects as sold out; plots carry no bedrooms or floor size', () => {
    const plot = { ...project, type: 'land' as const, market: 'off-plan' as const }
    const data = listingJsonLd({ project: plot, title: 'x', description: 'x', url: 'u', images: [], areaName: null }) as {
      offers: { availability: string }
      mainEntity: Record<string, unknown>
    }
    expect(data.offers.availability).toBe('https://schema.org/PreOrder')
    expect(data.mainEntity['@type']).toBe('Place')
    expect(data.mainEntity).not.toHaveProperty('numberOfBedrooms')
    expect(data.mainEntity).not.toHaveProperty('floorSize')
    const sold = listingJsonLd({ project: { ...project, unitsLeft: 0 }, title: 'x', description: 'x', url: 'u', images: [], areaName: null }) as {
      offers: { availability: string }
    }
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut')
  })
})
