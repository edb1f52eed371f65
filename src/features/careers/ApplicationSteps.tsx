// The 5-step application process: questionnaire, application review, initial interview, final
// selection, offer.
import { usePage } from '../../lib/page'

export const APPLICATION_STEPS = ['questionnaire', 'review', 'interview', 'selection', 'offer'] as const

export function ApplicationSteps() {
  const { t } = usePage()
  return (
    <section className="container py-16 sm:py-24" aria-labelledby="process">
      <h2 id="process" className="heading-2">
        {t('careers.process')}
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-5">
        {APPLICATION_STEPS.map((step, index) => (
          <li key={step} className="card p-6">
            <span className="font-display text-3xl text-primary">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="mt-4 font-semibold">{t(`careers.steps.${step}.title`)}</h3>
            <p className="mt-2 text-sm text-muted">{t(`careers.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
