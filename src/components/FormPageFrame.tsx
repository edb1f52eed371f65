// The frame of a page that is one form (the account screens, the no-JS cookie settings): a soft
// gradient band, the brand eyebrow, the title and a few lines on one side, the form in a card on the other.
import type { ReactNode } from 'react'
import { BRAND } from '../lib/brand'

export interface FormPageFrameProps {
  title: string
  /** When given, the h1 gets this id and names the section (aria-labelledby). */
  titleId?: string
  intro?: ReactNode
  aside?: ReactNode
  children: ReactNode
}

export function FormPageFrame({ title, titleId, intro, aside, children }: FormPageFrameProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-line" aria-labelledby={titleId}>
      <div className="absolute inset-0 -z-10 bg-gradient-to-br from-primary-50 via-transparent to-transparent dark:from-primary-950/50" />
      <div className="container grid grid-cols-1 gap-10 py-12 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-20">
        <div className="lg:sticky lg:top-28">
          <p className="eyebrow">{BRAND.name}</p>
          <h1 id={titleId} className="heading-1 mt-4 text-balance">
            {title}
          </h1>
          {intro && <div className="mt-6 max-w-xl text-lg text-pretty text-muted">{intro}</div>}
          {aside}
        </div>
        <div className="card p-6 shadow-xl shadow-neutral-900/5 sm:p-8">{children}</div>
      </div>
    </section>
  )
}
