// The floor plans: a card per plan that opens it large in the gallery's fullscreen viewer (arrows,
// swipe, keys, Escape), on white paper, without leaving the page (buyer review F3.3: a plan used to
// open as the raw image file, with no header and no way back but the browser's). Without JavaScript
// a card links to the plan's own overlay in the page (#floor-plan-N, shown while it is the target),
// whose close link returns to the plans.
import { useState } from 'react'
import { GalleryLightbox, VIEWER_CAPTION, VIEWER_CLOSE, ViewerBar } from './GalleryLightbox'
import { Glyph } from './glyphs'
import { isRtl, stepKeys, stepTarget, useSwipe } from './use-carousel'
import type { ViewerImage } from './viewer-images'

export interface FloorPlanLabels {
  /** "Open the full-size plan" (before each plan's caption). */
  open: string
  /** The viewer's name: "Floor plans". */
  region: string
  close: string
  previous: string
  next: string
}

export const planAnchor = (index: number) => `floor-plan-${index + 1}`

export default function FloorPlanViewer({
  plans,
  labels,
  lang,
  backTo,
}: {
  plans: ViewerImage[]
  labels: FloorPlanLabels
  /** The language of the captions when it is not the page's. */
  lang?: string
  /** Where an overlay's close link goes without JavaScript: the plans' section. */
  backTo: string
}) {
  const total = plans.length
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const step = (delta: number) => setIndex((current) => stepTarget(current, delta, total))
  const rtl = () => isRtl(document.documentElement)
  const swipe = useSwipe(step, rtl)

  return (
    <>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {plans.map((plan, i) => (
          <li key={plan.src}>
            <a
              href={`#${planAnchor(i)}`}
              aria-haspopup="dialog"
              aria-label={`${labels.open}: ${plan.alt}`}
              onClick={(event) => {
                event.preventDefault()
                setIndex(i)
                setOpen(true)
              }}
              className="card group block cursor-zoom-in overflow-hidden focus-ring"
            >
              <img
                src={plan.src}
                srcSet={plan.srcSet}
                sizes={plan.srcSet ? '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' : undefined}
                alt={plan.alt}
                width={plan.width}
                height={plan.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-white object-contain p-3 transition-transform group-hover:scale-[1.02]"
              />
              <span className="block border-t border-line px-4 py-3 text-sm text-muted" lang={lang}>
                {plan.alt}
              </span>
            </a>
          </li>
        ))}
      </ul>

      {/* Without JavaScript: each plan over the page while it is the URL's target. Hidden, so its lazy image loads only then. */}
      {plans.map((plan, i) => (
        <figure
          key={plan.src}
          id={planAnchor(i)}
          className="fixed inset-0 z-50 m-0 hidden flex-col bg-neutral-950 text-white target:flex"
          data-testid="floor-plan-overlay"
        >
          <ViewerBar index={i} total={total}>
            <a href={backTo} aria-label={labels.close} className={VIEWER_CLOSE}>
              <Glyph name="close" />
            </a>
          </ViewerBar>
          <div className="flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
            <img
              src={plan.full}
              srcSet={plan.fullSrcSet}
              sizes={plan.fullSrcSet ? '100vw' : undefined}
              alt={plan.alt}
              width={plan.width}
              height={plan.height}
              loading="lazy"
              decoding="async"
              className="max-h-full max-w-full rounded-lg bg-white object-contain p-2"
            />
          </div>
          <figcaption className={VIEWER_CAPTION} lang={lang}>
            {plan.alt}
          </figcaption>
        </figure>
      ))}

      <GalleryLightbox
        open={open}
        photo={plans[index]}
        index={index}
        total={total}
        labels={labels}
        onDismiss={() => setOpen(false)}
        onClosed={() => setOpen(false)}
        onKeyDown={stepKeys(step, rtl)}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        swipe={swipe.handlers}
        imageClassName="rounded-lg bg-white p-2"
        testId="floor-plan-viewer"
      />
    </>
  )
}
