// /favourites: the visitor's saved properties (kept in this browser: the page's script asks the
// server for their cards), or a shared list (`?ids=1,5,9`, rendered by the server: it opens the same
// for anyone, without JavaScript too) with "Save all to my list".
import { PageHero } from '../../components/PageHero'
import { usePage } from '../../lib/page-context'
import type { Project } from '../../modules/content/schema'
import { FavouritesList } from './FavouritesList'

function Empty() {
  const { t, href } = usePage()
  return (
    <div className="card grid place-items-center px-6 py-16 text-center" data-testid="favourites-empty">
      <p className="max-w-md text-muted">{t('catalog.favourites.empty')}</p>
      <a href={href('/catalog')} className="btn-primary mt-6">
        {t('catalog.favourites.browse')}
      </a>
    </div>
  )
}

/**
 * `shared`: the list of a share link (undefined: the visitor's own, loaded in the browser);
 * `account`: the signed-in visitor's list on their account, rendered in place until the browser's loads.
 */
export function FavouritesPage({ shared, account }: { shared?: Project[]; account?: Project[] }) {
  const { t, href } = usePage()
  if (shared) {
    return (
      <>
        <PageHero eyebrow={t('favourites.nav')} title={t('favourites.sharedTitle')} lead={t('favourites.sharedLead')}>
          {shared.length > 0 && (
            <button type="button" className="btn-primary mt-8" data-needs-js="" data-favourites-save-all={shared.map((p) => p.id).join(',')}>
              {t('favourites.saveAll')}
            </button>
          )}
        </PageHero>
        <section className="container py-12 sm:py-16" aria-label={t('favourites.sharedTitle')}>
          {shared.length ? <FavouritesList projects={shared} mine={false} /> : <Empty />}
        </section>
      </>
    )
  }
  return (
    <>
      <PageHero eyebrow={t('favourites.nav')} title={t('catalog.favourites.title')} lead={t('favourites.lead')} />
      <section className="container py-12 sm:py-16" aria-label={t('catalog.favourites.title')}>
        <div data-favourites-mine={href('/favourites/results')} data-testid="favourites-mine">
          {account?.length ? <FavouritesList projects={account} mine={false} /> : null}
          <p className="card px-6 py-16 text-center text-muted" data-needs-js="" hidden={Boolean(account?.length)}>
            {t('catalog.favourites.loading')}
          </p>
          <p className="card px-6 py-16 text-center text-muted" data-no-js="" hidden={Boolean(account?.length)}>
            {t('favourites.needsJs')}
          </p>
        </div>
        <template data-favourites-empty="">
          <Empty />
        </template>
      </section>
    </>
  )
}
