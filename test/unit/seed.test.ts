// The embedded default content (seed/content/*): valid against the content schemas, large and varied
// enough for every catalogue filter and the consultant finder, and every image it names on disk.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYNTHETIC_FIRST_ID, syntheticProjects } from '../../seed/content/synthetic'
import { articleProblems, projectProblems, validateSeed } from '../../seed/content/validate'
import { ARTICLE_TOPICS, Article, EXPERTISE, MARKETS, PROPERTY_TYPES, Project } from '../../src/modules/content/schema'

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
      ...seed.articles.flatMap((a) => a.cover ?? []),
    ]
    expect(images.filter((image) => !existsSync(join(assets, image.src))).map((image) => image.src)).toEqual([])
  })

  it('has 26 articles, ids 1..26, at least four in every topic, each by a consultant with a cover and 3 to 5 take-aways', () => {
    expect(seed.articles).toHaveLength(26)
    expect(seed.articles.map((a) => a.id).sort((a, b) => a - b)).toEqual(seed.articles.map((_, i) => i + 1))
    for (const topic of ARTICLE_TOPICS) expect(seed.articles.filter((a) => a.topic === topic).length, topic).toBeGreaterThanOrEqual(4)
    const names = new Set(seed.consultants.map((c) => c.name))
    expect(seed.articles.filter((a) => !a.author || !names.has(a.author)).map((a) => a.slug)).toEqual([])
    expect(seed.articles.filter((a) => !a.cover).map((a) => a.slug)).toEqual([])
    for (const a of seed.articles) expect(a.takeaways.length, a.slug).toBeGreaterThanOrEqual(3)
    for (const a of seed.articles) expect(a.takeaways.length, a.slug).toBeLessThanOrEqual(5)
  })

  it('finds what is wrong with an article beyond its schema', () => {
    const [article] = seed.articles
    if (!article) throw new Error('no seed article')
    const authors = new Set(seed.consultants.map((c) => c.name))
    expect(articleProblems(article, authors)).toEqual([])
    const broken = {
      ...article,
      author: 'Nobody Here',
      cover: { ...article.cover, src: '/images/articles/missing.svg', alt: 'x', width: 1, height: 1 },
      takeaways: [],
    }
    const at = `article ${article.id} (${article.slug})`
    expect(articleProblems(broken, authors)).toEqual([
      `${at}: author "Nobody Here" is not a consultant`,
      `${at}: cover /images/articles/missing.svg is not under assets/`,
      `${at}: 0 take-aways, not 3 or more`,
    ])
    // `/blog/results` is Load More's: no article may take that slug.
    expect(Article.safeParse({ ...article, slug: 'results' }).success).toBe(false)
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
