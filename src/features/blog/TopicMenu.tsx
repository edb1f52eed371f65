// The topic menu: plain links, one shareable URL per topic (`/blog?topic=news`), the current one
// marked `aria-current="page"`. On a phone the row scrolls sideways instead of wrapping.
import { usePage } from '../../lib/page-context'
import { blogSearch, TOPICS, type Topic } from './schema'

export function TopicMenu({ active }: { active?: Topic }) {
  const { t, href } = usePage()
  const items: Array<{ topic?: Topic; label: string }> = [{ label: t('blog.viewAll') }, ...TOPICS.map((topic) => ({ topic, label: t(`blog.topics.${topic}`) }))]
  return (
    <nav aria-label={t('blog.topicsLabel')} className="-mx-5 mt-10 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-5 pb-2 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {items.map(({ topic, label }) => {
          const current = topic === active
          return (
            <li key={topic ?? 'all'} className="shrink-0">
              <a
                href={`${href('/blog')}${blogSearch({ topic })}`}
                aria-current={current ? 'page' : undefined}
                className={`focus-ring inline-flex h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors ${
                  current ? 'border-fg bg-fg text-bg' : 'border-line bg-bg text-fg hover:border-primary hover:text-primary'
                }`}
              >
                {label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
