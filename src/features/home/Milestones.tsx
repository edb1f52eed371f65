// Milestones: the spec's six marketing figures, each formatted for the visitor's locale.
import { usePage } from '../../lib/page'
import { formatMilestone, MILESTONES } from './figures'

export function Milestones() {
  const { t, iso } = usePage()
  return (
    <section aria-labelledby="milestones-title" className="border-y border-line bg-elevated">
      <div className="container py-16 sm:py-20">
        <h2 id="milestones-title" className="eyebrow">
          {t('home.milestones.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
          {MILESTONES.map((milestone) => (
            <div key={milestone.key} className="flex flex-col-reverse gap-2 border-s border-line ps-5">
              <dt className="text-sm text-muted">{t(`home.milestones.labels.${milestone.key}`)}</dt>
              <dd className="font-display text-4xl tabular-nums sm:text-5xl">{formatMilestone(milestone, iso)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
