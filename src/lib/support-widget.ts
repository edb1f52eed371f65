// The support chat widget's rules (product spec sections 2, 8, 9; docs/decisions/016-support-widget.md):
// which routes show, hide or never load it, its script URL per language, and the configuration's checks.
// Pure, so the worker (CSP, Document) and the browser controller (support-widget.client.ts) share it.
import { isLocaleCode, stripLocalePrefix } from './i18n/locales'

/** What a route does with the widget: `shown`, `hidden` (loaded, not visible) or `absent` (removed, never loaded). */
export type WidgetPresence = 'shown' | 'hidden' | 'absent'

/** Spec section 9: the poll that waits for the widget's DOM to exist, in milliseconds. */
export const WIDGET_POLL_MS = 1000

/**
 * Ticks the poll waits before giving up on a widget that loaded but never drew itself (a minute):
 * nothing in the spec bounds it, and a page left open should not query the DOM forever.
 */
export const WIDGET_POLL_LIMIT = 60

/** The widget's root element when SUPPORT_WIDGET_SELECTOR is empty (the contract the fake widget follows). */
export const DEFAULT_WIDGET_SELECTOR = '#support-widget'

/** The spec's routes without the widget: loaded on none of them, and removed on arrival. */
const WITHOUT_WIDGET = ['/careers', '/partners'] as const

/**
 * The widget's rule for a location's path (with or without a locale prefix): hidden on the index,
 * absent on the careers and partners routes (and anything under them), shown everywhere else.
 */
export function widgetPresence(pathname: string): WidgetPresence {
  const path = stripLocalePrefix(pathname)
  if (path === '/') return 'hidden'
  if (WITHOUT_WIDGET.some((route) => path === route || path.startsWith(`${route}/`))) return 'absent'
  return 'shown'
}

/**
 * The configured widget script URL (SUPPORT_WIDGET_URL), or undefined when it is off: empty, not
 * an absolute http(s) URL, or carrying credentials (they would be sent to every visitor's browser).
 */
export function parseWidgetUrl(value: string | undefined): URL | undefined {
  const configured = value?.trim()
  if (!configured) return undefined
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host || url.username || url.password) return undefined
  url.hash = ''
  return url
}

/** The widget's root selector (SUPPORT_WIDGET_SELECTOR); empty or overlong: the default. */
export function parseWidgetSelector(value: string | undefined): string {
  const selector = value?.trim()
  return selector && selector.length <= 200 ? selector : DEFAULT_WIDGET_SELECTOR
}

/**
 * The script to load for `language`: the configured URL with `language={code}` and
 * `hide_widget_on_init=true` set (the spec's query; a query of the configured URL is kept, these two win).
 */
export function widgetScriptUrl(base: string, language: string): string {
  const url = new URL(base)
  url.searchParams.set('language', language)
  url.searchParams.set('hide_widget_on_init', 'true')
  return url.href
}

/** The page's locale code from `<html lang>` (`ar-AE` → `ar`); anything unknown is English, the site's default. */
export function widgetLanguage(lang: string): string {
  const code = lang.split('-')[0]?.toLowerCase()
  return isLocaleCode(code) ? code : 'en'
}

/** What the page needs to load the widget: the script URL and the root selector. */
export interface SupportWidgetConfig {
  url: string
  selector: string
}

/** The widget's configuration from the environment, or undefined when it is off (no valid SUPPORT_WIDGET_URL). */
export function supportWidgetConfig(env: { SUPPORT_WIDGET_URL?: string; SUPPORT_WIDGET_SELECTOR?: string }): SupportWidgetConfig | undefined {
  const url = parseWidgetUrl(env.SUPPORT_WIDGET_URL)
  return url && { url: url.href, selector: parseWidgetSelector(env.SUPPORT_WIDGET_SELECTOR) }
}
