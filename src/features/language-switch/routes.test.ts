import { describe, expect, it } from 'vitest'
import { returnPath } from './routes'

describe('returnPath (open-redirect protection for /lang/{code}?next=)', () => {
  it.each([
    ['/terms', '/terms'],
    ['/', '/'],
    ['/blog/dubai-marina-living', '/blog/dubai-marina-living'],
    ['/catalog?page=2&type=villa', '/catalog?page=2&type=villa'],
    ['/catalog?next=//evil.com', '/catalog?next=//evil.com'],
  ])('returns to the same-site path %j', (next, expected) => {
    expect(returnPath(next, 'fr')).toBe(expected)
  })

  it.each([
    ['/de/terms', '/fr/terms'],
    ['/de', '/fr'],
    ['/de/', '/fr/'],
    ['/ar/catalog?page=2', '/fr/catalog?page=2'],
    ['/fr/terms', '/fr/terms'],
  ])('swaps the locale prefix of %j for the new locale', (next, expected) => {
    expect(returnPath(next, 'fr')).toBe(expected)
  })

  it('swaps only a real locale prefix', () => {
    expect(returnPath('/dev/terms', 'fr')).toBe('/dev/terms')
    expect(returnPath('/terms/de', 'fr')).toBe('/terms/de')
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['relative', 'terms'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/fr/terms'],
    ['backslash', '/\\evil.com'],
    ['backslash later in the path', '/terms\\..\\x'],
    ['absolute https', 'https://x'],
    ['absolute with a same-site look', 'https://marsa.ae.evil.com/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,x'],
    ['tab between slashes', '/\t/evil.com'],
    ['CR LF (header injection)', '/terms\r\nSet-Cookie: a=b'],
    ['newline between slashes', '/\n/evil.com'],
    ['NUL', '/terms\u0000'],
    ['DEL', '/terms\u007f'],
    ['C1 control', '/terms\u0085'],
    ['right-to-left override', '/\u202egro.live'],
    ['zero-width space', '/\u200b/evil.com'],
    ['control character in the query', '/terms?x=\r\n'],
  ])('sends a %s next to "/"', (_, next) => {
    expect(returnPath(next, 'fr')).toBe('/')
  })
})
