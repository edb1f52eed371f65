// Milestones: the spec's six marketing figures, each formatted for the visitor's locale.
import { FigureBand } from '../../components/FigureBand'
import { formatFigure } from '../../lib/figures'
import { usePage } from '../../lib/page-context'
import { MILESTONES } from './figures'

export function Milestones() {
  const { t, iso } = usePage()
  const items = MILESTONES.map((m) => ({ key: m.key, label: t(`home.milestones.labels.${m.key}`), value: formatFigure(m, iso) }))
  return <FigureBand title={t('home.milestones.title')} items={items} />
}
