// An article (/blog/{slug}): topic, title, standfirst and byline, the cover, the key take-aways, the
// body (with a table of contents beside it on wide screens), sharing, the author, related articles,
// and its BlogPosting structured data. Server-rendered; the Share button is the only island.
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import { ArticleBody, TableOfContents } from './ArticleBody'
import { ArticleCardView } from './ArticleCards'
import { Avatar, DateAndTime } from './Byline'
import { blogBreadcrumbJsonLd, blogPostingJsonLd } from './jsonld'
import { english } from './lang'
import { ShareLinks } from './ShareLinks'
import { blogSearch } from './schema'
import type { ArticleView } from './view'

function Takeaways({ view }: { view: ArticleView }) {
  const { t } = usePage()
  if (!view.takeaways.length) return null
  return (
    <section
      aria-labelledby="blog-takeaways"
      className="mb-12 rounded-2xl border border-primary-200/70 bg-primary-50/70 p-6 sm:p-8 dark:border-primary-900 dark:bg-primary-950/40"
    >
      <h2 id="blog-takeaways" className="font-display text-2xl">
        {t('blog.takeaways')}
      </h2>
      <ul className="mt-5 grid gap-3.5" {...english(view.takeawaysLang)} data-testid="takeaways">
        {view.takeaways.map((takeaway) => (
          <li key={takeaway} className="flex gap-3 leading-relaxed">
            <span className="mt-1 grid size-5 shrink-0 place-items-center rounded-full bg-primary text-white dark:text-neutral-950">
              <Icon name="check" className="size-3" />
            </span>
            <span>{takeaway}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function AuthorCard({ view }: { view: ArticleView }) {
  const { t } = usePage()
  const author = view.author
  if (!author) return null
  return (
    <aside aria-labelledby="blog-author" className="mt-10 flex items-center gap-5 rounded-2xl bg-neutral-100/80 p-6 dark:bg-neutral-900">
      <Avatar author={author} size="lg" />
      <div className="min-w-0">
        <h2 id="blog-author" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
          {t('blog.writtenBy')}
        </h2>
        <p className="mt-1 font-display text-xl">
          <bdi>{author.name}</bdi>
        </p>
        {author.role && (
          <p className="text-sm text-muted">
            <bdi lang={author.roleLang}>{author.role}</bdi>
          </p>
        )}
      </div>
    </aside>
  )
}

function Related({ view }: { view: ArticleView }) {
  const { t, href } = usePage()
  if (!view.related.length) return null
  const topic = t(`blog.topics.${view.topic}`)
  return (
    <section aria-labelledby="blog-related" className="mt-20 border-t border-line bg-neutral-50/70 py-16 sm:mt-28 sm:py-20 dark:bg-neutral-950/40">
      <div className="container">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="blog-related" className="heading-2">
            {t('blog.related')}
          </h2>
          <a href={`${href('/blog')}${blogSearch({ topic: view.topic })}`} className="link inline-flex items-center gap-2 text-sm font-semibold">
            {t('blog.moreIn', { topic })}
            <Icon name="arrow" className="size-4" />
          </a>
        </div>
        <ul className="mt-10 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {view.related.map((card) => (
            <li key={card.slug}>
              <ArticleCardView card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function ArticlePage({ view }: { view: ArticleView }) {
  const { t, href, origin, locale, iso } = usePage()
  const topic = t(`blog.topics.${view.topic}`)
  // Shared links carry no locale prefix: whoever opens one gets their own language.
  const shareUrl = `${origin}/blog/${view.slug}`
  const url = `${origin}/${locale}/blog/${view.slug}`
  const jsonLd = blogPostingJsonLd({ article: view, url, origin, locale, language: view.bodyLang ? 'en' : iso, section: topic })
  const crumbs = blogBreadcrumbJsonLd({ origin, locale, blog: t('nav.blog'), topic: { name: topic, slug: view.topic }, article: { title: view.title, url } })
  return (
    <>
      <article className="break-words">
        <header className="container max-w-4xl pt-8 text-center sm:pt-14">
          <a href={href('/blog')} className="link inline-flex items-center gap-2 text-sm text-muted hover:text-fg">
            <Icon name="back" className="size-4" />
            {t('blog.back')}
          </a>
          <p className="eyebrow mt-8 sm:mt-12">
            <a href={`${href('/blog')}${blogSearch({ topic: view.topic })}`} className="focus-ring rounded-sm hover:underline">
              {topic}
            </a>
          </p>
          <h1 className="heading-1 mx-auto mt-5 max-w-4xl text-balance" {...english(view.titleLang)}>
            {view.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg leading-relaxed text-muted sm:text-xl" {...english(view.excerptLang)}>
            {view.excerpt}
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-3 text-sm text-muted">
            {view.author && (
              <div className="flex items-center gap-3 text-start">
                <Avatar author={view.author} size="lg" />
                <p className="leading-tight">
                  <span className="block font-semibold text-fg">
                    <bdi>{view.author.name}</bdi>
                  </span>
                  {view.author.role && <bdi lang={view.author.roleLang}>{view.author.role}</bdi>}
                </p>
              </div>
            )}
            <p className="flex items-center gap-2 sm:border-s sm:border-line sm:ps-4">
              <DateAndTime card={view} dateStyle="long" />
            </p>
          </div>
        </header>

        {view.cover && (
          <div className="mx-auto mt-10 w-full max-w-6xl sm:mt-14 sm:px-8" lang={view.coverLang}>
            <Picture
              src={view.cover.src}
              alt={view.cover.alt}
              width={view.cover.width}
              height={view.cover.height}
              sizes="(min-width: 1152px) 1088px, (min-width: 640px) calc(100vw - 4rem), 100vw"
              maxWidth={1088}
              priority
              className="aspect-[16/9] w-full bg-neutral-200 object-cover sm:rounded-3xl dark:bg-neutral-800"
            />
          </div>
        )}

        <div className="container mt-12 grid gap-12 sm:mt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,44rem)_minmax(0,1fr)] lg:gap-10">
          <aside className="hidden lg:block">
            <div className="sticky top-28 ms-auto max-w-56">
              <TableOfContents headings={view.headings} lang={view.bodyLang} />
            </div>
          </aside>
          <div className="min-w-0">
            <Takeaways view={view} />
            <ArticleBody html={view.html} lang={view.bodyLang} />
            <ShareLinks url={shareUrl} title={view.title} className="mt-14 border-t border-line pt-8" />
            <AuthorCard view={view} />
          </div>
        </div>
        <JsonLd data={jsonLd} />
        <JsonLd data={crumbs} />
      </article>
      <Related view={view} />
    </>
  )
}
