// Copy and Share for the partner's referral link, once JavaScript runs: until then (and without it)
// the page offers the link in a read-only field, share links and a QR code, so nothing here is needed
// to pass the link on. Rendered only after mounting, so no button ever shows that cannot work.
import { Icon, StrokeIcon } from '../../../components/Icon'
import { useCopy, useShare } from '../../../lib/share'
import { useMounted } from '../../../lib/use-mounted'

export interface ReferralActionsProps {
  url: string
  title: string
  labels: { copy: string; share: string; copied: string; copyFailed: string }
}

const SHARE_ICON = 'M12 3v12m0-12L8 7m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7'

export default function ReferralActions({ url, title, labels }: ReferralActionsProps) {
  const mounted = useMounted()
  const toasts = { copied: labels.copied, copyFailed: labels.copyFailed }
  const copy = useCopy(toasts)
  const share = useShare(toasts)
  if (!mounted) return null
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-primary h-11 px-5" onClick={() => copy(url)}>
        <Icon name="copy" className="size-4" />
        {labels.copy}
      </button>
      {typeof navigator.share === 'function' && (
        <button type="button" className="btn-ghost h-11 px-5" onClick={() => share({ title, url })}>
          <StrokeIcon d={SHARE_ICON} className="size-4" strokeWidth={2} />
          {labels.share}
        </button>
      )}
    </div>
  )
}
