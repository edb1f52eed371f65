// The saved properties as cards, each with "Compare" (a checkbox of the compare form) and "Remove",
// then the share box. The same markup whether the server renders a shared list (`/favourites?ids=`)
// or the browser asks for the visitor's own (`/favourites/results?ids=…&mine=1`): in a shared list
// Remove is a link to the list without that property, in the visitor's own it is a button the
// page's script handles (it changes localStorage). Below the share box, a link to ask for an email when
// any of them drops in price.
import { Icon } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import { ProjectCard } from '../../modules/content/ProjectCard'
import { localText, type Project } from '../../modules/content/schema'
import { COMPARE_MAX, idsQuery } from './schema'

export const COMPARE_FORM_ID = 'compare-form'

export function FavouritesList({ projects, mine }: { projects: Project[]; mine: boolean }) {
  const { t, href, origin, locale } = usePage()
  const ids = projects.map((p) => p.id)
  const shareUrl = `${origin}${href('/favourites')}${idsQuery(ids)}`
  return (
    <div data-favourites-list={ids.join(',')}>
      <form id={COMPARE_FORM_ID} method="get" action={href('/compare')} className="card flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-5">
        {/* The list's heading (its cards' titles are h3). */}
        <h2 className="font-semibold" data-testid="favourites-count">
          {t('favourites.count', { count: projects.length })}
        </h2>
        <p id="compare-hint" className="text-sm text-muted">
          {t('favourites.compareHint', { max: COMPARE_MAX })}
        </p>
        <button type="submit" className="btn-primary ms-auto" aria-describedby="compare-hint">
          {t('favourites.compareSelected')}
        </button>
      </form>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => {
          const title = localText(project, locale, 'title')
          const without = ids.filter((id) => id !== project.id)
          return (
            <li key={project.id} data-project={project.id} className="flex flex-col gap-3">
              <ProjectCard project={project} />
              <div className="flex items-center justify-between gap-3 px-1">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name="ids"
                    value={project.id}
                    form={COMPARE_FORM_ID}
                    className="size-5 accent-[var(--ui-primary)]"
                    data-compare-pick=""
                  />
                  {t('favourites.compare')}
                  <span className="sr-only">: {title}</span>
                </label>
                {mine ? (
                  <button type="button" data-favourite-remove={project.id} className="btn-ghost min-h-11 px-4">
                    <Icon name="close" className="size-4" />
                    {t('favourites.remove')}
                    <span className="sr-only">: {title}</span>
                  </button>
                ) : (
                  <a href={`${href('/favourites')}${idsQuery(without)}`} className="btn-ghost min-h-11 px-4">
                    <Icon name="close" className="size-4" />
                    {t('favourites.remove')}
                    <span className="sr-only">: {title}</span>
                  </a>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <section aria-labelledby="share-title" className="card mt-10 p-5 sm:p-6">
        <h2 id="share-title" className="heading-3">
          {t('favourites.share')}
        </h2>
        <p id="share-hint" className="mt-1 text-sm text-muted">
          {t('favourites.shareHint')}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <label htmlFor="share-url" className="sr-only">
            {t('favourites.shareLabel')}
          </label>
          <input
            id="share-url"
            type="url"
            readOnly
            value={shareUrl}
            aria-describedby="share-hint"
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-bg px-4 text-sm"
            dir="ltr"
          />
          <button type="button" data-share-copy="share-url" data-needs-js="" className="btn-ghost min-h-11">
            <Icon name="copy" className="size-4" />
            {t('favourites.copy')}
          </button>
        </div>
        {/* Price-drop alerts for these properties by email (src/features/alerts: double opt-in). */}
        <a href={`${href('/alerts/new')}${idsQuery(ids)}`} className="btn-ghost mt-4 min-h-11" data-testid="favourites-alert">
          {t('alerts.favouritesDrop')}
        </a>
      </section>
    </div>
  )
}
