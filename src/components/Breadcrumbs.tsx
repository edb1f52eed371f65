// The trail above an inner page's title: links to the pages above it, the page itself last
// (aria-current), chevrons that turn with the reading direction. Its JSON-LD twin is breadcrumbJsonLd.
import { Icon } from './Icon'

export interface BreadcrumbItem {
  label: string
  /** The localized link; the current page has none. */
  href?: string
  /** The label's language when it is not the page's (`en` for an untranslated name). */
  lang?: string
}

/** `inverse`: light text for a trail laid over a dark picture (a hero). */
const TONES = {
  default: { list: 'text-muted', link: 'link text-muted hover:text-fg', current: 'text-fg' },
  inverse: { list: 'text-neutral-300', link: 'rounded underline-offset-4 hover:text-white hover:underline focus-ring', current: 'text-white' },
} as const

export function Breadcrumbs({ label, items, tone = 'default' }: { label: string; items: readonly BreadcrumbItem[]; tone?: keyof typeof TONES }) {
  const classes = TONES[tone]
  return (
    <nav aria-label={label} className="text-sm">
      <ol className={`flex min-w-0 flex-wrap items-center gap-1.5 ${classes.list}`}>
        {items.map((item, i) => (
          <li key={item.href ?? item.label} className="flex min-w-0 items-center gap-1.5" lang={item.lang}>
            {i > 0 && <Icon name="chevron" className="size-3.5 shrink-0 -rotate-90 rtl:rotate-90" />}
            {item.href ? (
              <a href={item.href} className={classes.link}>
                {item.label}
              </a>
            ) : (
              <span aria-current="page" className={`truncate ${classes.current}`}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
