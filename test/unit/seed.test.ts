// The embedded default content (seed/content/*): valid against the content schemas, large and varied
// enough for every catalogue filter and the consultant finder, and every image it names on disk.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYNTHETIC_FIRST_ID, syntheticProjects } from '../../seed/content/synthetic'
import { projectProblems, validateSeed } from '../../seed/content/validate'
import { EXPERTISE, MARKETS, PROPERTY_TYPES, Project } from '../../src/lib/content/schema'

const { seed, problems } = validateSeed()
const assets = join(import.meta.dirname, '../../assets')
const SPOTLIGHT = ['dubai-marina', 'downtown-dubai', 'business-bay', 'palm-jumeirah', 'dubai-hills-estate']

describe('seed content', () => {
  it('validates every item with its zod schema and passes the cross-checks', () => {
    expect(problems).toEqual([])
  })

  it('has at least 60 projects, ids 1..N, in at least 10 areas', () => {
    expect(seed.projects.length).toBeGreaterThanOrEqual(60)
    expect(seed.projects.map((p) => p.id)).toEqual(seed.projects.map((_, i) => i + 1))
    expect(new Set(seed.projects.map((p) => p.area)).size).toBeGreaterThanOrEqual(10)
  })

  it('covers every property type and both markets', () => {
    expect(new Set(seed.projects.map((p) => p.type))).toEqual(new Set(PROPERTY_TYPES))
    expect(new Set(seed.projects.map((p) => p.market))).toEqual(new Set(MARKETS))
  })

  it('features about eight projects', () => {
    const featured = seed.projects.filter((p) => p.featured).length
    expect(featured).toBeGreaterThanOrEqual(6)
    expect(featured).toBeLessThanOrEqual(10)
  })

  it('has at least 12 areas, the five spotlight areas flagged', () => {
    expect(seed.locations.length).toBeGreaterThanOrEqual(12)
    expect(
      seed.locations
        .filter((l) => l.spotlight)
        .map((l) => l.slug)
        .sort(),
    ).toEqual([...SPOTLIGHT].sort())
  })

  it('has 16 consultants covering every expertise and at least 10 languages, with one combination left unmatched', () => {
    expect(seed.consultants).toHaveLength(16)
    expect(new Set(seed.consultants.flatMap((c) => c.expertise))).toEqual(new Set(EXPERTISE))
    expect(new Set(seed.consultants.flatMap((c) => c.languages)).size).toBeGreaterThanOrEqual(10)
    // The finder's "no consultant" warning must be reachable: nobody speaks Hungarian.
    expect(seed.consultants.filter((c) => c.languages.includes('hu'))).toEqual([])
  })

  it('assigns every project to a consultant of the seed', () => {
    const agents = new Set(seed.consultants.map((c) => c.agentId))
    expect(seed.projects.filter((p) => !agents.has(p.agentId)).map((p) => p.slug)).toEqual([])
  })

  it('has 24 reviews, 6 referral FAQs and 4 home FAQs', () => {
    expect(seed.reviews).toHaveLength(24)
    expect(seed.faqs.filter((f) => f.topic === 'partners')).toHaveLength(6)
    expect(seed.faqs.filter((f) => f.topic === 'home')).toHaveLength(4)
  })

  it('names only images that exist under assets/', () => {
    const images = [
      ...seed.projects.flatMap((p) => [...p.photos, ...p.floorPlans]),
      ...seed.consultants.map((c) => c.photo),
      ...seed.locations.map((l) => l.image),
      ...seed.partners.map((p) => p.logo),
    ]
    expect(images.filter((image) => !existsSync(join(assets, image.src))).map((image) => image.src)).toEqual([])
  })

  it('generates deterministic, valid synthetic listings from id 100001', () => {
    const areaNames = Object.fromEntries(seed.locations.map((l) => [l.slug, l.name]))
    const a = syntheticProjects(300, seed.projects, seed.consultants, areaNames)
    const b = syntheticProjects(300, seed.projects, seed.consultants, areaNames)
    expect(a).toEqual(b)
    expect(a[0]?.id).toBe(SYNTHETIC_FIRST_ID)
    expect(new Set(a.map((p) => p.slug)).size).toBe(300)
    for (const p of a) expect(Project.safeParse(p).error).toBeUndefined()
    const areas = new Set(seed.locations.map((l) => l.slug))
    const agents = new Set(seed.consultants.map((c) => c.agentId))
    expect(a.flatMap((p) => projectProblems(p, areas, agents))).toEqual([])
  })
})
