// integrations(): the CSP hosts per directive (shared hosts once) and one parse per env object.
import { describe, expect, it } from 'vitest'
import { integrations } from './integrations'

describe('integrations', () => {
  it('is off for an empty env', () => {
    expect(integrations({})).toEqual({
      consentNeeded: false,
      tagManager: null,
      affiliateScriptUrl: undefined,
      supportWidget: undefined,
      mapStyleUrl: undefined,
      csp: { script: [], img: [], connect: [], worker: [] },
    })
  })

  it('names each host once per directive, even when integrations share it', () => {
    const env = {
      AFFILIATE_SCRIPT_URL: 'http://127.0.0.1:9000/sdk.js',
      GTM_CONTAINER_ID: 'GTM-A1',
      GTM_ORIGIN: 'http://127.0.0.1:9000',
      SUPPORT_WIDGET_URL: 'https://chat.example.com/w.js',
      MAP_STYLE_URL: 'http://127.0.0.1:9000/style.json',
    }
    const value = integrations(env)
    expect(value.csp).toEqual({
      script: ['http://127.0.0.1:9000', 'https://chat.example.com'],
      img: ['http://127.0.0.1:9000'],
      connect: ['http://127.0.0.1:9000'],
      // The map's tiles are parsed in module workers (its own file through a blob: wrapper).
      worker: ["'self'", 'blob:'],
    })
    expect(value.mapStyleUrl).toBe('http://127.0.0.1:9000/style.json')
    expect(value.consentNeeded).toBe(true)
    expect(value.affiliateScriptUrl).toBe('http://127.0.0.1:9000/sdk.js')
    expect(value.tagManager).toEqual({ id: 'GTM-A1', origin: 'http://127.0.0.1:9000' })
  })

  it('a map style that is not an http(s) URL without credentials is off: no host, no workers', () => {
    for (const MAP_STYLE_URL of ['', 'javascript:alert(1)', 'ftp://maps.example/style.json', 'https://user:pw@maps.example/style.json', 'not a url']) {
      const value = integrations({ MAP_STYLE_URL })
      expect(value.mapStyleUrl, MAP_STYLE_URL).toBeUndefined()
      expect(value.csp.worker).toEqual([])
      expect(value.csp.connect).toEqual([])
    }
  })

  it('parses once per env object (not per request) and an invalid container id counts as off', () => {
    const env = { GTM_CONTAINER_ID: 'gtm-lower' }
    const first = integrations(env)
    expect(first.tagManager).toBeNull()
    expect(first.consentNeeded).toBe(true)
    expect(integrations(env)).toBe(first)
    expect(integrations({ ...env })).not.toBe(first)
  })
})
