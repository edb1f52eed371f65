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

export function Breadcrumbs({ label, items }: { label: string; items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-1.5 text-muted">
        {items.map((item, i) => (
          <li key={item.href ?? item.label} className="flex min-w-0 items-center gap-1.5" lang={item.lang}>
            {i > 0 && <Icon name="chevron" className="size-3.5 shrink-0 -rotate-90 rtl:rotate-90" />}
            {item.href ? (
              <a href={item.href} className="link text-muted hover:text-fg">
                {item.label}
              </a>
            ) : (
              <span aria-current="page" className="truncate text-fg">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
