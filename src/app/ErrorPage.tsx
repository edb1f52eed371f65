// The error view (spec sections 2 and 8): receives status code, status message and description.
// 404 shows "Page not found" and the full path; anything else "Internal Server Error".
import { usePage } from '../lib/page-context'

export interface ErrorViewProps {
  statusCode: number
  statusMessage: string
  description: string
}

export function ErrorPage({ statusCode, statusMessage, description }: ErrorViewProps) {
  const { t, href } = usePage()
  return (
    <section className="container grid min-h-[60vh] place-items-center py-24 text-center">
      <div className="max-w-xl">
        <p className="eyebrow">{t('error.code', { code: statusCode })}</p>
        <h1 className="heading-1 mt-4">{statusMessage}</h1>
        <p className="mt-6 break-words text-lg text-muted" data-testid="error-description">
          {description}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href={href('/')} className="btn-primary">
            {t('error.home')}
          </a>
          <a href={href('/catalog')} className="btn-ghost">
            {t('nav.catalog')}
          </a>
        </div>
      </div>
    </section>
  )
}
