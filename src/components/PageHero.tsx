// The opening band of an inner page: eyebrow, display title and lead paragraph.
import type { ReactNode } from 'react'

export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-primary-50/70 to-transparent dark:from-primary-950/40">
      <div className="container py-12 sm:py-24">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="heading-1 mt-4 max-w-4xl text-balance">{title}</h1>
        {lead && <p className="mt-6 max-w-2xl text-lg text-muted text-pretty">{lead}</p>}
        {children}
      </div>
    </section>
  )
}
