import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '../../lib/money'
import { type Criteria, CriteriaIndex, criteriaOf, type Listing, matches, parseSavedQuery, savedQueryString } from './criteria'
import { matchEvents } from './matching.server'

const listing = (over: Partial<Listing> = {}): Listing => ({
  id: 1,
  area: 'dubai-marina',
  development: 'Dubai Marina',
  type: 'apartment',
  market: 'off-plan',
  priceAed: 2_150_000,
  lat: 25.08,
  lng: 55.14,
  units: [
    { bedrooms: 1, priceAed: 2_150_000 },
    { bedrooms: 2, priceAed: 2_830_000 },
  ],
  ...over,
})

describe('what a saved search matches', () => {
  it.each<[string, Criteria, Partial<Listing>, boolean]>([
    ['everything', { bedrooms: 'any' }, {}, true],
    ['its area', { bedrooms: 'any', location: { kind: 'area', slug: 'dubai-marina' } }, {}, true],
    ['not another area', { bedrooms: 'any', location: { kind: 'area', slug: 'dubai-south' } }, {}, false],
    ['its community, whatever the case', { bedrooms: 'any', location: { kind: 'community', name: 'dubai marina' } }, {}, true],
    ['its type', { bedrooms: 'any', type: 'villa' }, {}, false],
    ['its market', { bedrooms: 'any', market: 'secondary' }, {}, false],
    ['a unit at the maximum price exactly', { bedrooms: 'any', maxAed: 2_150_000 }, {}, true],
    ['no unit under the maximum', { bedrooms: 'any', maxAed: 2_149_999 }, {}, false],
    ['2+ bedrooms in range', { bedrooms: '2', maxAed: 3_000_000 }, {}, true],
    ['2+ bedrooms, but only the 1 BR in range', { bedrooms: '2', maxAed: 2_500_000 }, {}, false],
    ['a studio', { bedrooms: 'studio' }, {}, false],
    ['inside the map area', { bedrooms: 'any', bbox: [55.1, 25.05, 55.2, 25.1] }, {}, true],
    ['outside the map area', { bedrooms: 'any', bbox: [55.2, 25.05, 55.3, 25.1] }, {}, false],
    ['no coordinates, a map area', { bedrooms: 'any', bbox: [55.1, 25.05, 55.2, 25.1] }, { lat: null, lng: null }, false],
    ['a listing without unit types by its price from', { bedrooms: 'any', minAed: 2_000_000 }, { units: [] }, true],
    ['a favourite', { bedrooms: 'any', projectIds: [1, 7] }, {}, true],
    ['not another favourite', { bedrooms: 'any', projectIds: [7] }, {}, false],
  ])('%s', (_, criteria, over, expected) => {
    expect(matches(criteria, listing(over))).toBe(expected)
  })

  it('matches a full-text location through the ids the search found', () => {
    const criteria: Criteria = { bedrooms: 'any', location: { kind: 'text', match: 'emaar' } }
    expect(matches(criteria, listing(), new Set([1]))).toBe(true)
    expect(matches(criteria, listing(), new Set([2]))).toBe(false)
    expect(matches(criteria, listing())).toBe(false)
  })

  it('reads the catalogue query as the catalogue does: invalid values dropped, sort and page ignored', () => {
    const query = parseSavedQuery('?location=Dubai+Marina&type=castle&maxPrice=3000000&bedrooms=2&sort=price-asc&page=4&currency=EUR')
    expect(query).toEqual({ location: 'Dubai Marina', maxPrice: 3_000_000, bedrooms: '2', currency: 'EUR' })
    expect(savedQueryString(query)).toBe('?location=Dubai+Marina&maxPrice=3000000&currency=EUR&bedrooms=2')
  })

  it('keeps a map area as the catalogue does: inside Dubai, rounded, so the link back shows the same results', () => {
    const query = parseSavedQuery('?bbox=54.0,25.051234,55.2,25.12')
    expect(savedQueryString(query)).toBe('?bbox=54.85,25.0512,55.2,25.12')
    expect(criteriaOf(query, 'AED', DEFAULT_RATES).bbox).toEqual([54.85, 25.0512, 55.2, 25.12])
    expect(parseSavedQuery('?bbox=1,2,3')).toEqual({ bedrooms: 'any' })
  })

  it('turns prices into dirhams, rounding outwards', () => {
    expect(criteriaOf(parseSavedQuery('?minPrice=100000&maxPrice=500000'), 'USD', DEFAULT_RATES)).toMatchObject({ minAed: 367_250, maxAed: 1_836_250 })
  })
})

describe('matching events', () => {
  const searches = [
    { id: 'marina', cursor: 0, criteria: { bedrooms: 'any', location: { kind: 'area', slug: 'dubai-marina' } } as Criteria },
    { id: 'cheap-2br', cursor: 0, criteria: { bedrooms: '2', maxAed: 2_700_000 } as Criteria },
    { id: 'favs', cursor: 0, criteria: { bedrooms: 'any', projectIds: [1] } as Criteria },
    { id: 'late', cursor: 10, criteria: { bedrooms: 'any' } as Criteria },
  ]

  it('a new listing reaches searches, not favourites; a drop reaches the searches its unit answers and the favourites', () => {
    const found = matchEvents(searches, [
      { id: 5, kind: 'new', listing: listing() },
      { id: 6, kind: 'drop', listing: listing(), unit: { bedrooms: 2, priceAed: 2_600_000 } },
      { id: 11, kind: 'drop', listing: listing(), unit: { bedrooms: 1, priceAed: 2_000_000 } },
    ])
    expect(found).toEqual([
      ['marina', 5],
      ['marina', 6],
      ['cheap-2br', 6],
      ['favs', 6],
      ['marina', 11],
      ['late', 11],
      ['favs', 11],
    ])
  })

  it('indexes searches by area: a listing elsewhere is checked against area-free searches only', () => {
    const index = new CriteriaIndex(searches)
    expect(
      index
        .candidates(listing({ area: 'dubai-south', id: 9 }), 'drop')
        .flat()
        .map((s) => s.id),
    ).toEqual(['cheap-2br', 'late'])
  })
})
