// Composes the app: global middleware, then each feature's routes. Routing sees the path without
// its locale prefix, so `/fr/terms` and `/terms` reach the same handler (the locale middleware
// reads the prefix). Legacy redirects come last. No feature logic here.
import { Hono } from 'hono'
import { renderError } from '../src/app/errors.server'
import { pageRenderer } from '../src/app/render.server'
import { partnerArea } from '../src/features/account/partner/routes'
import { account } from '../src/features/account/routes'
import { alerts } from '../src/features/alerts/routes'
import { areas } from '../src/features/areas/routes'
import { areaSitemap } from '../src/features/areas/sitemap.server'
import { blog, legacyBlog } from '../src/features/blog/routes'
import { blogSitemap } from '../src/features/blog/sitemap.server'
import { careers } from '../src/features/careers/routes'
import { catalog } from '../src/features/catalog/routes'
import { consent } from '../src/features/consent/routes'
import { consultants } from '../src/features/consultants/routes'
import { consultantSitemap } from '../src/features/consultants/sitemap.server'
import { developers } from '../src/features/developers/routes'
import { developerSitemap } from '../src/features/developers/sitemap.server'
import { health } from '../src/features/health/routes'
import { home } from '../src/features/home/routes'
import { landing } from '../src/features/landing/routes'
import { localeSwitch } from '../src/features/language-switch/routes'
import { languages } from '../src/features/languages/routes'
import { leads } from '../src/features/leads/routes'
import { legal } from '../src/features/legal/routes'
import { legalSitemap } from '../src/features/legal/sitemap.server'
import { ops } from '../src/features/ops/routes'
import { partners } from '../src/features/partners/routes'
import { property } from '../src/features/property/routes'
import { propertySitemap } from '../src/features/property/sitemap.server'
import { favouritesApi } from '../src/features/shortlist/api'
import { shortlist } from '../src/features/shortlist/routes'
import { sitemap } from '../src/features/sitemap/routes'
import { tools } from '../src/features/tools/routes'
import { toolsSitemap } from '../src/features/tools/sitemap.server'
import { units } from '../src/features/units/routes'
import type { AppEnv } from '../src/lib/context'
import { LOCALE_CODES, stripLocalePrefix } from '../src/lib/i18n/locales'
import { errorText, log } from '../src/lib/log.server'
import type { SitemapSource } from '../src/lib/sitemap'
import { media } from '../src/modules/content/media-routes'
import { content } from '../src/modules/content/routes'
import { agentAttribution } from '../src/modules/leads/attribution.server'
import { referralLanding } from '../src/modules/leads/referral.server'
import { compressHtml } from './middleware/compression'
import { localeMiddleware } from './middleware/locale'
import { allowedMethods } from './middleware/methods'
import { sameOriginRedirects } from './middleware/redirects'
import { requestId } from './middleware/request-id'
import { securityHeaders } from './middleware/security'
import { trimTrailingSlash } from './middleware/trailing-slash'

export const app = new Hono<AppEnv>({
  getPath: (request) => stripLocalePrefix(new URL(request.url).pathname),
})

// First: every log line of the request, and its response, carry the request id.
app.use(requestId)
app.use(securityHeaders)
// 405 before any page work; then every redirect below is held to this origin.
app.use(allowedMethods(() => app.routes))
app.use(sameOriginRedirects)
app.use(pageRenderer)
app.use(trimTrailingSlash)
app.use(compressHtml)
// Probes need no language: mounted before the locale middleware (which may load a catalogue from KV).
app.route('/', health)
// CMS uploads (/media/uploads/*) need no language either.
app.route('/', media)
// `?ref=` (a partner's link) is a redirect that sets the referral cookie: no page response carries it.
app.use(referralLanding)
app.use(localeMiddleware)
app.use(agentAttribution)

/** Pages written in every locale, whatever the content (their text is the interface's). */
const everyLocale =
  (...paths: string[]): SitemapSource =>
  async () =>
    paths.map((path) => ({ path, locales: LOCALE_CODES }))

app
  .route(
    '/',
    sitemap([
      everyLocale('/', '/catalog', '/careers', '/partners'),
      blogSitemap,
      propertySitemap,
      legalSitemap,
      areaSitemap,
      developerSitemap,
      consultantSitemap,
      toolsSitemap,
    ]),
  )
  .route('/', languages)
  .route('/', localeSwitch)
  .route('/', units)
  .route('/', home)
  .route('/', legal)
  .route('/', consent)
  .route('/', careers)
  .route('/', partners)
  .route('/', tools)
  .route('/', partnerArea)
  .route('/', blog)
  .route('/', property)
  .route('/', areas)
  .route('/', developers)
  .route('/', consultants)
  .route('/', shortlist)
  .route('/', favouritesApi)
  .route('/', catalog)
  .route('/', landing)
  .route('/', content)
  .route('/', leads)
  .route('/', account)
  .route('/', alerts)
  .route('/', ops)
  .route('/', legacyBlog)

app.notFound((c) => renderError(c, 404))
app.onError((error, c) => {
  // The path without its query (which may carry personal data); the stack, since nothing else finds an unknown fault.
  const stack = error instanceof Error ? error.stack?.slice(0, 2000) : undefined
  log.error('unhandled error', { method: c.req.method, path: new URL(c.req.url).pathname, error: errorText(error, 1000), stack })
  return renderError(c, 500)
})
