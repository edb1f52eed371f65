// The Refer & Earn figures (spec section 1) on a band under the hero, each formatted for the
// visitor's locale; the same layout as the home page's milestones.
import { usePage } from '../../lib/page'
import { FIGURES, formatFigure } from './figures'

export function Milestones() {
  const { t, iso } = usePage()
  return (
    <section aria-labelledby="milestones-title" className="border-b border-line bg-elevated">
      <div className="container py-16 sm:py-20">
        <h2 id="milestones-title" className="eyebrow">
          {t('partners.milestones.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
          {FIGURES.map((figure) => (
            <div key={figure.key} className="flex flex-col-reverse gap-2 border-s border-line ps-5" data-testid="figure">
              <dt className="text-sm text-muted">{t(`partners.milestones.labels.${figure.key}`)}</dt>
              <dd className="font-display text-4xl tabular-nums sm:text-5xl">{formatFigure(figure, iso)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
