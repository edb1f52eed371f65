// How each content entity maps to its D1 row. One definition serves the seed generator (SQL text)
// and the content-backend sync (prepared statements), so both write exactly the same rows.
import type { Article, Consultant, Developer, Faq, Location, Partner, Project, Review } from './schema'

type Value = string | number | null

interface RowMapper<T> {
  table: string
  key: string
  columns: readonly string[]
  values: (item: T) => Value[]
}

const json = (item: unknown) => JSON.stringify(item)

export const ROWS = {
  projects: {
    table: 'projects',
    key: 'id',
    columns: [
      'id',
      'slug',
      'title',
      'developer',
      'area',
      'development',
      'type',
      'market',
      'price_aed',
      'bedrooms_min',
      'bedrooms_max',
      'featured',
      'published_at',
      'size_sqft_max',
      'price_per_sqft',
      'handover',
      'lat',
      'lng',
      'data',
    ],
    values: (p: Project) => [
      p.id,
      p.slug,
      p.title,
      p.developer,
      p.area,
      p.development,
      p.type,
      p.market,
      p.priceAed,
      p.bedroomsMin,
      p.bedroomsMax,
      p.featured ? 1 : 0,
      p.publishedAt,
      p.sizeSqftMax,
      Math.round(p.priceAed / p.sizeSqftMin),
      p.handover,
      p.coordinates?.lat ?? null,
      p.coordinates?.lng ?? null,
      json(p),
    ],
  } satisfies RowMapper<Project>,
  consultants: {
    table: 'consultants',
    key: 'id',
    columns: ['id', 'agent_id', 'data'],
    values: (c: Consultant) => [c.id, c.agentId, json(c)],
  } satisfies RowMapper<Consultant>,
  locations: {
    table: 'locations',
    key: 'slug',
    columns: ['slug', 'name', 'spotlight', 'data'],
    values: (l: Location) => [l.slug, l.name, l.spotlight ? 1 : 0, json(l)],
  } satisfies RowMapper<Location>,
  reviews: {
    table: 'reviews',
    key: 'id',
    columns: ['id', 'date', 'rating', 'data'],
    values: (r: Review) => [r.id, r.date, r.rating, json(r)],
  } satisfies RowMapper<Review>,
  partners: { table: 'partners', key: 'id', columns: ['id', 'data'], values: (p: Partner) => [p.id, json(p)] } satisfies RowMapper<Partner>,
  faqs: { table: 'faqs', key: 'id', columns: ['id', 'topic', 'data'], values: (f: Faq) => [f.id, f.topic, json(f)] } satisfies RowMapper<Faq>,
  /** Articles keep one column per field (migrations 0001 and 0005): JSON for the cover, take-aways and translations. */
  articles: {
    table: 'articles',
    key: 'id',
    columns: ['id', 'slug', 'topic', 'title', 'excerpt', 'body', 'takeaways', 'cover', 'author', 'published_at', 'translations'],
    values: (a: Article) => [
      a.id,
      a.slug,
      a.topic,
      a.title,
      a.excerpt,
      a.body,
      json(a.takeaways),
      a.cover ? json(a.cover) : null,
      a.author,
      a.publishedAt,
      json(a.translations),
    ],
  } satisfies RowMapper<Article>,
  developers: {
    table: 'developers',
    key: 'slug',
    columns: ['slug', 'name', 'data'],
    values: (d: Developer) => [d.slug, d.name, json(d)],
  } satisfies RowMapper<Developer>,
}

export type Entity = keyof typeof ROWS

function upsertSql(mapper: RowMapper<never>, placeholders: string): string {
  const updates = mapper.columns.filter((c) => c !== mapper.key).map((c) => `${c} = excluded.${c}`)
  return `INSERT INTO ${mapper.table} (${mapper.columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (${mapper.key}) DO UPDATE SET ${updates.join(', ')}`
}

/** Prepared upserts for D1 (`db.batch(...)`). */
export function upsertStatements<E extends Entity>(db: D1Database, entity: E, items: Parameters<(typeof ROWS)[E]['values']>[0][]): D1PreparedStatement[] {
  const mapper = ROWS[entity] as unknown as RowMapper<unknown>
  const sql = upsertSql(mapper as RowMapper<never>, mapper.columns.map(() => '?').join(', '))
  return items.map((item) => db.prepare(sql).bind(...mapper.values(item)))
}

const literal = (value: Value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`)

/** Idempotent SQL text (for `wrangler d1 execute --file`). */
export function upsertSqlText<E extends Entity>(entity: E, items: Parameters<(typeof ROWS)[E]['values']>[0][]): string {
  const mapper = ROWS[entity] as unknown as RowMapper<unknown>
  return items.map((item) => `${upsertSql(mapper as RowMapper<never>, mapper.values(item).map(literal).join(', '))};`).join('\n')
}
