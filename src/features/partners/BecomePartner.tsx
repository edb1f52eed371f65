// "Become a partner" (id="join"): registration for a partner account (the partner area with the
// personal referral link, docs/decisions/014-referrals.md) or sign-in, and for those who would rather
// talk first the Refer & Earn enquiry form (source `partner`), beside what a partner gets.
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import { REFERRAL_STEPS } from './ReferralSteps'

/** Registration, then straight to the partner area (the account screens keep a same-site `next`). */
export const PARTNER_REGISTER_PATH = '/account/register?next=%2Faccount%2Fpartner'
const PARTNER_SIGN_IN_PATH = '/account/sign-in?next=%2Faccount%2Fpartner'

export function BecomePartner() {
  const { t, href } = usePage()
  return (
    <section id="join" aria-labelledby="join-title" className="scroll-mt-20 bg-neutral-950 py-16 text-white sm:py-24">
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-20">
        <div className="max-w-xl">
          <p className="eyebrow text-primary-300">{t('leads.forms.partner.eyebrow')}</p>
          <h2 id="join-title" className="heading-2 mt-3 text-balance">
            {t('leads.forms.partner.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-neutral-300">{t('partnerArea.cta.intro')}</p>
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
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a href={href(PARTNER_REGISTER_PATH)} className="btn bg-primary-300 px-6 py-3 text-neutral-950 hover:bg-primary-200" data-testid="partner-register">
              {t('partnerArea.cta.register')}
              <Icon name="arrow" className="size-4" />
            </a>
            {/* 44 px tall to tap on a phone; the negative margins keep the line where it was. */}
            <a
              href={href(PARTNER_SIGN_IN_PATH)}
              className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary-300 underline-offset-4 hover:underline"
            >
              {t('partnerArea.cta.signIn')}
            </a>
          </div>
          <p className="mt-8 text-sm text-neutral-400">{t('partnerArea.cta.or')}</p>
        </div>
        <LeadForm source="partner" variant="dark" id="partner-form" />
      </div>
    </section>
  )
}
