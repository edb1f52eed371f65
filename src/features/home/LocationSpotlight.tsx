// Location spotlight: the five spotlight areas (image, name, one line), each opening the catalogue
// filtered to that area, with a link to the area's guide; a link to every guide beside the heading.
// The first tile is the large one of the mosaic.
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/SectionHeading'
import { usePage } from '../../lib/page-context'
import { areaPath } from '../../lib/paths'
import { type Location, localizeLocation } from '../../modules/content/schema'

export const SPOTLIGHT_COUNT = 5
/** The spec's order (marina, downtown, business bay, palm, hills estate); other areas follow by name. */
const SPEC_ORDER = ['dubai-marina', 'downtown-dubai', 'business-bay', 'palm-jumeirah', 'dubai-hills-estate']
const rank = (slug: string) => (SPEC_ORDER.includes(slug) ? SPEC_ORDER.indexOf(slug) : SPEC_ORDER.length)

export function LocationSpotlight({ locations }: { locations: Location[] }) {
  const { t, href, locale } = usePage()
  const spots = locations
    .filter((l) => l.spotlight)
    .sort((a, b) => rank(a.slug) - rank(b.slug))
    .slice(0, SPOTLIGHT_COUNT)
    .map((l) => localizeLocation(l, locale))
  return (
    <section aria-labelledby="spotlight-title" className="container py-20 sm:py-28">
      <SectionHeading
        id="spotlight-title"
        eyebrow={t('home.spotlight.eyebrow')}
        title={t('home.spotlight.title')}
        lead={t('home.spotlight.lead')}
        action={
          <a href={href('/areas')} className="btn-ghost shrink-0 px-5">
            {t('areaGuide.index.all')}
          </a>
        }
      />
      {spots.length ? (
        <ul className="mt-12 grid auto-rows-[18rem] gap-4 sm:grid-cols-2 lg:auto-rows-[19rem] lg:grid-cols-4">
          {spots.map((spot, index) => (
            <li
              key={spot.slug}
              className={`group relative isolate overflow-hidden rounded-3xl bg-neutral-900 text-white ${index === 0 ? 'sm:col-span-2 lg:row-span-2' : ''}`}
              data-testid="spotlight-location"
            >
              <Picture
                src={spot.image.src}
                alt=""
                width={spot.image.width}
                height={spot.image.height}
                sizes={index === 0 ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'}
                maxWidth={index === 0 ? 1024 : 640}
                className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
              <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950/85 via-neutral-950/20 to-transparent" />
              <div className="flex h-full flex-col justify-end p-6 sm:p-7">
                <h3 className={`font-display leading-tight ${index === 0 ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}>
                  <a
                    href={href(`/catalog?location=${encodeURIComponent(spot.slug)}`)}
                    className="after:absolute after:inset-0 after:content-[''] focus-ring rounded"
                    lang={spot.untranslated.includes('name') ? 'en' : undefined}
                  >
                    {spot.name}
                  </a>
                </h3>
                <p
                  className={`mt-2 text-sm text-neutral-200 text-pretty ${index === 0 ? 'max-w-md sm:text-base' : 'line-clamp-2'}`}
                  lang={spot.untranslated.includes('description') ? 'en' : undefined}
                >
                  {spot.description}
                </p>
                <span className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-semibold">
                  <span className="inline-flex items-center gap-2 text-primary-200">
                    {t('home.spotlight.explore')}
                    <Icon name="arrow" className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                  </span>
                  {/* Above the tile's own link (which covers the tile): the area's guide. */}
                  <a
                    href={href(areaPath(spot.slug))}
                    className="relative z-10 rounded text-white underline underline-offset-4 hover:text-primary-200 focus-ring"
                  >
                    {t('areaGuide.link', { area: spot.name })}
                  </a>
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('home.spotlight.empty')}</p>
      )}
    </section>
  )
}
