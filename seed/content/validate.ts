// Parses every seed module with its zod schema and checks what a schema alone cannot: unique ids,
// projects pointing at real areas and consultants, payment plans summing to 100, handover dates that
// match the market, articles written by a consultant with their cover on disk. Used by
// scripts/seed.ts (fails loudly) and test/unit/seed.test.ts.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { consultantSlug } from '../../src/modules/content/profiles'
import { Article, Consultant, Developer, Faq, Location, Partner, Project, Review } from '../../src/modules/content/schema'
import { areaGuides } from './area-guides'
import { articles } from './articles'
import { consultants } from './consultants'
import { developers } from './developers'
import { faqs } from './faqs'
import { applyTranslations } from './i18n/apply'
import { locations } from './locations'
import { partners } from './partners'
import { projects } from './projects'
import { reviews } from './reviews'

export interface Seed {
  locations: Location[]
  projects: Project[]
  consultants: Consultant[]
  reviews: Review[]
  partners: Partner[]
  faqs: Faq[]
  articles: Article[]
  developers: Developer[]
}

/** Parses `items` one by one, so a problem names the item it is in. */
function parseAll<S extends z.ZodType>(
  entity: string,
  schema: S,
  items: readonly unknown[],
  problems: string[],
  key: (item: unknown) => string,
): z.output<S>[] {
  const out: z.output<S>[] = []
  items.forEach((item, i) => {
    const result = schema.safeParse(item)
    if (result.success) out.push(result.data)
    else problems.push(`${entity} ${key(item) || `#${i}`}: ${z.prettifyError(result.error).replaceAll('\n', ' ')}`)
  })
  return out
}

const field = (name: string) => (item: unknown) => String((item as Record<string, unknown> | null)?.[name] ?? '')

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>()
  return [...new Set(values.filter((v) => seen.has(v) || !seen.add(v)))]
}

const ASSETS = join(import.meta.dirname, '..', '..', 'assets')

/** Problems with one article beyond its schema: its author must be a consultant, its cover a file under assets/. */
export function articleProblems(a: Article, authors: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const at = `article ${a.id} (${a.slug})`
  if (!a.author) problems.push(`${at}: no author`)
  else if (!authors.has(a.author)) problems.push(`${at}: author "${a.author}" is not a consultant`)
  if (!a.cover) problems.push(`${at}: no cover`)
  else if (!existsSync(join(ASSETS, a.cover.src))) problems.push(`${at}: cover ${a.cover.src} is not under assets/`)
  if (!a.body.trim()) problems.push(`${at}: empty body`)
  if (a.takeaways.length < 3) problems.push(`${at}: ${a.takeaways.length} take-aways, not 3 or more`)
  return problems
}

const NON_RESIDENTIAL = new Set<Project['type']>(['land', 'office', 'retail'])

/** Problems with one project beyond its schema (also used for the synthetic listings). */
export function projectProblems(p: Project, areas: ReadonlySet<string>, agents: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const at = `project ${p.id} (${p.slug})`
  if (!areas.has(p.area)) problems.push(`${at}: unknown area "${p.area}"`)
  if (!agents.has(p.agentId)) problems.push(`${at}: unknown consultant "${p.agentId}"`)
  if (p.bedroomsMin > p.bedroomsMax) problems.push(`${at}: bedroomsMin > bedroomsMax`)
  if (p.sizeSqftMin > p.sizeSqftMax) problems.push(`${at}: sizeSqftMin > sizeSqftMax`)
  if (NON_RESIDENTIAL.has(p.type) && p.bedroomsMax !== 0) problems.push(`${at}: ${p.type} with bedrooms`)
  if (p.market === 'off-plan') {
    const total = p.paymentPlan.reduce((sum, step) => sum + step.percent, 0)
    if (total !== 100) problems.push(`${at}: payment plan sums to ${total}, not 100`)
    if (p.unitsLeft === null) problems.push(`${at}: off-plan without unitsLeft`)
    if (p.handover <= p.publishedAt) problems.push(`${at}: off-plan handover ${p.handover} is not after publication ${p.publishedAt}`)
  } else if (p.handover >= p.publishedAt) problems.push(`${at}: secondary (ready) property handed over ${p.handover}, after publication ${p.publishedAt}`)
  return problems
}

/**
 * The parsed seed, its translations (seed/content/i18n) applied and validated with the same schemas,
 * and every problem found (empty when all is well).
 */
export function validateSeed(): { seed: Seed; problems: string[] } {
  const problems: string[] = []
  const english: Seed = {
    locations: parseAll(
      'location',
      Location,
      locations.map((l) => ({ ...l, ...areaGuides[l.slug] })),
      problems,
      field('slug'),
    ),
    projects: parseAll('project', Project, projects, problems, field('slug')),
    consultants: parseAll('consultant', Consultant, consultants, problems, field('agentId')),
    reviews: parseAll('review', Review, reviews, problems, field('id')),
    partners: parseAll('partner', Partner, partners, problems, field('id')),
    faqs: parseAll('faq', Faq, faqs, problems, field('id')),
    articles: parseAll('article', Article, articles, problems, field('slug')),
    developers: parseAll('developer', Developer, developers, problems, field('slug')),
  }
  const translated = applyTranslations(english)
  const seed: Seed = {
    ...translated,
    locations: parseAll('location', Location, translated.locations, problems, field('slug')),
    projects: parseAll('project', Project, translated.projects, problems, field('slug')),
    consultants: parseAll('consultant', Consultant, translated.consultants, problems, field('agentId')),
    faqs: parseAll('faq', Faq, translated.faqs, problems, field('id')),
    articles: parseAll('article', Article, translated.articles, problems, field('slug')),
    developers: parseAll('developer', Developer, translated.developers, problems, field('slug')),
  }
  const unique = (what: string, values: (string | number)[]) => {
    for (const value of duplicates(values)) problems.push(`duplicate ${what}: ${value}`)
  }
  unique(
    'location slug',
    seed.locations.map((l) => l.slug),
  )
  unique(
    'project id',
    seed.projects.map((p) => p.id),
  )
  unique(
    'project slug',
    seed.projects.map((p) => p.slug),
  )
  unique(
    'consultant id',
    seed.consultants.map((c) => c.id),
  )
  unique(
    'consultant agentId',
    seed.consultants.map((c) => c.agentId),
  )
  unique(
    'review id',
    seed.reviews.map((r) => r.id),
  )
  unique(
    'partner id',
    seed.partners.map((p) => p.id),
  )
  unique(
    'faq id',
    seed.faqs.map((f) => f.id),
  )
  unique(
    'article id',
    seed.articles.map((a) => a.id),
  )
  unique(
    'article slug',
    seed.articles.map((a) => a.slug),
  )
  unique('consultant page slug', seed.consultants.map(consultantSlug))
  unique(
    'developer slug',
    seed.developers.map((d) => d.slug),
  )
  unique(
    'developer name',
    seed.developers.map((d) => d.name),
  )
  const areas = new Set(seed.locations.map((l) => l.slug))
  const agents = new Set(seed.consultants.map((c) => c.agentId))
  for (const p of seed.projects) problems.push(...projectProblems(p, areas, agents))
  const developerNames = new Set(seed.developers.map((d) => d.name))
  for (const name of new Set(seed.projects.map((p) => p.developer)))
    if (!developerNames.has(name)) problems.push(`developer "${name}": no entry in developers.ts`)
  for (const r of seed.reviews) if (r.agentId && !agents.has(r.agentId)) problems.push(`review ${r.id}: unknown consultant "${r.agentId}"`)
  const authors = new Set(seed.consultants.map((c) => c.name))
  for (const a of seed.articles) problems.push(...articleProblems(a, authors))
  for (const l of seed.locations) if (!l.overview || !l.faqs.length) problems.push(`location ${l.slug}: no area guide (seed/content/area-guides.ts)`)
  return { seed, problems }
}
