// Featured properties from D1 (the catalogue's own card), with "View all" → /catalog. On phones the
// cards scroll sideways with snap points; from 640px they sit in a grid.
import { Icon } from '../../components/Icon'
import { SectionHeading } from '../../components/SectionHeading'
import { usePage } from '../../lib/page-context'
import { ProjectCard } from '../../modules/content/ProjectCard'
import type { Project } from '../../modules/content/schema'

export function FeaturedProperties({ projects }: { projects: Project[] }) {
  const { t, href } = usePage()
  const viewAll = (
    <a href={href('/catalog')} className="btn-ghost shrink-0 self-start px-6 py-3 md:self-auto">
      {t('home.featured.viewAll')}
      <Icon name="arrow" className="size-4" />
    </a>
  )
  return (
    <section aria-labelledby="featured-title" className="container py-20 sm:py-28">
      <SectionHeading
        id="featured-title"
        eyebrow={t('home.featured.eyebrow')}
        title={t('home.featured.title')}
        lead={t('home.featured.lead')}
        action={viewAll}
      />
      {projects.length ? (
        <ul className="-mx-5 mt-12 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} className="w-[85%] shrink-0 snap-start sm:w-auto" data-testid="featured-project">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('home.featured.empty')}</p>
      )}
    </section>
  )
}
