// The support chat widget in the browser (product spec section 2; docs/decisions/016-support-widget.md):
// loads the widget script for the page's language, fires the synthetic page-ready event it initialises
// on, waits for its DOM with a 1-second poll and then hides or shows it per route; removes it where it
// must not be, and swaps it when the language changes. The loader (src/client.tsx) starts this only
// when the widget is configured, once the page is loaded and idle.
import { parseWidgetSelector, WIDGET_POLL_LIMIT, WIDGET_POLL_MS, type WidgetPresence, widgetLanguage, widgetPresence, widgetScriptUrl } from './support-widget'

export interface WidgetConfig {
  /** The configured script URL (SUPPORT_WIDGET_URL), without the per-language query. */
  url: string
  /** CSS selector of the element(s) the widget draws (SUPPORT_WIDGET_SELECTOR); empty: the default. */
  selector?: string
}

/** Marks the script element this controller added; its value is the language it was loaded for. */
const SCRIPT_ATTRIBUTE = 'data-support-widget'

/**
 * Where the widget stands, on `<html data-support-widget>`: `loading`, `failed`, or the presence
 * applied (`shown`, `hidden`, `absent`). Like `data-client-loaded`, something to wait for (e2e).
 */
type WidgetState = 'loading' | 'failed' | WidgetPresence
const mark = (state: WidgetState) => {
  document.documentElement.dataset.supportWidget = state
}

/** Starts the controller for this document; it follows route and language changes until the page goes. */
export function startSupportWidget(config: WidgetConfig): void {
  const selector = parseWidgetSelector(config.selector)
  let script: HTMLScriptElement | undefined
  let loaded = false
  let poll: ReturnType<typeof setInterval> | undefined
  // A language whose script failed is not asked for again in this document (no request loop).
  const failed = new Set<string>()

  const widgetElements = (): HTMLElement[] => {
    try {
      return [...document.querySelectorAll<HTMLElement>(selector)]
    } catch {
      return [] // An invalid selector in the configuration: nothing to find.
    }
  }

  const stopPoll = () => {
    clearInterval(poll)
    poll = undefined
  }

  /** Hides or shows the widget for the current route; false while the widget has not drawn itself. */
  const apply = (): boolean => {
    const elements = widgetElements()
    if (elements.length === 0) return false
    const presence = widgetPresence(location.pathname)
    const hidden = presence !== 'shown'
    // Inline style through the CSSOM (allowed by a CSP without 'unsafe-inline' styles): it beats the
    // widget's own stylesheet, and clearing it undoes the widget's `hide_widget_on_init` hiding too.
    for (const element of elements) {
      if (hidden) element.style.setProperty('display', 'none', 'important')
      else element.style.removeProperty('display')
    }
    mark(presence)
    return true
  }

  const waitForWidget = () => {
    stopPoll()
    let ticks = 0
    poll = setInterval(() => {
      if (apply() || ++ticks >= WIDGET_POLL_LIMIT) stopPoll()
    }, WIDGET_POLL_MS)
  }

  /** Takes the widget out of the page: its script and everything it drew. */
  const remove = () => {
    stopPoll()
    script?.remove()
    script = undefined
    loaded = false
    for (const element of widgetElements()) element.remove()
  }

  const load = (language: string) => {
    const element = document.createElement('script')
    element.src = widgetScriptUrl(config.url, language)
    element.async = true
    element.setAttribute(SCRIPT_ATTRIBUTE, language)
    element.addEventListener('load', () => {
      if (script !== element) return // Swapped or removed while it was loading.
      loaded = true
      // The page was ready long before the widget arrived: a widget that initialises on DOMContentLoaded
      // would wait forever, so the spec's synthetic page-ready event tells it now (decision 016).
      document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }))
      waitForWidget()
    })
    element.addEventListener('error', () => {
      if (script !== element) return
      failed.add(language)
      element.remove()
      script = undefined
      // Spec section 8: the console only; the page carries on without the widget.
      console.error(`Failed to load widget for ${language}`)
      mark('failed')
    })
    script = element
    document.body.appendChild(element)
    mark('loading')
  }

  /** Brings the widget in line with the current route and language. */
  const sync = () => {
    const presence = widgetPresence(location.pathname)
    if (presence === 'absent') {
      remove()
      return mark('absent')
    }
    const language = widgetLanguage(document.documentElement.lang)
    if (script && script.getAttribute(SCRIPT_ATTRIBUTE) !== language) remove()
    if (!script) {
      if (!failed.has(language)) load(language)
      return
    }
    if (loaded && !apply() && !poll) waitForWidget()
  }

  sync()
  // Route changes without a full load: history traversal, bfcache restores and (where the Navigation
  // API exists) pushState/replaceState. Pages are MPA documents, so most navigations start anew.
  addEventListener('popstate', sync)
  addEventListener('pageshow', (event) => {
    if (event.persisted) sync()
  })
  const navigation = (window as { navigation?: EventTarget }).navigation
  navigation?.addEventListener('currententrychange', sync)
  // The language is the document's: when <html lang> changes, the widget follows it.
  new MutationObserver(sync).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
}
