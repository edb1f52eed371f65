// The consent banner with JavaScript (src/app/ConsentBanner.tsx): a choice is stored and announced at
// once (saveConsent: the tag manager's head script and onConsent listeners react, nothing reloads) and
// the banner hides; "Cookie settings" in the footer reopens it in place instead of going to /consent.
import { type Consent, type ConsentChoice, consentOfChoice } from '../lib/consent'
import { saveConsent } from '../lib/consent.client'

const CHOICES: readonly string[] = ['all', 'none', 'custom'] satisfies ConsentChoice[]

/** The choice a submit makes: the button pressed, and for "Save choices" the boxes ticked (as the server reads it). */
function chosen(form: HTMLFormElement, submitter: HTMLElement | null): Consent | null {
  const value = submitter instanceof HTMLButtonElement ? submitter.value : ''
  if (!CHOICES.includes(value)) return null
  const data = new FormData(form)
  return consentOfChoice(value as ConsentChoice, (category) => data.has(category))
}

export function enhanceConsentBanner(banner: HTMLElement): void {
  const form = banner.querySelector<HTMLFormElement>('form[data-consent-form]')
  if (!form) return
  form.addEventListener('submit', (event) => {
    const consent = chosen(form, event.submitter)
    // Anything unexpected: let the form post (the server answers it).
    if (!consent) return
    event.preventDefault()
    saveConsent(consent)
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) box.checked = consent[box.name as keyof Consent] ?? false
    banner.hidden = true
    // The focused button is gone: continue from the page's main content, where the visitor was reading.
    document.getElementById('main')?.focus({ preventScroll: true })
  })
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-consent-open]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault()
      banner.hidden = false
      banner.querySelector('details')?.setAttribute('open', '')
      banner.focus()
    })
  }
}

const banner = document.querySelector<HTMLElement>('[data-consent-banner]')
if (banner) enhanceConsentBanner(banner)
