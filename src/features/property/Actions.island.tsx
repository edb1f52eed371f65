// Share (the Web Share API where the device has it, else copy the link with a toast) and save to
// favourites (a heart toggle kept in localStorage, see src/lib/favourites.ts).
import { useEffect, useState } from 'react'
import { isFavourite, onFavouritesChange, toggleFavourite } from '../../lib/favourites'
import { useShare } from '../../lib/share'
import { Glyph } from './glyphs'

export interface ActionsLabels {
  share: string
  save: string
  linkCopied: string
  copyFailed: string
}

const button = 'btn-ghost h-11 gap-2 px-4 bg-bg/80 backdrop-blur'

export default function Actions({ id, url, title, labels }: { id: number; url: string; title: string; labels: ActionsLabels }) {
  const shareLink = useShare({ copied: labels.linkCopied, copyFailed: labels.copyFailed })
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    setSaved(isFavourite(id))
    return onFavouritesChange(() => setSaved(isFavourite(id)))
  }, [id])

  const share = () => shareLink({ title, url })

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={button} onClick={share}>
        <Glyph name="share" className="size-4" />
        {labels.share}
      </button>
      <button
        type="button"
        className={`${button} aria-pressed:border-rose-300 aria-pressed:text-rose-600 dark:aria-pressed:border-rose-800 dark:aria-pressed:text-rose-400`}
        aria-pressed={saved}
        data-testid="favourite"
        onClick={() => setSaved(toggleFavourite(id))}
      >
        <svg viewBox="0 0 24 24" className="size-4" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
          <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
        </svg>
        {labels.save}
      </button>
    </div>
  )
}
