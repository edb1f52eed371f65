// An article: title, topic, date and summary (the full body arrives with the content pages issue).

import { dateTimeFormat } from '../../lib/intl'
import { usePage } from '../../lib/page'
import type { ArticleSummary } from './data'

export function ArticlePage({ article }: { article: ArticleSummary }) {
  const { t, href, iso } = usePage()
  return (
    <article className="container max-w-3xl py-16 sm:py-24">
      <a href={href('/blog')} className="link text-sm">
        {t('blog.back')}
      </a>
      <p className="eyebrow mt-8">{t(`blog.topics.${article.topic}`)}</p>
      <h1 className="heading-1 mt-4 text-balance" lang="en">
        {article.title}
      </h1>
      <time className="mt-6 block text-sm text-muted" dateTime={article.publishedAt}>
        {dateTimeFormat(iso, { dateStyle: 'long' }).format(new Date(article.publishedAt))}
      </time>
      <p className="mt-8 text-xl leading-relaxed text-muted" lang="en">
        {article.excerpt}
      </p>
    </article>
  )
}
