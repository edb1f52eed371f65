// A band of marketing figures under a small title (home milestones, Refer & Earn figures): each a
// large number over its label, six across on wide screens.
export interface FigureItem {
  key: string
  label: string
  /** The figure as shown, already formatted for the locale. */
  value: string
}

export function FigureBand({ title, items, className = 'border-y' }: { title: string; items: FigureItem[]; className?: string }) {
  return (
    <section aria-labelledby="milestones-title" className={`${className} border-line bg-elevated`}>
      <div className="container py-16 sm:py-20">
        <h2 id="milestones-title" className="eyebrow">
          {title}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
          {items.map((item) => (
            <div key={item.key} className="flex flex-col-reverse gap-2 border-s border-line ps-5" data-testid="figure">
              <dt className="text-sm text-muted">{item.label}</dt>
              <dd className="font-display text-4xl tabular-nums sm:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
