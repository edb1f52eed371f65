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
    }
    const value = integrations(env)
    expect(value.csp).toEqual({
      script: ['http://127.0.0.1:9000', 'https://chat.example.com'],
      img: ['http://127.0.0.1:9000'],
      connect: ['http://127.0.0.1:9000'],
      worker: [],
    })
    expect(value.consentNeeded).toBe(true)
    expect(value.affiliateScriptUrl).toBe('http://127.0.0.1:9000/sdk.js')
    expect(value.tagManager).toEqual({ id: 'GTM-A1', origin: 'http://127.0.0.1:9000' })
  })

  it('lets a configured map style reach its origin (style, tiles, glyphs) and MapLibre start its workers', () => {
    const value = integrations({ MAP_STYLE_URL: 'https://tiles.example.com/styles/dubai.json' })
    expect(value.mapStyleUrl).toBe('https://tiles.example.com/styles/dubai.json')
    expect(value.csp).toEqual({ script: [], img: ['https://tiles.example.com'], connect: ['https://tiles.example.com'], worker: ["'self'", 'blob:'] })
    // A map needs no consent: it sets nothing and tracks nobody.
    expect(value.consentNeeded).toBe(false)
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
