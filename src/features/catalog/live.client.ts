// Filters that apply on change (issue 13 item 4): with JavaScript, a changed select of the catalogue's
// form (`form[data-live]`, Filters.tsx) fetches the results page for the new URL and swaps in its
// results and bar, instead of waiting for the search button. The URL follows (a history entry per
// change), the count is announced, and Back or Forward swap in the page their URL names, form
// included, so the form always says what the results are. Any failure falls back to loading the
// page. Loaded by src/client.tsx on the first change.

/** The parts of the page a search replaces: the bar (chips, filter count) and the results. */
const PARTS = ['catalog-bar', 'catalog-results'] as const

let listening = false
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
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    if (request !== latest) return
    for (const id of PARTS) {
      const fresh = page.getElementById(id)
      const current = document.getElementById(id)
      if (!fresh || !current) throw new Error(`no #${id}`)
      if (id === 'catalog-bar' && how === 'push') swapBarKeepingForm(current, fresh)
      else current.replaceWith(document.adoptNode(fresh))
    }
    for (const id of PARTS) document.getElementById(id)?.dispatchEvent(new Event('islands:added', { bubbles: true }))
    document.title = page.title
    if (how === 'push') history.pushState({ catalog: true }, '', response.url)
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
  for (const selector of ['[data-testid="filter-chips"]', 'summary']) {
    const mine = current.querySelector(selector)
    const theirs = fresh.querySelector(selector)
    if (mine && theirs) mine.replaceWith(document.adoptNode(theirs))
    else if (mine) mine.remove()
    else if (theirs instanceof HTMLElement && selector !== 'summary')
      current.querySelector('details')?.insertAdjacentElement('afterend', document.adoptNode(theirs))
  }
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
  if (!listening) {
    listening = true
    history.replaceState({ catalog: true }, '')
    addEventListener('popstate', (event) => {
      if ((event.state as { catalog?: boolean } | null)?.catalog) void load(location.href, 'pop')
    })
  }
  void load(urlOf(form), 'push')
}
