// /account/partner: the signed-in partner's area. The personal referral link comes first (a read-only
// field, share links and a QR code: all of it works without JavaScript; Copy and the share sheet come
// with the island), then the referrals sent through it with their status and commission estimate,
// the profile, and the formula with a way into the calculator. Server-rendered, no page data in the client.

import { QrCode } from '../../../components/compliance/qr'
import { Icon } from '../../../components/Icon'
import type { CommissionConfig } from '../../../lib/commission'
import { dateTimeFormat, numberFormat } from '../../../lib/intl'
import { Island } from '../../../lib/islands/Island'
import { usePage } from '../../../lib/page-context'
import { projectPath } from '../../../lib/paths'
import type { PartnerData, PartnerReferral } from './data.server'
import ReferralActions from './ReferralActions.island'

export interface PartnerPageProps {
  account: { username: string; email: string }
  /** The partner's personal link; undefined when the account has no valid code (a version-4 backend's numeric id). */
  link: string | undefined
  data: PartnerData
  config: CommissionConfig
}

const STATUS_CLASS: Record<PartnerReferral['status'], string> = {
  pending: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100',
  delivered: 'border-primary/30 bg-primary-50 text-primary-900 dark:bg-primary-400/10 dark:text-primary-100',
  failed: 'border-red-600/30 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200',
}

/** Site paths a lead may come from, by the name the header gives them. */
const PAGE_NAMES: Record<string, string> = { '/partners': 'nav.partners', '/catalog': 'nav.catalog', '/careers': 'nav.careers' }

function useFormats() {
  const { locale } = usePage()
  const usd = numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Dubai' })
  const count = numberFormat(locale)
  return {
    count: (value: number) => count.format(value),
    usd: (value: number) => usd.format(value),
    percent: (value: number) => percent.format(value),
    date: (ms: number) => date.format(new Date(ms)),
  }
}

// A column: when one label wraps (e.g. "Delivered to our team" on a desktop), the figures still line up at the bottom.
function Figure({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex flex-col justify-between gap-1 rounded-2xl border border-line bg-bg/70 p-4 backdrop-blur sm:p-5 ${className}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</dd>
    </div>
  )
}

function ShareLinks({ url }: { url: string }) {
  const { t } = usePage()
  const text = `${t('partnerArea.link.shareText')} ${url}`
  const links = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(t('partnerArea.link.shareText'))}` },
    { name: t('partnerArea.link.email'), href: `mailto:?subject=${encodeURIComponent(t('partnerArea.link.emailSubject'))}&body=${encodeURIComponent(text)}` },
  ]
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('partnerArea.link.shareVia')}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} rel="noopener noreferrer" target={link.href.startsWith('mailto:') ? undefined : '_blank'} className="btn-ghost h-11 px-4">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  )
}

function LinkCard({ link }: { link: string | undefined }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="partner-link-title" className="card p-6 shadow-xl shadow-neutral-900/5 sm:p-8">
      <h2 id="partner-link-title" className="heading-3">
        {t('partnerArea.link.title')}
      </h2>
      {link ? (
        <div className="mt-5 grid gap-6 sm:grid-cols-[minmax(0,1fr)_9rem] sm:items-start">
          <div className="grid gap-4">
            <div>
              <label htmlFor="partner-link" className="text-sm font-medium">
                {t('partnerArea.link.label')}
              </label>
              <input
                id="partner-link"
                name="link"
                type="url"
                readOnly
                dir="ltr"
                value={link}
                aria-describedby="partner-link-help"
                className="mt-1.5 block w-full min-w-0 rounded-xl border border-line bg-bg px-4 py-3 font-mono text-sm text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              />
              <p id="partner-link-help" className="mt-1.5 text-sm text-muted">
                {t('partnerArea.link.help')}
              </p>
            </div>
            <Island
              name="ReferralActions"
              component={ReferralActions}
              hydrate="idle"
              props={{
                url: link,
                title: t('partnerArea.link.shareText'),
                labels: {
                  copy: t('partnerArea.link.copy'),
                  share: t('partnerArea.link.share'),
                  copied: t('partnerArea.link.copied'),
                  copyFailed: t('partnerArea.link.copyFailed'),
                },
              }}
            />
            <ShareLinks url={link} />
          </div>
          <figure className="grid justify-items-center gap-2">
            <QrCode value={link} label={t('partnerArea.link.qr')} className="size-36 rounded-xl border border-line" />
            <figcaption className="text-center text-xs text-muted">{t('partnerArea.link.qrHelp')}</figcaption>
          </figure>
        </div>
      ) : (
        <p className="mt-4 text-muted">{t('partnerArea.link.unavailable')}</p>
      )}
    </section>
  )
}

function ReferralPage({ referral }: { referral: PartnerReferral }) {
  const { t, href } = usePage()
  if (referral.project)
    return (
      <a href={href(projectPath(referral.project))} className="link inline-flex min-h-11 items-center rounded font-medium focus-ring sm:min-h-6">
        {referral.project.title}
      </a>
    )
  const page = referral.page
  if (!page || page === '/') return t('partnerArea.referrals.home')
  const name = PAGE_NAMES[page]
  return name ? t(name) : <span dir="ltr">{page}</span>
}

function StatusBadge({ status }: { status: PartnerReferral['status'] }) {
  const { t } = usePage()
  return (
    <span className={`inline-flex shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>
      {t(`partnerArea.status.${status}`)}
    </span>
  )
}

/** The partner's estimated commission, or "Depends on the deal" for a referral from a page without a project. */
function Estimate({ usd }: { usd: number | undefined }) {
  const { t } = usePage()
  const f = useFormats()
  return usd === undefined ? (
    <span className="text-muted">{t('partnerArea.referrals.noEstimate')}</span>
  ) : (
    <span className="font-medium tabular-nums">{f.usd(usd)}</span>
  )
}

function Referrals({ data }: { data: PartnerData }) {
  const { t } = usePage()
  const f = useFormats()
  if (data.referrals.length === 0)
    return (
      <section aria-labelledby="partner-referrals-title" className="card grid justify-items-center gap-3 p-8 text-center sm:p-12" data-testid="partner-empty">
        <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary dark:bg-primary-400/10">
          <Icon name="chat" className="size-6" />
        </span>
        <h2 id="partner-referrals-title" className="heading-3">
          {t('partnerArea.empty.title')}
        </h2>
        <p className="max-w-md text-pretty text-muted">{t('partnerArea.empty.text')}</p>
      </section>
    )
  return (
    <section aria-labelledby="partner-referrals-title" className="card p-6 sm:p-8">
      <h2 id="partner-referrals-title" className="heading-3">
        {t('partnerArea.referrals.title')}
      </h2>
      {/* Phones get one block per referral; wider screens the table (each hidden from everyone where the other shows). */}
      <ul className="mt-5 grid divide-y divide-line sm:hidden" aria-label={t('partnerArea.referrals.caption')}>
        {data.referrals.map((referral) => (
          <li key={`${referral.createdAt}-${referral.page}-${referral.status}-${referral.source}`} className="grid gap-1.5 py-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <time dateTime={new Date(referral.createdAt).toISOString()} className="text-muted tabular-nums">
                {f.date(referral.createdAt)}
              </time>
              <StatusBadge status={referral.status} />
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0">
                <ReferralPage referral={referral} />
              </span>
              <Estimate usd={referral.estimateUsd} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-5 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[36rem] text-start text-sm" data-testid="partner-referrals">
          <caption className="sr-only">{t('partnerArea.referrals.caption')}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-3 pe-4 text-start font-medium">
                {t('partnerArea.referrals.date')}
              </th>
              <th scope="col" className="py-3 pe-4 text-start font-medium">
                {t('partnerArea.referrals.page')}
              </th>
              <th scope="col" className="py-3 pe-4 text-start font-medium">
                {t('partnerArea.referrals.status')}
              </th>
              <th scope="col" className="py-3 text-end font-medium">
                {t('partnerArea.referrals.estimate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.referrals.map((referral) => (
              <tr
                key={`${referral.createdAt}-${referral.page}-${referral.status}-${referral.source}`}
                className="border-b border-line last:border-0"
                data-status={referral.status}
              >
                <td className="py-3 pe-4 whitespace-nowrap tabular-nums">
                  <time dateTime={new Date(referral.createdAt).toISOString()}>{f.date(referral.createdAt)}</time>
                </td>
                <td className="py-3 pe-4">
                  <ReferralPage referral={referral} />
                </td>
                <td className="py-3 pe-4">
                  <StatusBadge status={referral.status} />
                </td>
                <td className="py-3 text-end" data-estimate={referral.estimateUsd ?? ''}>
                  <Estimate usd={referral.estimateUsd} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-muted">{t('partnerArea.referrals.statusHelp')}</p>
    </section>
  )
}

function Profile({ account }: { account: PartnerPageProps['account'] }) {
  const { t, href } = usePage()
  return (
    <section aria-labelledby="partner-profile-title" className="card p-6">
      <h2 id="partner-profile-title" className="heading-3">
        {t('partnerArea.profile.title')}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-muted">{t('partnerArea.profile.username')}</dt>
          <dd className="font-medium break-words" data-testid="partner-username">
            {account.username}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('partnerArea.profile.email')}</dt>
          <dd className="font-medium break-all" dir="ltr" data-testid="partner-email">
            {account.email}
          </dd>
        </div>
      </dl>
      <a href={href('/account')} className="link mt-3 inline-flex min-h-11 items-center gap-1 rounded text-sm font-semibold focus-ring">
        {t('partnerArea.profile.manage')}
        <Icon name="arrow" className="size-4" />
      </a>
    </section>
  )
}

function EstimateCard({ config }: { config: CommissionConfig }) {
  const { t, href } = usePage()
  const f = useFormats()
  return (
    <section aria-labelledby="partner-estimate-title" className="card p-6">
      <h2 id="partner-estimate-title" className="heading-3">
        {t('partnerArea.calculator.title')}
      </h2>
      <p className="mt-3 text-sm text-pretty text-muted">
        {t('partnerArea.calculator.formula', { rate: f.percent(config.agencyRate), share: f.percent(config.partnerShare) })}
      </p>
      {/* The Refer & Earn calculator computes without JavaScript too: a GET form to its page. */}
      <form method="get" action={`${href('/partners')}#calculator`} className="mt-5 grid gap-3">
        <label htmlFor="partner-amount" className="text-sm font-medium">
          {t('partnerArea.calculator.label')}
        </label>
        <input
          id="partner-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="500,000"
          className="block w-full min-w-0 rounded-xl border border-line bg-bg px-4 py-3 text-base text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <button type="submit" className="btn-primary h-11">
          {t('partnerArea.calculator.submit')}
        </button>
      </form>
      <p className="mt-4 text-xs text-muted">{t('partnerArea.calculator.note')}</p>
    </section>
  )
}

export function PartnerPage({ account, link, data, config }: PartnerPageProps) {
  const { t } = usePage()
  const f = useFormats()
  return (
    <>
      <section className="relative isolate overflow-hidden border-b border-line">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-primary-50 via-transparent to-transparent dark:from-primary-950/50" />
        <div className="container grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:items-end">
          <div>
            <p className="eyebrow">{t('partnerArea.eyebrow')}</p>
            <h1 className="heading-1 mt-4 text-balance">{t('partnerArea.title')}</h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-muted">{t('partnerArea.welcome', { name: account.username })}</p>
          </div>
          {/* Two small figures side by side and the money under them on a phone: three stacked cards took a whole screen. */}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label={t('partnerArea.summary.referrals')} value={f.count(data.referrals.length)} />
            <Figure label={t('partnerArea.summary.delivered')} value={f.count(data.delivered)} />
            <Figure label={t('partnerArea.summary.estimate')} value={f.usd(data.totalUsd)} className="col-span-2 sm:col-span-1" />
          </dl>
        </div>
      </section>
      <div className="container grid grid-cols-1 gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* minmax(0, …) columns: the referrals table scrolls inside its card instead of widening a phone's page. */}
        <div className="grid min-w-0 grid-cols-1 gap-8">
          <LinkCard link={link} />
          <Referrals data={data} />
        </div>
        <aside className="grid min-w-0 grid-cols-1 gap-8">
          <Profile account={account} />
          <EstimateCard config={config} />
        </aside>
      </div>
    </>
  )
}
