// isCrossSite: Origin decides, else Referer, else Sec-Fetch-Site; SITE_URL and the request's own origin are allowed.
import { describe, expect, it } from 'vitest'
import { isCrossSite } from './same-origin.server'

/** A request to http://worker.test/api carrying `headers`, with SITE_URL = `site`. */
function post(headers: Record<string, string>, site = 'https://marsa.ae') {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return { req: { url: 'http://worker.test/api', header: (name: string) => lower.get(name.toLowerCase()) }, env: { SITE_URL: site } }
}

describe('isCrossSite', () => {
  it('allows the configured origin and the request’s own by Origin', () => {
    expect(isCrossSite(post({ Origin: 'https://marsa.ae' }))).toBe(false)
    expect(isCrossSite(post({ Origin: 'http://worker.test' }))).toBe(false)
  })

  it('refuses another Origin, even with a same-site Referer or Sec-Fetch-Site', () => {
    expect(isCrossSite(post({ Origin: 'https://evil.example', Referer: 'https://marsa.ae/x', 'Sec-Fetch-Site': 'same-origin' }))).toBe(true)
  })

  it('falls back to the Referer’s origin; an unreadable Referer is foreign', () => {
    expect(isCrossSite(post({ Referer: 'https://marsa.ae/en/contact' }))).toBe(false)
    expect(isCrossSite(post({ Referer: 'https://evil.example/page' }))).toBe(true)
    expect(isCrossSite(post({ Referer: 'not a url' }))).toBe(true)
    expect(isCrossSite(post({ Origin: 'null', Referer: 'https://marsa.ae/' }))).toBe(false)
  })

  it('falls back to Sec-Fetch-Site, and refuses a bare Origin: null', () => {
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true)
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'same-site' }))).toBe(false)
    expect(isCrossSite(post({ Origin: 'null' }))).toBe(true)
  })

  it('lets a post without any of them through (curl, a server), and works with SITE_URL empty', () => {
    expect(isCrossSite(post({}))).toBe(false)
    expect(isCrossSite(post({ Origin: 'http://worker.test' }, ''))).toBe(false)
    expect(isCrossSite(post({ Origin: 'https://marsa.ae' }, ''))).toBe(true)
  })
})
