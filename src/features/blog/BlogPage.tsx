// The blog index: newest articles first, then the email subscription (the leads feature's form,
// source `subscription`, composed here as the page).

import { LeadForm } from '../../components/lead-form/LeadForm'
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
      <section id="subscribe" aria-labelledby="subscribe-title" className="container scroll-mt-20 pb-16 sm:pb-24">
        <div className="grid grid-cols-1 gap-8 rounded-3xl border border-line bg-gradient-to-br from-primary-50 to-elevated p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-16 lg:p-12 dark:from-primary-950/60 dark:to-elevated">
          <div>
            <p className="eyebrow">{t('blog.eyebrow')}</p>
            <h2 id="subscribe-title" className="heading-2 mt-3 text-balance">
              {t('leads.forms.subscription.title')}
            </h2>
            <p className="mt-4 text-pretty text-muted">{t('leads.forms.subscription.intro')}</p>
          </div>
          <LeadForm source="subscription" variant="plain" id="subscribe-form" />
        </div>
      </section>
    </>
  )
}
