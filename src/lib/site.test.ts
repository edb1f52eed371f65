// siteOrigin/siteHost/assertSiteUrl: the public origin from SITE_URL only; empty warns once,
// missing or invalid fails with a message that names the variable.
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

// A fresh module per test: the "warn once" flag lives in the module.
async function site() {
  vi.resetModules()
  return import('./site')
}

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('siteOrigin', () => {
  it.each([
    ['https://marsa.ae', 'https://marsa.ae'],
    ['https://marsa.ae/', 'https://marsa.ae'],
    ['https://marsa.ae/some/path?x=1', 'https://marsa.ae'],
    [' http://127.0.0.1:8787 ', 'http://127.0.0.1:8787'],
    ['HTTPS://Marsa.AE', 'https://marsa.ae'],
  ])('gives the origin of %j', async (value, origin) => {
    const { siteOrigin, siteHost } = await site()
    expect(siteOrigin({ SITE_URL: value })).toBe(origin)
    expect(siteHost({ SITE_URL: value })).toBe(new URL(origin).host)
    expect(warn).not.toHaveBeenCalled()
  })

  it("is '' for an empty SITE_URL, and logs the spec's warning once", async () => {
    const { siteOrigin, siteHost } = await site()
    expect(siteOrigin({ SITE_URL: '' })).toBe('')
    expect(siteOrigin({ SITE_URL: '  ' })).toBe('')
    expect(siteHost({ SITE_URL: '' })).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('I18n baseUrl is required to generate valid SEO tag links.')
  })

  it.each(['marsa.ae', '//marsa.ae', '/en', 'ftp://marsa.ae', 'javascript:alert(1)', 'https://', 'not a url'])(
    'throws a SiteUrlError naming SITE_URL for %j',
    async (value) => {
      const { siteOrigin, siteHost, SiteUrlError } = await site()
      expect(() => siteOrigin({ SITE_URL: value })).toThrow(SiteUrlError)
      expect(() => siteOrigin({ SITE_URL: value })).toThrow(/SITE_URL must be an absolute http\(s\) URL such as "https:\/\/marsa\.ae"/)
      expect(() => siteHost({ SITE_URL: value })).toThrow(SiteUrlError)
    },
  )

  it('throws when SITE_URL is not set at all', async () => {
    const { siteOrigin, SiteUrlError } = await site()
    expect(() => siteOrigin({})).toThrow(SiteUrlError)
    expect(() => siteOrigin({})).toThrow(/SITE_URL is not set/)
  })
})

describe('assertSiteUrl (start-up check)', () => {
  it.each([undefined, null, 42, 'marsa.ae', 'ftp://marsa.ae', 'https://'])('refuses %j', async (value) => {
    const { assertSiteUrl, SiteUrlError } = await site()
    expect(() => assertSiteUrl(value)).toThrow(SiteUrlError)
    expect(() => assertSiteUrl(value)).toThrow(/SITE_URL/)
  })

  it.each(['', 'https://marsa.ae', 'http://127.0.0.1:8787'])('accepts %j', async (value) => {
    const { assertSiteUrl } = await site()
    expect(() => assertSiteUrl(value)).not.toThrow()
  })
})
