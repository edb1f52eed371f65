// What the area pages read from D1, through the KV cache (fresh 5 minutes, stale-while-revalidate;
// the `catalog:*` family, which a content sync of projects or locations clears):
// - asking prices: per property type and bedrooms, the median AED per sq ft of the area's unit types
//   (a unit type's price from over its smallest size), with how many unit types it comes from;
// - transactions: the same medians from the imported Dubai Land Department sales
//   (scripts/dld-import.ts) in the 12 months up to the latest date imported, or nothing without data;
// - the area's projects (the newest first) and the index's figures per area.
import { type CacheOptions, cached } from '../../lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { listLocations } from '../../modules/content/data.server'
import { cardTranslations, Location, Project } from '../../modules/content/schema'

type PropertyType = Project['type']
export const AREA_CACHE_TTL = 300
/** Projects shown on a guide; the rest are one link away (the catalogue filtered to the area). */
export const GUIDE_PROJECTS = 6

type Bindings = Pick<Env, 'DB' | 'KV'>

/** A median AED per sq ft of one kind of home, and how many figures it is the median of. */
export interface PriceRow {
  type: PropertyType
  /** 0 = studio, 6 = 6 or more; null for a plot, an office or a shop (or a sale DLD gives no rooms for). */
  bedrooms: number | null
  aedPerSqft: number
  count: number
}

export interface AskingRow extends PriceRow {
  /** The lowest price from among these unit types, AED. */
  fromAed: number
  sizeSqftMin: number
  sizeSqftMax: number
}

export interface Transactions {
  rows: PriceRow[]
  /** All the area's sales of the period together. */
  all: { aedPerSqft: number; count: number }
  /** The period (YYYY-MM-DD): the 12 months up to the latest date imported. */
  from: string
  to: string
}

export interface AreaGuide {
  location: Location
  asking: AskingRow[]
  /** The median of every unit type in the area, and their number (0: no listings). */
  askingAll: { aedPerSqft: number; count: number }
  transactions: Transactions | null
  projects: Project[]
  projectCount: number
}

export interface AreaSummary {
  location: Location
  projectCount: number
  /** Median asking AED per sq ft of the area's unit types; null without listings. */
  aedPerSqft: number | null
}

/** Rows ranked within each group (`rn`, from 1, and the group's size `n`): the median is the mean of the middle one or two. */
const MEDIAN = (group: string) => `ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY v) AS rn, COUNT(*) OVER (PARTITION BY ${group}) AS n`
const MIDDLE = 'rn IN ((n + 1) / 2, (n + 2) / 2)'

const TYPE_ORDER = ['apartment', 'penthouse', 'townhouse', 'villa', 'land', 'office', 'retail']
const byTypeThenBedrooms = (a: PriceRow, b: PriceRow) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || (a.bedrooms ?? -1) - (b.bedrooms ?? -1)

async function askingPrices(db: D1Database, area: string): Promise<{ rows: AskingRow[]; all: { aedPerSqft: number; count: number } }> {
  const units = `SELECT p.type AS type, u.bedrooms AS bedrooms, u.price_aed * 1.0 / u.size_sqft_min AS v, u.price_aed AS price,
      u.size_sqft_min AS smin, u.size_sqft_max AS smax
    FROM unit_types u JOIN projects p ON p.id = u.project_id WHERE p.area = ?1 AND u.size_sqft_min > 0`
  const [groups, all] = await db.batch<Record<string, number | string | null>>([
    db
      .prepare(
        `WITH r AS (${units}), o AS (SELECT type, bedrooms, v, ${MEDIAN('type, bedrooms')},
           MIN(price) OVER (PARTITION BY type, bedrooms) AS fromAed, MIN(smin) OVER (PARTITION BY type, bedrooms) AS sizeMin,
           MAX(smax) OVER (PARTITION BY type, bedrooms) AS sizeMax FROM r)
         SELECT type, bedrooms, AVG(v) AS aedPerSqft, MAX(n) AS count, MAX(fromAed) AS fromAed, MAX(sizeMin) AS sizeSqftMin, MAX(sizeMax) AS sizeSqftMax
         FROM o WHERE ${MIDDLE} GROUP BY type, bedrooms`,
      )
      .bind(area),
    db.prepare(`WITH r AS (${units}), o AS (SELECT v, ${MEDIAN('1')} FROM r) SELECT AVG(v) AS aedPerSqft, MAX(n) AS count FROM o WHERE ${MIDDLE}`).bind(area),
  ])
  const rows = (groups?.results ?? []).map((r) => ({
    type: r.type as PropertyType,
    bedrooms: r.bedrooms === null ? null : Number(r.bedrooms),
    aedPerSqft: Number(r.aedPerSqft),
    count: Number(r.count),
    fromAed: Number(r.fromAed),
    sizeSqftMin: Number(r.sizeSqftMin),
    sizeSqftMax: Number(r.sizeSqftMax),
  }))
  const total = all?.results[0]
  return { rows: rows.sort(byTypeThenBedrooms), all: { aedPerSqft: Number(total?.aedPerSqft ?? 0), count: Number(total?.count ?? 0) } }
}

/** The first day of the 12 months that end on `to` (YYYY-MM-DD): 2026-09-30 → 2025-10-01. */
export function twelveMonthsBefore(to: string): string {
  const [year, month] = to.split('-').map(Number) as [number, number]
  const start = new Date(Date.UTC(year - 1, month, 1))
  return start.toISOString().slice(0, 10)
}

async function transactionPrices(db: D1Database, area: string): Promise<Transactions | null> {
  const latest = await db.prepare('SELECT MAX(date) AS to_date FROM dld_transactions').first<{ to_date: string | null }>()
  if (!latest?.to_date) return null
  const to = latest.to_date
  const from = twelveMonthsBefore(to)
  const sales = 'SELECT type, bedrooms, aed_per_sqft AS v FROM dld_transactions WHERE area = ?1 AND date BETWEEN ?2 AND ?3'
  const [groups, all] = await db.batch<Record<string, number | string | null>>([
    db
      .prepare(
        `WITH r AS (${sales}), o AS (SELECT type, bedrooms, v, ${MEDIAN('type, bedrooms')} FROM r)
         SELECT type, bedrooms, AVG(v) AS aedPerSqft, MAX(n) AS count FROM o WHERE ${MIDDLE} GROUP BY type, bedrooms`,
      )
      .bind(area, from, to),
    db
      .prepare(`WITH r AS (${sales}), o AS (SELECT v, ${MEDIAN('1')} FROM r) SELECT AVG(v) AS aedPerSqft, MAX(n) AS count FROM o WHERE ${MIDDLE}`)
      .bind(area, from, to),
  ])
  const total = all?.results[0]
  const count = Number(total?.count ?? 0)
  if (!count) return null
  const rows = (groups?.results ?? []).map((r) => ({
    type: r.type as PropertyType,
    bedrooms: r.bedrooms === null ? null : Number(r.bedrooms),
    aedPerSqft: Number(r.aedPerSqft),
    count: Number(r.count),
  }))
  return { rows: rows.sort(byTypeThenBedrooms), all: { aedPerSqft: Number(total?.aedPerSqft), count }, from, to }
}

/** A project as its card needs it (first photo, title and development per locale), not its 13 descriptions: the guide's cache entry stays small. */
const forCard = (project: Project): Project => ({
  ...project,
  description: '',
  photos: project.photos.slice(0, 1),
  floorPlans: [],
  translations: cardTranslations(project),
})

async function readGuide(db: D1Database, slug: string): Promise<AreaGuide | null> {
  const row = await db.prepare('SELECT data FROM locations WHERE slug = ?').bind(slug).first<{ data: string }>()
  if (!row) return null
  const [asking, transactions, listed] = await Promise.all([
    askingPrices(db, slug),
    transactionPrices(db, slug),
    db.batch<{ data?: string; n?: number }>([
      db.prepare('SELECT data FROM projects WHERE area = ? ORDER BY featured DESC, published_at DESC, id DESC LIMIT ?').bind(slug, GUIDE_PROJECTS),
      db.prepare('SELECT COUNT(*) AS n FROM projects WHERE area = ?').bind(slug),
    ]),
  ])
  const [projects, count] = listed
  return {
    location: Location.parse(JSON.parse(row.data)),
    asking: asking.rows,
    askingAll: asking.all,
    transactions,
    projects: (projects?.results ?? []).map((p) => forCard(Project.parse(JSON.parse(p.data ?? '{}')))),
    projectCount: Number(count?.results[0]?.n ?? 0),
  }
}

/** The guide of the area `slug`, or null when there is no such area. */
export const loadAreaGuide = (env: Bindings, slug: string, options: Omit<CacheOptions, 'ttl'>): Promise<AreaGuide | null> =>
  cached(env.KV, keyIn(CONTENT_CACHE_KEYS.catalog, 'area-guide', slug), { ttl: AREA_CACHE_TTL, ...options }, () => readGuide(env.DB, slug))

async function readSummaries(db: D1Database): Promise<AreaSummary[]> {
  const [locations, figures] = await Promise.all([
    listLocations(db),
    db
      .prepare(
        `WITH r AS (SELECT p.area AS area, u.price_aed * 1.0 / u.size_sqft_min AS v FROM unit_types u JOIN projects p ON p.id = u.project_id WHERE u.size_sqft_min > 0),
           o AS (SELECT area, v, ${MEDIAN('area')} FROM r),
           m AS (SELECT area, AVG(v) AS aedPerSqft FROM o WHERE ${MIDDLE} GROUP BY area)
         SELECT l.slug AS area, m.aedPerSqft AS aedPerSqft, (SELECT COUNT(*) FROM projects p WHERE p.area = l.slug) AS projects
         FROM locations l LEFT JOIN m ON m.area = l.slug`,
      )
      .all<{ area: string; aedPerSqft: number | null; projects: number }>(),
  ])
  const by = new Map(figures.results.map((f) => [f.area, f]))
  return locations.map((location) => {
    const f = by.get(location.slug)
    return { location, projectCount: Number(f?.projects ?? 0), aedPerSqft: f?.aedPerSqft == null ? null : Number(f.aedPerSqft) }
  })
}

/** Every area with its number of projects and median asking price per sq ft (spotlight areas first, then by name). */
export const loadAreaSummaries = (env: Bindings, options: Omit<CacheOptions, 'ttl'>): Promise<AreaSummary[]> =>
  cached(env.KV, keyIn(CONTENT_CACHE_KEYS.catalog, 'area-index'), { ttl: AREA_CACHE_TTL, ...options }, () => readSummaries(env.DB))
