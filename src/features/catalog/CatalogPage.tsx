// /catalog: the search form (every filter in the URL), the count, the result cards and Load More.

import LoadMore from '../../components/LoadMore.island'
import { PageHero } from '../../components/PageHero'
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import { ProjectCard } from '../../modules/content/ProjectCard'
import type { Project } from '../../modules/content/schema'
import type { LocationOptions } from './data.server'
import Favourites from './Favourites.island'
import { Filters } from './Filters'
import { MAX_PAGE, PAGE_SIZE, type SearchParams, searchQuery } from './schema'

export function CatalogPage({ params, projects, total, options }: { params: SearchParams; projects: Project[]; total: number; options: LocationOptions }) {
  const { t, href } = usePage()
  const shown = projects.length
  const areaNames = new Map(options.areas.map((area) => [area.slug, area.name]))
  const filtered = searchQuery(params, { page: 1, sort: 'newest', currency: 'AED' }) !== ''
  return (
    <>
      <PageHero eyebrow={t('catalog.eyebrow')} title={t('catalog.title')} lead={t('catalog.lead')}>
        <Filters params={params} options={options} />
      </PageHero>
      <section className="container py-12 sm:py-16" aria-labelledby="results-count">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="results-count" className="heading-3" aria-live="polite">
            {t('catalog.found', { count: total })}
          </h2>
          <p className="flex gap-5 text-sm">
            {filtered && (
              <a href={href('/catalog')} className="link">
                {t('catalog.reset')}
              </a>
            )}
            <a href={`${href('/catalog')}?favourites=1`} className="link">
              {t('catalog.favourites.link')}
            </a>
          </p>
        </div>
        {shown === 0 ? (
          <div className="card mt-10 grid place-items-center px-6 py-16 text-center">
            <h3 className="heading-3">{t('catalog.empty.title')}</h3>
            <p className="mt-3 max-w-md text-muted">{t('catalog.empty.text')}</p>
            <a href={href('/catalog')} className="btn-primary mt-8">
              {t('catalog.reset')}
            </a>
          </div>
        ) : (
          <ol id="results" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.id} id={`result-${index + 1}`}>
                <ProjectCard project={project} currency={params.currency} priority={index < 3} areaName={areaNames.get(project.area)} />
              </li>
            ))}
          </ol>
        )}
        {shown < total && (
          <div className="mt-12">
            <Island
              name="LoadMore"
              component={LoadMore}
              props={{
                showing: t('catalog.showing', { shown: '{{shown}}', total: '{{total}}' }),
                shown,
                total,
                label: t('catalog.loadMore'),
                loadingLabel: t('catalog.loading'),
                errorLabel: t('catalog.loadError'),
                query: searchQuery(params, { page: 1 }),
                page: Math.ceil(shown / PAGE_SIZE),
                // Pages past MAX_PAGE are not served (a crawler could walk 800 of them): past it, refine.
                pages: Math.min(Math.ceil(total / PAGE_SIZE), MAX_PAGE),
                basePath: href('/catalog'),
                listId: 'results',
                itemPrefix: 'result',
                endNote: t('catalog.refine'),
              }}
            />
          </div>
        )}
      </section>
    </>
  )
}

/** /catalog?favourites=1: the properties saved in this browser. */
export function FavouritesPage() {
  const { t, href } = usePage()
  return (
    <>
      <PageHero eyebrow={t('catalog.eyebrow')} title={t('catalog.favourites.title')} lead={t('catalog.favourites.lead')} />
      <section className="container py-12 sm:py-16" aria-label={t('catalog.favourites.title')}>
        <Island
          name="Favourites"
          component={Favourites}
          hydrate="visible"
          props={{
            basePath: href('/catalog'),
            emptyLabel: t('catalog.favourites.empty'),
            loadingLabel: t('catalog.favourites.loading'),
            errorLabel: t('catalog.loadError'),
            browseLabel: t('catalog.favourites.browse'),
          }}
        />
      </section>
    </>
  )
}
