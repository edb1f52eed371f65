// The hero: the Dubai skyline at dusk (preloaded), the promise, a search into the catalogue, and the spec's four entries
// (start your journey, transform spaces, connect with expert, contact us) as one glass panel. The
// in-page entries are bare fragments: no navigation, just a scroll (contact us: to the consultation form).
import { Icon, type IconName } from '../../components/Icon'
import { usePage } from '../../lib/page-context'
import { HeroSearch } from './HeroSearch'

export const HERO_IMAGE = '/images/hero-dubai.svg'

/** The entry title is the link; `after:` stretches it over the whole tile. */
const ENTRY_LINK = "block font-display text-lg leading-snug sm:text-xl after:absolute after:inset-0 after:content-[''] focus-ring rounded"

export function Hero() {
  const { t, href } = usePage()
  const entries: { icon: IconName; title: string; text: string; path: string }[] = [
    { icon: 'arrow', title: t('home.entries.journey.title'), text: t('home.entries.journey.text'), path: '/catalog' },
    { icon: 'sun', title: t('home.entries.spaces.title'), text: t('home.entries.spaces.text'), path: '#services' },
    { icon: 'chat', title: t('home.entries.expert.title'), text: t('home.entries.expert.text'), path: '#consultants' },
  ]
  const tile = 'group relative flex flex-col bg-neutral-950/35 p-5 transition-colors hover:bg-white/10 sm:p-6'
  const icon = (name: IconName) => (
    <span className="mb-6 grid size-10 place-items-center rounded-full border border-white/25 text-primary-200 transition-colors group-hover:border-primary-300 group-hover:bg-primary-300 group-hover:text-neutral-950">
      <Icon name={name} className={name === 'arrow' ? 'size-4' : 'size-5'} />
    </span>
  )
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-neutral-950 text-white">
      <img src={HERO_IMAGE} alt="" width={1600} height={900} fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover object-[60%_50%]" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950 via-neutral-950/45 to-neutral-950/5" />
      <div className="container flex min-h-[calc(100svh-4.5rem)] flex-col justify-end pb-6 pt-24 sm:pb-10 lg:min-h-[86vh]">
        <p className="eyebrow text-primary-200">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="heading-1 mt-4 max-w-4xl text-balance lg:text-7xl">
          {t('home.headline')}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-neutral-200 text-pretty">{t('home.lead')}</p>
        <HeroSearch />
        <nav aria-label={t('home.entriesLabel')} className="mt-8 sm:mt-12">
          <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-white/15 bg-white/15 backdrop-blur-md lg:grid-cols-4">
            {entries.map((entry) => (
              <li key={entry.path} className={tile}>
                {icon(entry.icon)}
                <a href={entry.path.startsWith('#') ? entry.path : href(entry.path)} className={ENTRY_LINK}>
                  {entry.title}
                </a>
                <p className="mt-2 hidden text-sm text-neutral-300 sm:block">{entry.text}</p>
              </li>
            ))}
            {/* "Contact us" leads to the consultation form near the end of the page (it works without JavaScript). */}
            <li className={tile}>
              {icon('phone')}
              <a href="#consultation" className={ENTRY_LINK}>
                {t('nav.contact')}
              </a>
              <p className="mt-2 hidden text-sm text-neutral-300 sm:block">{t('leads.forms.consultation.entry')}</p>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  )
}
