// The opening of an inner page led by a picture, like the home hero: the image full-bleed under a
// dark gradient, then eyebrow, display title (the page's <h1>), lead and calls to action. Pass the
// image as the page's `preloadImage` too: it is the largest thing above the fold.
import type { ReactNode } from 'react'

export function ImageHero({
  id,
  image,
  imageClass = 'object-center',
  eyebrow,
  title,
  lead,
  children,
}: {
  /** Id of the <h1>, the section's accessible name. */
  id: string
  /** A 1600×900 picture; decorative (the heading says what the page is). */
  image: string
  /** Its object-position as a literal utility (e.g. `object-[70%_50%]`), so phones keep the subject; the CSP allows no inline style. Default centred. */
  imageClass?: string
  eyebrow: string
  title: string
  lead: string
  /** Calls to action under the lead. */
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-neutral-950 text-white">
      <img src={image} alt="" width={1600} height={900} fetchPriority="high" className={`absolute inset-0 -z-10 size-full object-cover ${imageClass}`} />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950/95 via-neutral-950/40 to-neutral-950/10" />
      <div className="absolute inset-0 -z-10 from-neutral-950/70 to-transparent ltr:bg-gradient-to-r rtl:bg-gradient-to-l" />
      <div className="container flex min-h-[34rem] flex-col justify-end pb-14 pt-28 sm:pb-20 lg:min-h-[72vh]">
        <p className="eyebrow text-primary-200">{eyebrow}</p>
        <h1 id={id} className="heading-1 mt-4 max-w-4xl text-balance lg:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-neutral-200 text-pretty">{lead}</p>
        {children && <div className="mt-10 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  )
}

/** The hero's buttons: solid for the main action, outlined on the picture for the other. */
export const HERO_PRIMARY = 'btn-primary px-6 py-3 text-base'
export const HERO_SECONDARY = 'btn border border-white/40 px-6 py-3 text-base text-white backdrop-blur-sm hover:bg-white/10'
