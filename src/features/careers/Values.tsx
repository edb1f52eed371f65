// "Our values": four short commitments on a quiet band, one per card.
import { SectionHeading } from '../../components/SectionHeading'
import { usePage } from '../../lib/page-context'
import { CareersIcon, type CareersIconName } from './icons'

const VALUES = ['integrity', 'clients', 'excellence', 'growth'] as const satisfies readonly CareersIconName[]

export function Values() {
  const { t } = usePage()
  return (
    <section id="values" aria-labelledby="values-title" className="scroll-mt-20 bg-neutral-100/60 py-20 sm:py-28 dark:bg-neutral-900/50">
      <div className="container">
        <SectionHeading id="values-title" eyebrow={t('careers.values.eyebrow')} title={t('careers.values.title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value} className="card p-7">
              <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
                <CareersIcon name={value} />
              </span>
              <h3 className="mt-6 font-display text-xl">{t(`careers.values.items.${value}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted text-pretty">{t(`careers.values.items.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
