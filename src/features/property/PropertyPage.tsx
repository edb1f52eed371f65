// The property page (/catalog/{id}): gallery, overview and key facts, price, agent, about, amenities,
// off-plan details, floor plans, neighbourhood, the compliance block and similar properties, plus
// the listing's structured data. Server-rendered; islands only where something moves: the gallery
// hydrates when the browser is idle (it is above the fold, so that is when it becomes visible; the
// loader's `visible` trigger cannot see `display: contents` island wrappers), and the small islands
// that show the visitor's stored choices (currency and unit, the saved heart) follow as soon as it
// has loaded React (`react`), so a stored choice shows without waiting for a first interaction.

import { Compliance, StreamedBrn } from '../../components/compliance/Compliance'
import { Icon } from '../../components/Icon'
import { RecentlyViewed } from '../../components/RecentlyViewed'
import { imageUrl } from '../../lib/images'
import { Island } from '../../lib/islands/Island'
import { JsonLd } from '../../lib/jsonld-script'
import { Markup } from '../../lib/markup.server'
import { usePage } from '../../lib/page-context'
import { areaPath, consultantPath } from '../../lib/paths'
import { consultantSlug } from '../../modules/content/profiles'
import { About } from './About'
import { AgentCard, ContactBar } from './Agent'
import { Amenities } from './Amenities'
import { Costs } from './Costs'
import type { AgentView, ProjectBundle } from './data.server'
import { FloorPlans } from './FloorPlans'
import Gallery, { type GalleryPhoto } from './Gallery.island'
import { listingJsonLd, propertyBreadcrumbJsonLd } from './jsonld'
import { Neighbourhood } from './Neighbourhood'
import { OffPlan } from './OffPlan'
import { Overview } from './Overview'
import { PriceCard } from './PriceCard'
import { SimilarProjects } from './SimilarProjects'
import { UnitTypes } from './UnitTypes'
import type { ProjectView } from './view'
import { viewerImage } from './viewer-images'

export function galleryPhotos(view: ProjectView, prefix: string): GalleryPhoto[] {
  return view.project.photos.map((photo) => ({
    ...viewerImage(photo, prefix, 1280),
    thumb: imageUrl(photo.src, { prefix, width: 192, height: 128 }),
  }))
}

export function PropertyPage({ view, bundle, agent }: { view: ProjectView; bundle: ProjectBundle; agent: Promise<AgentView | null> }) {
  const { t, href, origin, locale, iso, imagePrefix } = usePage()
  const p = view.project
  const photos = galleryPhotos(view, imagePrefix)
  const jsonLd = listingJsonLd({
    project: p,
    title: view.title,
    description: view.description,
    // The description's real language: English where it has no translation.
    language: view.descriptionLang ?? iso,
    url: view.canonical,
    origin,
    images: p.photos.map((photo) => `${origin}${photo.src}`),
    areaName: view.areaName,
  })
  const crumbs = propertyBreadcrumbJsonLd({ origin, locale, catalog: t('nav.catalog'), title: view.title, url: view.canonical })
  // The agent's page when the project's agent is one of the consultants in D1.
  const consultantPage = bundle.consultant?.agentId === p.agentId ? href(consultantPath(consultantSlug(bundle.consultant))) : undefined
  const agentProps = { agent, project: { title: view.title, url: view.url, agentId: p.agentId, name: p.title, consultantPage } }
  return (
    // data-record-view: the page's script adds this property to the visitor's recently viewed (decision 026).
    <article data-project={p.id} data-record-view={p.id} className="break-words">
      {/* Streamed for the agent's details alone: everything ready at once is rendered as strings (Markup). */}
      <Markup className="sm:mx-auto sm:w-full sm:max-w-7xl sm:px-8 sm:pt-6">
        <nav aria-label={t('property.breadcrumb')} className="container py-3 text-sm sm:px-0 sm:pt-0">
          <ol className="flex min-w-0 items-center gap-1.5 whitespace-nowrap text-muted">
            <li>
              <a href={href('/catalog')} className="link text-muted hover:text-fg">
                {t('nav.catalog')}
              </a>
            </li>
            {view.areaName && (
              <li className="hidden items-center gap-1.5 sm:flex" lang={view.areaLang}>
                <Icon name="chevron" className="size-3.5 -rotate-90 rtl:rotate-90" />
                <a href={href(areaPath(p.area))} className="link text-muted hover:text-fg">
                  {view.areaName}
                </a>
              </li>
            )}
            <li className="flex min-w-0 items-center gap-1.5">
              <Icon name="chevron" className="size-3.5 shrink-0 -rotate-90 rtl:rotate-90" />
              <span aria-current="page" className="truncate text-fg" lang={view.titleLang}>
                {view.title}
              </span>
            </li>
          </ol>
        </nav>
        <Island
          name="Gallery"
          component={Gallery}
          props={{
            photos,
            labels: {
              region: t('property.gallery.region', { title: view.title }),
              previous: t('property.gallery.previous'),
              next: t('property.gallery.next'),
              fullscreen: t('property.gallery.fullscreen'),
              close: t('property.gallery.close'),
              thumbnails: t('property.gallery.thumbnails'),
              position: t('property.gallery.position', { current: '{{current}}', total: '{{total}}' }),
            },
          }}
          hydrate="interaction"
        />
      </Markup>

      <div className="container grid grid-cols-1 gap-10 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-x-14">
        <Markup className="min-w-0">
          <Overview view={view} />
        </Markup>
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="grid gap-6 lg:sticky lg:top-24">
            <Markup className="contents">
              <PriceCard view={view} />
            </Markup>
            <AgentCard {...agentProps} />
          </div>
        </aside>
        <div className="grid min-w-0 gap-14">
          <Markup className="contents">
            <About text={view.description} lang={view.descriptionLang} />
            <UnitTypes project={p} />
            <Costs project={p} area={bundle.locations[p.area]} />
            <Amenities slugs={p.amenities} />
            {p.market === 'off-plan' && <OffPlan project={p} lang={view.planLang} />}
            <FloorPlans plans={p.floorPlans} lang={view.floorPlansLang} />
            <Neighbourhood
              travel={p.travelTimes}
              development={p.development}
              lang={view.travelLang}
              guide={view.areaName ? { href: href(areaPath(p.area)), label: t('areaGuide.link', { area: view.areaName }) } : undefined}
            />
          </Markup>
          <Compliance permit={p.permit} brn={<StreamedBrn agent={agent} />} />
        </div>
      </div>

      <Markup className="contents">
        <SimilarProjects bundle={bundle} />
        <RecentlyViewed exclude={p.id} />
      </Markup>
      <ContactBar {...agentProps} />
      <JsonLd data={jsonLd} />
      <JsonLd data={crumbs} />
    </article>
  )
}
