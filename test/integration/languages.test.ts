// GET /api/languages: every locale of src/lib/i18n/locales.ts once, with its tag, own name and
// direction; public caching with an ETag (304 on a match); only the unprefixed URL; 405 on POST.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/lib/i18n/locales'
import { ORIGIN } from './helpers'

interface Body {
  default: string
  languages: Array<{ code: string; iso: string; name: string; dir: string }>
}

const fetchLanguages = (path = '/api/languages', init: RequestInit = {}) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init })

describe('GET /api/languages', () => {
  it('lists every locale once, in the list order, with code, tag, own name and direction', async () => {
    const response = await fetchLanguages()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as Body
    expect(body.default).toBe('en')
    expect(body.languages.map((l) => l.code)).toEqual(['en', 'ar', 'fr', 'de', 'it', 'ko', 'nl', 'hu', 'he', 'tr', 'es', 'ru', 'ro'])
    expect(new Set(body.languages.map((l) => l.code)).size).toBe(LOCALES.length)
    for (const language of body.languages) expect(Object.keys(language).sort()).toEqual(['code', 'dir', 'iso', 'name'])
    expect(body.languages.find((l) => l.code === 'fr')).toEqual({ code: 'fr', iso: 'fr-FR', name: 'Français', dir: 'ltr' })
    expect(body.languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he'])
    expect(body.languages.find((l) => l.code === 'ar')?.name).toBe('العربية')
  })

  it('is publicly cacheable, sets no cookie, and answers 304 to its own ETag', async () => {
    const first = await fetchLanguages()
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(first.headers.get('set-cookie')).toBeNull()
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^(W\/)?"[^"]+"$/)
    const again = await fetchLanguages('/api/languages', { headers: { 'if-none-match': tag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(tag)
    const stale = await fetchLanguages('/api/languages', { headers: { 'if-none-match': '"something-else"' } })
    expect(stale.status).toBe(200)
  })

  it('is the same whatever language the visitor reads', async () => {
    const english = await (await fetchLanguages()).text()
    const arabic = await (await fetchLanguages('/api/languages', { headers: { cookie: 'i18n_language=ar', 'accept-language': 'ar' } })).text()
    expect(arabic).toBe(english)
  })

  it.each(['/fr/api/languages', '/ar/api/languages'])('is not served under a locale prefix: %s answers a JSON 404', async (path) => {
    const response = await fetchLanguages(path)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: string }).error).toBe('not_found')
  })

  it.each(['POST', 'PUT', 'DELETE'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const response = await fetchLanguages('/api/languages', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(((await response.json()) as { error: string }).error).toBe('method_not_allowed')
  })
})
