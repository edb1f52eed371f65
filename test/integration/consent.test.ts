// The tag manager behind consent, through the whole worker (decision 015): an invalid container id
// stops the Worker at start-up; unconfigured, nothing (no banner, script, CSP host, /consent); configured,
// the banner in every page (hidden once a choice is stored), Consent Mode defaults denied and the
// container only after a grant; POST /consent stores the choice and returns to a same-site path only.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_COOKIE } from '../../src/lib/consent'
import { app } from '../../worker/app'
import { cspDirectives } from '../unit/html'
import { decodeHtml, get, ORIGIN, tr } from './helpers'

const GTM = { GTM_CONTAINER_ID: 'GTM-TEST42', GTM_ORIGIN: 'https://gtm.fake.test' }

/** A request through the app with `overrides` on env (the configured site), redirects not followed. */
async function fetchWith(overrides: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

async function pageWith(overrides: Partial<Env>, path: string, cookie?: string) {
  const response = await fetchWith(overrides, path, cookie ? { headers: { cookie } } : {})
  return { response, html: await response.text(), csp: cspDirectives(response.headers.get('content-security-policy') ?? '') }
}

/** POST /consent as the banner's form does, from this site. */
function post(overrides: Partial<Env>, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetchWith(overrides, '/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The <section data-consent-banner …> start tag, or undefined when there is no banner. */
const bannerTag = (html: string) => html.match(/<section[^>]*data-consent-banner[^>]*>/)?.[0]
const checkbox = (html: string, name: string) => html.match(new RegExp(`<input type="checkbox"[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
const headScript = (html: string) => html.match(/<script nonce="[^"]*" data-tag-manager="">([\s\S]*?)<\/script>/)?.[1]

afterEach(() => {
  vi.restoreAllMocks()
})

describe('start-up', () => {
  it('refuses an invalid GTM_CONTAINER_ID with a message naming it', async () => {
    const original = (env as Partial<Env>).GTM_CONTAINER_ID
    Object.assign(env, { GTM_CONTAINER_ID: 'gtm-lower' })
    try {
      vi.resetModules()
      await expect(import('../../worker/index')).rejects.toThrow(/GTM_CONTAINER_ID must be "GTM-" followed by uppercase letters or digits/)
    } finally {
      Object.assign(env, { GTM_CONTAINER_ID: original })
    }
  })

  it('starts with a valid one', async () => {
    const original = (env as Partial<Env>).GTM_CONTAINER_ID
    Object.assign(env, { GTM_CONTAINER_ID: 'GTM-ABC123' })
    try {
      vi.resetModules()
      await expect(import('../../worker/index')).resolves.toHaveProperty('default')
    } finally {
      Object.assign(env, { GTM_CONTAINER_ID: original })
    }
  })
})

describe('nothing configured', () => {
  it('has no banner, no tag manager script, no footer link, and a CSP without third-party hosts', async () => {
    const { html, response } = await get('/')
    expect(bannerTag(html)).toBeUndefined()
    expect(html).not.toContain('data-tag-manager')
    expect(html).not.toContain('googletagmanager')
    expect(html).not.toContain('data-consent-open')
    const csp = cspDirectives(response.headers.get('content-security-policy') ?? '')
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('script-src')?.filter((source) => source.includes('://'))).toEqual([])
  })

  it('has no /consent page or endpoint', async () => {
    expect((await get('/consent')).response.status).toBe(404)
    expect((await post({}, { choice: 'all' })).status).toBe(404)
  })
})

describe('tag manager configured', () => {
  it('shows the banner (a labelled region, open) with the three choices in the page language, and the footer link', async () => {
    for (const locale of ['en', 'ar', 'de'] as const) {
      const { html } = await pageWith(GTM, locale === 'en' ? '/' : `/${locale}`)
      const tag = bannerTag(html) ?? ''
      expect(tag).toContain('aria-labelledby="consent-title"')
      expect(tag).not.toMatch(/\shidden/)
      const text = decodeHtml(html)
      for (const key of [
        'consent.title',
        'consent.acceptAll',
        'consent.rejectAll',
        'consent.choose',
        'consent.analytics',
        'consent.marketing',
        'consent.settings',
      ]) {
        expect(text).toContain(tr(locale, key))
      }
      const form = html.match(/<form[^>]*data-consent-form[^>]*>/)?.[0] ?? ''
      expect(form).toContain('method="post"')
      expect(form).toContain(`action="/${locale}/consent"`)
      expect(html).toContain('data-consent-open')
    }
  })

  it('sets Consent Mode defaults to denied and loads no container before a choice', async () => {
    const { html } = await pageWith(GTM, '/')
    const script = headScript(html) ?? ''
    expect(script).toContain(`'consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"}`)
    expect(script).toContain('u(null)')
    // No <script src> to the tag manager in the markup itself: only the head script may add it, after a grant.
    expect(html).not.toMatch(/<script[^>]*src="https:\/\/gtm\.fake\.test/)
  })

  it('with a stored grant: the banner is hidden and the head script updates and loads the container', async () => {
    const { html } = await pageWith(GTM, '/', `${CONSENT_COOKIE}=v1.a1.m0`)
    expect(bannerTag(html)).toMatch(/\shidden=""/)
    expect(headScript(html)).toContain('u({"analytics":true,"marketing":false})')
  })

  it('loads nothing on a page whose URL carries a secret (an alert link, a password reset code), even with a grant', async () => {
    for (const path of ['/alerts/manage?token=abc.def', '/account/reset-password?code=abc']) {
      const { html } = await pageWith(GTM, path, `${CONSENT_COOKIE}=v1.a1.m1`)
      expect(headScript(html), path).toBeUndefined()
      expect(html, path).not.toContain('gtm.fake.test')
      expect(bannerTag(html), path).toBeUndefined()
    }
  })

  it('with a stored rejection: hidden banner, nothing loads', async () => {
    const { html } = await pageWith(GTM, '/', `${CONSENT_COOKIE}=v1.a0.m0`)
    expect(bannerTag(html)).toMatch(/\shidden=""/)
    expect(headScript(html)).toContain('u(null)')
  })

  it('is the same for every country, an unknown one included (opt-in everywhere)', async () => {
    for (const country of ['US', 'AE', 'DE', 'GB', 'XX']) {
      const { html } = await pageWith(GTM, '/', undefined)
      const viaCountry = await fetchWith(GTM, '/', { headers: { 'cf-ipcountry': country } })
      const countryHtml = await viaCountry.text()
      expect(bannerTag(countryHtml)).toBe(bannerTag(html))
      expect(headScript(countryHtml)).toContain('u(null)')
    }
  })

  it('names exactly the configured tag manager origin in script-src, img-src and connect-src', async () => {
    const { csp, html } = await pageWith(GTM, '/')
    const nonce = html.match(/<script nonce="([^"]+)" data-tag-manager/)?.[1]
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://gtm.fake.test'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://gtm.fake.test'])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://gtm.fake.test'])
  })

  it('on Google’s origin: the container origin for scripts, Google’s beacon hosts for images and connections only', async () => {
    const { csp } = await pageWith({ GTM_CONTAINER_ID: 'GTM-TEST42', GTM_ORIGIN: '' }, '/')
    expect(csp.get('script-src')?.filter((s) => s.includes('://'))).toEqual(['https://www.googletagmanager.com'])
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
  })

  it('GET /consent is the choices as a page (noindex), with the stored choice ticked', async () => {
    const { html, response } = await pageWith(GTM, '/fr/consent', `${CONSENT_COOKIE}=v1.a0.m1`)
    expect(response.status).toBe(200)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(decodeHtml(html)).toContain(tr('fr', 'consent.settings'))
    expect(bannerTag(html)).toBeUndefined()
    expect(checkbox(html, 'marketing')).toContain('checked=""')
    expect(checkbox(html, 'analytics')).not.toContain('checked')
  })

  it("GET /consent has the account screens' heading structure: the brand eyebrow, then one h1 naming the page", async () => {
    const { html } = await pageWith(GTM, '/ar/consent')
    const main = html.slice(html.indexOf('<main'))
    const section = main.match(/<section[^>]*aria-labelledby="consent-page-title"[^>]*>[\s\S]*?<h1[^>]*>/)?.[0] ?? ''
    expect(section, 'eyebrow before the heading').toMatch(/<p class="eyebrow">Marsa<\/p>\s*<h1 id="consent-page-title" class="heading-1[^"]*">$/i)
    expect(decodeHtml(main.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '')).toBe(tr('ar', 'consent.settings'))
    expect(main.match(/<h1[\s>]/g)).toHaveLength(1)
    // The coloured band behind the title, as on the account screens.
    expect(main).toMatch(/aria-labelledby="consent-page-title"><div class="absolute inset-0 -z-10 bg-gradient-to-br from-primary-50/)
  })
})

describe('POST /consent', () => {
  it.each([
    [{ choice: 'all' }, 'v1.a1.m1'],
    [{ choice: 'none', analytics: '1' }, 'v1.a0.m0'],
    [{ choice: 'custom', analytics: '1' }, 'v1.a1.m0'],
    [{ choice: 'custom', marketing: 'on' }, 'v1.a0.m1'],
  ])('%j stores %s for a year, readable by the page, and returns to the page (303)', async (fields, value) => {
    const response = await post(GTM, { ...fields, next: '/ar/catalog?type=villa' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ar/catalog?type=villa')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`${CONSENT_COOKIE}=${value}`)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(cookie).not.toMatch(/Secure/)
  })

  it('is Secure over https', async () => {
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request('https://example.com/consent', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://example.com' },
        body: 'choice=none',
      }),
      { ...env, ...GTM },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/)
  })

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', undefined])('returns to / for next=%j', async (next) => {
    const response = await post(GTM, next === undefined ? { choice: 'all' } : { choice: 'all', next })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
  })

  it('refuses a post from another site (403 JSON), storing nothing', async () => {
    const attempts: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: '', referer: 'https://evil.example/page' }]
    for (const headers of attempts) {
      const response = await post(GTM, { choice: 'all' }, headers)
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ error: 'cross_site' })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it.each([
    [{}, 'choice'],
    [{ choice: 'some' }, 'choice'],
    [{ choice: 'custom', analytics: 'yes' }, 'analytics'],
    [{ choice: 'custom', marketing: 'true' }, 'marketing'],
    [{ choice: 'all', next: `/${'a'.repeat(3000)}` }, 'next'],
  ])('answers %j with 400 JSON naming %s, storing nothing', async (fields, field) => {
    const response = await post(GTM, fields as Record<string, string>)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_field', field })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers a JSON body with 415', async () => {
    const response = await fetchWith(GTM, '/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{"choice":"all"}',
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' })
  })
})
