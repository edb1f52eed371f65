// The gallery's fullscreen viewer: a native modal <dialog> (focus trap, Escape and the top layer come
// with it) with one photo as large as the screen allows, its position, a close button, the arrows and
// swipe; the page behind does not scroll while it is open.
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef } from 'react'
import { GalleryArrows } from './GalleryArrows'
import { Glyph } from './glyphs'
import type { ViewerImage } from './viewer-images'

/** The viewer's close control (a button here; a link in the floor plans' overlay without JavaScript). */
export const VIEWER_CLOSE = 'grid size-11 place-items-center rounded-full bg-white/10 transition hover:bg-white/20 focus-ring'
/** The caption under the image. */
export const VIEWER_CAPTION = 'mx-auto max-w-3xl p-4 text-center text-sm text-neutral-300'

/** The viewer's top bar: the position ("2 / 8") and the close control. */
export function ViewerBar({ index, total, children }: { index: number; total: number; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 p-4">
      <p className="text-sm font-semibold tabular-nums" dir="ltr">
        {index + 1} / {total}
      </p>
      {children}
    </div>
  )
}

/** What the viewer shows of an image. */
type LightboxPhoto = Pick<ViewerImage, 'full' | 'fullSrcSet' | 'alt' | 'width' | 'height'>

export function GalleryLightbox({
  open,
  photo,
  index,
  total,
  labels,
  onDismiss,
  onClosed,
  onKeyDown,
  onPrevious,
  onNext,
  swipe,
  imageClassName = '',
  testId = 'gallery-viewer',
}: {
  open: boolean
  photo: LightboxPhoto | undefined
  index: number
  total: number
  labels: { region: string; close: string; previous: string; next: string }
  /** The close button. */
  onDismiss: () => void
  /** The dialog closed (the close button, Escape). */
  onClosed: () => void
  onKeyDown: (event: KeyboardEvent) => void
  onPrevious: () => void
  onNext: () => void
  swipe: Record<'onPointerDown' | 'onPointerUp' | 'onPointerCancel', (event: PointerEvent) => void>
  /** More classes for the image (a floor plan's white paper). */
  imageClassName?: string
  /** Its data-testid: each page's viewers told apart in tests. */
  testId?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      el.showModal()
      const overflow = document.documentElement.style.overflow
      document.documentElement.style.overflow = 'hidden'
      return () => {
        document.documentElement.style.overflow = overflow
      }
    }
    if (!open && el.open) el.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-label={labels.region}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-neutral-950 p-0 text-white backdrop:bg-neutral-950"
      data-testid={testId}
    >
      {open && photo && (
        <div className="flex h-full flex-col">
          <ViewerBar index={index} total={total}>
            <button type="button" aria-label={labels.close} onClick={onDismiss} className={VIEWER_CLOSE}>
              <Glyph name="close" />
            </button>
          </ViewerBar>
          <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20" {...swipe}>
            <img
              key={photo.full}
              src={photo.full}
              srcSet={photo.fullSrcSet}
              sizes={photo.fullSrcSet ? '100vw' : undefined}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              draggable={false}
              className={`max-h-full max-w-full select-none object-contain ${imageClassName}`}
            />
            {total > 1 && <GalleryArrows labels={labels} index={index} total={total} onPrevious={onPrevious} onNext={onNext} />}
          </div>
          <p className={VIEWER_CAPTION}>{photo.alt}</p>
        </div>
      )}
    </dialog>
  )
}
