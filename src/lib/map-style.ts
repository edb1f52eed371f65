// The catalogue map's configured style (MAP_STYLE_URL; docs/decisions/022-map.md): a MapLibre style
// JSON at an absolute http(s) URL. Empty or anything else: no style, the project's drawn map.

/** MAP_STYLE_URL as a URL (no credentials), or undefined: the drawn map, nothing loads, no host in the CSP. */
export function mapStyle(configured: string | undefined): URL | undefined {
  if (!configured?.trim()) return undefined
  try {
    const url = new URL(configured.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : undefined
  } catch {
    return undefined
  }
}
