// The tag manager's configuration (spec: `GTM-` + uppercase letters or digits, else an error), its CSP
// sources, and what the head script does in a page: default denied first, the container only on a grant.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { assertTagManager, consentNeeded, DEFAULT_GTM_ORIGIN, parseTagManager, TagManagerError, tagManagerCsp, tagManagerScript } from './tag-manager'

describe('parseTagManager / assertTagManager', () => {
  it.each(['GTM-AB12CD3', 'GTM-1', ' GTM-XYZ '])('accepts %j on the default origin', (id) => {
    expect(parseTagManager({ GTM_CONTAINER_ID: id })).toEqual({ id: id.trim(), origin: DEFAULT_GTM_ORIGIN })
  })

  it.each(['gtm-AB12', 'GTM-ab12', 'GTM-', 'UA-12345', 'GTM-AB 12', 'GTM-AB12<', 'G-ABC123'])('refuses %j, naming the variable', (id) => {
    expect(() => assertTagManager({ GTM_CONTAINER_ID: id })).toThrow(TagManagerError)
    expect(() => assertTagManager({ GTM_CONTAINER_ID: id })).toThrow(/GTM_CONTAINER_ID must be "GTM-" followed by uppercase letters or digits/)
  })

  it('is off (null) when the id is empty or missing, whatever the origin', () => {
    expect(parseTagManager({})).toBeNull()
    expect(parseTagManager({ GTM_CONTAINER_ID: '  ', GTM_ORIGIN: 'nonsense' })).toBeNull()
  })

  it('takes GTM_ORIGIN as an origin and refuses one that is not http(s)', () => {
    expect(parseTagManager({ GTM_CONTAINER_ID: 'GTM-T1', GTM_ORIGIN: 'http://127.0.0.1:8843/x' })).toEqual({ id: 'GTM-T1', origin: 'http://127.0.0.1:8843' })
    expect(() => parseTagManager({ GTM_CONTAINER_ID: 'GTM-T1', GTM_ORIGIN: 'javascript:alert(1)' })).toThrow(/GTM_ORIGIN/)
  })
})

describe('consentNeeded', () => {
  it('is true when the tag manager or the affiliate script is configured, else false', () => {
    expect(consentNeeded({})).toBe(false)
    expect(consentNeeded({ GTM_CONTAINER_ID: '', AFFILIATE_SCRIPT_URL: ' ' })).toBe(false)
    expect(consentNeeded({ GTM_CONTAINER_ID: 'GTM-A1' })).toBe(true)
    expect(consentNeeded({ AFFILIATE_SCRIPT_URL: 'https://track.example/t.js' })).toBe(true)
  })
})

describe('tagManagerCsp', () => {
  it('adds nothing when off, only the configured origin for another origin, and Google beacon hosts on the real one', () => {
    expect(tagManagerCsp(null)).toEqual({ script: [], img: [], connect: [] })
    expect(tagManagerCsp({ id: 'GTM-A', origin: 'http://127.0.0.1:9' })).toEqual({
      script: ['http://127.0.0.1:9'],
      img: ['http://127.0.0.1:9'],
      connect: ['http://127.0.0.1:9'],
    })
    const google = tagManagerCsp({ id: 'GTM-A', origin: DEFAULT_GTM_ORIGIN })
    expect(google.script).toEqual([DEFAULT_GTM_ORIGIN])
    expect(google.connect).toContain('https://*.google-analytics.com')
  })
})

/** Runs the head script in a bare page: what it pushed and which scripts it appended. */
function runScript(source: string) {
  const appended: Array<{ src: string; nonce?: string; async?: boolean }> = []
  const listeners: Array<(e: { detail: unknown }) => void> = []
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (e: { detail: unknown }) => void) => type === 'marsa:consent' && listeners.push(listener),
  }
  const document = {
    currentScript: { nonce: 'n0nce' },
    createElement: () => ({}),
    head: { appendChild: (el: { src: string }) => appended.push(el) },
  }
  runInNewContext(source, { window, document, encodeURIComponent, Date })
  const layer = () =>
    (window.dataLayer as unknown[]).map((entry) => (typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry))
  return {
    layer,
    appended,
    fire: (detail: unknown) => {
      for (const listener of listeners) listener({ detail })
    },
  }
}

const TM = { id: 'GTM-T1', origin: 'http://127.0.0.1:9' }
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }

describe('tagManagerScript', () => {
  it('without a choice: Consent Mode default all denied, no update, no container', () => {
    const page = runScript(tagManagerScript(TM, null))
    expect(page.layer()).toEqual([['consent', 'default', DENIED]])
    expect(page.appended).toEqual([])
  })

  it('a stored rejection loads nothing', () => {
    const page = runScript(tagManagerScript(TM, { analytics: false, marketing: false }))
    expect(page.layer()).toEqual([['consent', 'default', DENIED]])
    expect(page.appended).toEqual([])
  })

  it('a stored grant: default, then update per category, then the container with the nonce', () => {
    const page = runScript(tagManagerScript(TM, { analytics: true, marketing: false }))
    const layer = page.layer()
    expect(layer[0]).toEqual(['consent', 'default', DENIED])
    expect(layer[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }])
    expect(layer[2]).toMatchObject({ event: 'gtm.js' })
    expect(page.appended).toEqual([{ async: true, src: 'http://127.0.0.1:9/gtm.js?id=GTM-T1', nonce: 'n0nce' }])
  })

  it('a choice made on the page: update, and the container once', () => {
    const page = runScript(tagManagerScript(TM, null))
    page.fire({ analytics: false, marketing: false })
    expect(page.appended).toEqual([])
    page.fire({ analytics: true, marketing: true })
    page.fire({ analytics: true, marketing: false })
    expect(page.appended).toHaveLength(1)
    expect(page.layer()[2]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ])
  })
})
