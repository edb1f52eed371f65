// A lead form as a page of its own: GET /request-call (where "Request Call" links lead without
// JavaScript) and the answer to a plain form post that failed, shown again with what the visitor
// typed and what to fix. The route wraps it in the page layout.
import { Icon } from '../../components/Icon'
import { BRAND } from '../../lib/brand'
import { usePage } from '../../lib/page-context'
import { sameSitePath } from '../../lib/paths'
import { LeadForm, type LeadHidden } from '../../modules/leads/form/LeadForm'
import { queryOf } from '../../modules/leads/forms'
import type { LeadSource } from '../../modules/leads/schema'

export interface LeadFormPageProps {
  source: LeadSource
  /** What was posted (hidden fields included: the lead_id is kept, so a retry stores one lead). */
  values?: Record<string, string>
  /** Messages by field; `form` for a failure that names no field. */
  errors?: Record<string, string>
  hidden?: LeadHidden
}

export function LeadFormPage({ source, values = {}, errors = {}, hidden }: LeadFormPageProps) {
  const { t, href, fullPath } = usePage()
  // GET /request-call?next=…: back to the page the visitor came from; else home.
  const requested = new URLSearchParams(queryOf(fullPath)).get('next')
  const next = requested ? sameSitePath(requested) : href('/')
  const project = values.utm_project ?? hidden?.utm_project
  const points = ['response', 'languages', 'rera'] as const
  return (
    <section className="relative isolate overflow-hidden border-b border-line">
      <div className="absolute inset-0 -z-10 bg-gradient-to-br from-primary-50 via-transparent to-transparent dark:from-primary-950/50" />
      <div className="container grid grid-cols-1 gap-10 py-12 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:items-start lg:gap-20">
        <div className="lg:sticky lg:top-28">
          <p className="eyebrow">{BRAND.name}</p>
          <h1 className="heading-1 mt-4 text-balance">{t(`leads.forms.${source}.title`)}</h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">{t(`leads.forms.${source}.intro`)}</p>
          {project && (
            <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-line bg-elevated px-4 py-2 text-sm">
              <span className="text-muted">{t('leads.page.project')}</span>
              <span className="font-semibold" lang="en">
                {project}
              </span>
            </p>
          )}
          <ul className="mt-10 hidden gap-4 sm:grid">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="pt-0.5">{t(`leads.forms.consultation.points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-10 hidden text-sm text-muted sm:block">
            {t('leads.page.preferCall')}{' '}
            <a href={BRAND.phoneHref} className="link font-medium" dir="ltr">
              {BRAND.phone}
            </a>
          </p>
        </div>
        {/* The campaign that brought the visitor is in the query of the page they came from, not of this one. */}
        <LeadForm source={source} values={values} errors={errors} hidden={hidden} next={next} pageQuery={requested ? queryOf(requested) : undefined} />
      </div>
    </section>
  )
}
