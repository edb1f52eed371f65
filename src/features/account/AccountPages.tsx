// The account screens (paths in docs/decisions/013-accounts.md): sign in, register, forgot and reset
// password, confirmation sent / resend, confirmed, the account home, and "accounts are unavailable".
import type { ReactNode } from 'react'
import { usePage } from '../../lib/page-context'
import type { Account } from '../../modules/accounts/session.server'
import { AccountForm, AccountLayout, ErrorSummary, Field, FieldMessage, type FormErrors, Notice, Submit, tapLink } from './AccountLayout'
import { FORM_FIELDS, type AccountForm as FormName } from './schema'

/** Messages shown after a redirect (`?notice=`), by name. */
export const NOTICES = ['signed-out', 'password', 'reset', 'welcome', 'confirm-sent', 'resent', 'reset-sent'] as const
export type NoticeName = (typeof NOTICES)[number]

interface FormPageProps {
  values?: Record<string, string>
  errors?: FormErrors
  notice?: NoticeName
}

const PROVIDER_LABELS: Record<string, string> = { github: 'GitHub', google: 'Google', microsoft: 'Microsoft', facebook: 'Facebook', apple: 'Apple' }
const providerLabel = (name: string) => PROVIDER_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1)

/** Each form's fields as their labels read (the error summary names the field of each message). */
function useLabels(form: FormName): Record<string, string> {
  const { t } = usePage()
  const label = (key: string) => t(`account.fields.${key}`)
  const newPassword = { password: label('newPassword'), passwordConfirmation: label('passwordConfirmation') }
  switch (form) {
    case 'signIn':
      return { identifier: label('identifier'), password: label('password') }
    case 'register':
      return { username: label('username'), email: label('email'), password: label('password'), terms: label('terms') }
    case 'forgot':
    case 'resend':
      return { email: label('email') }
    case 'reset':
      return { ...newPassword, code: label('code') }
    case 'changePassword':
      return { currentPassword: label('currentPassword'), ...newPassword }
  }
}

/** The error summary of `form`, each message named by its field's label. */
function Summary({ form, errors }: { form: FormName; errors: FormErrors }) {
  return <ErrorSummary errors={errors} order={FORM_FIELDS[form]} labels={useLabels(form)} />
}

function NoticeLine({ notice }: { notice?: NoticeName }) {
  const { t } = usePage()
  return notice ? <Notice>{t(`account.notices.${notice}`)}</Notice> : null
}

/** A line of small text that is one link (forgot password, resend, back to sign in, request a new code). */
function LinkLine({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <p className={className}>
      <a href={to} className={`link ${tapLink}`}>
        {children}
      </a>
    </p>
  )
}

/** The way back to signing in under the forgot-password and resend forms. */
function BackToSignIn() {
  const { t, href } = usePage()
  return (
    <LinkLine to={href('/account/sign-in')} className="mt-6 text-sm">
      {t('account.backToSignIn')}
    </LinkLine>
  )
}

/** The one full-width button-link of a page without a form (no reset code, confirmed, unavailable). */
function WayOn({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} className="btn-primary w-full py-3">
      {children}
    </a>
  )
}

/** The aside under sign in and register: a question and the link to the other one. */
function SwitchLine({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className="mt-8 text-sm text-muted">
      {text}{' '}
      <a href={to} className={`link font-medium ${tapLink}`}>
        {label}
      </a>
    </p>
  )
}

/** The email field of register, forgot password and resend confirmation. */
function EmailField({ error, value }: { error?: string; value?: string }) {
  const { t } = usePage()
  return <Field name="email" type="email" label={t('account.fields.email')} autoComplete="email" error={error} defaultValue={value} />
}

/** A new password and its confirmation (reset password, change password). */
function NewPasswordFields({ errors }: { errors: FormErrors }) {
  const { t } = usePage()
  return (
    <>
      <Field
        name="password"
        type="password"
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        hint={t('account.register.passwordHint')}
        error={errors.password}
      />
      <Field
        name="passwordConfirmation"
        type="password"
        label={t('account.fields.passwordConfirmation')}
        autoComplete="new-password"
        error={errors.passwordConfirmation}
      />
    </>
  )
}

export function SignInPage({ values = {}, errors = {}, notice, next, providers }: FormPageProps & { next?: string; providers: string[] }) {
  const { t, href } = usePage()
  const register = next ? `${href('/account/register')}?${new URLSearchParams({ next })}` : href('/account/register')
  return (
    <AccountLayout
      title={t('account.signIn.title')}
      intro={<p>{t('account.signIn.intro')}</p>}
      aside={<SwitchLine text={t('account.signIn.noAccount')} to={register} label={t('account.signIn.register')} />}
    >
      <NoticeLine notice={notice} />
      <Summary form="signIn" errors={errors} />
      <AccountForm action={href('/account/sign-in')} label={t('account.signIn.title')}>
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="identifier" label={t('account.fields.identifier')} autoComplete="username" error={errors.identifier} defaultValue={values.identifier} />
        <Field name="password" type="password" label={t('account.fields.password')} autoComplete="current-password" error={errors.password} />
        <LinkLine to={href('/account/forgot-password')} className="-mt-2 text-sm">
          {t('account.signIn.forgot')}
        </LinkLine>
        {errors.identifier && values.identifier && errors.identifier === t('account.errors.notConfirmed') && (
          <LinkLine to={href('/account/confirm')} className="-mt-2 text-sm">
            {t('account.confirm.resendLink')}
          </LinkLine>
        )}
        <Submit>{t('account.signIn.submit')}</Submit>
      </AccountForm>
      {providers.length > 0 && (
        <div className="mt-8 border-t border-line pt-6">
          <p className="text-center text-sm text-muted">{t('account.signIn.or')}</p>
          <ul className="mt-4 grid gap-3">
            {providers.map((provider) => (
              <li key={provider}>
                <a href={`/connect/${provider}`} className="btn-ghost w-full py-3">
                  {t('account.signIn.provider', { provider: providerLabel(provider) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccountLayout>
  )
}

export function RegisterPage({ values = {}, errors = {}, next }: FormPageProps & { next?: string }) {
  const { t, href } = usePage()
  return (
    <AccountLayout
      title={t('account.register.title')}
      intro={<p>{t('account.register.intro')}</p>}
      aside={<SwitchLine text={t('account.register.haveAccount')} to={href('/account/sign-in')} label={t('account.register.signIn')} />}
    >
      <Summary form="register" errors={errors} />
      <AccountForm action={href('/account/register')} label={t('account.register.title')}>
        {next && <input type="hidden" name="next" value={next} />}
        <Field
          name="username"
          label={t('account.fields.username')}
          autoComplete="username"
          hint={t('account.register.usernameHint')}
          error={errors.username}
          defaultValue={values.username}
        />
        <EmailField error={errors.email} value={values.email} />
        <Field
          name="password"
          type="password"
          label={t('account.fields.password')}
          autoComplete="new-password"
          hint={t('account.register.passwordHint')}
          error={errors.password}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="account-terms"
              name="terms"
              type="checkbox"
              required
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'account-terms-error' : undefined}
              className="mt-1 size-5 shrink-0 accent-[var(--ui-primary)] focus-ring"
            />
            <label htmlFor="account-terms" className="text-sm">
              {t('account.register.terms')}{' '}
              {/* Inline in the checkbox's label (exempt from target size): a taller box would swallow taps on the label above. */}
              <a href={href('/terms')} className="link">
                {t('nav.terms')}
              </a>
              {' · '}
              <a href={href('/privacy')} className="link">
                {t('nav.privacy')}
              </a>
            </label>
          </div>
          <FieldMessage id="account-terms-error" message={errors.terms} />
        </div>
        <Submit>{t('account.register.submit')}</Submit>
      </AccountForm>
    </AccountLayout>
  )
}

export function ForgotPage({ values = {}, errors = {}, notice }: FormPageProps) {
  const { t, href } = usePage()
  return (
    <AccountLayout title={t('account.forgot.title')} intro={<p>{t('account.forgot.intro')}</p>}>
      <NoticeLine notice={notice} />
      <Summary form="forgot" errors={errors} />
      <AccountForm action={href('/account/forgot-password')} label={t('account.forgot.title')}>
        <EmailField error={errors.email} value={values.email} />
        <Submit>{t('account.forgot.submit')}</Submit>
      </AccountForm>
      <BackToSignIn />
    </AccountLayout>
  )
}

export function ResetPage({ code, errors = {} }: FormPageProps & { code?: string }) {
  const { t, href } = usePage()
  if (!code)
    return (
      <AccountLayout title={t('account.reset.title')} intro={<p>{t('account.reset.noCode')}</p>}>
        <WayOn to={href('/account/forgot-password')}>{t('account.reset.requestNew')}</WayOn>
      </AccountLayout>
    )
  return (
    <AccountLayout title={t('account.reset.title')} intro={<p>{t('account.reset.intro')}</p>}>
      <Summary form="reset" errors={errors} />
      {errors.code && (
        <LinkLine to={href('/account/forgot-password')} className="-mt-2 mb-6 text-sm">
          {t('account.reset.requestNew')}
        </LinkLine>
      )}
      <AccountForm action={`${href('/account/reset-password')}?${new URLSearchParams({ code })}`} label={t('account.reset.title')}>
        <input type="hidden" name="code" value={code} />
        <NewPasswordFields errors={errors} />
        <Submit>{t('account.reset.submit')}</Submit>
      </AccountForm>
    </AccountLayout>
  )
}

export function ConfirmPage({ values = {}, errors = {}, notice }: FormPageProps) {
  const { t, href } = usePage()
  return (
    <AccountLayout title={t('account.confirm.title')} intro={<p>{t('account.confirm.intro')}</p>}>
      <NoticeLine notice={notice} />
      <Summary form="resend" errors={errors} />
      <p className="mb-5 text-sm text-muted">{t('account.confirm.resendIntro')}</p>
      <AccountForm action={href('/account/confirm')} label={t('account.confirm.resendTitle')}>
        <EmailField error={errors.email} value={values.email} />
        <Submit>{t('account.confirm.submit')}</Submit>
      </AccountForm>
      <BackToSignIn />
    </AccountLayout>
  )
}

export function ConfirmedPage() {
  const { t, href } = usePage()
  return (
    <AccountLayout title={t('account.confirmed.title')} intro={<p>{t('account.confirmed.intro')}</p>}>
      <WayOn to={href('/account/sign-in')}>{t('account.signIn.submit')}</WayOn>
    </AccountLayout>
  )
}

export function AccountHomePage({ account, errors = {}, notice }: FormPageProps & { account: Account }) {
  const { t, href } = usePage()
  return (
    <AccountLayout
      title={t('account.home.title')}
      intro={<p>{t('account.home.intro', { username: account.username })}</p>}
      aside={
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {/* The partner area (referral link, referrals): src/features/account/partner, decision 014. */}
          <a href={href('/account/partner')} className="btn-primary" data-testid="account-partner-link">
            {t('partnerArea.cta.open')}
          </a>
          <form method="post" action={href('/account/sign-out')}>
            <button type="submit" className="btn-ghost">
              {t('account.home.signOut')}
            </button>
          </form>
        </div>
      }
    >
      <NoticeLine notice={notice} />
      <h2 className="heading-3">{t('account.home.profile')}</h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6">
        <dt className="text-muted">{t('account.fields.username')}</dt>
        {/* Emails and usernames read left to right, but sit at the start of the line like their labels
            (on the right in Arabic and Hebrew): dir="ltr" alone would push them to the left edge. */}
        <dd className="font-medium break-words rtl:text-right" dir="ltr" data-testid="account-username">
          {account.username}
        </dd>
        <dt className="text-muted">{t('account.fields.email')}</dt>
        <dd className="font-medium break-words rtl:text-right" dir="ltr" data-testid="account-email">
          {account.email}
        </dd>
        <dt className="text-muted">{t('account.home.status')}</dt>
        <dd className="font-medium">{account.confirmed ? t('account.home.confirmed') : t('account.home.notConfirmed')}</dd>
      </dl>
      <h2 className="heading-3 mt-10 border-t border-line pt-8">{t('account.home.changePassword')}</h2>
      <div className="mt-5">
        <Summary form="changePassword" errors={errors} />
        <AccountForm action={href('/account/password')} label={t('account.home.changePassword')}>
          <Field
            name="currentPassword"
            type="password"
            label={t('account.fields.currentPassword')}
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <NewPasswordFields errors={errors} />
          <Submit>{t('account.home.submit')}</Submit>
        </AccountForm>
      </div>
    </AccountLayout>
  )
}

export function UnavailablePage() {
  const { t, href } = usePage()
  return (
    <AccountLayout title={t('account.unavailable.title')} intro={<p>{t('account.unavailable.intro')}</p>}>
      <WayOn to={href('/')}>{t('account.unavailable.home')}</WayOn>
    </AccountLayout>
  )
}
