// The consent cookie's format and the browser helper's contract (runs now or on the grant, never twice).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_COOKIE, type Consent, consentOfChoice, parseConsent, serializeConsent } from './consent'
import { CONSENT_EVENT, onConsent, readConsent, saveConsent } from './consent.client'

describe('parseConsent / serializeConsent', () => {
  it('round-trips every combination', () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        const c: Consent = { analytics, marketing }
        expect(parseConsent(serializeConsent(c))).toEqual(c)
      }
    }
    expect(serializeConsent({ analytics: true, marketing: false })).toBe('v1.a1.m0')
  })

  it('reads a missing, malformed or other-version value as no choice', () => {
    for (const value of [undefined, '', 'yes', 'v1.a1', 'v1.a2.m0', 'v2.a1.m1', 'v1.a1.m1;x', 'v1.a1.m1.extra']) {
      expect(parseConsent(value)).toBeNull()
    }
  })
})

describe('consent.client (a tiny cookie jar and window stand in for the browser)', () => {
  let jar: Map<string, string>
  let written: string[]
  beforeEach(() => {
    jar = new Map()
    written = []
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('location', { protocol: 'https:' })
    vi.stubGlobal('document', {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      },
      set cookie(line: string) {
        written.push(line)
        const pair = line.split(';')[0] ?? ''
        const at = pair.indexOf('=')
        jar.set(pair.slice(0, at), pair.slice(at + 1))
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('runs at once when the stored choice grants the category', () => {
    jar.set('other', 'x')
    jar.set(CONSENT_COOKIE, 'v1.a0.m1')
    const run = vi.fn()
    onConsent('marketing', run)
    expect(run).toHaveBeenCalledTimes(1)
    const analytics = vi.fn()
    onConsent('analytics', analytics)
    expect(analytics).not.toHaveBeenCalled()
  })

  it('waits for a grant of its category, then runs once', () => {
    const run = vi.fn()
    onConsent('analytics', run)
    saveConsent({ analytics: false, marketing: true })
    expect(run).not.toHaveBeenCalled()
    saveConsent({ analytics: true, marketing: false })
    saveConsent({ analytics: true, marketing: true })
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('saves a year-long, Lax, Secure-on-https cookie the server parses, and announces it', () => {
    const seen: unknown[] = []
    window.addEventListener(CONSENT_EVENT, (e) => seen.push((e as CustomEvent).detail))
    saveConsent({ analytics: true, marketing: false })
    expect(written[0]).toBe(`${CONSENT_COOKIE}=v1.a1.m0; Path=/; Max-Age=31536000; SameSite=Lax; Secure`)
    expect(readConsent()).toEqual({ analytics: true, marketing: false })
    expect(seen).toEqual([{ analytics: true, marketing: false }])
  })
})

describe('consentOfChoice', () => {
  it('grants all or nothing for the two buttons whatever is ticked, and for "Save choices" exactly the ticked boxes', () => {
    expect(consentOfChoice('all', () => false)).toEqual({ analytics: true, marketing: true })
    expect(consentOfChoice('none', () => true)).toEqual({ analytics: false, marketing: false })
    expect(consentOfChoice('custom', (category) => category === 'marketing')).toEqual({ analytics: false, marketing: true })
    expect(consentOfChoice('custom', (category) => category === 'analytics')).toEqual({ analytics: true, marketing: false })
  })
})
