// CMS media on the site's own origin: a Strapi upload `/uploads/<file>` is shown as
// `/media/uploads/<file>` (proxied and edge-cached by media-routes.ts), so the CSP and the image
// pipeline never name a third-party host. Shared by the schema, the sync's mapper and the route.

/** An upload's file name as Strapi writes it (`<slug>_<hash>.<ext>`, formats prefixed `large_` etc.): no dots, no slashes. */
export const MEDIA_FILE = /^[A-Za-z0-9_-]{1,200}\.(?:svg|png|jpe?g|webp|avif|gif|SVG|PNG|JPE?G|WEBP|AVIF|GIF)$/

/** The site path of CMS media. */
export const MEDIA_PREFIX = '/media/uploads/'

/** Media types by extension: the answer's type never comes from the CMS. */
const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

export const mediaTypeOf = (file: string): string | undefined => MEDIA_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()]

/**
 * `/uploads/<file>` (relative to the CMS) or `<CMS origin>/uploads/<file>` as `/media/uploads/<file>`;
 * null for anything else (another host, a nested path, a file name outside {@link MEDIA_FILE}).
 */
export function mediaPathOf(url: string, cmsUrl: string): string | null {
  let path: string
  if (url.startsWith('/') && !url.startsWith('//')) path = url
  else {
    if (!URL.canParse(url) || !URL.canParse(cmsUrl)) return null
    const absolute = new URL(url)
    if (absolute.origin !== new URL(cmsUrl).origin || absolute.search || absolute.hash) return null
    path = absolute.pathname
  }
  const match = /^\/uploads\/([^/?#]+)$/.exec(path)
  return match?.[1] && MEDIA_FILE.test(match[1]) ? `${MEDIA_PREFIX}${match[1]}` : null
}
