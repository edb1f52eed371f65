// "Our culture": the team's story beside a portrait crop of the hero's office (already in the
// browser's cache: no extra bytes), and three things every new consultant gets.
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/SectionHeading'
import { usePage } from '../../lib/page-context'
import { CAREERS_HERO } from './art'

const POINTS = ['mentoring', 'multilingual', 'tools'] as const

export function Culture() {
  const { t } = usePage()
  return (
    <section id="culture" aria-labelledby="culture-title" className="container scroll-mt-20 py-20 sm:py-28">
      <div className="grid grid-cols-1 items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="aspect-[4/5] overflow-hidden rounded-3xl bg-neutral-900 sm:aspect-[5/4] lg:aspect-[4/5]">
          <Picture
            src={CAREERS_HERO}
            alt={t('careers.culture.imageAlt')}
            width={1600}
            height={900}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="size-full object-cover object-[60%_60%]"
          />
        </div>
        <div>
          <SectionHeading id="culture-title" eyebrow={t('careers.culture.eyebrow')} title={t('careers.culture.title')} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted text-pretty">
            <p>{t('careers.culture.story1')}</p>
            <p>{t('careers.culture.story2')}</p>
          </div>
          <ul className="mt-10 grid gap-4">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="pt-0.5">{t(`careers.culture.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
