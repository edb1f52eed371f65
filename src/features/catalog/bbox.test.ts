import { describe, expect, it } from 'vitest'
import { parseSearch, searchQuery } from './schema'

describe('bbox ("search this area")', () => {
  it('reads west,south,east,north, rounded to 4 decimals, and writes it back with plain commas', () => {
    const params = parseSearch({ bbox: '55.130004,25.07,55.15,25.091234', view: 'map' })
    expect(params.bbox).toEqual({ west: 55.13, south: 25.07, east: 55.15, north: 25.0912 })
    expect(searchQuery(params)).toBe('?bbox=55.13,25.07,55.15,25.0912&view=map')
  })

  it('keeps a box to Dubai', () => {
    expect(parseSearch({ bbox: '50,20,60,30' }).bbox).toEqual({ west: 54.85, south: 24.6, east: 55.65, north: 25.4 })
  })

  it.each([
    ['not numbers', 'a,b,c,d'],
    ['three numbers', '55.1,25,55.2'],
    ['five numbers', '55.1,25,55.2,25.1,1'],
    ['an empty box', '55.1,25,55.1,25.1'],
    ['west past east', '55.2,25,55.1,25.1'],
    ['south past north', '55.1,25.1,55.2,25'],
    ['outside Dubai', '2.29,48.85,2.3,48.86'],
    ['exponents', '5.51e1,25,55.2,25.1'],
    ['too long', `${'1'.repeat(70)},25,55.2,25.1`],
  ])('drops %s like any bad filter (the rest of the search stays)', (_, bbox) => {
    const params = parseSearch({ bbox, type: 'villa' })
    expect(params.bbox).toBeUndefined()
    expect(params.type).toBe('villa')
  })

  it('the view is list unless the URL says map, and list is left out of links', () => {
    expect(parseSearch({}).view).toBe('list')
    expect(parseSearch({ view: 'globe' }).view).toBe('list')
    expect(searchQuery(parseSearch({ view: 'list', type: 'villa' }))).toBe('?type=villa')
  })
})
