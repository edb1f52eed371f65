// Shared helpers for the whole-worker tests: requests through SELF, small HTML readers, expected
// strings from the bundled catalogues, and blog fixtures.
import { SELF } from 'cloudflare:test'
import { BUNDLED_CATALOGS, type Catalog } from '../../src/lib/i18n/catalogs'
import { LOCALES, type LocaleCode } from '../../src/lib/i18n/locales'

export const ORIGIN = 'http://example.com'

export interface Page {
  response: Response
  html: string
}

/** GET (by default) `path` through the worker, without following redirects, and read the body. */
export async function get(path: string, init: RequestInit = {}): Promise<Page> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init })
  return { response, html: await response.text() }
}

/** Decodes the few entities React writes in text and attributes. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export function titleOf(html: string): string | undefined {
  const match = html.match(/<title>([^<]*)<\/title>/)
  return match?.[1] === undefined ? undefined : decodeHtml(match[1])
}

/** Attributes of the <html> element. */
export function htmlAttributes(html: string): { lang?: string; dir?: string } {
  const tag = html.match(/<html\b[^>]*>/)?.[0] ?? ''
  return { lang: tag.match(/\slang="([^"]*)"/)?.[1], dir: tag.match(/\sdir="([^"]*)"/)?.[1] }
}

/** Text of the error page's description paragraph. */
export function errorDescription(html: string): string | undefined {
  const match = html.match(/data-testid="error-description"[^>]*>([^<]*)</)
  return match?.[1] === undefined ? undefined : decodeHtml(match[1])
}

/** Every `<link ...>` tag with its attributes (names lower-cased, as HTML reads them), in document order. */
export function links(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [(a[1] ?? '').toLowerCase(), decodeHtml(a[2] ?? '')])),
  )
}

/** A bundled catalogue string with `{{params}}` filled in, as i18next would. */
export function tr(locale: LocaleCode, key: string, params: Record<string, string | number> = {}): string {
  let node: string | Catalog | undefined = BUNDLED_CATALOGS[locale]
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`no string ${key} in ${locale}`)
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

export const isoOf = (code: LocaleCode) => LOCALES.find((l) => l.code === code)?.iso
export const dirOf = (code: LocaleCode) => LOCALES.find((l) => l.code === code)?.dir

export const ARTICLES = [
  {
    id: 901,
    slug: 'test-harbour-guide',
    topic: 'buyer-seller',
    title: 'Test harbour guide',
    excerpt: 'An article inserted by the tests.',
    published: '2026-10-20',
  },
  { id: 902, slug: 'test-marina-news', topic: 'news', title: 'Test marina news', excerpt: 'Another article inserted by the tests.', published: '2026-10-25' },
] as const

/** Inserts the test articles (storage is isolated per test file, so each file seeds its own). */
export async function seedArticles(db: D1Database): Promise<void> {
  await db.batch(
    ARTICLES.map((a) =>
      db
        .prepare('INSERT OR REPLACE INTO articles (id, slug, topic, title, excerpt, published_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(a.id, a.slug, a.topic, a.title, a.excerpt, a.published),
    ),
  )
}
