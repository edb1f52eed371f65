// The article's Share button: the device's share sheet (Web Share API) where there is one, else the
// link is copied with a toast. The network links beside it are plain links (ShareLinks.tsx), so
// sharing works without JavaScript too.
import { StrokeIcon } from '../../components/Icon'
import { useShare } from '../../lib/share'

export interface ShareProps {
  /** Absolute URL to share (no locale prefix: whoever opens it gets their own language). */
  url: string
  title: string
  labels: { share: string; linkCopied: string; copyFailed: string }
}

/** A box with an arrow leaving it. */
export const SHARE_ICON = 'M12 3v12m0-12L8 7m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7'

export default function Share({ url, title, labels }: ShareProps) {
  const shareLink = useShare({ copied: labels.linkCopied, copyFailed: labels.copyFailed })
  const share = () => shareLink({ title, url })
  return (
    <button type="button" className="btn-primary h-11 px-5" onClick={share}>
      <StrokeIcon d={SHARE_ICON} className="size-4" strokeWidth={2} />
      {labels.share}
    </button>
  )
}
