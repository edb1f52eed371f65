// The Dubai compliance block every property advert must carry (RERA advertising rules): the
// Trakheesi permit number with a DLD verification QR code, the broker's ORN and the agent's BRN.
import { type ReactNode, Suspense, use } from 'react'
import { BRAND } from '../../lib/brand'
import { usePage } from '../../lib/page-context'
import { Icon } from '../Icon'
import { permitVerificationUrl } from './permit'
import { QrCode } from './qr'

function AgentBrn({ agent }: { agent: Promise<{ brn: string | null } | null> }) {
  return use(agent)?.brn ?? '—'
}

/** The BRN of an agent the lead backend is still being asked about: streamed in when it answers. */
export function StreamedBrn({ agent }: { agent: Promise<{ brn: string | null } | null> }) {
  return (
    <Suspense fallback="…">
      <AgentBrn agent={agent} />
    </Suspense>
  )
}

/**
 * One label and its value. The label never wraps (a page-wide `overflow-wrap:anywhere` let a long value
 * squeeze it until Arabic "الوسيط" broke mid-word, "الوسي / ط"); the value wraps between its words
 * beside it, or moves under the label when both do not fit. The value is set left to right and isolated.
 */
function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-line py-2.5 last:border-0">
      <dt className="whitespace-nowrap text-sm text-muted" data-compliance-label="">
        {label}
      </dt>
      <dd className="font-semibold tabular-nums [overflow-wrap:break-word]" dir="ltr" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** `brn`: the advertising agent's BRN, or StreamedBrn while it is being looked up. */
export function Compliance({ permit, brn }: { permit: string; brn: ReactNode }) {
  const { t } = usePage()
  const url = permitVerificationUrl(permit)
  return (
    <section aria-labelledby="compliance" className="scroll-mt-24 rounded-3xl border border-line bg-elevated p-5 sm:p-6" data-testid="compliance">
      <h2 id="compliance" className="flex items-center gap-2 font-semibold">
        <Icon name="shield" className="size-5 text-primary" />
        {t('property.compliance.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <a href={url} rel="noopener noreferrer" target="_blank" className="shrink-0 self-start rounded-xl focus-ring">
          <QrCode value={url} label={t('property.compliance.qr', { permit })} className="size-32 rounded-xl border border-line" />
        </a>
        <div className="min-w-0 flex-1">
          <dl>
            <Row label={t('property.compliance.permit')} testId="permit">
              {permit}
            </Row>
            <Row label={t('property.compliance.orn')} testId="orn">
              {BRAND.orn}
            </Row>
            <Row label={t('property.compliance.brn')} testId="brn">
              {brn}
            </Row>
            <Row label={t('property.compliance.broker')}>
              <span dir="auto">{BRAND.legalName}</span>
            </Row>
          </dl>
          <p className="mt-3 text-xs text-muted">
            {t('property.compliance.verify')}{' '}
            <a href={url} rel="noopener noreferrer" target="_blank" className="link underline underline-offset-2">
              {t('property.compliance.verifyLink')}
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}
