// Reading content from D1: rows carry their validated JSON in `data`. Shared by the features that
// show projects, consultants, locations, reviews, partners and FAQs.
import { Consultant, Developer, Faq, Location, Partner, Project, Review } from './schema'

interface DataRow {
  data: string
}

const parse =
  <T>(schema: { parse: (value: unknown) => T }) =>
  (row: DataRow): T =>
    schema.parse(JSON.parse(row.data))

export async function findProject(db: D1Database, id: number): Promise<Project | null> {
  const row = await db.prepare('SELECT data FROM projects WHERE id = ?').bind(id).first<DataRow>()
  return row ? parse(Project)(row) : null
}

export async function findProjects(db: D1Database, ids: number[]): Promise<Project[]> {
  if (!ids.length) return []
  const { results } = await db
    .prepare(`SELECT data FROM projects WHERE id IN (${ids.map(() => '?').join(',')})`)
    .bind(...ids)
    .all<DataRow>()
  const byId = new Map(results.map(parse(Project)).map((p) => [p.id, p]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function listFeaturedProjects(db: D1Database, limit = 6): Promise<Project[]> {
  const { results } = await db.prepare('SELECT data FROM projects WHERE featured = 1 ORDER BY published_at DESC, id DESC LIMIT ?').bind(limit).all<DataRow>()
  return results.map(parse(Project))
}

/** Projects like `project`: same area or type, nearest in price. */
export async function listSimilarProjects(db: D1Database, project: Project, limit = 3): Promise<Project[]> {
  const { results } = await db
    .prepare(
      `SELECT data FROM projects WHERE id != ? AND (area = ? OR type = ?)
       ORDER BY (area = ?) DESC, ABS(price_aed - ?) ASC LIMIT ?`,
    )
    .bind(project.id, project.area, project.type, project.area, project.priceAed, limit)
    .all<DataRow>()
  return results.map(parse(Project))
}

export async function listConsultants(db: D1Database): Promise<Consultant[]> {
  const { results } = await db.prepare('SELECT data FROM consultants ORDER BY id').all<DataRow>()
  return results.map(parse(Consultant))
}

export async function findConsultantByAgentId(db: D1Database, agentId: string): Promise<Consultant | null> {
  const row = await db.prepare('SELECT data FROM consultants WHERE agent_id = ?').bind(agentId).first<DataRow>()
  return row ? parse(Consultant)(row) : null
}

export async function listLocations(db: D1Database): Promise<Location[]> {
  const { results } = await db.prepare('SELECT data FROM locations ORDER BY spotlight DESC, name').all<DataRow>()
  return results.map(parse(Location))
}

/** A page of reviews (all sources), their number, and the Google rating: the mean and number of the Google reviews alone. */
export async function listReviews(
  db: D1Database,
  limit: number,
  offset = 0,
): Promise<{ reviews: Review[]; total: number; average: number; googleCount: number }> {
  const [page, stats] = await db.batch([
    db.prepare('SELECT data FROM reviews ORDER BY date DESC, id DESC LIMIT ? OFFSET ?').bind(limit, offset),
    db.prepare(
      "SELECT COUNT(*) AS total, COUNT(CASE WHEN json_extract(data, '$.source') = 'Google' THEN 1 END) AS googleCount, COALESCE(AVG(CASE WHEN json_extract(data, '$.source') = 'Google' THEN rating END), 0) AS average FROM reviews",
    ),
  ])
  const { total, average, googleCount } = (stats?.results[0] ?? { total: 0, average: 0, googleCount: 0 }) as {
    total: number
    average: number
    googleCount: number
  }
  return { reviews: ((page?.results ?? []) as DataRow[]).map(parse(Review)), total, average, googleCount }
}

export async function listPartners(db: D1Database): Promise<Partner[]> {
  const { results } = await db.prepare('SELECT data FROM partners ORDER BY id').all<DataRow>()
  return results.map(parse(Partner))
}

export async function listFaqs(db: D1Database, topic: Faq['topic']): Promise<Faq[]> {
  const { results } = await db.prepare('SELECT data FROM faqs WHERE topic = ? ORDER BY id').bind(topic).all<DataRow>()
  return results.map(parse(Faq))
}

/** Every developer with a page, by name. */
export async function listDevelopers(db: D1Database): Promise<Developer[]> {
  const { results } = await db.prepare('SELECT data FROM developers ORDER BY name COLLATE NOCASE').all<DataRow>()
  return results.map(parse(Developer))
}

export async function findDeveloper(db: D1Database, slug: string): Promise<Developer | null> {
  const row = await db.prepare('SELECT data FROM developers WHERE slug = ?').bind(slug).first<DataRow>()
  return row ? parse(Developer)(row) : null
}

/** The slug of the developer page of each developer name that has one (`Project.developer` → slug). */
export async function developerSlugs(db: D1Database): Promise<Record<string, string>> {
  const { results } = await db.prepare('SELECT name, slug FROM developers').all<{ name: string; slug: string }>()
  return Object.fromEntries(results.map((r) => [r.name, r.slug]))
}

/** How many projects on the site name each developer. */
export async function countProjectsByDeveloper(db: D1Database): Promise<Record<string, number>> {
  const { results } = await db.prepare('SELECT developer, COUNT(*) AS n FROM projects GROUP BY developer').all<{ developer: string; n: number }>()
  return Object.fromEntries(results.map((r) => [r.developer, r.n]))
}

/** The projects of a developer (by the name projects carry), newest first. */
export async function listProjectsByDeveloper(db: D1Database, name: string, limit = 60): Promise<Project[]> {
  const { results } = await db
    .prepare('SELECT data FROM projects WHERE developer = ? ORDER BY published_at DESC, id DESC LIMIT ?')
    .bind(name, limit)
    .all<DataRow>()
  return results.map(parse(Project))
}

/** The projects a consultant handles (`Project.agentId`, the projects_agent index), newest first. */
export async function listProjectsByAgent(db: D1Database, agentId: string, limit = 60): Promise<Project[]> {
  const { results } = await db
    .prepare("SELECT data FROM projects WHERE json_extract(data, '$.agentId') = ? ORDER BY published_at DESC, id DESC LIMIT ?")
    .bind(agentId, limit)
    .all<DataRow>()
  return results.map(parse(Project))
}

/** The reviews about a consultant (`Review.agentId`), newest first. */
export async function listReviewsByAgent(db: D1Database, agentId: string, limit = 30): Promise<Review[]> {
  const { results } = await db
    .prepare("SELECT data FROM reviews WHERE json_extract(data, '$.agentId') = ? ORDER BY date DESC, id DESC LIMIT ?")
    .bind(agentId, limit)
    .all<DataRow>()
  return results.map(parse(Review))
}
