// The visitor's tracking consent (issue 11 item 6, docs/decisions/015-consent.md): one first-party
// cookie shared by the server (renders the banner and the tag manager loader per request) and the
// browser (consent.client.ts: trackers wait for their category). Stable API: the affiliate tracking
// builds on it.

/** The cookie holding the choice. Not HttpOnly on purpose: browser code reads and writes it. */
export const CONSENT_COOKIE = 'marsa_consent'

/** How long a choice is remembered: 365 days, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60

export type ConsentCategory = 'analytics' | 'marketing'

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'marketing']

export type Consent = { analytics: boolean; marketing: boolean }

/** Nothing granted: the state before any choice where opt-in is required, and after "Reject all". */
export const CONSENT_DENIED: Consent = { analytics: false, marketing: false }

// `v1.a1.m0`: versioned so a new category can ask again (an old value then parses as no choice).
const FORMAT = /^v1\.a([01])\.m([01])$/

/** The stored choice, or null when there is none (missing, malformed or an older version). */
export function parseConsent(value: string | undefined): Consent | null {
  const match = value === undefined ? null : FORMAT.exec(value.trim())
  if (!match) return null
  return { analytics: match[1] === '1', marketing: match[2] === '1' }
}

/** The cookie value for a choice (`v1.a1.m0`); parseConsent reads it back unchanged. */
export function serializeConsent(c: Consent): string {
  return `v1.a${c.analytics ? 1 : 0}.m${c.marketing ? 1 : 0}`
}

/** The buttons of the consent form (src/app/ConsentBanner.tsx): Accept all, Reject all, Save choices. */
export type ConsentChoice = 'all' | 'none' | 'custom'

/**
 * The consent a submit of the consent form makes, read the same by the server (POST /consent) and the
 * banner's script: everything, nothing, or for "Save choices" the categories whose box is ticked.
 */
export function consentOfChoice(choice: ConsentChoice, ticked: (category: ConsentCategory) => boolean): Consent {
  if (choice === 'all') return { analytics: true, marketing: true }
  if (choice === 'none') return { ...CONSENT_DENIED }
  return { analytics: ticked('analytics'), marketing: ticked('marketing') }
}

/** True when any category is granted. */
export function grantsAny(c: Consent): boolean {
  return c.analytics || c.marketing
}
