// The photo gallery: a large stage with every photo in a scroll-snapping strip, thumbnails, a
// counter and a fullscreen viewer. Without JavaScript it is a plain, swipeable list of images whose
// thumbnails are links to each photo. Hydrated, it adds arrow keys (mirrored right to left), Home
// and End, swipe with pointer events (touch keeps the native scroll), prev/next buttons and a
// fullscreen <dialog> (a native modal: focus trap, Escape and top layer come with it).
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useMounted } from '../../lib/use-mounted'
import { Glyph } from './glyphs'

export interface GalleryPhoto {
  src: string
  srcSet?: string
  /** Source for the fullscreen viewer (wider). */
  full: string
  fullSrcSet?: string
  thumb: string
  alt: string
  width: number
  height: number
}

export interface GalleryLabels {
  region: string
  previous: string
  next: string
  fullscreen: string
  close: string
  thumbnails: string
  /** `Photo {{current}} of {{total}}` */
  position: string
}

const SWIPE_PX = 40

const fill = (template: string, current: number, total: number) => template.replace('{{current}}', String(current)).replace('{{total}}', String(total))

/** Which way arrow keys and swipes go: mirrored in right-to-left pages. */
const isRtl = (element: Element | null) => (element ? getComputedStyle(element).direction === 'rtl' : false)

const smooth = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

/** Steps for a key: +1 / -1 for the arrows (mirrored in RTL), ±Infinity for End / Home. */
export function keyStep(key: string, rtl: boolean): number | null {
  if (key === 'ArrowRight') return rtl ? -1 : 1
  if (key === 'ArrowLeft') return rtl ? 1 : -1
  if (key === 'Home') return Number.NEGATIVE_INFINITY
  if (key === 'End') return Number.POSITIVE_INFINITY
  return null
}

/** Swipe handlers (mouse, pen; touch too where the browser does not pan): a horizontal drag of 40 px or more steps. */
function useSwipe(step: (delta: number) => void, rtl: () => boolean) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  return {
    swiped,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0) return
        start.current = { x: event.clientX, y: event.clientY }
        swiped.current = false
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current
        start.current = null
        if (!from) return
        const dx = event.clientX - from.x
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return
        swiped.current = true
        const forward = dx < 0 !== rtl()
        step(forward ? 1 : -1)
      },
      onPointerCancel: () => {
        start.current = null
      },
    },
  }
}

export default function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const total = photos.length
  const mounted = useMounted()
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const track = useRef<HTMLUListElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  // The index a programmatic scroll is heading to: scroll events on the way there are not the visitor's.
  const heading = useRef<number | null>(null)

  const scrollTo = useCallback((target: number, behavior: ScrollBehavior) => {
    const el = track.current
    if (!el) return
    const left = (isRtl(el) ? -1 : 1) * target * el.clientWidth
    if (Math.abs(el.scrollLeft - left) < 2) return
    heading.current = target
    el.scrollTo({ left, behavior })
  }, [])

  const go = useCallback(
    (target: number, behavior: ScrollBehavior = smooth()) => {
      const next = Math.max(0, Math.min(total - 1, target))
      setIndex(next)
      scrollTo(next, behavior)
    },
    [total, scrollTo],
  )

  const step = (delta: number) => go(Number.isFinite(delta) ? index + delta : delta > 0 ? total - 1 : 0, open ? 'auto' : smooth())

  const rtl = () => isRtl(track.current)
  const stageSwipe = useSwipe(step, rtl)
  const viewerSwipe = useSwipe(step, rtl)

  // The stage scrolled (native swipe, trackpad, a thumbnail link without JS): follow it.
  const onScroll = () => {
    const el = track.current
    if (!el || open) return
    const exact = Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)
    if (heading.current !== null) {
      if (Math.abs(exact - heading.current) > 0.01) return
      heading.current = null
    }
    const current = Math.round(exact)
    if (current !== index && current >= 0 && current < total) setIndex(current)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = keyStep(event.key, isRtl(track.current))
    if (delta === null) return
    event.preventDefault()
    step(delta)
  }

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

  const position = (i: number) => fill(labels.position, i + 1, total)
  const photo = photos[index]
  const roundButton =
    'grid size-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow-lg backdrop-blur transition hover:bg-white focus-ring disabled:opacity-0'
  /** Previous / next over the photo (wide screens; phones swipe). */
  const arrows = (previous: () => void, next: () => void) => (
    <>
      <button
        type="button"
        aria-label={labels.previous}
        onClick={previous}
        disabled={index === 0}
        className={`${roundButton} absolute start-4 top-1/2 hidden -translate-y-1/2 sm:grid`}
      >
        <Glyph name="prev" />
      </button>
      <button
        type="button"
        aria-label={labels.next}
        onClick={next}
        disabled={index === total - 1}
        className={`${roundButton} absolute end-4 top-1/2 hidden -translate-y-1/2 sm:grid`}
      >
        <Glyph name="next" />
      </button>
    </>
  )

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className="relative" data-testid="gallery">
      <div className="group relative overflow-hidden bg-neutral-200 sm:rounded-3xl dark:bg-neutral-800">
        <ul
          ref={track}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys step through the photos)
          tabIndex={0}
          aria-label={labels.region}
          onScroll={onScroll}
          onScrollEnd={() => {
            heading.current = null
            onScroll()
          }}
          onKeyDown={onKeyDown}
          {...stageSwipe.handlers}
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain outline-none [scrollbar-width:none] select-none sm:aspect-[16/9] lg:aspect-[21/9] focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-primary [&::-webkit-scrollbar]:hidden"
          data-testid="gallery-track"
        >
          {photos.map((p, i) => (
            <li
              key={p.src + String(i)}
              id={`photo-${i + 1}`}
              aria-roledescription="slide"
              aria-label={position(i)}
              className="size-full shrink-0 snap-start snap-always"
            >
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut to fullscreen; the keyboard has the fullscreen button */}
              <img
                src={p.src}
                srcSet={p.srcSet}
                sizes="(min-width: 1280px) 1216px, 100vw"
                alt={p.alt}
                width={p.width}
                height={p.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
                onClick={() => {
                  if (!stageSwipe.swiped.current) setOpen(true)
                }}
                className="size-full cursor-zoom-in object-cover"
              />
            </li>
          ))}
        </ul>
        {mounted && total > 1 && (
          <>
            {arrows(
              () => go(index - 1),
              () => go(index + 1),
            )}
          </>
        )}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-black/50 to-transparent p-4 pt-12">
          <p className="flex items-center gap-1.5 rounded-full bg-black/55 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur" dir="ltr">
            <Glyph name="images" className="size-3.5" />
            {mounted ? (
              <span data-testid="gallery-counter" aria-hidden="true">
                {index + 1} / {total}
              </span>
            ) : (
              <span>{total}</span>
            )}
          </p>
          {mounted && (
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="pointer-events-auto flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-xs font-semibold text-neutral-900 shadow-lg backdrop-blur transition hover:bg-white focus-ring"
            >
              <Glyph name="expand" className="size-3.5" />
              {labels.fullscreen}
            </button>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {mounted ? position(index) : ''}
        </p>
      </div>

      {total > 1 && (
        <nav aria-label={labels.thumbnails} className="mt-2 hidden sm:block">
          <ol className="-mx-1 flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin]">
            {photos.map((p, i) => (
              <li key={p.src + String(i)} className="shrink-0">
                <a
                  href={`#photo-${i + 1}`}
                  aria-label={position(i)}
                  aria-current={mounted && i === index ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault()
                    go(i)
                  }}
                  className="block h-14 w-20 overflow-hidden rounded-xl opacity-70 ring-offset-2 ring-offset-bg transition hover:opacity-100 focus-ring aria-[current]:opacity-100 aria-[current]:ring-2 aria-[current]:ring-primary sm:h-16 sm:w-24"
                >
                  <img src={p.thumb} alt="" width={96} height={64} loading="lazy" decoding="async" className="size-full object-cover" />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <dialog
        ref={dialog}
        aria-label={labels.region}
        onClose={() => {
          setOpen(false)
          scrollTo(index, 'auto')
        }}
        onKeyDown={onKeyDown}
        className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-neutral-950 p-0 text-white backdrop:bg-neutral-950"
        data-testid="gallery-viewer"
      >
        {open && photo && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-4 p-4">
              <p className="text-sm font-semibold tabular-nums" dir="ltr">
                {index + 1} / {total}
              </p>
              <button
                type="button"
                aria-label={labels.close}
                onClick={() => setOpen(false)}
                className="grid size-11 place-items-center rounded-full bg-white/10 transition hover:bg-white/20 focus-ring"
              >
                <Glyph name="close" />
              </button>
            </div>
            <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20" {...viewerSwipe.handlers}>
              <img
                key={photo.full}
                src={photo.full}
                srcSet={photo.fullSrcSet}
                sizes="100vw"
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                draggable={false}
                className="max-h-full max-w-full select-none object-contain"
              />
              {total > 1 && (
                <>
                  {arrows(
                    () => step(-1),
                    () => step(1),
                  )}
                </>
              )}
            </div>
            <p className="mx-auto max-w-3xl p-4 text-center text-sm text-neutral-300">{photo.alt}</p>
          </div>
        )}
      </dialog>
    </section>
  )
}
