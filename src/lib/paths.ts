// Paths that come back from the visitor (`?next=`, a form's return path): only a path on this site
// is followed, never another host (`//evil`, `/\evil`, or `/.//evil`, which a browser normalises to
// `//evil` on this host, one redirect away from another host) or one with control or format characters.

/** A stand-in origin: only the shape of what the browser would make of `next` matters here. */
const PROBE = 'https://probe.invalid'

/** `next` when it is a same-site path, else `/`. */
export function sameSitePath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}\p{Cf}]/u.test(next)) return '/'
  // Resolved as a browser resolves it: dot segments (`.`, `..`, `%2e`) removed. What stays must be on
  // this origin and must not start with `//` (a path that the trailing-slash redirect, or any other
  // code that copies a path into a URL, would turn into another host).
  let resolved: URL
  try {
    resolved = new URL(next, PROBE)
  } catch {
    return '/'
  }
  if (resolved.origin !== PROBE || resolved.pathname.startsWith('//')) return '/'
  return next
}
