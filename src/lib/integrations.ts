// The third-party integrations' configuration (affiliate script, tag manager, support widget) parsed once per
// environment object, i.e. once per isolate, instead of on every response (CSP) and every page (context).
import { affiliateScript } from './affiliate'
import { mapStyle } from './map-style'
import { memoByObject } from './memo'
import { type SupportWidgetConfig, supportWidgetConfig } from './support-widget'
import { consentNeeded, parseTagManager, type TagManager, tagManagerCsp } from './tag-manager'

interface IntegrationVars {
  AFFILIATE_SCRIPT_URL?: string
  GTM_CONTAINER_ID?: string
  GTM_ORIGIN?: string
  SUPPORT_WIDGET_URL?: string
  SUPPORT_WIDGET_SELECTOR?: string
  MAP_STYLE_URL?: string
}

export interface Integrations {
  /** Some tracker waits for consent (banner, footer link). */
  consentNeeded: boolean
  /** Validated at start-up (worker/index.ts); an invalid one here counts as off. */
  tagManager: TagManager | null
  affiliateScriptUrl: string | undefined
  supportWidget: SupportWidgetConfig | undefined
  /** The catalogue map's MapLibre style (decision 022), when one is configured. */
  mapStyleUrl: string | undefined
  /** The hosts the CSP adds per directive, each named once even when two integrations share it; `worker` only for the map. */
  csp: { script: string[]; img: string[]; connect: string[]; worker: string[] }
}

// Keyed by the env object: one per isolate in production; tests that pass their own env get their own entry.

function parse(env: IntegrationVars): Integrations {
  let tagManager: TagManager | null
  try {
    tagManager = parseTagManager(env)
  } catch {
    tagManager = null
  }
  const affiliate = affiliateScript(env.AFFILIATE_SCRIPT_URL)
  const supportWidget = supportWidgetConfig(env)
  // Affiliate tracking loads its script from, and registers clicks at, the script's origin; the tag
  // manager needs its origin and beacons (decision 015); the widget, its script's origin (decision 016).
  const affiliateHosts = affiliate ? [affiliate.origin] : []
  const gtm = tagManagerCsp(tagManager)
  const widget = supportWidget ? [new URL(supportWidget.url).origin] : []
  // The map's style, tiles, glyphs and sprites are fetched from the style's origin; MapLibre parses
  // tiles in module workers (its own file, started through a blob: wrapper).
  const style = mapStyle(env.MAP_STYLE_URL)
  const map = style ? [style.origin] : []
  const unique = (...lists: string[][]) => [...new Set(lists.flat())]
  return {
    consentNeeded: consentNeeded(env),
    tagManager,
    affiliateScriptUrl: affiliate?.href,
    supportWidget,
    mapStyleUrl: style?.href,
    csp: {
      script: unique(affiliateHosts, gtm.script, widget),
      img: unique(gtm.img, map),
      connect: unique(affiliateHosts, gtm.connect, map),
      worker: style ? ["'self'", 'blob:'] : [],
    },
  }
}

/** The integrations configured in `env`, parsed on first use and kept for the env's lifetime. */
export const integrations: (env: IntegrationVars) => Integrations = memoByObject(parse)
