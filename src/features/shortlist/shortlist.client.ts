// The shortlist in the browser, without React: hearts on cards and property pages (aria-pressed from
// localStorage, a click saves or removes, a toast links to the list), the header's count, the
// favourites page (the visitor's own list, remove, save all, copy the share link), the recently
// viewed strip (record, show, clear). Loaded by the browser entry as its own chunk; the toast store
// and the Toaster (React) are loaded only when there is a toast to show.
import { FAVOURITES_EVENT, FAVOURITES_KEY, mergeIds, readFavourites, toggleFavourite, writeFavourites } from '../../lib/favourites'
import { clearRecent, RECENT_KEY, readRecent, recordView } from '../../lib/recent'
import { hasSessionHint } from '../../lib/session-hint'

export interface ShortlistHooks {
  /** Hydrates the island named `name` (the Toaster) so a toast shows. */
  wake: (name: 'Toaster') => void
}

let hooks: ShortlistHooks = { wake: () => {} }

/** The header link: it carries the toast texts for the whole page. */
const headerLink = () => document.querySelector<HTMLAnchorElement>('[data-favourites-link]')

async function toast(title: string, options: { action?: boolean; description?: string; color?: 'success' | 'error' } = {}) {
  const link = headerLink()
  const [{ store }, { toastsAtom, pushToast }] = await Promise.all([import('../../lib/store'), import('../../lib/toast')])
  const action = options.action && link ? { label: link.dataset.toastView ?? '', href: link.getAttribute('href') ?? '' } : undefined
  store.set(toastsAtom, (list) => pushToast(list, { title, description: options.description, color: options.color ?? 'success', action, key: 'shortlist' }))
  hooks.wake('Toaster')
}

/** Every heart shows whether its property is saved; the header shows how many are (nothing at 0). */
function paint() {
  const saved = new Set(readFavourites())
  for (const button of document.querySelectorAll<HTMLElement>('[data-favourite]')) {
    button.setAttribute('aria-pressed', String(saved.has(Number(button.dataset.favourite))))
  }
  for (const count of document.querySelectorAll<HTMLElement>('[data-favourites-count]')) {
    count.textContent = saved.size ? String(saved.size) : ''
  }
}

/** Fetches card HTML from our own server into `list`, wiring the islands in it; false when it failed. */
async function loadCards(url: string, list: Element): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } })
    if (!response.ok) return false
    // Server-rendered, escaped markup from this origin (renderFragment).
    list.innerHTML = await response.text()
    list.dispatchEvent(new CustomEvent('islands:added', { bubbles: true }))
    return true
  } catch {
    return false
  }
}

/** The favourites page's own list: the cards of the ids in this browser, or the empty state. */
async function renderMine() {
  const mine = document.querySelector<HTMLElement>('[data-favourites-mine]')
  if (!mine) return
  const ids = readFavourites()
  const empty = () => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-favourites-empty]')
    mine.replaceChildren(template ? template.content.cloneNode(true) : '')
  }
  if (!ids.length) return empty()
  const ok = await loadCards(`${mine.dataset.favouritesMine}?ids=${ids.slice(0, 50).join(',')}&mine=1`, mine)
  if (!ok || !mine.textContent?.trim()) empty()
  else paint()
}

/** The recently viewed strip: shown with cards when this browser has any (the current property left out). */
async function renderRecent() {
  const strip = document.querySelector<HTMLElement>('[data-recent]')
  const list = strip?.querySelector('[data-recent-list]')
  if (!strip || !list) return
  const exclude = Number(strip.dataset.exclude)
  const ids = readRecent().filter((id) => id !== exclude)
  if (!ids.length || !(await loadCards(`${strip.dataset.recent}?ids=${ids.join(',')}`, list)) || !list.children.length) {
    strip.hidden = true
    return
  }
  strip.hidden = false
  paint()
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const heart = target?.closest<HTMLElement>('[data-favourite]')
  const link = headerLink()
  if (heart) {
    const saved = toggleFavourite(Number(heart.dataset.favourite))
    paint()
    if (!saved) void renderMine()
    void toast((saved ? link?.dataset.toastSaved : link?.dataset.toastRemoved) ?? '', { action: saved })
    return
  }
  const remove = target?.closest<HTMLElement>('[data-favourite-remove]')
  if (remove) {
    toggleFavourite(Number(remove.dataset.favouriteRemove), false)
    paint()
    void renderMine()
    void toast(link?.dataset.toastRemoved ?? '')
    return
  }
  const saveAll = target?.closest<HTMLElement>('[data-favourites-save-all]')
  if (saveAll) {
    const shared = (saveAll.dataset.favouritesSaveAll ?? '').split(',').map(Number)
    writeFavourites(mergeIds(shared, readFavourites()))
    paint()
    void toast(link?.dataset.toastSaved ?? '', { action: true })
    return
  }
  const copy = target?.closest<HTMLElement>('[data-share-copy]')
  if (copy) {
    const input = document.getElementById(copy.dataset.shareCopy ?? '')
    const value = input instanceof HTMLInputElement ? input.value : ''
    navigator.clipboard.writeText(value).then(
      () => toast(link?.dataset.toastCopied ?? '', { description: value }),
      () => toast(link?.dataset.toastCopyFailed ?? '', { description: value, color: 'error' }),
    )
    return
  }
  const clear = target?.closest<HTMLElement>('[data-recent-clear]')
  if (clear) {
    clearRecent()
    const strip = clear.closest<HTMLElement>('[data-recent]')
    if (strip) {
      strip.hidden = true
      strip.querySelector('[data-recent-list]')?.replaceChildren()
    }
    void toast(clear.dataset.cleared ?? '')
  }
}

/** Compare selected: at most four ticked; the others wait, disabled, until one is unticked. */
function onChange(event: Event) {
  const box = event.target
  if (!(box instanceof HTMLInputElement) || !box.matches('[data-compare-pick]')) return
  const picks = [...document.querySelectorAll<HTMLInputElement>('[data-compare-pick]')]
  const full = picks.filter((pick) => pick.checked).length >= 4
  for (const pick of picks) pick.disabled = full && !pick.checked
}

// Account sync (decision 026). The session cookie is HttpOnly and pages are the same HTML for
// everyone, so the page learns of a session from its readable hint (src/lib/session-hint.ts): only
// with it, once per tab session and again right after a page under /account (where signing in
// happens), the browser's list is POSTed to /api/favourites; the answer is the union with the
// account's list, kept here. Without the hint nothing is asked: an anonymous visitor's page makes no call.
const SYNC_KEY = 'marsa-favourites-sync'
const API = '/api/favourites'

function syncState(): string | null {
  try {
    return sessionStorage.getItem(SYNC_KEY)
  } catch {
    return 'off'
  }
}

function setSyncState(value: 'in' | 'out') {
  try {
    sessionStorage.setItem(SYNC_KEY, value)
  } catch {
    // No session storage: nothing to remember.
  }
}

async function send(method: 'POST' | 'PUT'): Promise<void> {
  try {
    const response = await fetch(API, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: readFavourites() }) })
    if (response.status === 401 || response.status === 503) return setSyncState('out')
    if (!response.ok) return
    if (method === 'POST') {
      const answer = (await response.json()) as { account: string; ids?: number[] }
      if (answer.account !== 'signed-in' || !answer.ids) return setSyncState('out')
      setSyncState('in')
      const ids = answer.ids
      writing = true
      writeFavourites(ids)
      writing = false
      paint()
      void renderMine()
    }
  } catch {
    // Offline: the next change or page tries again.
  }
}

let writing = false
let pending: ReturnType<typeof setTimeout> | undefined

/** After a change in this tab: the whole list to the account, at most one call per 1.5 s. */
function pushChange() {
  if (writing || syncState() !== 'in') return
  clearTimeout(pending)
  pending = setTimeout(() => void send('PUT'), 1500)
}

function startSync() {
  const cameFromAccount = (() => {
    try {
      return /^\/([a-z]{2}\/)?account(\/|$)/.test(new URL(document.referrer).pathname) && new URL(document.referrer).origin === location.origin
    } catch {
      return false
    }
  })()
  if (hasSessionHint(document.cookie) && (syncState() === null || cameFromAccount)) void send('POST')
  addEventListener(FAVOURITES_EVENT, pushChange)
}

export function startShortlist(given: ShortlistHooks) {
  hooks = given
  const viewed = document.querySelector<HTMLElement>('[data-record-view]')
  if (viewed) recordView(Number(viewed.dataset.recordView))
  paint()
  void renderMine()
  void renderRecent()
  startSync()
  document.documentElement.dataset.shortlist = ''
  document.addEventListener('click', onClick)
  document.addEventListener('change', onChange)
  // Another tab saved or removed something, or this one did elsewhere on the page.
  addEventListener(FAVOURITES_EVENT, paint)
  addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_KEY || event.key === null) {
      paint()
      void renderMine()
    }
    if (event.key === RECENT_KEY) void renderRecent()
  })
}
