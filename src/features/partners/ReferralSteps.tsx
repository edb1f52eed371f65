// The four referral steps: sign up, refer, track, get paid.
import { usePage } from '../../lib/page'

export const REFERRAL_STEPS = ['signup', 'refer', 'track', 'paid'] as const

export function ReferralSteps() {
  const { t } = usePage()
  return (
    <section className="container py-16 sm:py-24" aria-labelledby="how">
      <h2 id="how" className="heading-2">
        {t('partners.how')}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REFERRAL_STEPS.map((step, index) => (
          <li key={step} className="card p-6">
            <span className="font-display text-3xl text-primary">{index + 1}</span>
            <h3 className="mt-4 font-semibold">{t(`partners.steps.${step}.title`)}</h3>
            <p className="mt-2 text-sm text-muted">{t(`partners.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
