// Terms of use and privacy policy: a localized hero (title, scope, date of the current version), the
// table of contents and the full text in the visitor's language (each translation says the English
// text governs). Where a locale has no translation the English text shows, marked lang="en" dir="ltr"
// (screen readers switch voice, Arabic and Hebrew pages keep it LTR), with a localized note saying
// so, and the page is left out of search engines (routes.tsx).
import { PageHero } from '../../components/PageHero'
import { dateTimeFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import { type LegalKind, legalDocument, legalHtml } from './document'
import { TableOfContents } from './TableOfContents'

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, iso, locale } = usePage()
  const document = legalDocument(kind, locale)
  const english = locale !== 'en' && document.lang === 'en'
  const updated = dateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(document.updated))
  return (
    <>
      <PageHero eyebrow={t('legal.eyebrow')} title={t(`legal.${kind}.title`)} lead={t(`legal.${kind}.lead`)}>
        <p className="mt-6 text-sm text-muted">
          <time dateTime={document.updated}>{t('legal.updated', { date: updated })}</time>
        </p>
        {english && (
          <p className="mt-4 max-w-2xl border-s-2 border-primary ps-3 text-sm text-muted" data-testid="english-only">
            {t('legal.englishOnly')}
          </p>
        )}
      </PageHero>
      <div className="container grid grid-cols-1 gap-8 py-10 sm:py-16 print:block print:py-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents sections={document.sections} english={english} />
        <article
          lang={english ? 'en' : undefined}
          dir={english ? 'ltr' : undefined}
          className="prose-marsa min-w-0 font-sans"
          data-testid="legal-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered and sanitized by renderMarkdown(), its links prefixed
          dangerouslySetInnerHTML={{ __html: legalHtml(kind, locale) }}
        />
      </div>
    </>
  )
}
