// Three similar properties (same area or type, nearest in price), each a card linking to its page.
import { Picture } from '../../components/Picture'
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import { projectPath } from '../../lib/paths'
import { useUnits } from '../../lib/use-units'
import { isResidential, localize } from '../../modules/content/schema'
import Amount from './Amount.island'
import type { ProjectBundle } from './data.server'
import { formatBedrooms } from './format'

export function SimilarProjects({ bundle }: { bundle: ProjectBundle }) {
  const { t, href, iso, locale, rates } = usePage()
  const { prefs } = useUnits()
  if (!bundle.similar.length) return null
  return (
    <section aria-labelledby="similar" className="border-t border-line bg-neutral-50/60 py-14 sm:py-20 dark:bg-neutral-900/40">
      <div className="container">
        <h2 id="similar" className="heading-2">
          {t('property.similar.title')}
        </h2>
        <ul
          className="-mx-5 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-5 px-5 pb-2 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:p-0"
          data-testid="similar"
        >
          {bundle.similar.map((item) => {
            const local = localize(item, locale, ['title', 'development'])
            const location = bundle.locations[item.area]
            const area = location ? localize(location, locale, ['name']) : null
            const residential = isResidential(item.type)
            return (
              <li key={item.id} className="w-[82%] shrink-0 snap-start md:w-auto">
                <a href={href(projectPath(item))} className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-xl focus-ring">
                  <div className="relative aspect-[3/2] overflow-hidden bg-neutral-200 dark:bg-neutral-800">
                    {item.photo && (
                      <Picture
                        src={item.photo.src}
                        alt=""
                        width={item.photo.width}
                        height={item.photo.height}
                        sizes="(min-width: 768px) 33vw, 100vw"
                        maxWidth={640}
                        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                    )}
                    <span className="absolute start-3 top-3 rounded-full bg-bg/90 px-2.5 py-1 text-xs font-semibold backdrop-blur">
                      {t(`property.markets.${item.market}`)}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="font-display text-xl leading-snug" lang={local.untranslated.includes('title') ? 'en' : undefined}>
                      {local.title}
                    </h3>
                    <p className="mt-1 text-sm text-muted">
                      <span lang={(area ? area.untranslated.includes('name') : local.untranslated.includes('development')) ? 'en' : undefined}>
                        {area?.name ?? local.development}
                      </span>
                      {' · '}
                      {t(`property.types.${item.type}`)}
                      {residential && ` · ${formatBedrooms(item.bedroomsMin, item.bedroomsMax, t('property.facts.studio'), iso)}`}
                    </p>
                    <div className="mt-auto flex items-end justify-between gap-3 pt-5">
                      <div>
                        <span className="block text-xs text-muted">{t('property.price.from')}</span>
                        <div className="font-semibold">
                          <Island name="Amount" component={Amount} props={{ kind: 'price', aed: item.priceAed, locale: iso, rates, prefs }} hydrate="react" />
                        </div>
                      </div>
                      <span className="text-sm font-semibold text-primary">{t('property.similar.view')}</span>
                    </div>
                  </div>
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
