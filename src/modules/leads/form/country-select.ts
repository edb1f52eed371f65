// The phone field's country selector as the server sends it (PhoneInput.island.tsx): its chosen
// country only and no name, the whole list in the <noscript> beside it (text while scripting is on).
// The island loader (src/client.tsx) completes it here, before anyone can open it: on the first
// pointer, touch or focus on it, and for every selector once the page is idle.

/** The selectors still waiting for their list. */
export const COUNTRY_SELECT = 'select[data-countries]'

/** Names `select` (so it posts) and moves the <noscript>'s options into it, keeping its value. Once. */
export function completeCountrySelect(select: HTMLSelectElement): void {
  if ('complete' in select.dataset) return
  select.dataset.complete = ''
  if (select.dataset.name) select.name = select.dataset.name
  const source = select.parentElement?.querySelector(':scope > noscript')?.textContent
  if (!source) return
  const template = document.createElement('template')
  template.innerHTML = source
  const full = template.content.querySelector('select')
  if (!full || full.options.length <= select.options.length) return
  const value = select.value
  select.replaceChildren(...full.options)
  select.value = value
}
