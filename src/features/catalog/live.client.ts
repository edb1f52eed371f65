// Filters that apply on change (issue 13 item 4): with JavaScript, a changed select of the catalogue's
// form (`form[data-live]`, Filters.tsx) fetches the results page for the new URL and swaps in its
// results and bar, instead of waiting for the search button. The URL follows (a history entry per
// change), the count is announced, and Back or Forward swap in the page their URL names, form
// included, so the form always says what the results are. Any failure falls back to loading the
// page. Loaded by src/client.tsx on the first change, or on Back/Forward to an entry it pushed.

/** The parts of the page a search replaces: the bar (chips, filter count) and the results. */
const PARTS = ['catalog-bar', 'catalog-results'] as const

let marked = false
let latest = 0

/** The form's search as a URL: empty fields left out (the server would redirect to exactly this). */
function urlOf(form: HTMLFormElement): string {
  const query = new URLSearchParams()
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.append(key, value)
  return `${form.action}${query.size ? `?${query}` : ''}`
}

async function load(url: string, how: 'push' | 'pop'): Promise<void> {
  const request = ++latest
  const results = document.getElementById('catalog-results')
  results?.setAttribute('aria-busy', 'true')
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    // Only the page's <main>: its head holds a <style> with another request's nonce, which this
    // page's CSP would report when parsed here.
    const html = await response.text()
    const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>') + 7)
    const page = new DOMParser().parseFromString(main, 'text/html')
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
    if (request !== latest) return
    for (const id of PARTS) {
      const fresh = page.getElementById(id)
      const current = document.getElementById(id)
      if (!fresh || !current) throw new Error(`no #${id}`)
      if (id === 'catalog-bar' && how === 'push') swapBarKeepingForm(current, fresh)
      else current.replaceWith(document.adoptNode(fresh))
    }
    for (const id of PARTS) document.getElementById(id)?.dispatchEvent(new Event('islands:added', { bubbles: true }))
    if (title) document.title = new DOMParser().parseFromString(title, 'text/html').documentElement.textContent ?? document.title
    if (how === 'push') {
      history.pushState({ catalog: true }, '', response.url)
      keepAsDefaults()
    }
    announce(page.getElementById('results-count')?.textContent ?? '')
  } catch {
    location.assign(url)
  }
}

/**
 * After a change the visitor's form stays (focus, an open panel, what they are typing): only the
 * chips and the filter count come from the new page.
 */
function swapBarKeepingForm(current: HTMLElement, fresh: HTMLElement): void {
  // The hidden fields are the page's, not the visitor's: the view and the map area ride along.
  const form = current.querySelector('form')
  const freshForm = fresh.querySelector('form')
  if (form && freshForm) {
    for (const input of form.querySelectorAll('input[type="hidden"]')) input.remove()
    for (const input of [...freshForm.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].reverse())
      form.insertBefore(document.adoptNode(input), form.firstChild)
  }
  for (const selector of ['[data-testid="filter-chips"]', 'summary']) {
    const mine = current.querySelector(selector)
    const theirs = fresh.querySelector(selector)
    if (mine && theirs) mine.replaceWith(document.adoptNode(theirs))
    else if (mine) mine.remove()
    else if (theirs instanceof HTMLElement && selector !== 'summary')
      current.querySelector('details')?.insertAdjacentElement('afterend', document.adoptNode(theirs))
  }
}

/**
 * The form's choices become its defaults: a page restored from the back/forward cache resets its
 * search forms (src/client.tsx), and must come back to this URL's search, not the first page's.
 */
function keepAsDefaults(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-live]')) {
    for (const option of form.querySelectorAll('option')) option.defaultSelected = option.selected
    for (const input of form.querySelectorAll('input')) input.defaultValue = input.value
  }
  for (const option of document.querySelectorAll<HTMLOptionElement>('select[form] option')) option.defaultSelected = option.selected
}

/** Says the new count: the count's own live region is replaced with the results, so a stable one speaks. */
function announce(text: string): void {
  let status = document.getElementById('catalog-status')
  if (!status) {
    status = document.createElement('div')
    status.id = 'catalog-status'
    status.setAttribute('role', 'status')
    status.className = 'sr-only'
    document.body.appendChild(status)
  }
  status.textContent = text
}

export function onChange(form: HTMLFormElement, control: Element): void {
  // Text is searched on Enter or a chosen suggestion (a full search), not on every change event.
  if (control instanceof HTMLInputElement && control.type !== 'checkbox' && control.type !== 'radio') return
  // The entry being left is a catalogue search too: Back to it swaps it in (onPop).
  if (!marked) {
    marked = true
    history.replaceState({ catalog: true }, '')
  }
  void load(urlOf(form), 'push')
}

/** A search the page itself asks for (the map's "Search this area"): swapped in, with its history entry. */
export function navigate(url: string): Promise<void> {
  if (!marked) {
    marked = true
    history.replaceState({ catalog: true }, '')
  }
  return load(new URL(url, location.href).href, 'push')
}

/** Back or Forward to a search this document pushed (src/client.tsx listens, whichever page came before). */
export const onPop = (): Promise<void> => load(location.href, 'pop')
