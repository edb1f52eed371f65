// The site's public origin comes from configuration only (SITE_URL), never from the request: a
// Host or X-Forwarded-Host header must not decide canonical, hreflang, og:url/og:image, JSON-LD,
// share links, a lead's source_code or a cache key (security review F2).

let warned = false

/** The spec's warning when SITE_URL is empty (links are then root-relative). */
const NO_BASE_URL_WARNING = 'I18n baseUrl is required to generate valid SEO tag links.'

/** Thrown for a SITE_URL that is missing or not an http(s) URL: the message says what to set. */
export class SiteUrlError extends Error {
  override name = 'SiteUrlError'
}

/**
 * The origin of a configured SITE_URL (`https://marsa.ae`), `''` for an empty one. Throws
 * SiteUrlError when it is not set at all (undefined) or is not an absolute http(s) URL.
 */
function parseSiteUrl(value: unknown): string {
  if (value === undefined || value === null) {
    throw new SiteUrlError(
      'SITE_URL is not set. Set it to the public origin of the site, e.g. SITE_URL = "https://marsa.ae" in wrangler.toml [vars] (or --var SITE_URL:…); an empty string serves root-relative links.',
    )
  }
  if (typeof value !== 'string') throw new SiteUrlError(`SITE_URL must be a string, got ${typeof value}.`)
  const configured = value.trim()
  if (!configured) return ''
  let url: URL | undefined
  try {
    url = new URL(configured)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host) {
    throw new SiteUrlError(`SITE_URL must be an absolute http(s) URL such as "https://marsa.ae", got ${JSON.stringify(value)}.`)
  }
  return url.origin
}

/**
 * Checks SITE_URL once at start-up (the worker's entry): throws SiteUrlError, failing the deploy
 * or `wrangler dev`, when it is missing or not an http(s) URL. Empty passes (the warning applies).
 */
export function assertSiteUrl(value: unknown): void {
  parseSiteUrl(value)
}

/**
 * The configured public origin (`https://marsa.ae`, no trailing slash). Empty SITE_URL: `''`, so
 * links come out root-relative, and the spec's warning is logged once per isolate. A missing or
 * invalid SITE_URL throws SiteUrlError (the entry refuses to start with one; see assertSiteUrl).
 */
export function siteOrigin(env: { SITE_URL?: string }): string {
  const origin = parseSiteUrl(env.SITE_URL)
  if (!origin && !warned) {
    warned = true
    console.warn(NO_BASE_URL_WARNING)
  }
  return origin
}

/** The host of the configured origin (`marsa.ae`), as the lead backend's `source_code`; `''` when unset. */
export function siteHost(env: { SITE_URL?: string }): string {
  const origin = siteOrigin(env)
  return origin ? new URL(origin).host : ''
}
