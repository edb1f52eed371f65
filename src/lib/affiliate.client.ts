// Affiliate tracking in the browser (issue 11 item 7; decisions in affiliate.ts): persists the visitor's
// country, and, when a tracking script is configured (the Document's <meta name="affiliate-script">),
// loads it once the visitor grants marketing consent, then reads or registers the transaction id; a
// withdrawn marketing consent forgets the id.
// Started by src/client.tsx after the page is interactive; a failure is a quiet warning, never the page's.
import { type AffiliateSdk, forgetTransactionId, rememberCountry, trackAffiliate } from './affiliate'
import type { Consent } from './consent'
import { CONSENT_EVENT, onConsent, readConsent } from './consent.client'
import { browserStorage } from './storage'

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined

/** Loads the network's script (its origin is in the CSP's script-src only when configured). */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.affiliate = ''
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Failed to load the affiliate script ${src}`))
    document.head.appendChild(script)
  })
}

/** The script's `EF` global, when it has the two calls this site uses. */
function sdkOf(global: unknown): AffiliateSdk | undefined {
  const sdk = global as Partial<AffiliateSdk> | undefined
  return typeof sdk?.getAdvertiserTransactionId === 'function' && typeof sdk.click === 'function' ? (sdk as AffiliateSdk) : undefined
}

async function track(src: string): Promise<void> {
  await loadScript(src)
  const sdk = sdkOf((window as { EF?: unknown }).EF)
  if (!sdk) throw new Error('The affiliate script exposes no EF.getAdvertiserTransactionId / EF.click')
  const outcome = await trackAffiliate(sdk, new URLSearchParams(location.search), browserStorage())
  document.documentElement.dataset.affiliate = outcome.registered ? 'registered' : 'known'
}

export function startAffiliate(): void {
  rememberCountry(browserStorage(), meta('visitor-country'))
  // Marketing consent withdrawn (here, or by the form without JavaScript before this page): the id goes.
  if (readConsent()?.marketing === false) forgetTransactionId(browserStorage())
  addEventListener(CONSENT_EVENT, (event) => {
    if ((event as CustomEvent<Consent>).detail?.marketing === false) forgetTransactionId(browserStorage())
  })
  const src = meta('affiliate-script')
  if (!src) return
  // <html data-affiliate>: waiting (for consent), loading, then registered (a click), known (an id read or kept) or failed.
  const state = document.documentElement.dataset
  state.affiliate = 'waiting'
  onConsent('marketing', () => {
    state.affiliate = 'loading'
    track(src).catch((error: unknown) => {
      // A blocked or broken tracker costs attribution, nothing else: leads go out without the id.
      state.affiliate = 'failed'
      console.warn('Affiliate tracking failed', error)
    })
  })
}
