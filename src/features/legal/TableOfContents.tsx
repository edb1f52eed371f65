// The sections of a legal document as anchor links: a sticky column on wide screens, a collapsible
// <details> above the text on phones. Both are server HTML: no script, one is shown at each width.
import { Icon } from '../../components/Icon'
import type { Heading } from '../../lib/markdown.server'
import { usePage } from '../../lib/page-context'

function Links({ sections, className = '', english }: { sections: Heading[]; className?: string; english: boolean }) {
  return (
    <ol className={`grid gap-0.5 font-sans text-sm ${className}`} lang={english ? 'en' : undefined} dir={english ? 'ltr' : undefined}>
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="block rounded-lg px-3 py-1.5 leading-snug text-muted transition-colors hover:bg-neutral-100 hover:text-fg focus-ring dark:hover:bg-neutral-800"
          >
            {section.text}
          </a>
        </li>
      ))}
    </ol>
  )
}

/** `english`: the headings are the English text's (no translation in this locale). */
export function TableOfContents({ sections, english }: { sections: Heading[]; english: boolean }) {
  const { t } = usePage()
  return (
    <>
      <nav aria-label={t('legal.toc')} className="print:!hidden lg:hidden" data-testid="toc-phone">
        <details className="group card">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3.5 font-semibold focus-ring [&::-webkit-details-marker]:hidden">
            {t('legal.toc')}
            <Icon name="chevron" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <div className="border-t border-line p-2">
            <Links sections={sections} english={english} />
          </div>
        </details>
      </nav>
      <nav
        aria-label={t('legal.toc')}
        className="sticky top-24 hidden self-start max-h-[calc(100dvh-7rem)] overflow-y-auto pb-4 print:!hidden lg:block"
        data-testid="toc"
      >
        <p className="eyebrow mb-3">{t('legal.toc')}</p>
        <Links sections={sections} className="-mx-3" english={english} />
      </nav>
    </>
  )
}
