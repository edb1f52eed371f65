// The tag manager (Google Tag Manager) behind consent (issue 11 item 6, spec sections 5 and 8;
// docs/decisions/015-consent.md): its configuration (GTM_CONTAINER_ID, GTM_ORIGIN), checked at
// start-up; the hosts the CSP allows for it; and the head script that sets Google Consent Mode v2
// defaults to denied and loads the container only once the visitor grants a category.
import { type Consent, grantsAny } from './consent'
import { scriptJson } from './script-json'

/** The spec's container id: `GTM-` then uppercase letters or digits. */
const CONTAINER_ID = /^GTM-[A-Z0-9]+$/

/** Where the container loads from unless GTM_ORIGIN says otherwise (tests point it at a fake). */
export const DEFAULT_GTM_ORIGIN = 'https://www.googletagmanager.com'

/**
 * Where Google's own tags (GA4, Ads) send from a container on the real origin (Google's CSP guide
 * for Tag Manager): images and beacons only, never scripts. Not added for another GTM_ORIGIN.
 */
const GOOGLE_TAG_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] as const

export interface TagManager {
  id: string
  /** The origin gtm.js is loaded from, e.g. `https://www.googletagmanager.com`. */
  origin: string
}

interface TagManagerVars {
  GTM_CONTAINER_ID?: string
  GTM_ORIGIN?: string
}

/** Thrown for a container id or origin the Worker must not start with: the message says what to set. */
export class TagManagerError extends Error {
  override name = 'TagManagerError'
}

/** The configured tag manager, or null when GTM_CONTAINER_ID is empty (off). Throws TagManagerError when invalid. */
export function parseTagManager(env: TagManagerVars): TagManager | null {
  const id = (env.GTM_CONTAINER_ID ?? '').trim()
  if (!id) return null
  if (!CONTAINER_ID.test(id)) {
    throw new TagManagerError(
      `GTM_CONTAINER_ID must be "GTM-" followed by uppercase letters or digits (e.g. "GTM-AB12CD3"), got ${JSON.stringify(env.GTM_CONTAINER_ID)}. Leave it empty to turn the tag manager off.`,
    )
  }
  const configured = (env.GTM_ORIGIN ?? '').trim() || DEFAULT_GTM_ORIGIN
  let url: URL | undefined
  try {
    url = new URL(configured)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host) {
    throw new TagManagerError(`GTM_ORIGIN must be an absolute http(s) origin such as "${DEFAULT_GTM_ORIGIN}", got ${JSON.stringify(env.GTM_ORIGIN)}.`)
  }
  return { id, origin: url.origin }
}

/** Start-up check (worker/index.ts): throws TagManagerError so `wrangler dev`/deploy refuse a bad id. */
export function assertTagManager(env: TagManagerVars): void {
  parseTagManager(env)
}

/**
 * True when some tracker waits for consent, so the banner and the footer's "Cookie settings" show:
 * the tag manager, or the affiliate tracking script (AFFILIATE_SCRIPT_URL).
 */
export function consentNeeded(env: TagManagerVars & { AFFILIATE_SCRIPT_URL?: string }): boolean {
  return Boolean((env.GTM_CONTAINER_ID ?? '').trim() || (env.AFFILIATE_SCRIPT_URL ?? '').trim())
}

/** The sources the CSP adds for the tag manager, per directive: its origin, plus Google's beacon hosts on the real one. */
export function tagManagerCsp(tm: TagManager | null): { script: string[]; img: string[]; connect: string[] } {
  if (!tm) return { script: [], img: [], connect: [] }
  const beacons = tm.origin === DEFAULT_GTM_ORIGIN ? [...GOOGLE_TAG_HOSTS] : []
  return { script: [tm.origin], img: [tm.origin, ...beacons], connect: [tm.origin, ...beacons] }
}

/** Consent Mode v2 signals for a choice: analytics → analytics_storage; marketing → the three ad signals. */
function consentSignals(c: Consent): Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', 'granted' | 'denied'> {
  const ads = c.marketing ? 'granted' : 'denied'
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: c.analytics ? 'granted' : 'denied' }
}

/**
 * The inline head script (carries the CSP nonce): Consent Mode v2 `default` all denied, pushed before
 * anything else can read the dataLayer; then, for a stored choice that grants something, `update` and
 * the container; a later choice on the page (the `marsa:consent` event, src/lib/consent.client.ts)
 * does the same. Nothing loads while nothing is granted. gtm.js gets this script's nonce, so the
 * container can pass it on to its custom tags (decision 015).
 */
export function tagManagerScript(tm: TagManager, consent: Consent | null): string {
  const stored = consent && grantsAny(consent) ? consent : null
  return `(function(){var w=window,d=document,n=d.currentScript&&d.currentScript.nonce,id=${scriptJson(tm.id)},o=${scriptJson(tm.origin)},on=false;w.dataLayer=w.dataLayer||[];function g(){w.dataLayer.push(arguments)}g('consent','default',${scriptJson(consentSignals({ analytics: false, marketing: false }))});function u(c){if(!c)return;var a=c.analytics?'granted':'denied',m=c.marketing?'granted':'denied';g('consent','update',{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:a});if(on||!(c.analytics||c.marketing))return;on=true;w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});var j=d.createElement('script');j.async=true;j.src=o+'/gtm.js?id='+encodeURIComponent(id);if(n)j.nonce=n;d.head.appendChild(j)}u(${scriptJson(stored)});w.addEventListener('marsa:consent',function(e){u(e.detail)})})()`
}

/** What a page needs to know about consent: the stored choice (null: none yet) and the tag manager, if on. */
export interface PageConsent {
  choice: Consent | null
  tagManager: TagManager | null
}
