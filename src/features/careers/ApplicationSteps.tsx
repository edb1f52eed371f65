// The 5-step application process: questionnaire, application review, initial interview, final
// selection, offer.
import { StepList } from '../../components/StepList'
import { usePage } from '../../lib/page-context'

export const APPLICATION_STEPS = ['questionnaire', 'review', 'interview', 'selection', 'offer'] as const

export function ApplicationSteps() {
  const { t } = usePage()
  const steps = APPLICATION_STEPS.map((id) => ({ id, title: t(`careers.steps.${id}.title`), text: t(`careers.steps.${id}.text`) }))
  return <StepList id="process" heading={t('careers.process')} steps={steps} columns="sm:grid-cols-2 lg:grid-cols-5" />
}
