// Composes the app: global middleware, then each feature's routes. Routing sees the path without
// its locale prefix, so `/fr/terms` and `/terms` reach the same handler (the locale middleware
// reads the prefix). Legacy redirects come last. No feature logic here.
import { Hono } from 'hono'
import { renderError } from '../src/app/errors.server'
import { pageRenderer } from '../src/app/render.server'
import { blog, legacyBlog } from '../src/features/blog/routes'
import { careers } from '../src/features/careers/routes'
import { catalog } from '../src/features/catalog/routes'
import { home } from '../src/features/home/routes'
import { landing } from '../src/features/landing/routes'
import { localeSwitch } from '../src/features/language-switch/routes'
import { leads } from '../src/features/leads/routes'
import { legal } from '../src/features/legal/routes'
import { partners } from '../src/features/partners/routes'
import { property } from '../src/features/property/routes'
import type { AppEnv } from '../src/lib/context'
import { stripLocalePrefix } from '../src/lib/i18n/locales'
import { content } from '../src/modules/content/routes'
import { agentAttribution } from '../src/modules/leads/attribution.server'
import { compressHtml } from './middleware/compression'
import { localeMiddleware } from './middleware/locale'
import { allowedMethods } from './middleware/methods'
import { sameOriginRedirects } from './middleware/redirects'
import { securityHeaders } from './middleware/security'
import { trimTrailingSlash } from './middleware/trailing-slash'

export const app = new Hono<AppEnv>({
  getPath: (request) => stripLocalePrefix(new URL(request.url).pathname),
})

app.use(securityHeaders)
// 405 before any page work; then every redirect below is held to this origin.
app.use(allowedMethods(() => app.routes))
app.use(sameOriginRedirects)
app.use(pageRenderer)
app.use(trimTrailingSlash)
app.use(compressHtml)
app.use(localeMiddleware)
app.use(agentAttribution)

app
  .route('/', localeSwitch)
  .route('/', home)
  .route('/', legal)
  .route('/', careers)
  .route('/', partners)
  .route('/', blog)
  .route('/', property)
  .route('/', catalog)
  .route('/', landing)
  .route('/', content)
  .route('/', leads)
  .route('/', legacyBlog)

app.notFound((c) => renderError(c, 404))
app.onError((error, c) => {
  console.error('unhandled error', c.req.method, new URL(c.req.url).pathname, error instanceof Error ? error.stack : String(error))
  return renderError(c, 500)
})
