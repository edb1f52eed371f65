// Paths that come back from the visitor (`?next=`, a form's return path): only a path on this site
// is followed, never another host (`//evil`, `/\evil`) or one with control or format characters.

/** `next` when it is a same-site path, else `/`. */
export function sameSitePath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}\p{Cf}]/u.test(next)) return '/'
  return next
}
