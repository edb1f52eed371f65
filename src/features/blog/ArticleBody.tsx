// The article's text: sanitized HTML from src/lib/markdown.server.ts (Markdown with raw HTML off, or the
// backend's rich text, through an allow-list), set in the blog's reading type. The styles reach
// the generated elements through descendant variants, so they stay inside this feature.
import type { Heading } from '../../lib/markdown.server'
import { usePage } from '../../lib/page-context'
import { english } from './lang'

/** Long-form type: an 18 px body on a 1.75 line, display-face headings, quiet tables and quotes. */
const PROSE = [
  'text-[1.0625rem] leading-[1.8] sm:text-lg [overflow-wrap:break-word]',
  '[&>*+*]:mt-6 [&>:first-child]:mt-0',
  // The opening paragraph reads as a lead.
  '[&>p:first-child]:text-[1.1875rem] [&>p:first-child]:leading-[1.7] sm:[&>p:first-child]:text-[1.3125rem]',
  '[&_h2]:mt-14 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h2]:text-balance sm:[&_h2]:text-[2rem]',
  '[&_h3]:mt-10 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_h4]:mt-8 [&_h4]:font-semibold',
  '[&_:is(h2,h3,h4)+*]:mt-4',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:decoration-primary/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary',
  '[&_strong]:font-semibold',
  '[&_:is(ul,ol)]:ps-6 [&_ul]:list-disc [&_ol]:list-decimal [&_li]:mt-2.5 [&_li]:ps-1.5 [&_li::marker]:text-primary',
  '[&_blockquote]:my-10 [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:ps-6 [&_blockquote]:font-display [&_blockquote]:text-[1.375rem] [&_blockquote]:italic [&_blockquote]:leading-snug',
  '[&_table]:my-10 [&_table]:w-full [&_table]:border-collapse [&_table]:text-[0.9375rem] [&_table]:leading-normal',
  '[&_th]:border-b-2 [&_th]:border-fg [&_th]:py-3 [&_th]:pe-4 [&_th]:text-start [&_th]:align-bottom [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-line [&_td]:py-3 [&_td]:pe-4 [&_td]:align-top',
  '[&_hr]:my-12 [&_hr]:border-line',
  '[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1.5 [&_code]:text-[0.9em] dark:[&_code]:bg-neutral-800',
].join(' ')

export function ArticleBody({ html, lang }: { html: string; lang?: 'en' }) {
  return (
    <div
      className={PROSE}
      {...english(lang)}
      data-testid="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by an allow-list in src/lib/markdown.server.ts (renderContent)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** "In this article": the body's h2 headings as in-page links (shown beside the text on wide screens). */
export function TableOfContents({ headings, lang }: { headings: Heading[]; lang?: 'en' }) {
  const { t } = usePage()
  const sections = headings.filter((h) => h.level === 2)
  if (sections.length < 3) return null
  return (
    <nav aria-labelledby="blog-contents" className="text-sm">
      <h2 id="blog-contents" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
        {t('blog.contents')}
      </h2>
      <ol className="mt-4 grid gap-1 border-s border-line" {...english(lang)}>
        {sections.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              className="focus-ring -ms-px block border-s-2 border-transparent py-1.5 ps-4 leading-snug text-muted transition-colors hover:border-primary hover:text-fg"
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
