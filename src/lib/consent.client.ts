// Browser side of the consent (src/lib/consent.ts): a tracker waits for its category with onConsent;
// a choice made on the page is saved and announced with saveConsent (a `marsa:consent` event on
// window whose detail is the Consent), so nothing reloads.
import { CONSENT_COOKIE, CONSENT_MAX_AGE, type Consent, type ConsentCategory, parseConsent, serializeConsent } from './consent'

/** The event announcing a new choice; `detail` is the Consent. */
export const CONSENT_EVENT = 'marsa:consent'

/** The visitor's stored choice, or null when there is none yet. */
export function readConsent(): Consent | null {
  const prefix = `${CONSENT_COOKIE}=`
  for (const part of document.cookie.split(';')) {
    const pair = part.trim()
    if (pair.startsWith(prefix)) return parseConsent(decodeURIComponent(pair.slice(prefix.length)))
  }
  return null
}

/** Stores the choice in the same cookie the server sets (POST /consent) and announces it. */
export function saveConsent(consent: Consent): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; this cookie is the one place the choice is kept
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }))
}

/**
 * Runs `run` once the visitor has granted `category`: now when the stored choice grants it, else on
 * the first `marsa:consent` event that does. Never before, never twice.
 */
export function onConsent(category: ConsentCategory, run: () => void): void {
  if (readConsent()?.[category]) {
    run()
    return
  }
  const listener = (event: Event) => {
    if (!(event as CustomEvent<Consent>).detail?.[category]) return
    window.removeEventListener(CONSENT_EVENT, listener)
    run()
  }
  window.addEventListener(CONSENT_EVENT, listener)
}
