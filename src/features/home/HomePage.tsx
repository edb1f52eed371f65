// Home: the image-led hero with its four entries (start your journey, transform spaces, connect
// with expert, contact us). The remaining sections arrive with the catalogue issue.
import { ContactLink } from '../../components/ContactLink'
import { Icon, type IconName } from '../../components/Icon'
import { usePage } from '../../lib/page'

export const HERO_IMAGE = '/images/hero-dubai.svg'

export function HomePage() {
  const { t, href } = usePage()
  const entries: { icon: IconName; title: string; text: string; path: string }[] = [
    { icon: 'arrow', title: t('home.entries.journey.title'), text: t('home.entries.journey.text'), path: '/catalog' },
    { icon: 'sun', title: t('home.entries.spaces.title'), text: t('home.entries.spaces.text'), path: '/#services' },
    { icon: 'chat', title: t('home.entries.expert.title'), text: t('home.entries.expert.text'), path: '/#consultants' },
  ]
  return (
    <>
      <section className="relative isolate overflow-hidden bg-neutral-950 text-white">
        <img src={HERO_IMAGE} alt="" width={1600} height={900} fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover opacity-90" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950 via-neutral-950/40 to-neutral-950/10" />
        <div className="container flex min-h-[78vh] flex-col justify-end pb-16 pt-32 sm:pb-24">
          <p className="eyebrow text-primary-300">{t('home.eyebrow')}</p>
          <h1 className="heading-1 mt-4 max-w-3xl text-balance">{t('home.headline')}</h1>
          <p className="mt-6 max-w-xl text-lg text-neutral-200 text-pretty">{t('home.lead')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href={href('/catalog')} className="btn-primary px-7 py-3.5 text-base">
              {t('home.cta')}
              <Icon name="arrow" className="size-4" />
            </a>
            <ContactLink className="btn border border-white/40 px-7 py-3.5 text-base text-white hover:bg-white/10" />
          </div>
        </div>
      </section>
      <section aria-label={t('home.entriesLabel')} className="container -mt-px py-16 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.path}>
              <a href={href(entry.path)} className="card group flex h-full flex-col p-8 transition-shadow hover:shadow-lg focus-ring">
                <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon name={entry.icon} />
                </span>
                <span className="heading-3 mt-6">{entry.title}</span>
                <span className="mt-3 text-muted">{entry.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
