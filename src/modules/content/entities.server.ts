// How each synced entity is validated and written: its zod schema, its D1 table and key, and the
// row values (the shared ROWS mappers of src/modules/content/rows.server.ts, which the seed uses too).
import type { z } from 'zod'
import type { SyncEntity } from './config.server'
import { ROWS, upsertStatements } from './rows.server'
import { Article, Consultant, Developer, Faq, Location, Partner, Project, Review } from './schema'

type Value = string | number | null

export interface EntitySpec<T = unknown> {
  schema: z.ZodType<T>
  table: string
  /** Primary key: the same name in the schema and in the table. */
  key: 'id' | 'slug'
  /** Schema fields unique per table besides the key (UNIQUE columns): a second record with the same value is skipped. */
  unique: readonly (keyof T & string)[]
  columns: readonly string[]
  values: (item: T) => Value[]
  upserts: (db: D1Database, items: T[]) => D1PreparedStatement[]
}

const spec = <T>(value: EntitySpec<T>) => value as unknown as EntitySpec

export const ENTITIES: Record<SyncEntity, EntitySpec> = {
  locations: spec<Location>({
    schema: Location,
    ...ROWS.locations,
    key: 'slug',
    unique: [],
    upserts: (db, items) => upsertStatements(db, 'locations', items),
  }),
  consultants: spec<Consultant>({
    schema: Consultant,
    ...ROWS.consultants,
    key: 'id',
    unique: ['agentId'],
    upserts: (db, items) => upsertStatements(db, 'consultants', items),
  }),
  projects: spec<Project>({
    schema: Project,
    ...ROWS.projects,
    key: 'id',
    unique: ['slug'],
    upserts: (db, items) => upsertStatements(db, 'projects', items),
  }),
  reviews: spec<Review>({ schema: Review, ...ROWS.reviews, key: 'id', unique: [], upserts: (db, items) => upsertStatements(db, 'reviews', items) }),
  partners: spec<Partner>({ schema: Partner, ...ROWS.partners, key: 'id', unique: [], upserts: (db, items) => upsertStatements(db, 'partners', items) }),
  faqs: spec<Faq>({ schema: Faq, ...ROWS.faqs, key: 'id', unique: [], upserts: (db, items) => upsertStatements(db, 'faqs', items) }),
  articles: spec<Article>({
    schema: Article,
    ...ROWS.articles,
    key: 'id',
    unique: ['slug'],
    upserts: (db, items) => upsertStatements(db, 'articles', items),
  }),
  developers: spec<Developer>({
    schema: Developer,
    ...ROWS.developers,
    key: 'slug',
    unique: ['name'],
    upserts: (db, items) => upsertStatements(db, 'developers', items),
  }),
}
