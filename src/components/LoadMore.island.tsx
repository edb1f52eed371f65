// "Load More" (catalogue, blog): without JavaScript a link to ?page=N+1 (the server then renders
// the pages up to N+1 — the blog all of them, the catalogue at most the last three, with a link to
// earlier results — and the link's fragment scrolls to the first new card); with it, the next page's
// cards come as server-rendered HTML from `{basePath}/results` and are appended (their own islands
// are wired by the loader on `islands:added`), the URL keeps the page (history.replaceState:
// shareable, survives a reload) and focus moves to the first new card.
import { useState } from 'react'

export interface LoadMoreProps {
  /** "Showing {{shown}} of {{total}} articles" */
  showing: string
  shown: number
  total: number
  label: string
  loadingLabel: string
  errorLabel: string
  /** The list page with the visitor's locale prefix (`/blog`, `/catalog`); its fragments are at `{basePath}/results`. */
  basePath: string
  /** The list's query without `page` (`?topic=news`, `?type=villa…`), or "". */
  query: string
  page: number
  pages: number
  /** Id of the list the cards are appended to. */
  listId: string
  /** Each card's item id is `{itemPrefix}-{position}` (default: the list id). */
  itemPrefix?: string
  /** Said when the last page that can be loaded is shown but there are more results (a capped list). */
  endNote?: string
}

const withPage = (query: string, page: number) => `${query ? `${query}&` : '?'}page=${page}`

export default function LoadMore(props: LoadMoreProps) {
  const { showing, total, label, loadingLabel, errorLabel, basePath, query, pages, listId, itemPrefix = listId, endNote } = props
  const [page, setPage] = useState(props.page)
  const [shown, setShown] = useState(props.shown)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const next = page + 1
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        {showing.replace('{{shown}}', String(shown)).replace('{{total}}', String(total))}
      </p>
      {page < pages && (
        <a
          href={`${basePath}${withPage(query, next)}#${itemPrefix}-${shown + 1}`}
          className="btn-ghost px-10 py-3"
          aria-busy={state === 'loading'}
          onClick={async (event) => {
            event.preventDefault()
            if (state === 'loading') return
            setState('loading')
            try {
              const response = await fetch(`${basePath}/results${withPage(query, next)}`, { headers: { accept: 'text/html' } })
              if (!response.ok) throw new Error(String(response.status))
              const list = document.getElementById(listId)
              if (!list) throw new Error(`#${listId} is missing`)
              const before = list.children.length
              list.insertAdjacentHTML('beforeend', await response.text())
              list.dispatchEvent(new Event('islands:added', { bubbles: true }))
              list.children[before]?.querySelector<HTMLElement>('h2 a, h3 a')?.focus()
              history.replaceState(history.state, '', `${basePath}${withPage(query, next)}`)
              setPage(next)
              setShown(shown + list.children.length - before)
              setState('idle')
            } catch {
              setState('error')
            }
          }}
        >
          {state === 'loading' ? loadingLabel : label}
        </a>
      )}
      {page >= pages && shown < total && endNote && <p className="text-sm text-muted">{endNote}</p>}
      {state === 'error' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorLabel}
        </p>
      )}
    </div>
  )
}
