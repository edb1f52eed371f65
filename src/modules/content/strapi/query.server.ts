// Query strings for the content backend, as Strapi reads them: nested keys in brackets
// (`pagination[page]=1`), arrays as `key[]=value`, values percent-encoded, keys left readable.
import qs from 'qs'

/** A query as an object: nested objects become bracketed keys, arrays become `key[]` entries. */
export type Query = Record<string, unknown>

/**
 * Parsing bounds from the spec (section 9): at most 20 array items (longer arrays become objects
 * keyed by index), 5 levels of nesting, 1000 parameters (the rest are ignored).
 */
export const PARSE_OPTIONS = { arrayLimit: 20, depth: 5, parameterLimit: 1000, ignoreQueryPrefix: true } as const satisfies qs.IParseOptions

const STRINGIFY_OPTIONS = { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true } as const satisfies qs.IStringifyOptions

/**
 * Serialises `query` with bracketed arrays and encoded values, e.g.
 * `{ pagination: { page: 1 }, sort: ['id:asc'] }` → `pagination[page]=1&sort[]=id%3Aasc`.
 * `null` and `undefined` values are left out. Returns '' for an empty query (no leading `?`).
 */
export function stringifyQuery(query: Query): string {
  return qs.stringify(query, STRINGIFY_OPTIONS)
}

/** Parses a query string (a leading `?` is ignored) within {@link PARSE_OPTIONS}. */
export function parseQuery(search: string): Query {
  return qs.parse(search, PARSE_OPTIONS)
}
