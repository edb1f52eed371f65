// The blog index: newest articles first.
import { PageHero } from '../../components/PageHero'
import { dateTimeFormat } from '../../lib/intl'
import { usePage } from '../../lib/page'
import type { ArticleSummary } from './data'

export function BlogPage({ articles }: { articles: ArticleSummary[] }) {
  const { t, href, iso } = usePage()
  const date = dateTimeFormat(iso, { dateStyle: 'medium' })
  return (
    <>
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')} />
      <section className="container py-16" aria-label={t('blog.latest')}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug} className="card flex flex-col p-6">
              <p className="eyebrow">{t(`blog.topics.${article.topic}`)}</p>
              <h2 className="heading-3 mt-3">
                <a href={href(`/blog/${article.slug}`)} className="focus-ring rounded hover:text-primary" lang="en">
                  {article.title}
                </a>
              </h2>
              <p className="mt-3 flex-1 text-muted" lang="en">
                {article.excerpt}
              </p>
              <time className="mt-6 text-sm text-muted" dateTime={article.publishedAt}>
                {date.format(new Date(article.publishedAt))}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
