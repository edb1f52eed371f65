// The browser entry, kept tiny: it wires each island's hydration trigger and loads React plus the
// island's module only when that trigger fires (docs/decisions/001-islands.md). Also: F8 focuses
// the notifications region, no page transition is started towards a file, and a new deployment is
// noticed (the latest-build file is polled): the next navigation then loads the new build.
import { islandRegistry } from './islands'
import { claimReload, isNewBuild, mayCheck, POLL_MS } from './lib/build-update'
import type { HydrateOn, IslandName } from './lib/islands/names'
import { COUNTRY_SELECT, completeCountrySelect } from './modules/leads/form/country-select'

const hydrations = new WeakMap<HTMLElement, Promise<void>>()
let reactLoaded = false

/** Hydrates an island once; every caller gets the same promise, settled when it is live. */
function hydrate(element: HTMLElement): Promise<void> {
  let done = hydrations.get(element)
  if (!done) {
    done = load(element)
    hydrations.set(element, done)
  }
  return done
}

async function load(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const importer = islandRegistry[name]
  if (!importer) return console.error(`Unknown island ${name}`)
  const [{ hydrateIsland }, module] = await Promise.all([import('./lib/islands/hydrate.client'), importer()]).catch((error) => {
    // After a deploy the old build's chunks are gone: load the page anew (the new build), but at
    // most once per 10 s per path, so a chunk that keeps failing is an error, not a reload loop.
    if (!claimReload(() => sessionStorage, location.pathname, Date.now())) throw error
    location.reload()
    return new Promise<never>(() => {})
  })
  // An island still being streamed in (the loader runs early on a long page) hydrates once it is
  // whole: half of its HTML would not match (the catalogue's map is ~30 KB of SVG).
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
  await hydrateIsland(element, module.default as never)
  element.dataset.hydrated = ''
  if (!reactLoaded) {
    reactLoaded = true
    for (const other of document.querySelectorAll<HTMLElement>('[data-hydrate="react"],[data-hydrate="stored"]')) void hydrate(other)
  }
}

const WARM_UP = ['pointerenter', 'focusin', 'touchstart'] as const

/** Hydrate on first contact; a click that lands before React is live is held and replayed. */
function onInteraction(element: HTMLElement) {
  const warm = () => void hydrate(element)
  for (const type of WARM_UP) element.addEventListener(type, warm, { capture: true, passive: true, once: true })
  element.addEventListener(
    'click',
    (event) => {
      if ('hydrated' in element.dataset || !(event.target instanceof Element)) return
      // The press may land on an icon's <path>: replay it on the control that owns it.
      const target = event.target.closest<HTMLElement>('a,button,input,select,textarea,label,summary,[role],[tabindex]') ?? element
      event.preventDefault()
      event.stopPropagation()
      void hydrate(element).then(() => target.click())
    },
    { capture: true },
  )
}

const visibility =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            visibility?.unobserve(entry.target)
            const island = entry.target.closest<HTMLElement>('[data-island]')
            if (island) void hydrate(island)
          }
        },
        { rootMargin: '200px' },
      )
    : undefined

const onIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(run)

/** True when localStorage holds any of the space-separated keys. */
function hasStored(keys: string | undefined): boolean {
  try {
    return (keys ?? '').split(' ').some((key) => key && localStorage.getItem(key) !== null)
  } catch {
    return false
  }
}

const wired = new WeakSet<HTMLElement>()

function wire(element: HTMLElement) {
  if (wired.has(element)) return
  wired.add(element)
  const trigger = element.dataset.hydrate as HydrateOn
  // The marker is `display: contents` (no box of its own): watch its first rendered child.
  if (trigger === 'visible') visibility ? visibility.observe(element.firstElementChild ?? element) : void hydrate(element)
  else if (trigger === 'interaction') onInteraction(element)
  else if (trigger === 'idle') onIdle(() => void hydrate(element))
  else if (trigger === 'react' && reactLoaded) void hydrate(element)
  else if (trigger === 'stored') {
    if (reactLoaded || hasStored(element.dataset.storageKeys)) onIdle(() => void hydrate(element))
    else onInteraction(element)
  }
}

/**
 * Wires every island in the document so far. The loader is an async module: it can run while the
 * parser is still reading a long streamed page, so it wires what is there now and the rest once the
 * document is parsed (wiring twice is a no-op). A control the visitor already hovers or focused
 * before the loader ran wakes its island at once: that contact happened before anyone listened.
 */
function wireAll() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (wired.has(element)) continue
    wire(element)
    const contact = element.contains(document.activeElement) || element.querySelector(':hover') !== null
    if (contact && (element.dataset.hydrate === 'interaction' || element.dataset.hydrate === 'stored')) void hydrate(element)
  }
}

wireAll()

// The consent banner (only in the page when a tracker is configured): its own small chunk stores a
// choice without a page load and lets "Cookie settings" reopen it. Before it loads, the form posts.
// Asked for as soon as the banner is in the page: now, or once the document is parsed (below).
let consentBanner = false
function loadConsentBanner() {
  if (consentBanner || !document.querySelector('[data-consent-banner]')) return
  consentBanner = true
  void import('./app/consent-banner.client')
}
loadConsentBanner()

// The catalogue's filters apply on change (features/catalog/live.client.ts, its own chunk, loaded then).
document.addEventListener('change', (event) => {
  const control = event.target
  // A control belongs to its form by nesting or by its `form` attribute (the sort beside the results).
  const form = control instanceof HTMLSelectElement || control instanceof HTMLInputElement ? control.form : null
  if (form?.hasAttribute('data-live') && control instanceof HTMLElement)
    void import('./features/catalog/live.client').then((live) => live.onChange(form, control))
})

// Back or Forward to a catalogue search the page pushed (live.client.ts): the page of that URL, swapped in.
addEventListener('popstate', (event) => {
  if ((event.state as { catalog?: boolean } | null)?.catalog) void import('./features/catalog/live.client').then((live) => live.onPop())
})

// Islands in HTML added later (the cards Load More appends) are wired when their container says so.
document.addEventListener('islands:added', (event) => {
  if (!(event.target instanceof Element)) return
  for (const element of event.target.querySelectorAll<HTMLElement>('[data-island]')) wire(element)
})

// Pages cross-fade into each other (`@view-transition { navigation: auto }`, uno.config.ts), and the
// browser applies that to every same-origin navigation, a floor plan's SVG or a brochure's PDF too.
// Such a file cannot opt in, so Chromium aborts the transition in it and reports an uncaught
// InvalidStateError ("Transition was skipped"). A path with a file extension is never a page: skip
// the transition before leaving (skipping rejects `ready`, which is expected here). Leaving a page
// of an old build for the new one (below) skips it too: a full load, not a cross-fade between two
// builds' styles (and Chromium was seen to abort that transition in the new page, uncaught).
addEventListener('pageswap', (event) => {
  const to = event.activation?.entry.url
  if (!event.viewTransition || !to || !(newBuild || /\.[a-z0-9]+$/i.test(new URL(to).pathname))) return
  event.viewTransition.ready.catch(() => {})
  event.viewTransition.skipTransition()
})

// A link chosen in an open <details> menu (the phone menu, language, units) closes the menu: one to
// this page's own section (☰ → Connect With Expert on the home page) only scrolls, and the open panel
// stayed over what it scrolled to (buyer review F4.2). A link an island handles (Contact Us opens
// its dialog, and focus returns to it) leaves the menu as it is.
document.addEventListener('click', (event) => {
  const target = event.target
  if (event.defaultPrevented || !(target instanceof HTMLElement || target instanceof SVGElement)) return
  const link = target.closest('a[href]')
  const menu = link?.closest('details[open]')
  if (menu instanceof HTMLDetailsElement) menu.open = false
})

document.addEventListener('keydown', (event) => {
  if (event.key !== 'F8') return
  event.preventDefault()
  document.getElementById('notifications')?.focus()
})

// The support chat widget, only when configured (the Document's <meta name="support-widget">): its
// own chunk, started once the page has loaded and the browser is idle, so it never delays the page.
const supportWidget = document.querySelector<HTMLMetaElement>('meta[name="support-widget"]')
if (supportWidget?.content) {
  const startWidget = () =>
    onIdle(() => {
      import('./lib/support-widget.client').then(
        (widget) => widget.startSupportWidget({ url: supportWidget.content, selector: supportWidget.dataset.selector }),
        (error: unknown) => console.warn('Support widget unavailable', error),
      )
    })
  if (document.readyState === 'complete') startWidget()
  else addEventListener('load', startWidget, { once: true })
}

// New deployments (product spec): a visible tab asks for /build/latest.json every 5 minutes and when
// it is shown again, at most once a minute; a hidden tab never asks. Once another build is live,
// the next navigation must load it from the server: the speculation rules go (a document they
// prefetched may be the old build's, and Chromium drops prefetches of removed rules), and a page
// of this build restored from the back/forward cache reloads. Pages are MPA documents, so any
// other navigation already is a full load.
const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content
let lastCheck = Date.now()
let newBuild = false

async function checkBuild() {
  const now = Date.now()
  if (newBuild || document.hidden || !mayCheck(now, lastCheck)) return
  lastCheck = now
  try {
    const response = await fetch(`/build/latest.json?t=${now}`)
    if (!response.ok || !isNewBuild(buildId, await response.json())) return
    newBuild = true
    document.documentElement.dataset.newBuild = ''
    for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove()
  } catch {
    // Offline or mid-deploy: the next check asks again.
  }
}

setInterval(checkBuild, POLL_MS)
document.addEventListener('visibilitychange', checkBuild)
// A page back from the back/forward cache: Back and Forward show a search form as its URL says
// (issue 13 item 4: it would keep a choice made but never submitted, type: Apartment over a list of
// villas; such forms are `data-url-state`, and `autocomplete="off"` for a reload); a page of an older
// build reloads, else the build is asked for now.
addEventListener('pageshow', (event) => {
  if (!event.persisted) return
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-url-state]')) form.reset()
  if (newBuild) location.reload()
  else void checkBuild()
})

// Affiliate tracking and the persisted main state (src/lib/affiliate.client.ts), when the Document names
// a script or a detected country: its own chunk, after the page has loaded and the browser is idle, so
// it never delays the page; a failure only warns.
if (document.querySelector('meta[name="affiliate-script"],meta[name="visitor-country"]')) {
  const startAffiliate = () =>
    onIdle(() => {
      import('./lib/affiliate.client').then(
        (affiliate) => affiliate.startAffiliate(),
        (error: unknown) => console.warn('Affiliate tracking unavailable', error),
      )
    })
  if (document.readyState === 'complete') startAffiliate()
  else addEventListener('load', startAffiliate, { once: true })
}

// The phone fields' country selectors come with their chosen country only (modules/leads/form/
// country-select.ts): each gets its name now and its whole list before it can open (the first
// pointer, touch or focus on it), and every one once the page is idle.
function completeCountrySelects() {
  const selects = document.getElementsByTagName('select')
  const waiting = () => [...selects].filter((select) => select.matches(COUNTRY_SELECT))
  for (const select of waiting()) {
    if (select.dataset.name) select.name = select.dataset.name
  }
  const onContact = (event: Event) => {
    const select = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(COUNTRY_SELECT) : null
    if (select instanceof HTMLSelectElement) completeCountrySelect(select)
  }
  for (const type of ['pointerdown', 'touchstart', 'focusin'] as const) document.addEventListener(type, onContact, { capture: true, passive: true })
  const all = () => onIdle(() => waiting().forEach(completeCountrySelect))
  if (document.readyState === 'complete') all()
  else addEventListener('load', all, { once: true })
}

// The shortlist (hearts, the header's count, the favourites page, recently viewed): its own small
// chunk without React (features/shortlist/shortlist.client.ts); a toast wakes the Toaster island.
function startShortlist() {
  if (!document.querySelector('[data-favourites-link],[data-favourite],[data-recent]')) return
  void import('./features/shortlist/shortlist.client').then((shortlist) =>
    shortlist.startShortlist({
      wake: (name) => {
        const island = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
        if (island) void hydrate(island)
      },
    }),
  )
}

// Every island is wired (the e2e specs wait for this): now, or once the parser has read the whole page.
const wiredAll = () => {
  wireAll()
  completeCountrySelects()
  loadConsentBanner()
  startShortlist()
  document.documentElement.dataset.clientLoaded = ''
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wiredAll, { once: true })
else wiredAll()
