// The careers questionnaire (id="apply"): contact details and the nine questions of the spec, one
// step at a time with JavaScript, all at once without. The form is the leads feature's (source
// `careers`), composed here as the page.

import { usePage } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'

export function Questionnaire() {
  const { t } = usePage()
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="scroll-mt-20 border-t border-line bg-gradient-to-b from-primary-50/60 to-transparent py-16 sm:py-24 dark:from-primary-950/30"
    >
      <div className="container grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">{t('leads.forms.careers.eyebrow')}</p>
          <h2 id="apply-title" className="heading-2 mt-3 text-balance">
            {t('leads.forms.careers.title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted">{t('leads.forms.careers.intro')}</p>
        </div>
        <div className="min-w-0 max-w-3xl">
          <LeadForm source="careers" id="careers-form" />
        </div>
      </div>
    </section>
  )
}
