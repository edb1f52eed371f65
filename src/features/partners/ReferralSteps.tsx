// The four referral steps: sign up, refer, track, get paid.
import { StepList } from '../../components/StepList'
import { usePage } from '../../lib/page-context'

export const REFERRAL_STEPS = ['signup', 'refer', 'track', 'paid'] as const

export function ReferralSteps() {
  const { t } = usePage()
  const steps = REFERRAL_STEPS.map((id) => ({ id, title: t(`partners.steps.${id}.title`), text: t(`partners.steps.${id}.text`) }))
  return <StepList id="how" heading={t('partners.how')} steps={steps} columns="sm:grid-cols-2 lg:grid-cols-4" />
}
