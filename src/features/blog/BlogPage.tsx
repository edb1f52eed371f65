// The blog index (/blog, /blog?topic=news, ?page=N): the masthead with the topic menu, the lead
// article on View all, the card grid with Load More, then the email subscription (the leads
// feature's form, source `subscription`, composed here as the page).
import { Icon } from '../../components/Icon'
import LoadMore from '../../components/LoadMore.island'
import { PageHero } from '../../components/PageHero'
import { Island } from '../../lib/islands/Island'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import { ArticleCardView, LeadArticle } from './ArticleCards'
import { blogBreadcrumbJsonLd } from './jsonld'
import type { ArticleList } from './load.server'
import { type BlogQuery, blogSearch, leadCount, pageCount } from './schema'
import { TopicMenu } from './TopicMenu'

/** Id of the card list, and the prefix of each card's item id (`articles-12`: the 12th article shown). */
export const LIST_ID = 'articles'

export function BlogPage({ query, list }: { query: BlogQuery; list: ArticleList }) {
  const { t, href, origin, locale } = usePage()
  const lead = leadCount(query.topic)
  const [first, ...rest] = list.cards
  const featured = lead ? first : undefined
  const grid = featured ? rest : list.cards
  const heading = query.topic ? t(`blog.topics.${query.topic}`) : t('blog.latest')
  const shown = list.cards.length
  return (
    <>
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')}>
        <TopicMenu active={query.topic} />
      </PageHero>

      {featured && (
        <section aria-label={t('blog.featured')} className="container pt-12 sm:pt-16">
          <LeadArticle card={featured} />
        </section>
      )}

      <section aria-labelledby="blog-list" className="container py-14 sm:py-20">
        <div className="flex items-baseline justify-between gap-4 border-b border-line pb-4">
          <h2 id="blog-list" className="heading-3">
            {heading}
          </h2>
        </div>
        {shown === 0 ? (
          <div className="mt-10 grid place-items-center rounded-3xl border border-dashed border-line px-6 py-16 text-center">
            <p className="max-w-md text-muted">{t('blog.empty')}</p>
            <a href={href('/blog')} className="btn-ghost mt-6">
              {t('blog.viewAll')}
              <Icon name="arrow" className="size-4" />
            </a>
          </div>
        ) : (
          <ol id={LIST_ID} className="mt-10 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((card, index) => (
              <li key={card.slug} id={`${LIST_ID}-${lead + index + 1}`}>
                <ArticleCardView card={card} />
              </li>
            ))}
          </ol>
        )}
        {shown > 0 && (
          <div className="mt-14">
            <Island
              name="LoadMore"
              component={LoadMore}
              props={{
                showing: t('blog.showing', { shown: '{{shown}}', total: '{{total}}' }),
                shown,
                total: list.total,
                label: t('blog.loadMore'),
                loadingLabel: t('blog.loading'),
                errorLabel: t('blog.loadError'),
                basePath: href('/blog'),
                query: blogSearch({ topic: query.topic }),
                page: Math.min(query.page, pageCount(query.topic, list.total)),
                pages: pageCount(query.topic, list.total),
                listId: LIST_ID,
              }}
            />
          </div>
        )}
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
      {/* A topic is its own page (home, blog, topic); View all is the blog itself. */}
      {query.topic && <JsonLd data={blogBreadcrumbJsonLd({ origin, locale, blog: t('nav.blog'), topic: { name: heading, slug: query.topic } })} />}
    </>
  )
}

/** The cards page `page` adds, as list items for Load More (their positions follow the page's). */
export function CardItems({ list, offset }: { list: ArticleList; offset: number }) {
  return list.cards.map((card, index) => (
    <li key={card.slug} id={`${LIST_ID}-${offset + index + 1}`}>
      <ArticleCardView card={card} />
    </li>
  ))
}
