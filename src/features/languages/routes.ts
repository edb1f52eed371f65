// GET /api/languages: the site's locales (code, BCP 47 tag, own name, direction) from the one list in
// src/lib/i18n/locales.ts, for clients choosing which language's data to ask for. Public and cacheable.
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import type { AppEnv } from '../../lib/context'
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales'

/** The list only changes with a deploy; an hour keeps a new locale from waiting long in caches. */
const LANGUAGES_CACHE_CONTROL = 'public, max-age=3600'

/** The same for every request until a deploy, so the ETag is stable. */
const BODY = {
  default: DEFAULT_LOCALE,
  languages: LOCALES.map(({ code, iso, name, dir }) => ({ code, iso, name, dir })),
}

export const languages = new Hono<AppEnv>().get(
  '/api/languages',
  async (c, next) => {
    // Routing strips a locale prefix; the list is not per locale, so `/fr/api/languages` is not a second URL for it.
    if (c.var.prefixed) return c.json({ ok: false, error: 'not_found', message: 'Use /api/languages' }, 404, { 'cache-control': 'no-store' })
    await next()
  },
  etag(),
  (c) => c.json(BODY, 200, { 'cache-control': LANGUAGES_CACHE_CONTROL }),
)
