// Translations are read through KV: bundled catalogues (optionally overlaid by a remote catalogue)
// are written to KV once per build and TTL, then kept in isolate memory for a minute.
import i18next, { type TFunction } from 'i18next'
import { errorText, log } from '../log.server'
import { BUNDLED_CATALOGS, type Catalog } from './catalogs'
import type { LocaleCode } from './locales'

const MEMORY_TTL_MS = 60_000
const REMOTE_TIMEOUT_MS = 1500

const i18n = i18next.createInstance()
i18n.init({
  initAsync: false,
  resources: {},
  // A missing key shows the key itself (spec section 8), never another language.
  fallbackLng: false,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes.
})

const loadedAt = new Map<LocaleCode, number>()

type TranslationEnv = Pick<Env, 'KV' | 'TRANSLATIONS_URL' | 'TRANSLATIONS_TTL_MINUTES'>

/**
 * Returns a `t` bound to `locale`, loading the catalogue through KV when this isolate has none
 * younger than a minute. Never throws: on any failure the bundled catalogue is used.
 * @param buildId part of the KV key, so a deploy never serves the previous build's strings.
 */
export async function getTranslator(env: TranslationEnv, locale: LocaleCode, buildId: string): Promise<TFunction> {
  const at = loadedAt.get(locale)
  let t = translators.get(locale)
  if (!t || at === undefined || Date.now() - at > MEMORY_TTL_MS) {
    const catalog = await readCatalog(env, locale, buildId)
    i18n.addResourceBundle(locale, 'translation', catalog, false, true)
    loadedAt.set(locale, Date.now())
    t = memoised(i18n.getFixedT(locale))
    translators.set(locale, t)
  }
  return t
}

const translators = new Map<LocaleCode, TFunction>()

/**
 * i18next's `t` costs ~10 µs a call (with interpolation or plurals, more) and a rich page makes
 * hundreds. Until the catalogue is reloaded, a key with the same plain options (strings, numbers,
 * booleans) always gives the same string, so results are remembered per catalogue; calls with
 * anything else (objects, functions) go straight to i18next. Bounded: interpolated values can be
 * unbounded (a visitor's name), so the memo starts over past MEMO_LIMIT entries.
 */
function memoised(t: TFunction): TFunction {
  const results = new Map<string, string>()
  const call = t as unknown as (...args: unknown[]) => string
  const fast = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length) return call(key, options, ...rest)
    let memoKey = key
    if (options !== undefined) {
      if (typeof options !== 'object' || options === null) return call(key, options)
      for (const name in options) {
        const value = (options as Record<string, unknown>)[name]
        const type = typeof value
        if (type !== 'string' && type !== 'number' && type !== 'boolean') return call(key, options)
        memoKey += `\u0000${name}\u0001${type[0]}${value}`
      }
    }
    let value = results.get(memoKey)
    if (value === undefined) {
      value = options === undefined ? call(key) : call(key, options)
      if (results.size >= MEMO_LIMIT) results.clear()
      results.set(memoKey, value)
    }
    return value
  }
  return Object.assign(fast, t) as unknown as TFunction
}

const MEMO_LIMIT = 5_000

async function readCatalog(env: TranslationEnv, locale: LocaleCode, buildId: string): Promise<Catalog> {
  const key = `i18n:${buildId}:${locale}`
  try {
    const cached = await env.KV.get<Catalog>(key, 'json')
    if (cached) return cached
  } catch (error) {
    log.error('Failed locale loading', { locale, error: errorText(error) })
  }
  const remote = await fetchRemoteCatalog(env, locale)
  const catalog = remote ? mergeCatalogs(BUNDLED_CATALOGS[locale], remote) : BUNDLED_CATALOGS[locale]
  // A remote outage must not pin the bundled strings for the whole TTL: retry it in a minute.
  const failed = Boolean(env.TRANSLATIONS_URL) && !remote
  const ttl = failed ? 60 : Math.max(60, Number(env.TRANSLATIONS_TTL_MINUTES || 60) * 60)
  try {
    await env.KV.put(key, JSON.stringify(catalog), { expirationTtl: ttl })
  } catch (error) {
    log.error('Failed locale loading', { locale, error: errorText(error) })
  }
  return catalog
}

/** The bundled catalogue, with the remote one (when configured and reachable) merged over it. */
export async function buildCatalog(env: Pick<Env, 'TRANSLATIONS_URL'>, locale: LocaleCode): Promise<Catalog> {
  const remote = await fetchRemoteCatalog(env, locale)
  return remote ? mergeCatalogs(BUNDLED_CATALOGS[locale], remote) : BUNDLED_CATALOGS[locale]
}

/** `GET {TRANSLATIONS_URL}/{locale}.json` within 1.5 s; null when not configured or on any failure. */
async function fetchRemoteCatalog(env: Pick<Env, 'TRANSLATIONS_URL'>, locale: LocaleCode): Promise<unknown> {
  if (!env.TRANSLATIONS_URL) return null
  try {
    const response = await fetch(`${env.TRANSLATIONS_URL.replace(/\/$/, '')}/${locale}.json`, {
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const remote: unknown = await response.json()
    if (!remote || typeof remote !== 'object' || Array.isArray(remote)) throw new Error('not a catalogue object')
    return remote
  } catch (error) {
    log.error('Failed locale loading', { locale, error: errorText(error) })
    return null
  }
}

/** Deep-merges `overlay` onto `base`, keeping only string leaves (a remote file cannot inject other types). */
export function mergeCatalogs(base: Catalog, overlay: unknown): Catalog {
  if (!overlay || typeof overlay !== 'object' || Array.isArray(overlay)) return base
  const out: Catalog = { ...base }
  for (const [key, value] of Object.entries(overlay)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue
    const current = out[key]
    if (typeof value === 'string') out[key] = value
    else if (value && typeof value === 'object' && typeof current === 'object') out[key] = mergeCatalogs(current, value)
  }
  return out
}
