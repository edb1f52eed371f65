// Paths that come back from the visitor (`?next=`, a form's return path): only a path on this site
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
