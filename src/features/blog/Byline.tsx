// Who wrote an article, when, and how long it takes to read: under a card's excerpt and in an
// article's header. The consultant's photo when the author is one, else their initials.
import { Picture } from '../../components/Picture'
import { dateTimeFormat } from '../../lib/intl'
import { usePage } from '../../lib/page-context'
import type { ArticleCard, AuthorView } from './view'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

export function Avatar({ author, size }: { author: AuthorView; size: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-14' : 'size-8'
  return author.photo ? (
    <Picture
      src={author.photo.src}
      alt=""
      width={author.photo.width}
      height={author.photo.height}
      sizes={size === 'lg' ? '56px' : '32px'}
      maxWidth={size === 'lg' ? 56 : 32}
      className={`${box} shrink-0 rounded-full bg-neutral-200 object-cover ring-2 ring-bg dark:bg-neutral-800`}
    />
  ) : (
    <span
      className={`${box} grid shrink-0 place-items-center rounded-full bg-primary/15 font-semibold text-primary ${size === 'lg' ? 'text-lg' : 'text-xs'}`}
      aria-hidden="true"
    >
      {initials(author.name)}
    </span>
  )
}

/** Date and reading time, separated by a dot (`·` is decoration, not read out). */
export function DateAndTime({ card, dateStyle = 'medium' }: { card: Pick<ArticleCard, 'publishedAt' | 'minutes'>; dateStyle?: 'medium' | 'long' }) {
  const { t, iso } = usePage()
  return (
    <>
      <time dateTime={card.publishedAt} className="whitespace-nowrap">
        {dateTimeFormat(iso, { dateStyle, timeZone: 'UTC' }).format(new Date(card.publishedAt))}
      </time>
      <span aria-hidden="true">·</span>
      <span data-testid="reading-time" className="whitespace-nowrap">
        {t('blog.readingTime', { count: card.minutes })}
      </span>
    </>
  )
}

export function Byline({ card, className = '' }: { card: ArticleCard; className?: string }) {
  return (
    <div className={`flex items-center gap-3 text-sm text-muted ${className}`}>
      {card.author && <Avatar author={card.author} size="sm" />}
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        {card.author && (
          <>
            <bdi className="whitespace-nowrap font-medium text-fg">{card.author.name}</bdi>
            <span aria-hidden="true">·</span>
          </>
        )}
        <DateAndTime card={card} />
      </p>
    </div>
  )
}
