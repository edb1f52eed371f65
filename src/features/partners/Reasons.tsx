// Reasons to partner: a portrait crop of the hero's picture (already cached: no extra bytes) beside
// six short reasons. The first names the configured share, so the page never promises another
// figure than the calculator.
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/SectionHeading'
import type { CommissionConfig } from '../../lib/commission'
import { usePage } from '../../lib/page-context'
import { PARTNERS_HERO } from './art'
import { formatRate } from './format'
import { PartnersIcon, type PartnersIconName } from './icons'

const REASONS = ['commission', 'payment', 'team', 'tracking', 'trust', 'free'] as const satisfies readonly PartnersIconName[]

export function Reasons({ config }: { config: CommissionConfig }) {
  const { t, iso } = usePage()
  const share = formatRate(config.partnerShare, iso)
  return (
    <section id="reasons" aria-labelledby="reasons-title" className="container scroll-mt-20 py-20 sm:py-28">
      <div className="grid grid-cols-1 gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <div>
          <SectionHeading id="reasons-title" eyebrow={t('partners.reasons.eyebrow')} title={t('partners.reasons.title')} lead={t('partners.reasons.lead')} />
          <div className="mt-10 aspect-[4/3] overflow-hidden rounded-3xl bg-neutral-900 lg:aspect-[4/5]">
            <Picture
              src={PARTNERS_HERO}
              alt={t('partners.reasons.imageAlt')}
              width={1600}
              height={900}
              sizes="(min-width: 1024px) 35vw, 100vw"
              className="size-full object-cover object-[74%_50%]"
            />
          </div>
        </div>
        <ul className="grid content-center gap-x-10 gap-y-12 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason} className="border-t border-line pt-6">
              <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
                <PartnersIcon name={reason} />
              </span>
              <h3 className="mt-5 font-display text-xl">{t(`partners.reasons.items.${reason}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted text-pretty">
                {reason === 'commission' ? t('partners.reasons.items.commission.text', { share }) : t(`partners.reasons.items.${reason}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
