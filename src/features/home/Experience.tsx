// "Who we are": the brokerage's short story beside a portrait crop of the skyline (the hero's own
// image, already in the browser's cache: no extra bytes).
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/SectionHeading'
import { BRAND } from '../../lib/brand'
import { usePage } from '../../lib/page-context'
import { HERO_IMAGE } from './Hero'

export function Experience() {
  const { t } = usePage()
  return (
    <section aria-labelledby="experience-title" className="container py-20 sm:py-28">
      <div className="grid grid-cols-1 items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="relative">
          <div className="aspect-[4/5] overflow-hidden rounded-3xl bg-neutral-900 sm:aspect-[5/4] lg:aspect-[4/5]">
            <Picture
              src={HERO_IMAGE}
              alt={t('home.experience.imageAlt')}
              width={1600}
              height={900}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="size-full object-cover object-[74%_60%]"
            />
          </div>
          <div className="absolute -bottom-6 end-4 max-w-60 rounded-2xl border border-line bg-elevated p-5 shadow-xl sm:end-8">
            <p className="font-display text-3xl text-primary">{t('home.experience.badgeTitle')}</p>
            <p className="mt-1 text-sm text-muted">{t('home.experience.badgeText', { orn: BRAND.orn })}</p>
          </div>
        </div>
        <div>
          <SectionHeading id="experience-title" eyebrow={t('home.experience.eyebrow')} title={t('home.experience.title')} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted text-pretty">
            <p>{t('home.experience.story1')}</p>
            <p>{t('home.experience.story2')}</p>
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href="#consultants" className="btn-primary px-6 py-3">
              {t('home.experience.meet')}
            </a>
            <a href="#services" className="btn-ghost px-6 py-3">
              {t('home.experience.services')}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
