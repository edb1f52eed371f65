// The article's Share button: the device's share sheet (Web Share API) where there is one, else the
// link is copied with a toast. The network links beside it are plain links (ShareLinks.tsx), so
// sharing works without JavaScript too.
import { StrokeIcon } from '../../components/Icon'
import { useToast } from '../../lib/toast'

export interface ShareProps {
  /** Absolute URL to share (no locale prefix: whoever opens it gets their own language). */
  url: string
  title: string
  labels: { share: string; linkCopied: string; copyFailed: string }
}

/** A box with an arrow leaving it. */
export const SHARE_ICON = 'M12 3v12m0-12L8 7m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7'

export default function Share({ url, title, labels }: ShareProps) {
  const toast = useToast()
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Anything else: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.add({ title: labels.linkCopied, description: url, color: 'success' })
    } catch {
      toast.add({ title: labels.copyFailed, description: url, color: 'error' })
    }
  }
  return (
    <button type="button" className="btn-primary h-11 px-5" onClick={share}>
      <StrokeIcon d={SHARE_ICON} className="size-4" strokeWidth={2} />
      {labels.share}
    </button>
  )
}
