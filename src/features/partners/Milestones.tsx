// The Refer & Earn figures (spec section 1) on a band under the hero, each formatted for the
// visitor's locale.
import { FigureBand } from '../../components/FigureBand'
import { formatFigure } from '../../lib/figures'
import { usePage } from '../../lib/page-context'
import { FIGURES } from './figures'

export function Milestones() {
  const { t, iso } = usePage()
  const items = FIGURES.map((f) => ({ key: f.key, label: t(`partners.milestones.labels.${f.key}`), value: formatFigure(f, iso) }))
  return <FigureBand title={t('partners.milestones.title')} items={items} className="border-b" />
}
