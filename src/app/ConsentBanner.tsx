// The consent banner (docs/decisions/015-consent.md): a labelled region fixed at the bottom of the
// viewport (no focus trap, nothing reserved in the flow, so no layout shift), in the HTML whenever a
// tracker is configured and `hidden` once a choice is stored, so "Cookie settings" can reopen it
// without a round trip. A plain form: without JavaScript it posts to /consent, which stores the
// choice and returns here; with it, consent-banner.client.ts stores it at once.
import { CONSENT_CATEGORIES, type Consent } from '../lib/consent'
import { usePage } from '../lib/page-context'

/** The choices: Accept all, Reject all (equal weight), and Choose, a disclosure with one box per category. */
export function ConsentForm({ choice, open = false }: { choice: Consent | null; open?: boolean }) {
  const { t, fullPath, href } = usePage()
  return (
    <form method="post" action={href('/consent')} data-consent-form="" className="grid gap-4">
      <input type="hidden" name="next" value={fullPath} />
      <details className="group rounded-xl border border-line" open={open || undefined}>
        <summary className="min-h-11 cursor-pointer select-none rounded-xl px-4 py-3 text-sm font-semibold focus-ring">{t('consent.choose')}</summary>
        <fieldset className="grid gap-3 px-4 pb-4">
          <legend className="sr-only">{t('consent.categories')}</legend>
          {CONSENT_CATEGORIES.map((category) => (
            <label key={category} className="flex cursor-pointer items-start gap-3 py-1 text-sm">
              <input
                type="checkbox"
                name={category}
                value="1"
                defaultChecked={choice?.[category]}
                className="mt-0.5 size-5 shrink-0 accent-primary focus-ring"
              />
              <span>
                <span className="font-semibold">{t(`consent.${category}`)}</span>
                <span className="block text-muted">{t(`consent.${category}Hint`)}</span>
              </span>
            </label>
          ))}
          <div>
            <button type="submit" name="choice" value="custom" className="btn-ghost min-h-11">
              {t('consent.save')}
            </button>
          </div>
        </fieldset>
      </details>
      <div className="flex flex-wrap gap-3 sm:justify-end">
        <button type="submit" name="choice" value="none" className="btn-primary min-h-11 flex-1 sm:flex-none">
          {t('consent.rejectAll')}
        </button>
        <button type="submit" name="choice" value="all" className="btn-primary min-h-11 flex-1 sm:flex-none">
          {t('consent.acceptAll')}
        </button>
      </div>
    </form>
  )
}

/** The banner on every page while consent is needed: open until a choice is stored, then hidden. */
export function ConsentBanner() {
  const { t, href, consent, basePath } = usePage()
  // Not on /consent itself: that page is the same form.
  if (!consent || basePath === '/consent') return null
  return (
    <section
      id="consent-banner"
      data-consent-banner=""
      aria-labelledby="consent-title"
      tabIndex={-1}
      hidden={consent.choice !== null || undefined}
      className="fixed inset-x-0 bottom-0 z-50 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none sm:p-5"
    >
      {/* Capped at the viewport and scrollable, so an open "Choose" on a short phone never pushes the
          buttons off screen; the bottom padding clears the home indicator on notched phones. */}
      <div className="card mx-auto grid max-h-[calc(100dvh-1.5rem)] max-w-3xl gap-3 overflow-y-auto overscroll-contain p-4 shadow-2xl shadow-black/20 sm:gap-4 sm:p-6">
        <div>
          <h2 id="consent-title" className="heading-3">
            {t('consent.title')}
          </h2>
          <p className="mt-1.5 text-sm text-muted sm:mt-2">
            {t('consent.body')}{' '}
            <a href={href('/privacy')} className="link underline">
              {t('consent.privacy')}
            </a>
          </p>
        </div>
        <ConsentForm choice={consent.choice} />
      </div>
    </section>
  )
}
