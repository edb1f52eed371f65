// /thank-you: where a lead form posted without JavaScript lands once the lead is stored. "Thank
// You!", what happens next, and the way back to the page the visitor came from.
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import { sameSitePath } from '../../lib/paths'
import { successMessage } from '../../modules/leads/form/LeadForm'
import type { LeadSource } from '../../modules/leads/schema'

/** `download`: the file a brochure or floor-plan request earns (the project's own), offered first. */
export function ThankYouPage({ source, next, download }: { source: LeadSource; next?: string; download?: { href: string; label: string } }) {
  const { t, href } = usePage()
  const home = href('/')
  const back = sameSitePath(next)
  const elsewhere = back !== '/' && back !== home
  const steps = ['one', 'two', 'three'] as const
  const callBack = source !== 'subscription' && source !== 'careers' && source !== 'partner'
  return (
    <section className="relative isolate overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-primary-50 to-transparent dark:from-primary-950/50" />
      <div className="container flex min-h-[70vh] flex-col items-center justify-center py-20 text-center sm:py-28">
        <span className="grid size-20 place-items-center rounded-full bg-primary/12 text-primary ring-[12px] ring-primary/5">
          <Icon name="check" className="size-10" />
        </span>
        <h1 className="heading-1 mt-10">{t('leads.success.title')}</h1>
        <p className="mt-6 max-w-xl text-lg text-pretty text-muted" role="status">
          {successMessage(t, source)}
        </p>
        {callBack && (
          <div className="mt-12 w-full max-w-3xl">
            <h2 className="eyebrow">{t('leads.success.next')}</h2>
            <ol className="mt-6 grid gap-4 text-start sm:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step} className="card p-5">
                  <span className="font-display text-2xl text-primary">{String(index + 1).padStart(2, '0')}</span>
                  <p className="mt-2 text-sm text-muted">{t(`leads.success.steps.${step}`)}</p>
                </li>
              ))}
            </ol>
          </div>
        )}
        <div className="mt-12 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {download && (
            <a href={download.href} download className="btn-primary h-12 px-8 text-base" data-testid="lead-download">
              {download.label}
            </a>
          )}
          {elsewhere && (
            <a href={back} className={download ? 'btn-ghost h-12 px-8 text-base' : 'btn-primary h-12 px-8 text-base'}>
              {t('leads.success.back')}
              <Icon name="arrow" className="size-4" />
            </a>
          )}
          <a href={home} className={elsewhere ? 'btn-ghost h-12 px-8 text-base' : 'btn-primary h-12 px-8 text-base'}>
            {t('leads.success.home')}
          </a>
        </div>
      </div>
    </section>
  )
}
