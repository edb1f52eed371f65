// An article in a list: the card of the grids (blog, Load More, related articles) and the lead
// article that opens View all. The title's link covers the whole card (one link, one tab stop);
// English text on a page in another language carries `lang="en"`.
import { Picture } from '../../components/Picture'
import { usePage } from '../../lib/page-context'
import { Byline } from './Byline'
import { english } from './lang'
import type { ArticleCard } from './view'

/** The cover, or a quiet panel in its place (records from the backend may have none). */
function Cover({ card, sizes, maxWidth, priority, className }: { card: ArticleCard; sizes: string; maxWidth: number; priority?: boolean; className: string }) {
  const { locale } = usePage()
  return (
    <div className={`overflow-hidden bg-neutral-200 dark:bg-neutral-800 ${className}`} lang={locale === 'en' ? undefined : 'en'}>
      {card.cover ? (
        <Picture
          src={card.cover.src}
          alt={card.cover.alt}
          lang={card.coverLang}
          width={card.cover.width}
          height={card.cover.height}
          sizes={sizes}
          maxWidth={maxWidth}
          priority={priority}
          className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      ) : (
        <div className="size-full bg-gradient-to-br from-primary-100 to-secondary-100 dark:from-primary-950 dark:to-secondary-950" />
      )}
    </div>
  )
}

const stretched = 'focus-ring rounded-sm before:absolute before:inset-0 before:content-[""] hover:text-primary'

export function ArticleCardView({ card, heading: Heading = 'h3' }: { card: ArticleCard; heading?: 'h2' | 'h3' }) {
  const { t, href } = usePage()
  return (
    <article className="group relative flex h-full flex-col">
      <Cover
        card={card}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        maxWidth={640}
        className="aspect-[16/10] rounded-2xl ring-1 ring-black/5 dark:ring-white/10"
      />
      <p className="eyebrow mt-5">{t(`blog.topics.${card.topic}`)}</p>
      <Heading className="mt-2 font-display text-[1.375rem] leading-snug text-balance transition-colors" {...english(card.titleLang)}>
        <a href={href(`/blog/${card.slug}`)} className={stretched}>
          {card.title}
        </a>
      </Heading>
      <p className="mt-3 line-clamp-3 text-pretty text-muted" {...english(card.excerptLang)}>
        {card.excerpt}
      </p>
      <Byline card={card} className="mt-auto pt-5" />
    </article>
  )
}

export function LeadArticle({ card }: { card: ArticleCard }) {
  const { t, href } = usePage()
  return (
    <article className="group relative grid items-center gap-8 lg:grid-cols-12 lg:gap-12" data-testid="lead-article">
      <Cover
        card={card}
        sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
        maxWidth={1024}
        priority
        className="aspect-[16/10] rounded-3xl shadow-xl shadow-neutral-900/10 ring-1 ring-black/5 lg:col-span-7 dark:shadow-black/40 dark:ring-white/10"
      />
      <div className="lg:col-span-5">
        <p className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-[0.15em] text-white dark:text-neutral-950">
            {t('blog.featured')}
          </span>
          <span className="eyebrow">{t(`blog.topics.${card.topic}`)}</span>
        </p>
        <h2 className="heading-2 mt-5 text-balance lg:text-[2.75rem] lg:leading-[1.1]" {...english(card.titleLang)}>
          <a href={href(`/blog/${card.slug}`)} className={stretched}>
            {card.title}
          </a>
        </h2>
        <p className="mt-5 text-pretty text-lg leading-relaxed text-muted" {...english(card.excerptLang)}>
          {card.excerpt}
        </p>
        <Byline card={card} className="mt-8" />
      </div>
    </article>
  )
}
