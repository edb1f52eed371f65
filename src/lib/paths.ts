// Paths that come back from the visitor (`?next=`, a form's return path), and the path of a
// project's page. Of the first, only a path on this site
// is followed, never another host (`//evil`, `/\evil`, or `/.//evil`, which a browser normalises to
// `//evil` on this host, one redirect away from another host) or one with control or format characters.

/** A stand-in origin: only the shape of what the browser would make of `next` matters here. */
const PROBE = 'https://probe.invalid'

/**
 * True when `location`, resolved against `base` as a browser would (dot segments, `\\`, `%2e`),
 * lands on one of `origins` at a path that does not start with `//` (one redirect from another host).
 */
export function staysOnSite(location: string, base: string, origins: readonly string[]): boolean {
  let target: URL
  try {
    target = new URL(location, base)
  } catch {
    return false
  }
  return origins.includes(target.origin) && !target.pathname.startsWith('//')
}

/** `next` when it is a same-site path, else `/`. */
export function sameSitePath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}\p{Cf}]/u.test(next)) return '/'
  return staysOnSite(next, PROBE, [PROBE]) ? next : '/'
}

/**
 * The site path of a project's page: its id, then its slug for people and search engines to read
 * (`/catalog/1-marina-crest-residences`). The id alone finds it; any other path 301s here.
 */
export const projectPath = (project: { id: number; slug: string }) => `/catalog/${project.id}-${project.slug}`

/** The project id of a property page's path (`/catalog/1-marina-crest-residences`, `/catalog/1`), if it is one. */
export function projectIdOfPath(path: string): number | undefined {
  const id = Number(path.match(/^\/catalog\/([1-9][0-9]{0,8})(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?$/)?.[1])
  return id || undefined
}

/** The site path of an area's guide (`/areas/dubai-marina`). */
export const areaPath = (slug: string) => `/areas/${slug}`
/** The site path of a developer's page (`/developers/emaar`). */
export const developerPath = (slug: string) => `/developers/${slug}`

/** The site path of a consultant's page (`/consultants/layla-haddad`, see consultantSlug). */
export const consultantPath = (slug: string) => `/consultants/${slug}`
