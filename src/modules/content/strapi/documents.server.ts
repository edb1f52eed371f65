// Strapi 5 documents (and v4 entries, where it costs little) to records in the site's schema shape:
// `null` means absent everywhere, media objects (also one inside a component: a unit type's floor
// plan) become the site's Image (served same-origin under /media/uploads/, see
// src/modules/content/media.ts), decimal strings numbers, Blocks rich text HTML, the site's own
// `publicationDate` becomes `publishedAt`, and a locale version contributes its localized fields only.
// The identity (documentId → the site's numeric id) is resolved later by identity.server.ts.
import type { z } from 'zod'
import type { SyncEntity } from '../config.server'
import { mediaPathOf } from '../media'
import { toRecord } from '../page.server'
import { Article, Consultant, Developer, Faq, Location, Project } from '../schema'
import { blocksToHtml } from './blocks.server'

type Doc = Record<string, unknown>

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What the sync needs to know about a document besides its fields. */
export interface DocumentMeta {
  /** Strapi 5's stable identity; absent on v3/v4 entries (their `id` is then the site's id). */
  documentId?: string
  /** Strapi's numeric id of this locale version (it changes on every publish in Strapi 5). */
  strapiId?: number
  /** The site id an editor (or the bootstrap) set, when valid. */
  siteId?: number
}

export interface MappedDocument {
  record: Doc
  meta: DocumentMeta
}

/** Media fields per entity: single ones hold one object, the others a list. */
const MEDIA_FIELDS: Partial<Record<SyncEntity, Record<string, 'single' | 'multiple'>>> = {
  locations: { image: 'single' },
  consultants: { photo: 'single' },
  projects: { photos: 'multiple', floorPlans: 'multiple' },
  articles: { cover: 'single' },
  partners: { logo: 'single' },
  developers: { logo: 'single' },
}

/** The field whose text stands in for a media's missing alternative text. */
const ALT_FALLBACK: Partial<Record<SyncEntity, string>> = {
  locations: 'name',
  consultants: 'name',
  projects: 'title',
  articles: 'title',
  partners: 'name',
  developers: 'name',
}

/** The fields of an entity's `translations[locale]`, each with its schema (the schema.ts contract). */
const PROJECT_TEXT = Project.shape.translations.unwrap().valueType.shape
const LOCATION_TEXT = Location.shape.translations.unwrap().valueType.shape
const ARTICLE_TEXT = Article.shape.translations.unwrap().valueType.shape
const DEVELOPER_TEXT = Developer.shape.translations.unwrap().valueType.shape

/**
 * Localized fields (the content model: they differ per locale) with the schema each value must pass.
 * A locale's media are the English ones (not localized): its alt texts come as photoAlts/planAlts
 * (by position), imageAlt and coverAlt.
 */
export const LOCALIZED_FIELDS: Partial<Record<SyncEntity, Record<string, z.ZodType>>> = {
  locations: {
    name: LOCATION_TEXT.name,
    description: LOCATION_TEXT.description,
    imageAlt: LOCATION_TEXT.imageAlt,
    aliases: LOCATION_TEXT.aliases,
    overview: LOCATION_TEXT.overview,
    whereItIs: LOCATION_TEXT.whereItIs,
    highlights: LOCATION_TEXT.highlights,
    travelTimes: LOCATION_TEXT.travelTimes,
    schools: LOCATION_TEXT.schools,
    transport: LOCATION_TEXT.transport,
    faqs: LOCATION_TEXT.faqs,
  },
  consultants: { role: Consultant.shape.role },
  projects: {
    title: PROJECT_TEXT.title,
    description: PROJECT_TEXT.description,
    development: PROJECT_TEXT.development,
    paymentPlan: PROJECT_TEXT.paymentPlan,
    travelTimes: PROJECT_TEXT.travelTimes,
    photoAlts: PROJECT_TEXT.photoAlts,
    planAlts: PROJECT_TEXT.planAlts,
  },
  faqs: { question: Faq.shape.question, answer: Faq.shape.answer },
  articles: {
    title: ARTICLE_TEXT.title,
    excerpt: ARTICLE_TEXT.excerpt,
    body: ARTICLE_TEXT.body,
    takeaways: ARTICLE_TEXT.takeaways,
    coverAlt: ARTICLE_TEXT.coverAlt,
  },
  developers: {
    headquarters: DEVELOPER_TEXT.headquarters,
    summary: DEVELOPER_TEXT.summary,
    trackRecord: DEVELOPER_TEXT.trackRecord,
    notableProjects: DEVELOPER_TEXT.notableProjects,
    handoverNote: DEVELOPER_TEXT.handoverNote,
  },
}

/**
 * Lists whose items go by position (the nth alt text is the nth photo's): a gap (null or empty) in
 * one would shift every later item onto the wrong image once nulls are dropped, so such a list is
 * left out whole (English alts show).
 */
const POSITIONAL: Partial<Record<SyncEntity, readonly string[]>> = { projects: ['photoAlts', 'planAlts'] }

/** Strapi's own bookkeeping, never a site field. */
const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'createdBy', 'updatedBy', 'siteId']

/** Decimal fields: Strapi on Postgres answers them as strings. */
const DECIMALS: Partial<Record<SyncEntity, string[]>> = { projects: ['sizeSqftMin', 'sizeSqftMax'], locations: ['rentAedSqftYear'] }

/**
 * What to map in the items of a repeatable component, or in a single one (a point on the map):
 * decimals (strings on Postgres), a date (cut to YYYY-MM-DD should it come as a timestamp) and a
 * single media (to the site's Image).
 */
const COMPONENT_FIELDS: Partial<Record<SyncEntity, Record<string, { decimals: string[]; date?: string; media?: string }>>> = {
  projects: {
    paymentPlan: { decimals: ['percent'], date: 'due' },
    unitTypes: { decimals: ['sizeSqftMin', 'sizeSqftMax', 'serviceChargeAedSqft'], media: 'floorPlan' },
    coordinates: { decimals: ['lat', 'lng'] },
  },
  locations: { center: { decimals: ['lat', 'lng'] } },
}

/** Width and height given to an SVG the upload stored without a size (its aspect is the site's photo 3:2). */
export const SVG_DEFAULT_SIZE = { width: 1200, height: 800 } as const

/** `null` is "absent": removed from objects, dropped from lists, at every depth. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(withoutNulls)
  if (!isObject(value)) return value
  const out: Doc = {}
  for (const [key, item] of Object.entries(value)) if (item !== null && item !== undefined) out[key] = withoutNulls(item)
  return out
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/**
 * A Strapi media object to the site's Image: the URL (relative to the CMS, or absolute on the CMS's
 * origin) becomes `/media/uploads/<file>`; alt from `alternativeText`, else the caption, else
 * `fallbackAlt`. An image already in the site's shape (`src`) passes. Anything else stays as it
 * is, so the schema rejects it and the record is skipped with a log line.
 */
export function toImage(media: unknown, cmsUrl: string, fallbackAlt?: string): unknown {
  if (!isObject(media) || typeof media.url !== 'string') return media
  const src = mediaPathOf(media.url, cmsUrl)
  if (!src) return media
  const alt = [media.alternativeText, media.caption, fallbackAlt].find((t): t is string => typeof t === 'string' && t.trim() !== '')
  let width = positiveInt(media.width)
  let height = positiveInt(media.height)
  if ((!width || !height) && (src.toLowerCase().endsWith('.svg') || media.mime === 'image/svg+xml')) ({ width, height } = SVG_DEFAULT_SIZE)
  return { src, alt: alt?.trim(), width, height }
}

/** The text that stands in for a media's missing alternative text (the document's title or name). */
function fallbackAltOf(entity: SyncEntity, doc: Doc): string | undefined {
  const field = ALT_FALLBACK[entity]
  return field && typeof doc[field] === 'string' ? (doc[field] as string) : undefined
}

function mapMedia(entity: SyncEntity, doc: Doc, cmsUrl: string): void {
  const alt = fallbackAltOf(entity, doc)
  for (const [field, kind] of Object.entries(MEDIA_FIELDS[entity] ?? {})) {
    const value = doc[field]
    if (value === undefined) continue
    if (kind === 'multiple') doc[field] = Array.isArray(value) ? value.map((m) => toImage(m, cmsUrl, alt)) : [toImage(value, cmsUrl, alt)]
    else doc[field] = toImage(Array.isArray(value) ? value[0] : value, cmsUrl, alt)
  }
}

const dateOf = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined)

const numberOf = (value: unknown): unknown => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value)

/** The entity's components (each item of a repeatable one) with their decimals, date and media mapped (COMPONENT_FIELDS). */
function mapComponents(entity: SyncEntity, doc: Doc, cmsUrl: string): void {
  const alt = fallbackAltOf(entity, doc)
  for (const [field, { decimals, date, media }] of Object.entries(COMPONENT_FIELDS[entity] ?? {})) {
    const value = doc[field]
    const single = isObject(value)
    const items = single ? [value] : value
    if (!Array.isArray(items)) continue
    const mapped = items.map((item) => {
      if (!isObject(item)) return item
      const out: Doc = { ...item }
      for (const decimal of decimals) if (decimal in out) out[decimal] = numberOf(out[decimal])
      if (date && typeof out[date] === 'string') out[date] = dateOf(out[date]) ?? out[date]
      if (media && out[media] !== undefined) out[media] = toImage(out[media], cmsUrl, alt)
      return out
    })
    doc[field] = single ? mapped[0] : mapped
  }
}

/** Rich text: Blocks JSON becomes HTML (images through the same media mapping), Markdown or HTML strings pass. */
function richText(value: unknown, cmsUrl: string): unknown {
  if (!Array.isArray(value)) return value
  return blocksToHtml(value, (media) => {
    const image = toImage(media, cmsUrl, 'Image')
    return isObject(image) && typeof image.src === 'string' && image.src.startsWith('/') && typeof image.width === 'number'
      ? (image as { src: string; alt: string; width: number; height: number })
      : null
  })
}

/**
 * One document (any locale) as the site's record: fields named as the schemas name them, nothing
 * validated yet. `cmsUrl` resolves relative media URLs.
 */
export function mapDocument(entity: SyncEntity, raw: unknown, cmsUrl: string): MappedDocument {
  // toRecord (the page reader's v4 unwrapping, and a publishedAt timestamp cut to its date) is idempotent:
  // the sync hands over records it already read, a test may hand a raw v4 item.
  const flat = withoutNulls(toRecord(raw))
  if (!isObject(flat)) return { record: flat as Doc, meta: {} }
  const doc: Doc = { ...flat }
  const meta: DocumentMeta = {
    ...(typeof doc.documentId === 'string' && doc.documentId ? { documentId: doc.documentId } : {}),
    ...(positiveInt(doc.id) ? { strapiId: positiveInt(doc.id) } : {}),
    ...(positiveInt(doc.siteId) ? { siteId: positiveInt(doc.siteId) } : {}),
  }
  if (meta.documentId) {
    // Strapi 5: the site's date is `publicationDate`; Strapi's `publishedAt` moves on every publish.
    // A document without one falls back to its creation date (which publishing does not move).
    if (entity === 'projects' || entity === 'articles') {
      const date = dateOf(doc.publicationDate) ?? dateOf(doc.createdAt)
      doc.publishedAt = date
    }
    for (const field of SYSTEM_FIELDS) if (field !== 'publishedAt' || (entity !== 'projects' && entity !== 'articles')) delete doc[field]
    delete doc.publicationDate
  } else {
    // v3/v4: the numeric id is the site's id; the backend's publishedAt (cut to its date by toRecord) is the date.
    if (typeof doc.publicationDate === 'string') {
      doc.publishedAt = dateOf(doc.publicationDate)
      delete doc.publicationDate
    }
  }
  for (const field of DECIMALS[entity] ?? []) if (field in doc) doc[field] = numberOf(doc[field])
  if (entity === 'articles') {
    doc.body = richText(doc.body, cmsUrl)
    if (isObject(doc.translations)) for (const t of Object.values(doc.translations)) if (isObject(t) && Array.isArray(t.body)) t.body = richText(t.body, cmsUrl)
  }
  mapMedia(entity, doc, cmsUrl)
  mapComponents(entity, doc, cmsUrl)
  return { record: doc, meta }
}

/**
 * The localized fields of a locale version that pass their schema (an empty or invalid one is left
 * out, so English shows there): `{}` when nothing is usable.
 */
export function localizedPart(entity: SyncEntity, raw: unknown, cmsUrl: string): Record<string, unknown> {
  const fields = LOCALIZED_FIELDS[entity]
  if (!fields) return {}
  const { record } = mapDocument(entity, raw, cmsUrl)
  const source = toRecord(raw)
  const out: Record<string, unknown> = {}
  for (const [field, schema] of Object.entries(fields)) {
    const value = record?.[field]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue
    const items = isObject(source) ? source[field] : undefined
    if (POSITIONAL[entity]?.includes(field) && Array.isArray(items) && items.some((item) => typeof item !== 'string' || item.trim() === '')) continue
    const parsed = schema.safeParse(value)
    if (parsed.success) out[field] = parsed.data
  }
  return out
}
