// "Load More": without JavaScript a link to ?page=N+1 (the server then renders pages 1..N+1);
// with it, the next page's cards are fetched as server-rendered HTML and appended, the URL keeps
// the page (shareable, survives reload) and focus moves to the first new card.
import { useState } from 'react'

interface Props {
  /** "Showing {{shown}} of {{total}}" */
  showing: string
  shown: number
  total: number
  label: string
  loadingLabel: string
  errorLabel: string
  /** The current search's query string without `page` ("" or "?type=villa…"). */
  query: string
  page: number
  pages: number
  basePath: string
}

const withPage = (query: string, page: number) => `${query ? `${query}&` : '?'}page=${page}`

export default function LoadMore({ showing, shown: initialShown, total, label, loadingLabel, errorLabel, query, page: initial, pages, basePath }: Props) {
  const [page, setPage] = useState(initial)
  const [shown, setShown] = useState(initialShown)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const next = page + 1
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {showing.replace('{{shown}}', String(shown)).replace('{{total}}', String(total))}
      </p>
      {page < pages && (
        <a
          href={`${basePath}${withPage(query, next)}#result-${page * 12 + 1}`}
          className="btn-ghost px-8 py-3"
          aria-busy={state === 'loading'}
          onClick={async (event) => {
            event.preventDefault()
            if (state === 'loading') return
            setState('loading')
            try {
              const response = await fetch(`${basePath}/results${withPage(query, next)}`, { headers: { accept: 'text/html' } })
              if (!response.ok) throw new Error(String(response.status))
              const list = document.getElementById('results')
              const before = list?.children.length ?? 0
              list?.insertAdjacentHTML('beforeend', await response.text())
              // The new cards' own islands (Request Call) are wired by the loader (src/client.tsx).
              list?.dispatchEvent(new Event('islands:added', { bubbles: true }))
              list?.children[before]?.querySelector<HTMLElement>('h3 a')?.focus()
              history.replaceState(history.state, '', `${basePath}${withPage(query, next)}`)
              setPage(next)
              setShown(list?.children.length ?? shown)
              setState('idle')
            } catch {
              setState('error')
            }
          }}
        >
          {state === 'loading' ? loadingLabel : label}
        </a>
      )}
      {state === 'error' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorLabel}
        </p>
      )}
    </div>
  )
}
