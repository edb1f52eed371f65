// The world map section: Dubai and the countries our clients come from, on a night-sky band. The
// map is a picture; the countries are also listed in words (localized with Intl.DisplayNames).

import { SectionHeading } from '../../components/SectionHeading'
import { CLIENT_CITIES, WorldMap } from '../../components/WorldMap'
import { perLocale } from '../../lib/intl'
import { usePage } from '../../lib/page-context'

export function GlobalClients() {
  const { t, iso } = usePage()
  const { countries, list } = perLocale(`client-countries:${iso}`, () => {
    const regions = new Intl.DisplayNames([iso], { type: 'region', fallback: 'code' })
    const names = Object.keys(CLIENT_CITIES)
      .map((code) => regions.of(code) ?? code)
      .sort(new Intl.Collator(iso).compare)
    return { countries: names, list: new Intl.ListFormat(iso, { type: 'conjunction' }).format(names) }
  })
  return (
    <section aria-labelledby="world-title" className="overflow-hidden bg-neutral-950 py-20 text-white sm:py-28">
      <div className="container">
        <SectionHeading id="world-title" tone="inverse" eyebrow={t('home.world.eyebrow')} title={t('home.world.title')} lead={t('home.world.lead')} />
        <div dir="ltr" className="mt-12 sm:mt-16">
          <WorldMap
            title={t('home.world.mapTitle')}
            description={t('home.world.mapDescription', { countries: list })}
            dubai={t('home.world.dubai')}
            className="ml-[-80%] h-auto w-[200%] max-w-none sm:ml-0 sm:w-full"
          />
        </div>
        <h3 className="mt-12 text-sm font-semibold text-neutral-400">{t('home.world.countriesTitle')}</h3>
        <ul className="mt-4 flex flex-wrap gap-2">
          {countries.map((name) => (
            <li key={name} className="rounded-full border border-white/15 px-3 py-1 text-sm text-neutral-200">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
