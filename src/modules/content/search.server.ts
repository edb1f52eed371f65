// The one search box (issue 13 item 2): free text over areas, communities, developers and projects,
// in every script, any word order, a typo forgiven. The indexes are SQLite FTS5 tables kept by
// triggers (migrations/0010_search.sql); this module turns what was typed into safe MATCH
// expressions, ranks the places and projects it finds for the suggestions, and corrects a word that
// matches nothing to the nearest indexed word ("did you mean").

import { type CacheOptions, cached } from '../../lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from './cache-keys'

/** At most this many words of a query count (a pasted paragraph cannot make a huge MATCH). */
const MAX_TOKENS = 12
/** A word longer than this is cut (no place name is longer). */
const MAX_TOKEN_LENGTH = 40

/**
 * The words of `text` as the index has them: Unicode letters and digits (any script), lower-cased,
 * Arabic vowel marks and tatweel dropped (names are indexed without them) and Arabic spelling
 * variants folded as the index folds them (migrations/0019: أ إ آ ٱ → ا, ى → ي, ة → ه, Lucene's
 * ArabicNormalizer), accents left for FTS5's tokenizer to fold. Everything else (quotes, `*`, `:`,
 * `-`, SQL) only separates words, so no input can form FTS5 syntax.
 */
export function searchTokens(text: string): string[] {
  const cleaned = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
  return [...cleaned.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0].slice(0, MAX_TOKEN_LENGTH)).slice(0, MAX_TOKENS)
}

/** Every word, as a prefix (type-ahead: "marin cre" finds Marina Crest), in any order; optionally in one column. */
export function matchExpression(tokens: readonly string[], column?: string): string {
  const words = tokens.map((token) => `"${token}"*`).join(' ')
  return column ? `{${column}} : (${words})` : words
}

/** Lower-cased, accents and Arabic marks removed: how two names are compared for "exact". */
export function foldName(text: string): string {
  return searchTokens(text.normalize('NFD').replace(/\p{M}/gu, '')).join(' ')
}

export type PlaceKind = 'area' | 'community' | 'developer'

export interface Place {
  kind: PlaceKind
  /** The area's slug, the community's or developer's name. */
  ref: string
  /** The name per locale (English under `en`). */
  labels: Record<string, string>
  /** The area (slug) a community is in; an area's own slug. */
  area: string | null
}

export interface ProjectHit {
  id: number
  slug: string
  title: string
  /** The title per locale, where translated. */
  titles: Record<string, string>
  area: string
  development: string
}

export interface SuggestionResults {
  places: (Place & { projects: number })[]
  projects: ProjectHit[]
}

/** The name of `labels` in `locale`, else English. */
export const labelIn = (labels: Record<string, string>, locale: string): string => labels[locale] ?? labels.en ?? ''

/** Suggestions per group: the box lists at most this many of each. */
export const SUGGESTION_LIMITS = { area: 4, community: 5, developer: 3, project: 5 } as const

const KIND_ORDER: Record<PlaceKind, number> = { area: 0, community: 1, developer: 2 }

/**
 * How well a name answers the query: 0 exact (in any of its languages), 1 starts with it, 2 a word
 * starts with it, 3 otherwise matched (the FTS index found it for some other word).
 */
function closeness(names: readonly string[], query: string): number {
  let best = 3
  for (const name of names) {
    const folded = foldName(name)
    if (folded === query) return 0
    if (folded.startsWith(query)) best = Math.min(best, 1)
    else if (folded.includes(` ${query}`)) best = Math.min(best, 2)
  }
  return best
}

/** Places and projects for the suggestions of `text`, best first within each group. */
export async function suggest(db: D1Database, text: string): Promise<SuggestionResults> {
  const tokens = searchTokens(text)
  if (tokens.length === 0) return { places: [], projects: [] }
  const [placeRows, projectRows] = await db.batch([
    db.prepare('SELECT kind, ref, labels, area, rank FROM search_places WHERE search_places MATCH ? ORDER BY rank LIMIT 40').bind(matchExpression(tokens)),
    // Projects by their title only (the context would list every project of "Dubai"); the real
    // catalogue's ids come first, so no rank is needed over thousands of matches.
    db
      .prepare(
        `SELECT p.id, p.slug, p.title, p.area, p.development, json_extract(p.data, '$.translations') AS translations
         FROM projects p WHERE p.id IN (SELECT rowid FROM search_projects WHERE search_projects MATCH ? LIMIT 60) LIMIT 60`,
      )
      .bind(matchExpression(tokens, 'title')),
  ])
  const query = foldName(text)
  const places = ((placeRows?.results ?? []) as { kind: PlaceKind; ref: string; labels: string; aliases: string | null; area: string | null; rank: number }[])
    .map((row) => ({
      place: { kind: row.kind, ref: row.ref, labels: parseLabels(row.labels), area: row.area, rank: row.rank },
      score: closeness([...Object.values(parseLabels(row.labels)), ...parseList(row.aliases)], query),
    }))
    .sort((a, b) => a.score - b.score || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || a.place.rank - b.place.rank)
    .map(({ place: { rank: _, ...place } }) => place)
  const projects = ((projectRows?.results ?? []) as (Omit<ProjectHit, 'titles'> & { translations: string | null })[])
    .map(({ translations, ...row }) => ({ ...row, titles: titlesOf(translations) }))
    .map((hit) => ({ hit, score: closeness([hit.title, ...Object.values(hit.titles)], query) }))
    .sort((a, b) => a.score - b.score || a.hit.id - b.hit.id)
    .map(({ hit }) => hit)
    .slice(0, SUGGESTION_LIMITS.project)
  const kept = keepPerKind(places)
  return { places: await withCounts(db, kept), projects }
}

function keepPerKind(places: Place[]): Place[] {
  const seen = new Map<PlaceKind, number>()
  return places.filter((place) => {
    const n = (seen.get(place.kind) ?? 0) + 1
    seen.set(place.kind, n)
    return n <= SUGGESTION_LIMITS[place.kind]
  })
}

/** Each place with the number of projects it has on the site ("Dubai Marina · 6 projects"). */
async function withCounts(db: D1Database, places: Place[]): Promise<SuggestionResults['places']> {
  const areas = places.filter((p) => p.kind === 'area').map((p) => p.ref)
  const groups = places.filter((p) => p.kind !== 'area')
  const statements = [
    areas.length
      ? db.prepare(`SELECT area AS ref, COUNT(*) AS n FROM projects WHERE area IN (${areas.map(() => '?').join(', ')}) GROUP BY area`).bind(...areas)
      : null,
    groups.length
      ? db
          .prepare(`SELECT kind || ':' || ref AS ref, projects AS n FROM search_groups WHERE ${groups.map(() => '(kind = ? AND ref = ?)').join(' OR ')}`)
          .bind(...groups.flatMap((g) => [g.kind, g.ref]))
      : null,
  ].filter((s): s is D1PreparedStatement => s !== null)
  const results = statements.length ? await db.batch(statements) : []
  const counts = new Map<string, number>()
  for (const result of results) for (const row of (result.results ?? []) as { ref: string; n: number }[]) counts.set(row.ref, Number(row.n))
  return places.map((place) => ({ ...place, projects: counts.get(place.kind === 'area' ? place.ref : `${place.kind}:${place.ref}`) ?? 0 }))
}

const parseLabels = (json: string | null): Record<string, string> => {
  try {
    const value = JSON.parse(json ?? '{}') as Record<string, unknown>
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
  } catch {
    return {}
  }
}

const parseList = (json: string | null): string[] => {
  try {
    const value = JSON.parse(json ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

const titlesOf = (json: string | null): Record<string, string> => {
  try {
    const value = JSON.parse(json ?? '{}') as Record<string, { title?: unknown }>
    return Object.fromEntries(Object.entries(value).flatMap(([locale, t]) => (typeof t?.title === 'string' && t.title ? [[locale, t.title]] : [])))
  } catch {
    return {}
  }
}

/**
 * What a location text means for the catalogue: an area, a community or a developer when it is
 * exactly one's name (in any language), else the projects whose names or places contain its words.
 */
export type LocationMatch = { kind: 'area'; slug: string } | { kind: 'community'; name: string } | { kind: 'text'; match: string } | { kind: 'none' }

const AREA_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/

export async function resolveLocation(db: D1Database, text: string): Promise<LocationMatch> {
  const tokens = searchTokens(text)
  if (tokens.length === 0) return { kind: 'none' }
  // An area's slug (the links of cards, guides and the home page): an area some project is in.
  if (AREA_SLUG.test(text) && (await db.prepare('SELECT 1 FROM projects WHERE area = ? LIMIT 1').bind(text).first())) return { kind: 'area', slug: text }
  const query = foldName(text)
  const rows = await db
    .prepare('SELECT kind, ref, labels, aliases FROM search_places WHERE search_places MATCH ? LIMIT 20')
    .bind(tokens.map((token) => `"${token}"`).join(' '))
    .all<{ kind: PlaceKind; ref: string; labels: string; aliases: string | null }>()
  const names = (row: { labels: string; aliases: string | null }) => [...Object.values(parseLabels(row.labels)), ...parseList(row.aliases)]
  const exact = (rows.results ?? [])
    .filter((row) => names(row).some((name) => foldName(name) === query) || (row.kind === 'area' && row.ref === text))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])[0]
  if (exact?.kind === 'area') return { kind: 'area', slug: exact.ref }
  if (exact?.kind === 'community') return { kind: 'community', name: exact.ref }
  // A developer's projects: its name among each project's context words (no index on the column).
  if (exact?.kind === 'developer')
    return {
      kind: 'text',
      match: `{context} : (${searchTokens(exact.ref)
        .map((t) => `"${t}"`)
        .join(' ')})`,
    }
  return { kind: 'text', match: matchExpression(tokens) }
}

/** One word of the indexes and the number of rows it is in. */
type Word = [term: string, docs: number]

/** The indexes' words, for corrections: cleared with the catalogue by a sync. */
export const SEARCH_WORDS_CACHE_KEY = keyIn(CONTENT_CACHE_KEYS.catalog, 'words')

async function listWords(db: D1Database): Promise<Word[]> {
  const { results } = await db
    .prepare(
      'SELECT term, SUM(doc) AS docs FROM (SELECT term, doc FROM search_places_words UNION ALL SELECT term, doc FROM search_projects_words) GROUP BY term',
    )
    .all<{ term: string; docs: number }>()
  return (results ?? []).map((row) => [row.term, Number(row.docs)])
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    let smallest = i
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1)
      current.push(value)
      smallest = Math.min(smallest, value)
    }
    if (smallest > max) return max + 1
    before = previous
    previous = current
  }
  return previous[y.length] ?? max + 1
}

/** Edits forgiven in a word of this many letters: none under 4 (too many short words are near each other), 1 up to 7, then 2. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2)

/**
 * The nearest indexed word to each word of `tokens` that no indexed word starts with (the typed word
 * may itself be the start of a longer one: "binghat" is compared with "binghatti" cut to its length
 * ±1), preferring fewer edits, then the commoner word. Undefined when every word is found already or
 * one has no near word.
 */
export function correctTokens(tokens: readonly string[], words: readonly Word[]): string[] | undefined {
  let changed = false
  const corrected: string[] = []
  for (const token of tokens) {
    if (words.some(([term]) => term.startsWith(token))) {
      corrected.push(token)
      continue
    }
    const max = allowedEdits([...token].length)
    if (max === 0) return undefined
    let best: { term: string; distance: number; docs: number } | undefined
    for (const [term, docs] of words) {
      const letters = [...term]
      for (const cut of [letters.length, ...[-1, 0, 1].map((d) => [...token].length + d)]) {
        if (cut < 2 || cut > letters.length) continue
        const distance = editDistance(token, letters.slice(0, cut).join(''), max)
        if (distance > max) continue
        if (!best || distance < best.distance || (distance === best.distance && docs > best.docs)) best = { term, distance, docs }
      }
    }
    if (!best) return undefined
    corrected.push(best.term)
    changed = true
  }
  return changed ? corrected : undefined
}

/** The correction of `text` ("binghati jvc" → "binghatti jvc"), when one of its words matches nothing. */
export async function correctQuery(
  env: { DB: D1Database; KV: KVNamespace },
  text: string,
  options: Pick<CacheOptions, 'waitUntil'> = {},
): Promise<string | undefined> {
  const tokens = searchTokens(text)
  if (tokens.length === 0) return undefined
  const words = await cached(env.KV, SEARCH_WORDS_CACHE_KEY, { ttl: 3600, ...options }, () => listWords(env.DB))
  return correctTokens(tokens, words)?.join(' ')
}
