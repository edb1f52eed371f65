// Resolves the request's locale (prefix > cookie > CF-IPCountry > Accept-Language > en) and a
// translator for it, read through KV.
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import manifest from '../../assets/build/manifest.json'
import type { AppEnv } from '../../src/lib/context'
import { splitLocalePrefix } from '../../src/lib/i18n/locales'
import { LOCALE_COOKIE, negotiateLocale } from '../../src/lib/i18n/negotiate'
import { getTranslator } from '../../src/lib/i18n/translations.server'

export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { prefix: pathLocale, path } = splitLocalePrefix(new URL(c.req.url).pathname)
  const { locale, source } = negotiateLocale({
    pathLocale,
    cookie: getCookie(c, LOCALE_COOKIE),
    country: c.req.header('cf-ipcountry'),
    acceptLanguage: c.req.header('accept-language'),
  })
  c.set('locale', locale)
  c.set('localeSource', source)
  c.set('prefixed', pathLocale !== null)
  c.set('basePath', path)
  c.set('t', await getTranslator(c.env, locale, manifest.buildId))
  await next()
})
