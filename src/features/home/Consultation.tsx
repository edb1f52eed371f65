// "Speak with a Dubai property expert" (id="consultation"): the consultation lead form (full name,
// email, phone) on the skyline at dusk, beside what the visitor can count on. The hero's
// "Contact us" entry scrolls here. The form is the leads feature's, composed here as the page.
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { BRAND } from '../../lib/brand'
import { usePage } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import { HERO_IMAGE } from './Hero'

export const CONSULTATION_ID = 'consultation'

export function Consultation() {
  const { t } = usePage()
  const points = ['response', 'languages', 'rera'] as const
  return (
    <section
      id={CONSULTATION_ID}
      aria-labelledby="consultation-title"
      className="relative isolate scroll-mt-20 overflow-hidden bg-neutral-950 py-20 text-white sm:py-28"
    >
      <Picture
        src={HERO_IMAGE}
        alt=""
        width={1600}
        height={900}
        sizes="100vw"
        className="absolute inset-0 -z-10 size-full object-cover object-[20%_70%] opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950 via-neutral-950/85 to-neutral-950/50 lg:bg-gradient-to-r lg:via-neutral-950/75 lg:to-neutral-950/20 rtl:lg:bg-gradient-to-l" />
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-20">
        <div className="max-w-xl">
          <p className="eyebrow text-primary-300">{t('leads.forms.consultation.eyebrow')}</p>
          <h2 id="consultation-title" className="heading-2 mt-3 text-balance sm:text-5xl">
            {t('leads.forms.consultation.title')}
          </h2>
          <p className="mt-6 text-lg text-pretty text-neutral-300">{t('leads.forms.consultation.intro')}</p>
          <ul className="mt-10 grid gap-4">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full border border-primary-300/40 text-primary-300">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="pt-0.5 text-neutral-200">{t(`leads.forms.consultation.points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm text-neutral-400">
            {t('leads.page.preferCall')}{' '}
            <a href={BRAND.phoneHref} dir="ltr" className="font-medium text-white underline-offset-4 hover:underline focus-ring rounded">
              {BRAND.phone}
            </a>
          </p>
        </div>
        <LeadForm source="consultation" variant="dark" id="consultation-form" />
      </div>
    </section>
  )
}
