// "Become a partner" (id="join"): the Refer & Earn sign-up (source `partner`), beside what a partner
// gets. The form is the leads feature's, composed here as the page.
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import { REFERRAL_STEPS } from './ReferralSteps'

export function BecomePartner() {
  const { t } = usePage()
  return (
    <section id="join" aria-labelledby="join-title" className="scroll-mt-20 bg-neutral-950 py-16 text-white sm:py-24">
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-20">
        <div className="max-w-xl">
          <p className="eyebrow text-primary-300">{t('leads.forms.partner.eyebrow')}</p>
          <h2 id="join-title" className="heading-2 mt-3 text-balance">
            {t('leads.forms.partner.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-neutral-300">{t('leads.forms.partner.intro')}</p>
          <ol className="mt-10 grid gap-4">
            {REFERRAL_STEPS.map((step) => (
              <li key={step} className="flex items-start gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full border border-primary-300/40 text-primary-300">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="pt-0.5">
                  <span className="font-semibold text-white">{t(`partners.steps.${step}.title`)}</span>
                  <span className="text-neutral-300">{` · ${t(`partners.steps.${step}.text`)}`}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <LeadForm source="partner" variant="dark" id="partner-form" />
      </div>
    </section>
  )
}
