// The photo gallery: a large stage with every photo in a scroll-snapping strip, thumbnails, a
// counter and a fullscreen viewer. Without JavaScript it is a plain, swipeable list of images whose
// thumbnails are links to each photo. Hydrated, it adds arrow keys (mirrored right to left), Home
// and End, swipe with pointer events (touch keeps the native scroll), prev/next buttons and a
// fullscreen <dialog> (a native modal: focus trap, Escape and top layer come with it).
// This file is the stage and thumbnails; use-carousel.ts moves, GalleryLightbox.tsx is the viewer.
import { useState } from 'react'
import { useMounted } from '../../lib/use-mounted'
import { GalleryArrows } from './GalleryArrows'
import { GalleryLightbox } from './GalleryLightbox'
import { Glyph } from './glyphs'
import { useCarousel } from './use-carousel'
import type { ViewerImage } from './viewer-images'

/** A photo: on the stage and in the viewer (viewer-images.ts), and its thumbnail. */
export interface GalleryPhoto extends ViewerImage {
  thumb: string
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

const fill = (template: string, current: number, total: number) => template.replace('{{current}}', String(current)).replace('{{total}}', String(total))

export default function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const total = photos.length
  const mounted = useMounted()
  const [open, setOpen] = useState(false)
  const { index, track, go, step, scrollTo, onScroll, onScrollEnd, onKeyDown, stageSwipe, viewerSwipe } = useCarousel(total, open)
  const position = (i: number) => fill(labels.position, i + 1, total)

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className="relative" data-testid="gallery">
      <div className="group relative overflow-hidden bg-neutral-200 sm:rounded-3xl dark:bg-neutral-800">
        <ul
          ref={track}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys step through the photos)
          tabIndex={0}
          aria-label={labels.region}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          onKeyDown={onKeyDown}
          // A tap or click on the photo opens the viewer (not the end of a swipe). On the strip, not the
          // <img>: a first tap that wakes the island is replayed on the strip, which owns a tabindex.
          onClick={() => {
            if (!stageSwipe.swiped.current) setOpen(true)
          }}
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
              <img
                src={p.src}
                srcSet={p.srcSet}
                // Only with a srcset: alone it is invalid HTML, and React copies it into the head preload.
                sizes={p.srcSet ? '(min-width: 1280px) 1216px, 100vw' : undefined}
                alt={p.alt}
                width={p.width}
                height={p.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
                className="size-full cursor-zoom-in object-cover"
              />
            </li>
          ))}
        </ul>
        {mounted && total > 1 && <GalleryArrows labels={labels} index={index} total={total} onPrevious={() => go(index - 1)} onNext={() => go(index + 1)} />}
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

      <GalleryLightbox
        open={open}
        photo={photos[index]}
        index={index}
        total={total}
        labels={labels}
        onDismiss={() => setOpen(false)}
        onClosed={() => {
          setOpen(false)
          scrollTo(index, 'auto')
        }}
        onKeyDown={onKeyDown}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        swipe={viewerSwipe.handlers}
      />
    </section>
  )
}
