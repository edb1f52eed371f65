// sameSitePath: only paths that stay on this site, once a browser has normalised them, are followed.
import { describe, expect, it } from 'vitest'
import { sameSitePath } from './paths'

describe('sameSitePath', () => {
  it.each([
    '/',
    '/terms',
    '/fr/catalog?page=2&type=villa',
    '/fr/../terms',
    '/catalog?next=//evil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/blog#top',
  ])('keeps the same-site path %j as it is', (next) => {
    expect(sameSitePath(next)).toBe(next)
  })

  it.each([
    undefined,
    '',
    'terms',
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    // Dot segments that a browser resolves to a path starting with `//` (then one redirect from another host).
    '/.//evil.example/',
    '/fr/..//evil.example/',
    '/..//evil.example',
    '/a/b/../../..//evil.example',
    '/%2e%2e//evil.example/',
    '/%2E//evil.example/',
    '/././/evil.example?x=1',
    // Browsers drop tabs and newlines from URLs: `/<TAB>/evil` is `//evil`.
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example/',
  ])('sends %j to "/"', (next) => {
    expect(sameSitePath(next)).toBe('/')
  })

  it('never returns anything a browser would resolve off the site or to a path starting with //', () => {
    const base = 'https://marsa.example/lang/de'
    const hostile = ['/.//evil.example/', '/fr/..//evil.example/', '/%2e%2e//evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example']
    for (const next of hostile) {
      const resolved = new URL(sameSitePath(next), base)
      expect(resolved.origin, next).toBe('https://marsa.example')
      expect(resolved.pathname.startsWith('//'), next).toBe(false)
    }
  })
})
