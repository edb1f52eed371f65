// "Join the elite": the page's call to action on the brand's deep green over a crop of the office,
// what a consultant gets, and the way to the questionnaire.
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import { CAREERS_HERO } from './art'

const PERKS = ['leads', 'split', 'visa', 'path'] as const

export function JoinElite() {
  const { t } = usePage()
  return (
    <section id="elite" aria-labelledby="elite-title" className="relative isolate scroll-mt-20 overflow-hidden bg-primary-950 py-20 text-white sm:py-28">
      <img
        src={CAREERS_HERO}
        alt=""
        width={1600}
        height={900}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover object-[80%_50%] opacity-30"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-primary-950 via-primary-950/80 to-primary-950/40" />
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-end lg:gap-20">
        <div>
          <p className="eyebrow text-primary-300">{t('careers.elite.eyebrow')}</p>
          <h2 id="elite-title" className="heading-1 mt-4 text-balance">
            {t('careers.elite.title')}
          </h2>
          <p className="mt-6 max-w-xl text-lg text-primary-100/85 text-pretty">{t('careers.elite.lead')}</p>
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a href="#apply" className="btn bg-white px-7 py-3.5 text-base text-neutral-950 hover:bg-primary-100">
              {t('careers.elite.cta')}
              <Icon name="arrow" className="size-4" />
            </a>
            <p className="text-sm text-primary-100/75">{t('careers.elite.note')}</p>
          </div>
        </div>
        <ul className="grid gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 sm:grid-cols-2">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-start gap-3 bg-primary-950/85 p-6">
              <span className="grid size-8 shrink-0 place-items-center rounded-full border border-primary-300/40 text-primary-300">
                <Icon name="check" className="size-4" />
              </span>
              <span className="pt-1 font-medium">{t(`careers.elite.perks.${perk}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
