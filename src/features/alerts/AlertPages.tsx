// The saved-search pages: the form (name, email, how often, consent), "check your inbox", the
// confirmation, the manage page and the unsubscribed page. Plain server-rendered HTML: every form
// posts without JavaScript; a failed post comes back with an error summary focused and each message
// tied to its field by aria-describedby.
import type { ReactNode } from 'react'
import { ErrorSummary } from '../../components/ErrorSummary'
import { FormPageFrame } from '../../components/FormPageFrame'
import { usePage } from '../../lib/page-context'
import { FIELDS, FREQUENCIES } from './schema'

const inputClass =
  'block w-full min-w-0 rounded-xl border bg-bg px-4 py-3 text-base text-fg transition-colors placeholder:text-muted hover:border-neutral-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:border-neutral-500'
const errorClass = 'mt-1.5 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400'

export type FormErrors = Partial<Record<string, string>>

function FieldError({ field, errors }: { field: string; errors: FormErrors }) {
  if (!errors[field]) return null
  return (
    <p id={`alert-${field}-error`} className={errorClass}>
      <span>{errors[field]}</span>
    </p>
  )
}

const describedBy = (field: string, errors: FormErrors, extra?: string) =>
  [errors[field] ? `alert-${field}-error` : undefined, extra].filter(Boolean).join(' ') || undefined

export interface NewAlertProps {
  /** What the search asks, in words ("Dubai Marina · Apartment · up to AED 3M"); empty for favourites. */
  summary: string[]
  /** The catalogue query it comes from. */
  query: string
  /** Favourite ids (a price-drop subscription). */
  ids?: string
  values: Record<string, string>
  errors: FormErrors
}

/** The form: the search in words, then name, email, how often and the consent, unticked. */
export function NewAlertPage({ summary, query, ids, values, errors }: NewAlertProps) {
  const { t, href } = usePage()
  const favourites = ids !== undefined
  const labels = { name: t('alerts.form.name'), email: t('alerts.form.email'), frequency: t('alerts.form.frequency'), consent: t('alerts.form.consentLabel') }
  const frequency = values.frequency === 'daily' ? 'daily' : 'instant'
  return (
    <FormPageFrame
      title={favourites ? t('alerts.new.favouritesTitle') : t('alerts.new.title')}
      titleId="alert-title"
      intro={<p>{favourites ? t('alerts.new.favouritesIntro') : t('alerts.new.intro')}</p>}
      aside={
        summary.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('alerts.new.searchLabel')}>
            {summary.map((part) => (
              <li key={part} className="rounded-full border border-line bg-elevated px-3 py-1 text-sm">
                {part}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    >
      <ErrorSummary errors={errors} order={FIELDS} labels={labels} idPrefix="alert-" />
      <form method="post" action={href('/alerts')} noValidate className="grid gap-5" data-testid="alert-form">
        <input type="hidden" name="query" value={query} />
        {favourites && <input type="hidden" name="ids" value={ids} />}
        <div>
          <label htmlFor="alert-name" className="mb-1.5 block text-sm font-medium">
            {labels.name}
          </label>
          <input
            id="alert-name"
            name="name"
            type="text"
            required
            maxLength={80}
            defaultValue={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name', errors)}
            className={inputClass}
          />
          <FieldError field="name" errors={errors} />
        </div>
        <div>
          <label htmlFor="alert-email" className="mb-1.5 block text-sm font-medium">
            {labels.email}
          </label>
          <input
            id="alert-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', errors, 'alert-email-hint')}
            className={inputClass}
          />
          <p id="alert-email-hint" className="mt-1.5 text-sm text-muted">
            {t('alerts.form.emailHint')}
          </p>
          <FieldError field="email" errors={errors} />
        </div>
        <fieldset id="alert-frequency" aria-describedby={describedBy('frequency', errors)}>
          <legend className="mb-2 text-sm font-medium">{labels.frequency}</legend>
          <div className="grid gap-2">
            {FREQUENCIES.map((value) => (
              <label key={value} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-primary">
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  defaultChecked={frequency === value}
                  className="mt-1 size-4 accent-[var(--color-primary,#0f766e)]"
                />
                <span>
                  <span className="block font-medium">{t(`alerts.frequency.${value}`)}</span>
                  <span className="block text-sm text-muted">{t(`alerts.frequency.${value}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError field="frequency" errors={errors} />
        </fieldset>
        <div>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              id="alert-consent"
              type="checkbox"
              name="consent"
              value="on"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy('consent', errors)}
              className="mt-1 size-4 shrink-0"
            />
            <span className="text-sm">{favourites ? t('alerts.form.consentFavourites') : t('alerts.form.consent')}</span>
          </label>
          <FieldError field="consent" errors={errors} />
        </div>
        <button type="submit" className="btn-primary w-full justify-center">
          {t('alerts.form.submit')}
        </button>
        <p className="text-xs text-muted">
          {t('alerts.form.privacy')}{' '}
          <a href={href('/privacy')} className="link">
            {t('alerts.form.privacyLink')}
          </a>
        </p>
      </form>
    </FormPageFrame>
  )
}

/** A one-message page (sent, confirmed, unsubscribed, invalid link, unavailable) with its next step. */
export function MessagePage({ title, children, action }: { title: string; children: ReactNode; action?: { href: string; label: string } }) {
  return (
    <FormPageFrame title={title} titleId="alert-title">
      <div className="grid gap-4 text-base" role="status">
        {children}
      </div>
      {action && (
        <a href={action.href} className="btn-primary mt-6 w-full justify-center">
          {action.label}
        </a>
      )}
    </FormPageFrame>
  )
}

/** The double opt-in link's page: what the alert is, and the button that starts it. */
export function ConfirmPage({ token, name, frequency }: { token: string; name: string; frequency: 'instant' | 'daily' }) {
  const { t, href } = usePage()
  return (
    <FormPageFrame title={t('alerts.confirm.title')} titleId="alert-title" intro={<p>{t(`alerts.confirmed.body.${frequency}`, { name })}</p>}>
      <form method="post" action={href('/alerts/confirm')} className="grid gap-3">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn-primary w-full justify-center" data-testid="confirm-alert">
          {t('alerts.confirm.button')}
        </button>
        <p className="text-sm text-muted">{t('alerts.confirm.hint')}</p>
      </form>
    </FormPageFrame>
  )
}

export interface ManageProps {
  token: string
  name: string
  searchHref: string
  frequency: 'instant' | 'daily'
  active: boolean
  notice?: string
}

/** The manage page: the search, how often (changeable), and unsubscribe. */
export function ManagePage({ token, name, searchHref, frequency, active, notice }: ManageProps) {
  const { t, href } = usePage()
  return (
    <FormPageFrame title={t('alerts.manage.title')} titleId="alert-title" intro={<p>{t('alerts.manage.intro', { name })}</p>}>
      {notice && (
        <p
          role="status"
          className="mb-6 rounded-2xl border border-primary/30 bg-primary-50 p-4 text-sm text-primary-900 dark:bg-primary-400/10 dark:text-primary-100"
        >
          {notice}
        </p>
      )}
      <p className="mb-6">
        <a href={searchHref} className="link">
          {t('alerts.manage.open')}
        </a>
      </p>
      {active ? (
        <>
          <form method="post" action={href('/alerts/manage')} className="grid gap-4">
            <input type="hidden" name="token" value={token} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{t('alerts.form.frequency')}</legend>
              <div className="grid gap-2">
                {FREQUENCIES.map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-primary">
                    <input type="radio" name="frequency" value={value} defaultChecked={frequency === value} className="size-4" />
                    <span className="font-medium">{t(`alerts.frequency.${value}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-ghost w-full justify-center">
              {t('alerts.manage.save')}
            </button>
          </form>
          <form method="post" action={`${href('/alerts/unsubscribe')}?token=${encodeURIComponent(token)}`} className="mt-6 border-t border-line pt-6">
            <button type="submit" className="btn-primary w-full justify-center" data-testid="unsubscribe">
              {t('alerts.manage.unsubscribe')}
            </button>
            <p className="mt-2 text-sm text-muted">{t('alerts.manage.unsubscribeHint')}</p>
          </form>
        </>
      ) : (
        <p>{t('alerts.unsubscribed.body')}</p>
      )}
    </FormPageFrame>
  )
}
