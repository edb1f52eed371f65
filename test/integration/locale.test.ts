// Language negotiation through HTTP (prefix > cookie > Accept-Language > CF-IPCountry > en) and the
// no-JavaScript language switch GET /lang/{code}?next=...
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { get, htmlAttributes, ORIGIN, titleOf, tr } from './helpers'

const langOf = async (path: string, headers: Record<string, string>) => htmlAttributes((await get(path, { headers })).html).lang

describe('language negotiation', () => {
  it('defaults to English', async () => {
    expect(await langOf('/terms', {})).toBe('en-US')
  })

  it('uses Accept-Language, honouring q-values', async () => {
    expect(await langOf('/terms', { 'accept-language': 'ja, es;q=0.5, de;q=0.9' })).toBe('de-DE')
  })

  it('lets the browser language beat CF-IPCountry: an Arabic browser in the UAE gets Arabic, a German one German', async () => {
    expect(await langOf('/terms', { 'cf-ipcountry': 'AE', 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' })).toBe('ar-AE')
    expect(await langOf('/terms', { 'cf-ipcountry': 'AE', 'accept-language': 'de-DE,de;q=0.9' })).toBe('de-DE')
    expect(await langOf('/terms', { 'cf-ipcountry': 'SA', 'accept-language': 'de' })).toBe('de-DE')
  })

  it('uses CF-IPCountry when no browser language is ours (the UAE reads English)', async () => {
    expect(await langOf('/terms', { 'cf-ipcountry': 'SA', 'accept-language': 'ja' })).toBe('ar-AE')
    expect(await langOf('/terms', { 'cf-ipcountry': 'AE', 'accept-language': 'hi-IN' })).toBe('en-US')
  })

  it('falls through an unknown country to Accept-Language', async () => {
    expect(await langOf('/terms', { 'cf-ipcountry': 'XX', 'accept-language': 'ko-KR' })).toBe('ko-KR')
  })

  it('lets the i18n_language cookie beat CF-IPCountry and Accept-Language', async () => {
    expect(await langOf('/terms', { cookie: 'i18n_language=fr', 'cf-ipcountry': 'IL', 'accept-language': 'de' })).toBe('fr-FR')
  })

  it('lets the path prefix beat the cookie', async () => {
    expect(await langOf('/it/terms', { cookie: 'i18n_language=fr', 'cf-ipcountry': 'IL', 'accept-language': 'de' })).toBe('it-IT')
  })

  it.each(['xx', 'en%0d%0aSet-Cookie:%20a=b', 'fr%0d%0a', '__proto__'])('ignores the invalid cookie value %s', async (value) => {
    const { response, html } = await get('/terms', { headers: { cookie: `i18n_language=${value}`, 'cf-ipcountry': 'IL' } })
    expect(response.status).toBe(200)
    expect(htmlAttributes(html)).toEqual({ lang: 'he-IL', dir: 'rtl' })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('varies unprefixed pages on the signals it reads', async () => {
    const { response } = await get('/terms')
    const vary = (response.headers.get('vary') ?? '').toLowerCase()
    expect(vary).toContain('cookie')
    expect(vary).toContain('accept-language')
  })
})

describe('GET /lang/{code}', () => {
  it('saves the language for a year and returns to the page with 303', async () => {
    const { response } = await get('/lang/fr?next=/terms')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/terms')
    const cookie = response.headers.get('set-cookie') ?? ''
    const [pair, ...attributes] = cookie.split(/;\s*/)
    expect(pair).toBe('i18n_language=fr')
    expect(attributes.map((a) => a.toLowerCase()).sort()).toEqual(['httponly', 'max-age=31536000', 'path=/', 'samesite=lax'])
  })

  it('marks the cookie Secure over HTTPS', async () => {
    const response = await SELF.fetch('https://example.com/lang/de?next=/', { redirect: 'manual' })
    expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i)
  })

  it('then serves the page in that language', async () => {
    const switched = await get('/lang/fr?next=/terms')
    const cookie = (switched.response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const { html } = await get(switched.response.headers.get('location') ?? '', { headers: { cookie, 'accept-language': 'en' } })
    expect(htmlAttributes(html).lang).toBe('fr-FR')
    expect(titleOf(html)).toBe(`${tr('fr', 'legal.terms.title')} | Marsa`)
    expect(tr('fr', 'legal.terms.title')).not.toBe(tr('en', 'legal.terms.title'))
  })

  it('swaps the locale prefix of the page it returns to', async () => {
    const { response } = await get(`/lang/de?next=${encodeURIComponent('/fr/catalog?page=2')}`)
    expect(response.headers.get('location')).toBe('/de/catalog?page=2')
  })

  it('returns home when next is missing', async () => {
    const { response } = await get('/lang/ru')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
  })

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', '/%09/evil.com', '/terms%0d%0aSet-Cookie:%20x=y', 'javascript:alert(1)'])(
    'never redirects off-site: next=%s goes to "/"',
    async (next) => {
      const { response } = await get(`/lang/fr?next=${next}`)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
      expect(new URL(response.headers.get('location') ?? '', ORIGIN).origin).toBe(ORIGIN)
    },
  )

  it.each(['/lang/xx', '/lang/FR', '/lang/fr-FR', '/lang'])('answers 404 for %s without setting a cookie', async (path) => {
    const { response } = await get(`${path}?next=/terms`)
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
