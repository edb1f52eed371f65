// Share: the Web Share API where the device has it, else copy the link with a toast. (The heart
// beside it is plain HTML: components/FavouriteButton.tsx.)
import { useShare } from '../../lib/share'
import { Glyph } from './glyphs'

export interface ActionsLabels {
  share: string
  linkCopied: string
  copyFailed: string
}

export default function Actions({ url, title, labels }: { url: string; title: string; labels: ActionsLabels }) {
  const shareLink = useShare({ copied: labels.linkCopied, copyFailed: labels.copyFailed })
  return (
    <button type="button" className="btn-ghost h-11 gap-2 px-4 bg-bg/80 backdrop-blur" onClick={() => shareLink({ title, url })}>
      <Glyph name="share" className="size-4" />
      {labels.share}
    </button>
  )
}
