// The site's public origin comes from configuration only (SITE_URL), never from the request: a
// Host or X-Forwarded-Host header must not decide canonical, hreflang, og:url/og:image, JSON-LD,
// share links, a lead's source_code or a cache key (security review F2).

let warned = false

/**
 * The configured public origin (`https://marsa.ae`, no trailing slash). Empty SITE_URL: `''`, so
 * links come out root-relative, and the spec's warning is logged once per isolate.
 */
export function siteOrigin(env: { SITE_URL?: string }): string {
  const configured = env.SITE_URL?.trim() ?? ''
  if (!configured) {
    if (!warned) console.warn('I18n baseUrl is required to generate valid SEO tag links.')
    warned = true
    return ''
  }
  return new URL(configured).origin
}

/** The host of the configured origin (`marsa.ae`), as the lead backend's `source_code`; `''` when unset. */
export function siteHost(env: { SITE_URL?: string }): string {
  const origin = siteOrigin(env)
  return origin ? new URL(origin).host : ''
}
