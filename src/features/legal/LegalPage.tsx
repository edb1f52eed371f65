// Terms of use and privacy policy shell: title, scope and the date of the current version.
import { PageHero } from '../../components/PageHero'
import { dateTimeFormat } from '../../lib/intl'
import { usePage } from '../../lib/page'

export const LEGAL_UPDATED = '2026-11-01'

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, iso } = usePage()
  const updated = dateTimeFormat(iso, { dateStyle: 'long' }).format(new Date(LEGAL_UPDATED))
  return (
    <PageHero eyebrow={t('legal.eyebrow')} title={t(`legal.${kind}.title`)} lead={t(`legal.${kind}.lead`)}>
      <p className="mt-6 text-sm text-muted">{t('legal.updated', { date: updated })}</p>
    </PageHero>
  )
}
