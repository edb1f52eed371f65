// Language menu that needs no JavaScript: a <details> disclosure whose links go through
// /lang/{code}, which saves the choice in the `i18n_language` cookie and returns to the same page.
import { LOCALES } from '../lib/i18n/locales'
import { usePage } from '../lib/page-context'
import { Icon } from './Icon'

export function LanguageSwitcher({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, locale, fullPath } = usePage()
  const current = LOCALES.find((l) => l.code === locale) ?? LOCALES[0]
  return (
    <details className="group relative">
      <summary
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium hover:bg-neutral-100 focus-ring dark:hover:bg-neutral-800 [&::-webkit-details-marker]:hidden"
        aria-label={t('header.language', { language: current.name })}
      >
        <Icon name="globe" className="size-4" />
        <span className="uppercase">{current.code}</span>
        <Icon name="chevron" className="size-3.5 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        className={`absolute top-12 z-40 grid max-h-[70vh] w-56 overflow-y-auto rounded-2xl border border-line bg-elevated p-2 shadow-xl ${align === 'end' ? 'end-0' : 'start-0'}`}
      >
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={`/lang/${l.code}?next=${encodeURIComponent(fullPath)}`}
              hrefLang={l.iso}
              lang={l.iso}
              rel="nofollow"
              aria-current={l.code === locale ? 'true' : undefined}
              className="flex items-center justify-between rounded-xl px-3 py-2 text-sm hover:bg-neutral-100 focus-ring aria-[current]:font-semibold aria-[current]:text-primary dark:hover:bg-neutral-800"
            >
              {l.name}
              <span className="text-xs uppercase text-muted">{l.code}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
