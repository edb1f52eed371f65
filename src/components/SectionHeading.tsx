// The opening of a page section: eyebrow, title (the section's accessible name) and lead. Shared by
// the home, careers and Refer & Earn pages.
import type { ReactNode } from 'react'

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
  tone = 'default',
}: {
  /** Id of the <h2>, referenced by the section's aria-labelledby. */
  id: string
  eyebrow: string
  title: string
  lead?: string
  /** A link beside the heading on wide screens (e.g. "View all"). */
  action?: ReactNode
  /** `inverse` on a dark band. Default `default`. */
  tone?: 'default' | 'inverse'
}) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 max-w-2xl">
        <p className={tone === 'inverse' ? 'eyebrow text-primary-300' : 'eyebrow'}>{eyebrow}</p>
        <h2 id={id} className="heading-2 mt-3 text-balance">
          {title}
        </h2>
        {lead && <p className={`mt-4 text-lg text-pretty ${tone === 'inverse' ? 'text-neutral-300' : 'text-muted'}`}>{lead}</p>}
      </div>
      {action}
    </div>
  )
}
