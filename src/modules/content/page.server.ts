// One page of a backend collection, read into plain records named as our schemas name them.
// Version 4: { data: [{ id, attributes: {...} }], meta: { pagination } }, relations nested as
// { data: ... }; version 5: { data: [{ id, documentId, ...fields }], meta }; version 3: a bare array.
import type { StrapiVersion } from './strapi/errors'
import type { Query } from './strapi/query.server'

export interface Page {
  records: unknown[]
  /** Pages in the collection, when the backend says (v4/v5 `meta.pagination.pageCount`). */
  pageCount?: number
  /** Records in the collection, when the backend says (v4/v5 `meta.pagination.total`). */
  total?: number
}

/**
 * The list query for `page` (1-based): stable order, every relation populated, and on version 5 the
 * locale asked for (Strapi 5 answers one locale per request). Version 5 sorts on `documentId`, which
 * publishing never changes: sorted on `id`, a document published during the pull could move to a
 * page already read and be missed.
 */
export function pageQuery(version: StrapiVersion, page: number, pageSize: number, locale?: string): Query {
  if (version === 3) return { _start: (page - 1) * pageSize, _limit: pageSize, _sort: 'id:ASC' }
  if (version === 5) return { pagination: { page, pageSize }, populate: '*', sort: ['documentId:asc'], ...(locale ? { locale } : {}) }
  return { pagination: { page, pageSize }, populate: '*', sort: ['id:asc'] }
}

/** Reads a list answer; throws when it has neither shape (the pull then fails, nothing is written). */
export function readPage(body: unknown): Page {
  if (Array.isArray(body)) return { records: body.map(toRecord) }
  if (!isObject(body) || !Array.isArray(body.data)) throw new Error('unexpected answer: no data list')
  const pagination = isObject(body.meta) && isObject(body.meta.pagination) ? body.meta.pagination : {}
  const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined)
  return { records: body.data.map(toRecord), pageCount: count(pagination.pageCount), total: count(pagination.total) }
}

/** A flat record: v4 attributes lifted beside the id, v4 relations unwrapped, dates as our schemas want them. */
export function toRecord(item: unknown): unknown {
  if (!isObject(item)) return item
  const record: Record<string, unknown> = isObject(item.attributes) ? { ...unwrapRelations(item.attributes), id: item.id } : { ...item }
  // The backend's own `publishedAt` (draft & publish) is a timestamp; ours is a date.
  if (typeof record.publishedAt === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(record.publishedAt)) record.publishedAt = record.publishedAt.slice(0, 10)
  return record
}

/** v4 wraps relations and media: `{ data: { id, attributes } }`, `{ data: [...] }` or `{ data: null }`. */
function unwrapRelations(attributes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(attributes)) {
    const wrapped = isObject(value) && 'data' in value && Object.keys(value).every((k) => k === 'data' || k === 'meta')
    out[name] = wrapped ? unwrap(value.data) : value
  }
  return out
}

const unwrap = (data: unknown): unknown =>
  Array.isArray(data) ? data.map(unwrap) : isObject(data) && isObject(data.attributes) ? { ...unwrapRelations(data.attributes), id: data.id } : data

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
