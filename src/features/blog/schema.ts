// The blog's URL parameters: the topic from the menu (`/blog?topic=news`, each a shareable page) and
// the Load More page (`?page=2` shows pages 1..2, so it works without JavaScript and survives a
// reload). Anything else in the query is ignored; an unknown topic is the 404 page.
import { z } from 'zod'
import { ARTICLE_TOPICS, type ArticleTopic } from '../../modules/content/schema'

export const TOPICS = ARTICLE_TOPICS
export type Topic = ArticleTopic

/** Cards per page: three rows of three. */
export const PAGE_SIZE = 9
/** `?page=` above this is read as this (a bound on the work and the cache keys one URL can cause). */
export const MAX_PAGE = 20

/** Slugs are lowercase letters, digits and hyphens: anything else is a 404 before any query. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120)

const Page = z.coerce
  .number()
  .int()
  .min(1)
  .catch(1)
  .transform((p) => Math.min(p, MAX_PAGE))

export interface BlogQuery {
  /** Undefined: View all. */
  topic?: Topic
  page: number
}

/** The topic and page of a query, or null when the topic is not one of ours (the 404 page). */
export function parseBlogQuery(query: Record<string, string | undefined>): BlogQuery | null {
  const topic = query.topic || undefined
  if (topic !== undefined && !(TOPICS as readonly string[]).includes(topic)) return null
  return { topic: topic as Topic | undefined, page: Page.parse(query.page ?? 1) }
}

/** `?topic=news&page=2`, leaving out View all and page 1 so links stay short ("" for both). */
export function blogSearch({ topic, page }: Partial<BlogQuery>): string {
  const out = new URLSearchParams()
  if (topic) out.set('topic', topic)
  if (page && page > 1) out.set('page', String(page))
  const text = out.toString()
  return text ? `?${text}` : ''
}

/** View all opens with one lead article above the grid; a topic is the grid alone. */
export const leadCount = (topic: Topic | undefined) => (topic ? 0 : 1)

export interface Window {
  offset: number
  limit: number
}

/** Everything pages 1..page show (the page itself, with or without JavaScript before it). */
export const pagesThrough = ({ topic, page }: BlogQuery): Window => ({ offset: 0, limit: leadCount(topic) + page * PAGE_SIZE })

/** Only the cards page `page` adds (what Load More fetches). */
export const pageOnly = ({ topic, page }: BlogQuery): Window => ({ offset: leadCount(topic) + (page - 1) * PAGE_SIZE, limit: PAGE_SIZE })

/** Pages needed to show `total` articles. */
export const pageCount = (topic: Topic | undefined, total: number) => Math.max(1, Math.ceil((total - leadCount(topic)) / PAGE_SIZE))
