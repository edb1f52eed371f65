import { describe, expect, it } from 'vitest'
import { projects } from '../../../seed/content/projects'
import { Project } from '../../modules/content/schema'
import { plansInUnitOrder } from './view'

const plansOf = (slug: string) => {
  const p = Project.parse(projects.find((q) => q.slug === slug))
  return plansInUnitOrder(p).map((plan) => plan.src.replace(/^.*\//, ''))
}

describe('floor plans in the order of the unit types', () => {
  it('an apartment tower: 1 BR, 2 BR, 3 BR (the 2 BR plan was added last)', () => {
    expect(plansOf('marina-crest-residences')).toEqual(['marina-crest-residences-1.svg', 'marina-crest-residences-3.svg', 'marina-crest-residences-2.svg'])
  })

  it("a house: the smallest house's ground then first floor, then the larger houses' ground floors", () => {
    expect(plansOf('ranches-sun-townhouses')).toEqual(['ranches-sun-townhouses-1.svg', 'ranches-sun-townhouses-2.svg', 'ranches-sun-townhouses-3.svg'])
  })
})
