// "Why clients trust us": the trusted-partner block on the brand's deep green, four reasons.
import { BRAND } from '../../lib/brand'
import { usePage } from '../../lib/page-context'
import { HomeIcon, type HomeIconName } from './icons'

const REASONS = [
  { key: 'rera', icon: 'shield' },
  { key: 'escrow', icon: 'escrow' },
  { key: 'multilingual', icon: 'languages' },
  { key: 'afterSales', icon: 'afterSales' },
] as const satisfies readonly { key: string; icon: HomeIconName }[]

export function TrustedPartner() {
  const { t } = usePage()
  return (
    <section aria-labelledby="trust-title" className="bg-primary-950 py-20 text-white sm:py-28">
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:gap-20">
        <div>
          <p className="eyebrow text-primary-300">{t('home.trust.eyebrow')}</p>
          <h2 id="trust-title" className="heading-2 mt-3 text-balance">
            {t('home.trust.title')}
          </h2>
          <p className="mt-4 text-lg text-primary-100/80 text-pretty">{t('home.trust.lead')}</p>
          <p className="mt-8 inline-flex rounded-full border border-white/20 px-4 py-2 text-sm text-primary-100">{t('home.trust.orn', { orn: BRAND.orn })}</p>
        </div>
        <ul className="grid gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.key} className="bg-primary-950 p-7 sm:p-8">
              <span className="grid size-12 place-items-center rounded-full bg-primary-300/15 text-primary-300">
                <HomeIcon name={reason.icon} />
              </span>
              <h3 className="mt-6 font-display text-xl">{t(`home.trust.items.${reason.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-primary-100/75">{t(`home.trust.items.${reason.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
